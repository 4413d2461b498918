import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText } from '@mui/material';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import { useDataProvider, useNotify } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import type { MatrixGroup } from './roleMatrixModel';

function moveItem<T>(items: T[], index: number, delta: -1 | 1): T[] {
  const next = [...items];
  [next[index], next[index + delta]] = [next[index + delta], next[index]];
  return next;
}

/**
 * "Atur Urutan Menu": the order of the level's top menus in its side menu (and in the matrix), moved up and down and
 * saved with the role ordering call of SPEC.md (`POST /api/input/role-order {ids, level_id}`, the top menus' role rows).
 */
export function RoleOrderDialog(props: { levelId: number; levelName: string; groups: MatrixGroup[]; onClose: () => void; onSaved: () => void }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [tops, setTops] = useState(() => props.groups.map((g) => g.top).filter((t) => t.role_id !== null));
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.action('/input/role-order', { ids: tops.map((t) => t.role_id), level_id: props.levelId });
      notify(`Urutan menu level ${props.levelName} disimpan`, { type: 'success' });
      props.onSaved();
      props.onClose();
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="role-order-title">
      <DialogTitle id="role-order-title">Urutan Menu {props.levelName}</DialogTitle>
      <DialogContent dividers>
        <List dense>
          {tops.map((top, i) => (
            <ListItem
              key={top.id}
              secondaryAction={(
                <>
                  <IconButton size="small" aria-label={`Naikkan ${top.name}`} disabled={i === 0} onClick={() => setTops(moveItem(tops, i, -1))}><ArrowUpward fontSize="small" /></IconButton>
                  <IconButton size="small" aria-label={`Turunkan ${top.name}`} disabled={i === tops.length - 1} onClick={() => setTops(moveItem(tops, i, 1))}><ArrowDownward fontSize="small" /></IconButton>
                </>
              )}
            >
              <ListItemText primary={`${i + 1}. ${top.name}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Batal</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || tops.length === 0}>Simpan Urutan</Button>
      </DialogActions>
    </Dialog>
  );
}
