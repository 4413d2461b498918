import { useGetManyAggregate } from 'ra-core';
import AccountTree from '@mui/icons-material/AccountTree';
import { LinkIconButton } from '../../framework/buttons';
import { useCanRead } from '../../framework/usePermissionSet';
import type { RowActionProps } from '../../framework/pageParts';

export const subMenuPath = (roleId: unknown) => `/role-management/sub-menu/${encodeURIComponent(String(roleId))}`;

/**
 * On a Role Management row of a top menu: to the editor of that level's sub-menu rights. Whether the menu is a
 * top menu comes from one `GET /api/menu?id=…` for the whole page (react-admin aggregates the rows' lookups).
 */
export default function RoleRowActions(props: RowActionProps) {
  const canReadMenus = useCanRead('menu');
  const menuId = props.record.menu_id as number | undefined;
  const { data } = useGetManyAggregate<{ id: number; parent_id: number | null }>('menu', { ids: menuId ? [menuId] : [] }, { enabled: canReadMenus && !!menuId });
  const menu = data?.[0];
  if (!menu || menu.parent_id !== null) return null;
  return <LinkIconButton to={subMenuPath(props.record.id)} label="Atur sub-menu" icon={<AccountTree fontSize="small" />} />;
}
