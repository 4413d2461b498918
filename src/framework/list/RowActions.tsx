import { Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import type { ResourceDef } from '../../../common/registry';
import type { Row } from '../display/displayByKind';
import { editPath, showPath } from '../paths';
import { LinkIconButton } from '../buttons';
import type { ResourceGrants } from '../usePermissionSet';
import { isEditable } from '../workflow/workflowRules';
import { PrintButtons } from '../print/PrintButtons';
import { RowActionsSlot } from './RowActionsSlot';

/** A list row's icon actions: the resource's own (rowActions), its prints, "Lihat detail" and "Ubah". */
export function RowActions(props: { resource: ResourceDef; grants: ResourceGrants; record: Row }) {
  const { resource, grants, record } = props;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <RowActionsSlot resource={resource.name} record={record} />
      <PrintButtons resource={resource} record={record} compact />
      <LinkIconButton to={showPath(resource, record.id as number)} label="Lihat detail" icon={<VisibilityIcon fontSize="small" />} />
      {grants.update && isEditable(resource, record) && <LinkIconButton to={editPath(resource, record.id as number)} label="Ubah" icon={<EditIcon fontSize="small" />} />}
    </Stack>
  );
}

/** Room the actions column takes: a small icon button (34 px and a gap) per action, and the cell's padding. */
export function rowActionsWidth(resource: ResourceDef, hasRowActions: boolean): number {
  return 24 + 36 * (2 + (resource.prints?.length ?? 0) + (hasRowActions ? 1 : 0));
}
