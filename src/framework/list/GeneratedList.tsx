import { useMemo, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { List, Pagination } from 'ra-ui-materialui';
import type { ResourceViewProps } from '../pageParts';
import { can } from '../../providers/permissions';
import { useNotifyError } from '../../providers/useNotifyError';
import { useRegistry, useResourceDef } from '../RegistryContext';
import { usePermissionSet, useResourceGrants } from '../usePermissionSet';
import { menuOf } from '../paths';
import { listFilters } from './listFilters';
import { ListToolbar } from './ListToolbar';
import { defaultListSort } from '../../../common/firstRead';
import { LIST_PER_PAGE } from '../../../common/listQuery';
import { EmptyList } from './EmptyList';
import { ResourceTable, type ListCells } from './ResourceTable';
import { ResourceCards } from './ResourceCards';

/**
 * The list page generated from a registry entry: search, filters, sortable columns, paging, export; on a phone
 * (under `sm`) cards instead of the table. A screen showing a fixed part of the resource (BOPs to be refunded)
 * passes its `filter` (always sent, never shown as a filter) and `title`.
 */
export function GeneratedList(props: ResourceViewProps & {
  /** A permanent filter (a screen of the resource showing only some states: /pembayaran/sudah). */
  filter?: Record<string, unknown>;
  title?: string;
  /** Shown above the table (a summary of the list). */
  aside?: ReactNode;
  /** Actions on the selected rows (the table shows its checkboxes); they read the selection from the list context. */
  bulkActions?: ReactNode;
  /** A screen's own rendering of some listed fields, by field name (a state as a coloured chip); table and cards alike. */
  cells?: ListCells;
}) {
  const resource = useResourceDef(props.resource);
  const registry = useRegistry();
  const { permissions } = usePermissionSet();
  const grants = useResourceGrants(resource);
  const notifyError = useNotifyError();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const filters = useMemo(() => listFilters(resource, (name) => {
    const target = registry.resources.find((r) => r.name === name);
    return !!target && can(permissions, menuOf(registry, target), 'read');
  }), [resource, registry, permissions]);

  return (
    <List
      resource={resource.name}
      title={props.title ?? resource.labelPlural}
      filter={props.filter}
      sort={defaultListSort(resource)}
      perPage={LIST_PER_PAGE}
      filters={filters}
      actions={<ListToolbar resource={resource} canCreate={grants.create} canUpdate={grants.update} />}
      empty={<EmptyList resource={resource} canCreate={grants.create} />}
      exporter={false}
      queryOptions={{ onError: notifyError }}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {props.aside}
      {phone ? <ResourceCards resource={resource} grants={grants} cells={props.cells} /> : <ResourceTable resource={resource} grants={grants} bulkActions={props.bulkActions} cells={props.cells} />}
    </List>
  );
}
