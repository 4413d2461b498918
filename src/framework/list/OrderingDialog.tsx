import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText } from '@mui/material';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'ra-core';
import type { ResourceDef } from '../../../common/registry';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { useRegistry } from '../RegistryContext';
import { displayOf, type Row } from '../display/displayByKind';
import { listColumns } from './ResourceTable';

/** Moves one item of a list up (-1) or down (+1). */
export function moveItem<T>(items: T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * "Atur Urutan" of a resource with `ordering`: the rows (of one group, taken from the list's filter) in their
 * order, moved up and down, saved with `POST /api/<ordering.path>` `{ ids, <groupBy>? }`.
 */
export function OrderingDialog(props: { resource: ResourceDef; onClose: () => void }) {
  const { resource } = props;
  const ordering = resource.ordering!;
  const registry = useRegistry();
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { filterValues } = useListContext();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [rows, setRows] = useState<Row[] | null>(null);
  const group = ordering.groupBy ? filterValues?.[ordering.groupBy] : undefined;
  const groupField = resource.fields.find((f) => f.name === ordering.groupBy);
  const needsGroup = !!ordering.groupBy && (group === undefined || group === '' || Array.isArray(group));
  const labelField = resource.titleField !== 'id'
    ? resource.fields.find((f) => f.name === resource.titleField)
    : listColumns(resource).find((f) => f.name !== ordering.groupBy && f.name !== ordering.field);

  useEffect(() => {
    if (needsGroup) return;
    dataProvider.getList(resource.name, {
      filter: ordering.groupBy ? { [ordering.groupBy]: group } : {},
      sort: { field: ordering.field, order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    }).then((answer) => setRows(answer.data as Row[]), notifyError);
  }, [dataProvider, resource.name, ordering, group, needsGroup, notifyError]);

  const save = async () => {
    try {
      const answer = await dataProvider.action<{ message?: string }>(`/${ordering.path}`, {
        ids: (rows ?? []).map((r) => r.id),
        ...(ordering.groupBy ? { [ordering.groupBy]: group } : {}),
      });
      notify(answer?.message ?? `Urutan ${resource.labelPlural} berhasil disimpan`, { type: 'success' });
      refresh();
      props.onClose();
    } catch (error) {
      notifyError(error);
    }
  };

  const label = (row: Row) => (labelField ? String(displayOf(labelField).plain({ field: labelField, record: row, registry, mode: 'list' }) ?? '') : `#${String(row.id)}`);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>Atur Urutan {resource.labelPlural}</DialogTitle>
      <DialogContent dividers>
        {needsGroup && <Alert severity="info">Saring daftar menurut {groupField?.label ?? ordering.groupBy} terlebih dahulu untuk mengatur urutannya.</Alert>}
        {rows && rows.length === 0 && <Alert severity="info">Tidak ada data untuk diurutkan.</Alert>}
        <List dense>
          {(rows ?? []).map((row, i) => (
            <ListItem key={String(row.id)} secondaryAction={(
              <>
                <IconButton aria-label="Naikkan" title="Naikkan" disabled={i === 0} onClick={() => setRows((r) => moveItem(r ?? [], i, -1))}><ArrowUpward fontSize="small" /></IconButton>
                <IconButton aria-label="Turunkan" title="Turunkan" disabled={i === (rows?.length ?? 0) - 1} onClick={() => setRows((r) => moveItem(r ?? [], i, 1))}><ArrowDownward fontSize="small" /></IconButton>
              </>
            )}>
              <ListItemText primary={`${i + 1}. ${label(row)}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Batal</Button>
        <Button variant="contained" onClick={save} disabled={!rows || rows.length < 2}>Simpan Urutan</Button>
      </DialogActions>
    </Dialog>
  );
}
