import { useCallback, useEffect, useRef } from 'react';
import { Alert, Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useSearchParams } from 'react-router';
import { useResourceDef } from '../../framework/RegistryContext';
import { useResourceGrants } from '../../framework/usePermissionSet';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';
import { RoleMatrixEditor } from './RoleMatrixEditor';

interface Level { id: number; nama_level: string }

const LEAVE_LEVEL = 'Perubahan hak akses level ini belum disimpan. Pindah level dan buang perubahan itu?';

/**
 * Role Management (SPEC.md /role-management) as a matrix (issue 35): one level at a time, picked on top and kept in
 * the address (`?level_id=`), its rights on every menu grouped as the side menu, saved whole with Simpan.
 */
export default function RoleMatrix(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const grants = useResourceGrants(resource);
  const notifyError = useNotifyError();
  const [params, setParams] = useSearchParams();
  const dirty = useRef(false);
  const onDirty = useCallback((d: boolean) => { dirty.current = d; }, []);
  const dataProvider = useDataProvider<NiagaDataProvider>();
  // The levels come with the Role Management right itself (`GET /api/role-matrix`), not the Level menu's.
  const { data: levels, isPending, error } = useQuery({
    queryKey: ['role-matrix', 'levels'],
    queryFn: () => dataProvider.action<{ data: Level[] }>('/role-matrix', undefined, { method: 'GET' }).then((a) => a.data),
  });
  useEffect(() => { if (error) notifyError(error); }, [error, notifyError]);
  const asked = Number(params.get('level_id'));
  const levelId = levels?.some((l) => l.id === asked) ? asked : levels?.[0]?.id;

  useEffect(() => {
    if (levelId && levelId !== asked) setParams((p) => { p.set('level_id', String(levelId)); return p; }, { replace: true });
  }, [levelId, asked, setParams]);

  const pick = (id: number) => {
    if (id === levelId || (dirty.current && !window.confirm(LEAVE_LEVEL))) return;
    setParams((p) => { p.set('level_id', String(id)); return p; });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {/* Visible overflow: the save bar sticks to the bottom of the window (a card clips it otherwise). */}
      <Card sx={{ overflow: 'visible' }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h6" component="h2">Hak Akses per Level</Typography>
              <Typography variant="body2" color="text.secondary">
                Centang apa yang boleh dilakukan level ini pada setiap menu, lalu tekan Simpan.
              </Typography>
            </Box>
            <TextField
              select
              label="Level"
              size="small"
              value={levelId ? String(levelId) : ''}
              onChange={(e) => pick(Number(e.target.value))}
              sx={{ minWidth: 220 }}
              disabled={!levels?.length}
            >
              {(levels ?? []).map((l) => <MenuItem key={l.id} value={String(l.id)}>{l.nama_level}</MenuItem>)}
            </TextField>
          </Stack>
          {isPending && <LoadingScreen />}
          {!isPending && !levelId && <Alert severity="info">Belum ada level. Tambahkan level lebih dulu di menu Level.</Alert>}
          {levelId && <RoleMatrixEditor key={levelId} levelId={levelId} canEdit={grants.update} onDirty={onDirty} />}
        </CardContent>
      </Card>
    </Box>
  );
}
