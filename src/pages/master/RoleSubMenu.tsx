import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetList, useGetOne } from 'ra-core';
import { useResourceDef } from '../../framework/RegistryContext';
import { useCanRead, useResourceGrants } from '../../framework/usePermissionSet';
import { LinkButton } from '../../framework/buttons';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';
import { SubMenuRights, type RoleRow, type SubMenu } from './SubMenuRights';

interface RoleRecord extends RoleRow {
  level: { id: number; nama_level: string } | null;
  menu: { id: number; name: string; url: string; parent_id: number | null } | null;
}

const ALL = { page: 1, perPage: 1000 };

/**
 * SPEC.md /role-management/sub-menu/{id}: `id` is a level's role row of a top menu. Lists that menu's
 * sub-menus with the level's access and create/update/delete flags on each, saved one change at a time.
 */
export default function RoleSubMenu(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const grants = useResourceGrants(resource);
  const canReadMenus = useCanRead('menu');
  const notifyError = useNotifyError();
  const { data: role, isPending, error } = useGetOne<RoleRecord>(resource.name, { id: Number(props.id) }, { onError: notifyError });
  const top = role?.menu && role.menu.parent_id === null ? role.menu : null;
  const { data: menus } = useGetList<SubMenu>(
    'menu',
    { filter: { parent_id: top?.id }, sort: { field: 'urutan', order: 'ASC' }, pagination: ALL },
    { enabled: !!top && canReadMenus, onError: notifyError },
  );
  const subIds = (menus ?? []).map((m) => m.id);
  const { data: roles, refetch } = useGetList<RoleRow>(
    resource.name,
    { filter: { level_id: role?.level_id, menu_id: subIds }, sort: { field: 'id', order: 'ASC' }, pagination: ALL },
    { enabled: !!role && subIds.length > 0, onError: notifyError },
  );

  const rolesReady = subIds.length === 0 || roles !== undefined;
  const back = <LinkButton to={resource.path} label="Kembali ke Hak Akses" />;
  if (isPending) return <LoadingScreen />;
  if (error || !role) return <Box sx={{ p: 2 }}><Alert severity="error" action={back}>Hak akses tidak ditemukan.</Alert></Box>;
  if (!top) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="info" action={back}>
          Baris ini adalah hak akses sub-menu {role.menu?.name ?? ''}; buka baris menu utamanya untuk mengatur sub-menu.
        </Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
            <Box>
              <Typography variant="h6" component="h2">Sub-Menu {top.name}</Typography>
              <Typography variant="body2" color="text.secondary">Level: {role.level?.nama_level ?? '-'}</Typography>
            </Box>
            {back}
          </Stack>
          {!canReadMenus && <Alert severity="warning">Daftar sub-menu memerlukan akses baca ke menu Menu.</Alert>}
          {canReadMenus && !(menus && rolesReady) && <LoadingScreen />}
          {canReadMenus && menus && rolesReady && (
            <SubMenuRights
              levelId={role.level_id}
              menus={menus}
              roles={roles ?? []}
              grants={grants}
              onSaved={() => { void refetch(); }}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
