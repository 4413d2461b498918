import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { useRegistry } from '../RegistryContext';
import { useResourceGrants } from '../usePermissionSet';
import { showPath } from '../paths';

/**
 * A reference to a record shown by another record's name (registry `shownAs`: a user by their employee's name),
 * linked to that record when the reader may read it.
 */
export function PersonRef(props: { target: ResourceDef; expanded: Record<string, unknown>; label: string }) {
  const registry = useRegistry();
  const shownAs = props.target.shownAs!;
  const refField = props.target.fields.find((f) => f.name === shownAs.ref);
  const named = findResource(registry, refField?.ref ?? '') ?? props.target;
  const grants = useResourceGrants(named);
  const id = props.expanded[shownAs.ref];
  if (!grants.read || typeof id !== 'number' || named === props.target) return <>{props.label}</>;
  return <Link component={RouterLink} to={showPath(named, id)} onClick={(e) => e.stopPropagation()}>{props.label}</Link>;
}
