import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import SwapVert from '@mui/icons-material/SwapVert';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { getUser } from '../../providers/session';
import { LeaveWarning } from '../../framework/form/UnsavedChanges';
import { LinkButton } from '../../framework/buttons';
import { useCanRead } from '../../framework/usePermissionSet';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { changedIds, groupMenus, rightsOf, savePayload, type Matrix, type RightsById } from './roleMatrixModel';
import { RoleMatrixTable } from './RoleMatrixTable';
import { RoleMatrixCards } from './RoleMatrixCards';
import { RoleOrderDialog } from './RoleOrderDialog';

export const matrixKey = (levelId: number) => ['role-matrix', levelId];

/** What the editor tells its screen: whether changes wait to be saved (switching level asks first). */
export interface EditorProps {
  levelId: number;
  /** Only this top menu's group (the SPEC's `/role-management/sub-menu/:id`). */
  onlyTop?: number;
  canEdit: boolean;
  onDirty?: (dirty: boolean) => void;
}

/**
 * One level's rights as a matrix, edited on screen and saved whole with Simpan (`PUT /api/role-matrix/:levelId`,
 * one transaction): an admin sets a level's rights as a set, sees what will change before it does, and a half
 * done setting never reaches the users of the level. Batalkan returns to what is stored.
 */
export function RoleMatrixEditor(props: EditorProps) {
  const { levelId, onlyTop, canEdit, onDirty } = props;
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useQuery({
    queryKey: matrixKey(levelId),
    queryFn: () => dataProvider.action<{ data: Matrix }>(`/role-matrix/${levelId}`, undefined, { method: 'GET' }).then((a) => a.data),
    // A new answer replaces the ticks on screen: only on opening, after a save, or when asked (a refused save).
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const matrix = query.data;
  // The admin's ticks; null is "as stored", so the first paint already shows the stored rights.
  const [edits, setEdits] = useState<RightsById | null>(null);
  const [busy, setBusy] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const canReadStatusRole = useCanRead('status-role');
  // A new answer (after a save, or a refused one) is what the screen shows from then on.
  useEffect(() => { setEdits(null); }, [matrix]);
  const stored = useMemo(() => (matrix ? rightsOf(matrix.menus) : {}), [matrix]);
  const state = edits ?? stored;

  const groups = useMemo(() => {
    const all = matrix ? groupMenus(matrix.menus) : [];
    return onlyTop ? all.filter((g) => g.top.id === onlyTop) : all;
  }, [matrix, onlyTop]);
  const changed = matrix ? changedIds(matrix.menus, state) : [];
  const dirty = changed.length > 0;
  useEffect(() => { onDirty?.(dirty); }, [dirty, onDirty]);

  if (query.isPending) return <LoadingScreen />;
  if (query.error || !matrix) {
    return <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Muat ulang</Button>}>Hak akses level ini tidak dapat dimuat.</Alert>;
  }

  const isOwnLevel = getUser()?.level?.id === levelId;
  const save = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.action<{ data: Matrix; message: string }>(`/role-matrix/${levelId}`, savePayload(matrix, state), { method: 'PUT' });
      queryClient.setQueryData(matrixKey(levelId), answer.data);
      notify(answer.message, { type: 'success' });
      // The signed-in user's own level: the side menu and the buttons follow at once.
      if (isOwnLevel) await queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
    } catch (error) {
      notifyError(error);
      if ((error as { status?: number }).status === 409) void query.refetch();
    } finally {
      setBusy(false);
    }
  };

  const View = phone ? RoleMatrixCards : RoleMatrixTable;
  return (
    <Box>
      <LeaveWarning dirty={dirty && !busy} />
      {!onlyTop && (canEdit || canReadStatusRole) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1, flexWrap: 'wrap' }}>
          {/* The notifications column is Status Role's: edited there, for this level. */}
          {canReadStatusRole && <LinkButton to={`/statusrole?filter=${encodeURIComponent(JSON.stringify({ level_id: levelId }))}`} label="Atur Notifikasi" icon={<NotificationsActive />} />}
          {/* Reordering reloads the matrix: with changes on screen, they are saved or dropped first. */}
          {canEdit && <Button size="small" startIcon={<SwapVert />} disabled={dirty || busy} onClick={() => setOrdering(true)}>Atur Urutan Menu</Button>}
        </Stack>
      )}
      {ordering && (
        <RoleOrderDialog
          levelId={levelId}
          levelName={matrix.level.nama_level}
          groups={groups}
          onClose={() => setOrdering(false)}
          onSaved={() => {
            void query.refetch();
            if (isOwnLevel) void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
          }}
        />
      )}
      {!canEdit && <Alert severity="info" sx={{ mb: 1 }}>Anda hanya dapat melihat hak akses; mengubahnya memerlukan hak Ubah pada menu hak akses.</Alert>}
      <View groups={groups} state={state} onChange={setEdits} disabled={!canEdit || busy} levelName={matrix.level.nama_level} />
      {canEdit && (
        <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, mt: 1, p: 1, zIndex: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} role="status">
              {dirty ? `${changed.length} menu berubah, belum disimpan` : 'Tidak ada perubahan'}
            </Typography>
            <Button disabled={!dirty || busy} onClick={() => setEdits(null)}>Batalkan</Button>
            <Button variant="contained" disabled={!dirty || busy} onClick={() => void save()}>Simpan</Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
