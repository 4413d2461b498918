import { GeneratedList } from '../../framework/list/GeneratedList';
import type { ResourceViewProps } from '../../framework/pageParts';

/** SPEC.md /pengembalian: pickup costs taken back (cancelled; money already given went back to its kas by the reversal journal). */
export default function PengembalianList(props: ResourceViewProps) {
  return <GeneratedList {...props} title="Pengembalian Biaya Pengambilan" filter={{ status: ['dibatalkan'] }} />;
}
