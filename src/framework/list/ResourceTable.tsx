import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { BulkActionsToolbar, BulkDeleteButton, DataTable } from 'ra-ui-materialui';
import type { FieldDef, FieldKind, ResourceDef } from '../../../common/registry';
import { useRegistry, useRegistryValue } from '../RegistryContext';
import { displayOf, type Row } from '../display/displayByKind';
import { recordPath } from '../paths';
import type { ResourceGrants } from '../usePermissionSet';
import { useNotifyError } from '../../providers/useNotifyError';
import { isEditable } from '../workflow/workflowRules';
import { foldOrder, listColumns, visibleColumns } from './columnPriority';
import { RowActions, rowActionsWidth } from './RowActions';
import { useElementWidth } from './useElementWidth';
import { selectionColumn } from './SelectionColumn';

export { listColumns } from './columnPriority';

/** Amounts and dates read as one piece: "Rp. 1.096.000" never breaks after "Rp.". */
const UNBROKEN = new Set<FieldKind>(['money', 'int', 'qty', 'percent', 'decimal', 'date', 'datetime']);
const unbroken = () => ({ whiteSpace: 'nowrap' as const });
const SELECT_WIDTH = 48;

/** A screen's own rendering of a listed field, by field name (GeneratedList `cells`); the others render by kind. */
export type ListCells = Record<string, (record: Row) => ReactNode>;

export function isSortable(resource: ResourceDef, field: FieldDef): boolean {
  return !!field.sortable || resource.defaultSort?.field === field.name;
}

/**
 * The columns that fit the table's container: the column-priority rule on estimated widths, then one more
 * fold each time the rendered table still overflows; a wider container starts over from the estimate.
 */
function useFittingColumns(resource: ResourceDef, reserved: number) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [extraFolds, setExtraFolds] = useState(0);
  const foldedAt = useRef(0);
  const columns = listColumns(resource);
  const visible = visibleColumns(resource, columns, width, reserved, extraFolds);
  const canFoldMore = foldOrder(resource, visible).length > 0;
  // Only a clearly wider container starts over: a few pixels (a scrollbar coming and going as rows change height)
  // must not undo the folds and make the table fold again, back and forth.
  useEffect(() => {
    if (width > foldedAt.current + 32) setExtraFolds(0);
    else if (width < foldedAt.current) foldedAt.current = width;
  }, [width]);
  useLayoutEffect(() => {
    const table = ref.current?.querySelector('table');
    if (width > 0 && table && canFoldMore && table.scrollWidth > ref.current!.clientWidth + 1) {
      foldedAt.current = width;
      setExtraFolds((n) => n + 1);
    }
  });
  return { ref, visible };
}

/**
 * The table of a generated list: the listed fields that fit (registry `listPriority`), row actions, bulk delete when
 * allowed, and a screen's own actions on the selected rows (`bulkActions`: "Unduh XML Coretax" of chosen invoices).
 */
export function ResourceTable(props: { resource: ResourceDef; grants: ResourceGrants; bulkActions?: ReactNode; cells?: ListCells }) {
  const { resource, grants } = props;
  const selectable = grants.delete || !!props.bulkActions;
  const registry = useRegistry();
  const hasRowActions = !!useRegistryValue().rowActions[resource.name];
  const notifyError = useNotifyError();
  const reserved = rowActionsWidth(resource, hasRowActions) + (selectable ? SELECT_WIDTH : 0);
  const { ref, visible } = useFittingColumns(resource, reserved);
  // Bulk delete with our own selection column (SelectionColumn.tsx: named checkboxes), not react-admin's.
  const bulkToolbar = selectable
    ? (
      <BulkActionsToolbar>
        {props.bulkActions}
        {grants.delete && <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError: notifyError }} />}
      </BulkActionsToolbar>
    )
    : undefined;
  return (
    <Box ref={ref} sx={{ width: '100%', minWidth: 0, overflowX: 'auto' }}>
      <DataTable rowClick={(id, _resource, record) => recordPath(resource, id, grants.update && isEditable(resource, record))} bulkActionButtons={false} bulkActionsToolbar={bulkToolbar}>
        {selectable && selectionColumn(resource)}
        {visible.map((field) => (
          <DataTable.Col
            key={field.name}
            source={field.name}
            label={field.label}
            align={displayOf(field).align}
            disableSort={!isSortable(resource, field)}
            render={(record: Row) => props.cells?.[field.name]?.(record) ?? displayOf(field).render({ field, record, registry, mode: 'list' })}
            cellSx={UNBROKEN.has(field.kind) ? unbroken : undefined}
          />
        ))}
        <DataTable.Col
          label="Aksi"
          align="right"
          disableSort
          render={(record: Row) => <RowActions resource={resource} grants={grants} record={record} />}
        />
      </DataTable>
    </Box>
  );
}
