import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { groupMenus, savePayload, setRight, type Matrix, type MatrixMenu } from '../../../src/pages/master/roleMatrixModel';
import { fakeApi } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const menu = (id: number, name: string, url: string, parent_id: number | null, urutan: number, extra: Partial<MatrixMenu> = {}): MatrixMenu => ({
  id, name, url, parent_id, urutan, icon: null, role_id: null, role_urutan: null,
  read: false, create: false, update: false, delete: false, notifikasi: [], ...extra,
});
const granted = (role_urutan: number, flags: Partial<MatrixMenu> = {}) => ({ role_id: 100 + role_urutan, role_urutan, read: true, ...flags });

/** Finance: the dashboard, Akuntansi (granted after Penjualan in the level's order), Penjualan, and Gudang not granted. */
const MATRIX: Matrix = {
  level: { id: 3, nama_level: 'Finance' },
  versi: 'v1',
  menus: [
    menu(1, 'Beranda', '/dashboard', null, 1, granted(1)),
    menu(20, 'Akuntansi', '/akuntansi', null, 2, granted(9)),
    menu(21, 'Akun', '/akun', 20, 1, granted(10, { create: true, update: true })),
    menu(22, 'Kas & Bank', '/kas', 20, 2, granted(11)),
    menu(23, 'Jurnal', '/jurnal', 20, 3),
    menu(30, 'Penjualan', '/grup-penjualan', null, 3, granted(2)),
    menu(31, 'Penjualan', '/penjualan', 30, 1, granted(3, { notifikasi: ['diajukan'] })),
    menu(40, 'Gudang', '/grup-gudang', null, 4),
    menu(41, 'Gudang', '/gudang', 40, 1),
  ],
};

describe('roleMatrixModel', () => {
  it('groups menus as the side menu: granted top menus by the level\'s order, then the others; sub-menus in menu order', () => {
    const groups = groupMenus(MATRIX.menus);
    expect(groups.map((g) => g.top.url)).toEqual(['/dashboard', '/grup-penjualan', '/akuntansi', '/grup-gudang']);
    expect(groups[2].children.map((c) => c.name)).toEqual(['Akun', 'Kas & Bank', 'Jurnal']);
    expect(groups[0].children).toEqual([]);
  });

  it('keeps a cell\'s dependencies: no Tambah without Lihat, Lihat off takes everything', () => {
    const none = { read: false, create: false, update: false, delete: false };
    expect(setRight(none, 'create', true)).toEqual({ ...none, read: true, create: true });
    expect(setRight({ read: true, create: true, update: true, delete: false }, 'read', false)).toEqual(none);
  });

  it('saves the menus the level may open, without group headings', () => {
    const state = Object.fromEntries(MATRIX.menus.map((m) => [m.id, { read: m.read, create: m.create, update: m.update, delete: m.delete }]));
    expect(savePayload(MATRIX, state)).toEqual({
      versi: 'v1',
      menus: [
        { menu_id: 1, create: false, update: false, delete: false },
        { menu_id: 21, create: true, update: true, delete: false },
        { menu_id: 22, create: false, update: false, delete: false },
        { menu_id: 31, create: false, update: false, delete: false },
      ],
    });
  });
});

function matrixServer() {
  let current = MATRIX;
  return fakeApi((req) => {
    if (req.path === '/api/role-matrix' && req.method === 'GET') return { data: { data: [{ id: 1, nama_level: 'Admin' }, { id: 3, nama_level: 'Finance' }], total: 2 } };
    if (req.path === '/api/role-matrix/3' && req.method === 'GET') return { data: { data: current } };
    if (req.path === '/api/role-matrix/3' && req.method === 'PUT') {
      const body = req.body as { menus: Array<{ menu_id: number; create: boolean }> };
      const sent = new Map(body.menus.map((m) => [m.menu_id, m]));
      current = { ...current, versi: 'v2', menus: current.menus.map((m) => (sent.has(m.id) ? { ...m, read: true, create: sent.get(m.id)!.create } : m)) };
      return { data: { data: current, message: 'Hak akses level Finance disimpan (1 baris berubah)' } };
    }
    if (req.path === '/api/input/role-order') return { data: { data: [], message: 'Urutan disimpan' } };
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const openMatrix = (flags?: { create: boolean; update: boolean; delete: boolean }) =>
  renderApp(<ResourceView resource="role" view="list" />, { entries: grantAll(registry, flags), path: '/role-management?level_id=3' });

describe('Role Management as a matrix', () => {
  it('is the role list, and the SPEC sub-menu screen stays a route of it', () => {
    const role = registry.resources.find((r) => r.name === 'role')!;
    expect(role.views?.list).toBe('RoleMatrix');
    expect(buildRouteTable(registry).some((r) => r.path === '/role-management/sub-menu/:id')).toBe(true);
  });

  it('shows the picked level grouped as the side menu; a cell toggled and saved with Simpan', async () => {
    server = matrixServer();
    openMatrix();
    const table = await screen.findByRole('table', { name: 'Hak akses level Finance' }, WAIT);
    const rows = within(table).getAllByRole('row').map((r) => r.getAttribute('data-group') ?? r.getAttribute('data-menu'));
    expect(rows.slice(1)).toEqual(['/dashboard', '/grup-penjualan', '/penjualan', '/akuntansi', '/akun', '/kas', '/jurnal', '/grup-gudang', '/gudang']);
    expect(box('Tambah Akun (Akuntansi)').checked).toBe(true);
    expect(box('Tambah semua menu Akuntansi').indeterminate).toBe(true);
    expect(box('Hapus semua menu Akuntansi').indeterminate).toBe(false);
    expect(within(table).getByText('Diajukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atur Notifikasi' })).toHaveAttribute('href', `/statusrole?filter=${encodeURIComponent('{"level_id":3}')}`);

    fireEvent.click(box('Tambah Jurnal (Akuntansi)'));
    expect(box('Lihat Jurnal (Akuntansi)').checked).toBe(true);
    expect(screen.getByText('1 menu berubah, belum disimpan')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Hak akses level Finance disimpan (1 baris berubah)', {}, WAIT)).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect((put.body as { menus: unknown[] }).menus).toContainEqual({ menu_id: 23, create: true, update: false, delete: false });
    expect((put.body as { versi: string }).versi).toBe('v1');
    await waitFor(() => expect(screen.getByText('Tidak ada perubahan')).toBeInTheDocument(), WAIT);
    expect(englishLeaks()).toEqual([]);
  });

  it('a whole column and a whole group at once; Batalkan returns to what is stored', async () => {
    server = matrixServer();
    openMatrix();
    await screen.findByRole('table', { name: 'Hak akses level Finance' }, WAIT);
    fireEvent.click(box('Hapus semua menu'));
    expect(box('Hapus Gudang (Gudang)').checked).toBe(true);
    expect(box('Lihat Beranda').checked).toBe(true);
    fireEvent.click(box('Semua hak semua menu Akuntansi'));
    expect(['Lihat', 'Tambah', 'Ubah', 'Hapus'].every((l) => box(`${l} Jurnal (Akuntansi)`).checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(box('Hapus Gudang (Gudang)').checked).toBe(false);
    expect(box('Lihat Jurnal (Akuntansi)').checked).toBe(false);
  });

  it('orders the level\'s top menus with the SPEC role-order call', async () => {
    server = matrixServer();
    openMatrix();
    await screen.findByRole('table', { name: 'Hak akses level Finance' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Atur Urutan Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Urutan Menu Finance' }, WAIT);
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1. Beranda', '2. Penjualan', '3. Akuntansi']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Naikkan Akuntansi' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Urutan' }));
    expect(await screen.findByText('Urutan menu level Finance disimpan', {}, WAIT)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/input/role-order')!.body).toEqual({ ids: [101, 109, 102], level_id: 3 });
  });

  it('lets a level without Ubah look only', async () => {
    server = matrixServer();
    openMatrix({ create: false, update: false, delete: false });
    await screen.findByRole('table', { name: 'Hak akses level Finance' }, WAIT);
    expect(box('Tambah Akun (Akuntansi)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
  });
});
