import { useState } from 'react';
import { Checkbox, Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useDataProvider, useNotify } from 'ra-core';
import type { ResourceGrants } from '../../framework/usePermissionSet';
import { useNotifyError } from '../../providers/useNotifyError';
import { stackedOnPhone } from '../../framework/show/stackedTable';

export type Flag = 'create' | 'update' | 'delete';
export const FLAGS: Array<{ flag: Flag; label: string }> = [
  { flag: 'create', label: 'Tambah' },
  { flag: 'update', label: 'Ubah' },
  { flag: 'delete', label: 'Hapus' },
];

export interface SubMenu {
  id: number;
  name: string;
  url: string;
}

export interface RoleRow {
  id: number;
  level_id: number;
  menu_id: number;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/**
 * One row per sub-menu of the top menu: the access switch creates the level's role row for it
 * (`POST /api/input/role`, no flags) or deletes it (`DELETE /api/role/:id`); a flag updates the row. Each change
 * is saved at once; `onSaved` reloads the rows.
 */
export function SubMenuRights(props: { levelId: number; menus: SubMenu[]; roles: RoleRow[]; grants: ResourceGrants; onSaved: () => void }) {
  const { levelId, menus, roles, grants, onSaved } = props;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState<number | null>(null);
  const roleOf = (menuId: number) => roles.find((r) => r.menu_id === menuId);

  const save = async (menu: SubMenu, run: () => Promise<unknown>, message: string) => {
    setBusy(menu.id);
    try {
      await run();
      notify(message, { type: 'success' });
      onSaved();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  const toggleAccess = (menu: SubMenu, on: boolean) => {
    const role = roleOf(menu.id);
    if (on && !role) {
      const data = { level_id: levelId, menu_id: menu.id, create: false, update: false, delete: false };
      return save(menu, () => dataProvider.create('role', { data }), `Akses ke ${menu.name} diberikan`);
    }
    if (!on && role) return save(menu, () => dataProvider.delete('role', { id: role.id, previousData: role }), `Akses ke ${menu.name} dicabut`);
    return undefined;
  };
  const toggleFlag = (menu: SubMenu, role: RoleRow, flag: Flag, on: boolean) => {
    const data = { level_id: role.level_id, menu_id: role.menu_id, create: role.create, update: role.update, delete: role.delete, [flag]: on };
    return save(menu, () => dataProvider.update('role', { id: role.id, data, previousData: role }), `Hak akses ${menu.name} disimpan`);
  };

  return (
    <Table size="small" aria-label="Hak akses sub-menu" sx={stackedOnPhone}>
      <TableHead>
        <TableRow>
          <TableCell>Sub-Menu</TableCell>
          <TableCell>URL</TableCell>
          <TableCell align="center">Akses</TableCell>
          {FLAGS.map((f) => <TableCell key={f.flag} align="center">{f.label}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {menus.length === 0 && <TableRow><TableCell colSpan={6}>Menu ini belum memiliki sub-menu.</TableCell></TableRow>}
        {menus.map((menu) => {
          const role = roleOf(menu.id);
          const locked = busy !== null;
          return (
            <TableRow key={menu.id}>
              <TableCell data-label="Sub-Menu">{menu.name}</TableCell>
              <TableCell data-label="URL">{menu.url}</TableCell>
              <TableCell data-label="Akses" align="center">
                <Switch
                  checked={!!role}
                  disabled={locked || (role ? !grants.delete : !grants.create)}
                  onChange={(e) => toggleAccess(menu, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Akses ${menu.name}` } }}
                />
              </TableCell>
              {FLAGS.map(({ flag, label }) => (
                <TableCell key={flag} data-label={label} align="center">
                  <Checkbox
                    checked={!!role?.[flag]}
                    disabled={locked || !role || !grants.update}
                    onChange={(e) => role && toggleFlag(menu, role, flag, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${label} ${menu.name}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
