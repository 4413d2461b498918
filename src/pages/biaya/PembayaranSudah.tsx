import { GeneratedList } from '../../framework/list/GeneratedList';
import type { ResourceViewProps } from '../../framework/pageParts';
import { PembayaranRingkasan } from './PembayaranRingkasan';
/** SPEC.md /pembayaran/sudah: payment documents given (and those whose recipient confirmed), under the payment totals. */
export default function PembayaranSudah(props: ResourceViewProps) {
  return <GeneratedList {...props} title="Pembayaran Sudah Diberikan" filter={{ status: ['diberikan', 'diterima'] }} aside={<PembayaranRingkasan />} />;
}
