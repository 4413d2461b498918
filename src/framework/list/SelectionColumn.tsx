import { Checkbox } from '@mui/material';
import { useDataTableCallbacksContext, useDataTableSelectedIdsContext, useRecordContext } from 'ra-core';
import { DataTable, SelectPageCheckbox } from 'ra-ui-materialui';
import type { ResourceDef } from '../../../common/registry';

/** A row's name for its checkbox: the record's title, else its number. */
function rowName(resource: ResourceDef, record: Record<string, unknown>): string {
  const title = record[resource.titleField];
  return typeof title === 'string' || typeof title === 'number' ? String(title) : `#${String(record.id)}`;
}

function SelectRowCheckbox(props: { resource: ResourceDef }) {
  const { handleToggleItem } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={!!selectedIds?.includes(record.id)}
      onClick={(event) => {
        // Shift-click selects the range, as react-admin's own checkbox does; the row itself must not open.
        handleToggleItem?.(record.id, event);
        event.stopPropagation();
      }}
      slotProps={{ input: { 'aria-label': `Pilih baris ${rowName(props.resource, record)}` } }}
    />
  );
}

/**
 * The selection column of a generated list (bulk delete). react-admin's own puts the row checkbox's name on the
 * wrapping span, so the input has none (axe: label, aria-prohibited-attr): this one names each input by its
 * record, and the header's "Pilih semua" is react-admin's, which names its input correctly.
 */
export function selectionColumn(resource: ResourceDef) {
  return (
    <DataTable.Col
      key="__select"
      label={<SelectPageCheckbox />}
      disableSort
      padding="checkbox"
      render={() => <SelectRowCheckbox resource={resource} />}
    />
  );
}
