import { Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { BulkDeleteButton, DataTable } from 'ra-ui-materialui';
import type { FieldDef, FieldKind, ResourceDef } from '../../../common/registry';
import { publicFields } from '../../../common/registry';
import { useRegistry } from '../RegistryContext';
import { displayOf, type Row } from '../display/displayByKind';
import { editPath, recordPath, showPath } from '../paths';
import { LinkIconButton } from '../buttons';
import type { ResourceGrants } from '../usePermissionSet';
import { useNotifyError } from '../../providers/useNotifyError';
import { isEditable } from '../workflow/workflowRules';
import { RowActionsSlot } from './RowActionsSlot';
import { PrintButtons } from '../print/PrintButtons';

/** Amounts and dates read as one piece: "Rp. 1.096.000" never breaks after "Rp.". */
const UNBROKEN = new Set<FieldKind>(['money', 'int', 'qty', 'percent', 'decimal', 'date', 'datetime']);
const unbroken = () => ({ whiteSpace: 'nowrap' as const });

/** The columns of a list: fields marked `list`, or the title field when none is. */
export function listColumns(resource: ResourceDef): FieldDef[] {
  const fields = publicFields(resource);
  const listed = fields.filter((f) => f.list);
  if (listed.length > 0) return listed;
  return fields.filter((f) => f.name === resource.titleField);
}

export function isSortable(resource: ResourceDef, field: FieldDef): boolean {
  return !!field.sortable || resource.defaultSort?.field === field.name;
}

/** The table of a generated list: a column per listed field, row actions, bulk delete when allowed. */
export function ResourceTable(props: { resource: ResourceDef; grants: ResourceGrants }) {
  const { resource, grants } = props;
  const registry = useRegistry();
  const notifyError = useNotifyError();
  const bulkActions = grants.delete
    ? <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError: notifyError }} />
    : false;
  return (
    <DataTable rowClick={(id, _resource, record) => recordPath(resource, id, grants.update && isEditable(resource, record))} bulkActionButtons={bulkActions}>
      {listColumns(resource).map((field) => (
        <DataTable.Col
          key={field.name}
          source={field.name}
          label={field.label}
          align={displayOf(field).align}
          disableSort={!isSortable(resource, field)}
          render={(record: Row) => displayOf(field).render({ field, record, registry, mode: 'list' })}
          cellSx={UNBROKEN.has(field.kind) ? unbroken : undefined}
        />
      ))}
      <DataTable.Col
        label="Aksi"
        align="right"
        disableSort
        render={(record: Row) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <RowActionsSlot resource={resource.name} record={record} />
            <PrintButtons resource={resource} record={record} compact />
            <LinkIconButton to={showPath(resource, record.id as number)} label="Lihat detail" icon={<VisibilityIcon fontSize="small" />} />
            {grants.update && isEditable(resource, record) && <LinkIconButton to={editPath(resource, record.id as number)} label="Ubah" icon={<EditIcon fontSize="small" />} />}
          </Stack>
        )}
      />
    </DataTable>
  );
}
