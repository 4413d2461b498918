import { GeneratedList } from '../../framework/list/GeneratedList';
import type { ResourceViewProps } from '../../framework/pageParts';

/** SPEC.md /pengembalian-bop: the BOPs whose LPJ spent less than the advance, the rest returned by the holder. */
export default function BopPengembalian(props: ResourceViewProps) {
  return <GeneratedList resource={props.resource} filter={{ penyelesaian: 'pengembalian' }} title="Pengembalian BOP" />;
}
