import { GeneratedList } from '../../framework/list/GeneratedList';
import type { ResourceViewProps } from '../../framework/pageParts';

/** SPEC.md /reimburse: the BOPs whose LPJ spent more than the advance, the difference paid by the company. */
export default function BopReimburse(props: ResourceViewProps) {
  return <GeneratedList resource={props.resource} filter={{ penyelesaian: 'reimburse' }} title="Reimburse BOP" />;
}
