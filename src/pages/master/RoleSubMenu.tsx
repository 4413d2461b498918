import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetOne } from 'ra-core';
import { useResourceDef } from '../../framework/RegistryContext';
import { useResourceGrants } from '../../framework/usePermissionSet';
import { LinkButton } from '../../framework/buttons';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';
import { RoleMatrixEditor } from './RoleMatrixEditor';

interface RoleRecord {
  id: number;
  level_id: number;
  level: { id: number; nama_level: string } | null;
  menu: { id: number; name: string; parent_id: number | null } | null;
}

/**
 * SPEC.md /role-management/sub-menu/{id}: `id` is a level's role row of a top menu. The matrix of that level
 * narrowed to that menu's group (its sub-menus), with the way back to the level's whole matrix.
 */
export default function RoleSubMenu(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const grants = useResourceGrants(resource);
  const notifyError = useNotifyError();
  const { data: role, isPending, error } = useGetOne<RoleRecord>(resource.name, { id: Number(props.id) }, { onError: notifyError });
  const whole = role ? `${resource.path}?level_id=${role.level_id}` : resource.path;
  const back = <LinkButton to={whole} label="Semua menu level ini" />;
  if (isPending) return <LoadingScreen />;
  if (error || !role) return <Box sx={{ p: 2 }}><Alert severity="error" action={back}>Hak akses tidak ditemukan.</Alert></Box>;
  const top = role.menu && role.menu.parent_id === null ? role.menu : null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {/* Visible overflow: the save bar sticks to the bottom of the window (a card clips it otherwise). */}
      <Card sx={{ overflow: 'visible' }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
            <Box>
              <Typography variant="h6" component="h2">Sub-Menu {top?.name ?? role.menu?.name ?? ''}</Typography>
              <Typography variant="body2" color="text.secondary">Level: {role.level?.nama_level ?? '-'}</Typography>
            </Box>
            {back}
          </Stack>
          {top
            ? <RoleMatrixEditor levelId={role.level_id} onlyTop={top.id} canEdit={grants.update} />
            : <Alert severity="info">Baris ini adalah hak akses sub-menu {role.menu?.name ?? ''}; aturlah di matriks level ini.</Alert>}
        </CardContent>
      </Card>
    </Box>
  );
}
