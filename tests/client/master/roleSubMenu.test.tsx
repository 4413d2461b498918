import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const LEVEL = { id: 3, nama_level: 'Finance' };
const TOP = { id: 20, name: 'Akuntansi', url: '/akuntansi', icon: 'Calculate', parent_id: null, urutan: 3 };
const SUBS = [
  { id: 21, name: 'Akun', url: '/akun', icon: 'AccountBalance', parent_id: 20, urutan: 1 },
  { id: 22, name: 'Kas & Bank', url: '/kas', icon: 'Savings', parent_id: 20, urutan: 2 },
  { id: 23, name: 'Jurnal', url: '/jurnal', icon: 'MenuBook', parent_id: 20, urutan: 3 },
];
type Role = { id: number; level_id: number; menu_id: number; create: boolean; update: boolean; delete: boolean; urutan: number };

/** The level's role rows as the server keeps them; writes change them. */
function roleServer() {
  let roles: Role[] = [
    { id: 7, level_id: 3, menu_id: 20, create: false, update: false, delete: false, urutan: 3 },
    { id: 31, level_id: 3, menu_id: 21, create: true, update: true, delete: false, urutan: 4 },
    { id: 32, level_id: 3, menu_id: 22, create: false, update: false, delete: false, urutan: 5 },
  ];
  const menus = [TOP, ...SUBS];
  const expand = (r: Role, full: boolean) => {
    const menu = menus.find((m) => m.id === r.menu_id)!;
    return { ...r, level: LEVEL, menu: full ? menu : { id: menu.id, name: menu.name } };
  };
  return fakeApi((req: RecordedRequest) => {
    const role = /^\/api\/role\/(\d+)$/.exec(req.path);
    if (role && req.method === 'GET') {
      const found = roles.find((r) => r.id === Number(role[1]));
      return found ? { data: { data: expand(found, true) } } : { status: 404, data: { message: 'Role tidak ditemukan' } };
    }
    if (role && req.method === 'DELETE') {
      roles = roles.filter((r) => r.id !== Number(role[1]));
      return { data: { message: 'Role dihapus' } };
    }
    if (req.path === '/api/role') {
      const ids = req.query.getAll('menu_id').map(Number);
      const rows = roles.filter((r) => (!req.query.get('level_id') || r.level_id === Number(req.query.get('level_id'))) && (ids.length === 0 || ids.includes(r.menu_id)));
      return { data: { data: rows.map((r) => expand(r, false)), total: rows.length } };
    }
    if (req.path === '/api/menu') {
      const parent = req.query.get('parent_id');
      const ids = req.query.getAll('id').map(Number);
      const rows = menus.filter((m) => (parent === null || m.parent_id === Number(parent)) && (ids.length === 0 || ids.includes(m.id)));
      return { data: { data: rows, total: rows.length } };
    }
    if (req.path === '/api/input/role') {
      const body = req.body as Role;
      if (body.id) roles = roles.map((r) => (r.id === body.id ? { ...r, ...body } : r));
      else roles = [...roles, { ...body, id: 40, urutan: 0 }];
      return { status: body.id ? 200 : 201, data: { data: roles.find((r) => r.id === (body.id ?? 40)), message: 'Role disimpan' } };
    }
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

function renderEditor(id: string, flags = { create: true, update: true, delete: true }) {
  renderApp(<ResourceView resource="role" view="show" screen="RoleSubMenu" id={id} />, { entries: grantAll(registry, flags) });
}

const control = (name: string) => screen.getByRole(name.startsWith('Akses') ? 'switch' : 'checkbox', { name }) as HTMLInputElement;

describe('/role-management/sub-menu/:id', () => {
  it('is a screen of the role rows that needs read on Role Management', () => {
    expect(buildRouteTable(registry).find((r) => r.path === '/role-management/sub-menu/:id')).toEqual({
      path: '/role-management/sub-menu/:id', kind: 'view', view: 'show', resource: 'role',
      access: { menu: '/role-management', action: 'read' }, screen: 'RoleSubMenu',
    });
  });

  it('lists the top menu\'s sub-menus with the level\'s access and flags, in two list calls', async () => {
    server = roleServer();
    renderEditor('7');
    expect(await screen.findByText('Sub-Menu Akuntansi', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Level: Finance')).toBeInTheDocument();
    await screen.findByRole('switch', { name: 'Akses Jurnal' }, WAIT);
    expect(control('Akses Akun').checked).toBe(true);
    expect(control('Akses Kas & Bank').checked).toBe(true);
    expect(control('Akses Jurnal').checked).toBe(false);
    expect([control('Tambah Akun').checked, control('Ubah Akun').checked, control('Hapus Akun').checked]).toEqual([true, true, false]);
    expect(control('Tambah Jurnal')).toBeDisabled();
    const roleList = server.requests.filter((r) => r.path === '/api/role');
    expect(roleList).toHaveLength(1);
    expect(roleList[0].query.get('level_id')).toBe('3');
    expect(roleList[0].query.getAll('menu_id')).toEqual(['21', '22', '23']);
    expect(server.requests.find((r) => r.path === '/api/menu')!.query.get('parent_id')).toBe('20');
    expect(englishLeaks()).toEqual([]);
  });

  it('grants a sub-menu, sets a flag and revokes another through the role calls', async () => {
    server = roleServer();
    renderEditor('7');
    fireEvent.click(await screen.findByRole('switch', { name: 'Akses Jurnal' }, WAIT));
    expect(await screen.findByText('Akses ke Jurnal diberikan', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Berhasil!')).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/input/role')!.body).toEqual({ level_id: 3, menu_id: 23, create: false, update: false, delete: false });
    await waitFor(() => expect(control('Akses Jurnal').checked).toBe(true), WAIT);
    await waitFor(() => expect(control('Hapus Akun')).toBeEnabled(), WAIT);

    fireEvent.click(control('Hapus Akun'));
    await waitFor(() => expect(server!.requests.filter((r) => r.path === '/api/input/role')).toHaveLength(2), WAIT);
    expect(server.requests.filter((r) => r.path === '/api/input/role')[1].body).toEqual({ id: 31, level_id: 3, menu_id: 21, create: true, update: true, delete: true });
    await waitFor(() => expect(control('Hapus Akun').checked).toBe(true), WAIT);

    await waitFor(() => expect(control('Akses Kas & Bank')).toBeEnabled(), WAIT);
    fireEvent.click(control('Akses Kas & Bank'));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'DELETE' && r.path === '/api/role/32')).toBe(true), WAIT);
    await waitFor(() => expect(control('Akses Kas & Bank').checked).toBe(false), WAIT);
  });

  it('lets a level without update, create or delete look only', async () => {
    server = roleServer();
    renderEditor('7', { create: false, update: false, delete: false });
    await screen.findByRole('switch', { name: 'Akses Jurnal' }, WAIT);
    expect(control('Akses Jurnal')).toBeDisabled();
    expect(control('Akses Akun')).toBeDisabled();
    expect(control('Tambah Akun')).toBeDisabled();
  });

  it('explains that a sub-menu\'s own row has no sub-menus', async () => {
    server = roleServer();
    renderEditor('31');
    expect(await screen.findByText(/hak akses sub-menu Akun/, {}, WAIT)).toBeInTheDocument();
  });

  it('is linked from the Role Management list on top-menu rows only, with one menu lookup for the page', async () => {
    server = roleServer();
    renderApp(<ResourceView resource="role" view="list" />);
    const link = await screen.findByRole('link', { name: 'Atur sub-menu' }, WAIT);
    expect(link).toHaveAttribute('href', '/role-management/sub-menu/7');
    expect(screen.getAllByRole('link', { name: 'Atur sub-menu' })).toHaveLength(1);
    const lookups = server.requests.filter((r) => r.path === '/api/menu');
    expect(lookups).toHaveLength(1);
    expect(lookups[0].query.getAll('id').sort()).toEqual(['20', '21', '22']);
    expect(within(link.closest('tr')!).getByText('Akuntansi')).toBeInTheDocument();
  });
});
