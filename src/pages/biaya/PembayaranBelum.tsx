import { GeneratedList } from '../../framework/list/GeneratedList';
import type { ResourceViewProps } from '../../framework/pageParts';
import { PembayaranRingkasan } from './PembayaranRingkasan';
/** SPEC.md /pembayaran/belum: payment documents not yet given (drafts), under the payment totals. */
export default function PembayaranBelum(props: ResourceViewProps) {
  return <GeneratedList {...props} title="Pembayaran Belum Diberikan" filter={{ status: ['draft'] }} aside={<PembayaranRingkasan />} />;
}
