import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

/** `GET/PUT /api/role-matrix/:levelId` and one role row per level and menu (issue 35). */
const t = useTestApp();

type MatrixMenu = { id: number; url: string; parent_id: number | null; read: boolean; create: boolean; update: boolean; delete: boolean; notifikasi: string[] };
type Matrix = { level: { id: number; nama_level: string }; menus: MatrixMenu[]; versi: string };

const levelId = async (nama: string) => Number((await t.database.db.selectFrom('level').select('id').where('nama_level', '=', nama).executeTakeFirstOrThrow()).id);
const menuId = async (url: string) => Number((await t.database.db.selectFrom('menu').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id);
const matrixOf = async (user: string, level: number) => {
  const res = await t.call(user, { method: 'GET', url: `/api/role-matrix/${level}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Matrix;
};
/** The level's rights as a save body: every menu it may open, except group headings. */
const bodyOf = (m: Matrix) => {
  const parents = new Set(m.menus.map((x) => x.parent_id).filter((p) => p !== null));
  return {
    versi: m.versi,
    menus: m.menus.filter((x) => x.read && !parents.has(x.id)).map((x) => ({ menu_id: x.id, create: x.create, update: x.update, delete: x.delete })),
  };
};
const put = (user: string, level: number, payload: unknown) => t.call(user, { method: 'PUT', url: `/api/role-matrix/${level}`, payload: payload as Record<string, unknown> });
const rolesOf = async (level: number, menu: number) => t.database.db.selectFrom('role').selectAll().where('level_id', '=', level).where('menu_id', '=', menu).execute();

describe('GET /api/role-matrix/:levelId', () => {
  it('answers every menu with the level\'s rights and the statuses that notify it', async () => {
    const m = await matrixOf('admin', await levelId('Supervisor'));
    expect(m.level.nama_level).toBe('Supervisor');
    const konsumen = m.menus.find((x) => x.url === '/konsumen')!;
    expect(konsumen).toMatchObject({ read: true, create: true, update: true });
    expect(m.menus.find((x) => x.url === '/karyawan')).toMatchObject({ read: true, create: false });
    expect(m.menus.find((x) => x.url === '/jabatan')).toMatchObject({ read: false, create: false });
    expect(m.menus.some((x) => x.notifikasi.length > 0)).toBe(true);
    expect(m.versi).toMatch(/^[0-9a-f]{16}$/);
    const levels = await t.call('admin', { method: 'GET', url: '/api/role-matrix' });
    expect(levels.json().data.map((l: { nama_level: string }) => l.nama_level)).toContain('Supervisor');
  });

  it('needs the Role Management menu and a level that exists', async () => {
    expect((await t.call('sales1', { method: 'GET', url: `/api/role-matrix/${await levelId('Sales')}` })).statusCode).toBe(403);
    expect((await t.call('sales1', { method: 'GET', url: '/api/role-matrix' })).statusCode).toBe(403);
    expect((await t.call('admin', { method: 'GET', url: '/api/role-matrix/99999' })).statusCode).toBe(404);
    expect((await t.call('admin', { method: 'GET', url: '/api/role-matrix/abc' })).statusCode).toBe(400);
  });
});

describe('PUT /api/role-matrix/:levelId', () => {
  it('saves the whole level: a right added, a menu granted with its group, one revoked, at once in effect', async () => {
    const sales = await levelId('Sales');
    const rute = await menuId('/rute');
    const karyawan = await menuId('/karyawan');
    const teritori = await menuId('/teritori');
    const m = await matrixOf('admin', sales);
    const body = bodyOf(m);
    // A sub-menu of a group the level has nothing of yet: its group heading comes with it.
    const group = m.menus.find((x) => x.parent_id === null && !x.read && m.menus.some((c) => c.parent_id === x.id))!;
    const child = m.menus.find((x) => x.parent_id === group.id)!;
    const menus = body.menus.filter((x) => x.menu_id !== teritori).map((x) => (x.menu_id === rute ? { ...x, update: true } : x));
    menus.push({ menu_id: karyawan, create: true, update: false, delete: false }, { menu_id: child.id, create: false, update: false, delete: false });
    const res = await put('admin', sales, { versi: body.versi, menus });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Hak akses level Sales disimpan \(5 baris berubah\)$/);
    const after = res.json().data as Matrix;
    expect(after.menus.find((x) => x.id === rute)).toMatchObject({ read: true, update: true });
    expect(after.menus.find((x) => x.id === karyawan)).toMatchObject({ read: true, create: true, update: false });
    expect(after.menus.find((x) => x.id === teritori)).toMatchObject({ read: false });
    expect(after.menus.find((x) => x.url === '/master')!.read).toBe(true);
    expect(after.menus.find((x) => x.id === group.id)).toMatchObject({ read: true, create: false });
    expect(after.menus.find((x) => x.id === child.id)!.read).toBe(true);
    expect(after.versi).not.toBe(m.versi);
    // In effect on the next request: the permission cache was dropped.
    expect((await t.call('sales1', { method: 'GET', url: '/api/karyawan' })).statusCode).toBe(200);
    expect((await t.call('sales1', { method: 'GET', url: '/api/teritori' })).statusCode).toBe(403);
    const audit = await t.database.db.selectFrom('audit_log').select(['action']).where('resource', '=', 'role').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    // The same body again changes nothing.
    const again = await put('admin', sales, { versi: after.versi, menus });
    expect(again.json().message).toBe('Tidak ada perubahan hak akses level Sales');
  });

  it('needs Ubah on Role Management, checked before the body', async () => {
    const sales = await levelId('Sales');
    expect((await put('sales1', sales, {})).statusCode).toBe(403);
    // A level that may look at Role Management but not change it.
    const grant = await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { level_id: await levelId('General Manager'), menu_id: await menuId('/role-management') } });
    expect(grant.statusCode, grant.body).toBe(201);
    expect((await t.call('gm', { method: 'GET', url: `/api/role-matrix/${sales}` })).statusCode).toBe(200);
    const refused = await put('gm', sales, { versi: 'x', menus: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Anda tidak memiliki izin untuk mengubah data ini');
    expect((await t.call(null, { method: 'PUT', url: `/api/role-matrix/${sales}`, payload: {} })).statusCode).toBe(401);
  });

  it('refuses bad input with nothing written', async () => {
    const gudang = await levelId('Admin Gudang');
    const m = await matrixOf('admin', gudang);
    const before = await t.database.db.selectFrom('role').select('id').where('level_id', '=', gudang).execute();
    const rute = await menuId('/rute');
    const cases: Array<[unknown, number, RegExp]> = [
      [{ versi: m.versi, menus: [{ menu_id: 987654 }] }, 422, /Menu tidak dikenal: 987654/],
      [{ versi: m.versi, menus: [{ menu_id: rute }, { menu_id: rute }] }, 422, /lebih dari sekali/],
      [{ versi: m.versi, menus: [{ menu_id: rute, create: 'ya' }] }, 422, /true\/false/],
      [{ versi: m.versi, menus: [{ menu_id: -1 }] }, 422, /bilangan bulat positif/],
      [{ versi: m.versi, menus: 'semua' }, 422, /larik/],
      [{ menus: [] }, 422, /Versi hak akses wajib/],
      [{ versi: m.versi, menus: [], lain: 1 }, 400, /Kolom tidak dikenal: lain/],
      [{ versi: m.versi, menus: [{ menu_id: rute, lihat: true }] }, 400, /Kolom tidak dikenal: menus.0.lihat/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await put('admin', gudang, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect((await put('admin', 99999, { versi: m.versi, menus: [] })).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('role').select('id').where('level_id', '=', gudang).execute()).toEqual(before);
  });

  it('refuses rights changed by someone else since they were read (409), and locking oneself out (422)', async () => {
    const aset = await levelId('Admin Aset');
    const m = await matrixOf('admin', aset);
    const first = await put('admin', aset, { ...bodyOf(m), menus: bodyOf(m).menus.slice(1) });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await put('admin', aset, bodyOf(m));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/sudah diubah orang lain/);

    const admin = await levelId('Admin');
    const own = await matrixOf('admin', admin);
    const roleMenu = await menuId('/role-management');
    const locked = await put('admin', admin, { ...bodyOf(own), menus: bodyOf(own).menus.filter((x) => x.menu_id !== roleMenu) });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toMatch(/Level Anda sendiri/);
    expect(await rolesOf(admin, roleMenu)).toHaveLength(1);
  });
});

describe('one role row per level and menu', () => {
  it('a create that would repeat one answers 409 in Indonesian; the database refuses it too', async () => {
    const sales = await levelId('Sales');
    const rute = await menuId('/rute');
    const res = await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { level_id: sales, menu_id: rute, create: true } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Level Sales sudah memiliki hak akses menu Rute; ubah hak akses yang ada');
    const other = (await rolesOf(sales, await menuId('/barang')))[0];
    const moved = await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: other.id, menu_id: rute } });
    expect(moved.statusCode).toBe(409);
    expect(await rolesOf(sales, rute)).toHaveLength(1);
    await expect(t.database.db.insertInto('role').values({ level_id: sales, menu_id: rute, create: 0, update: 0, delete: 0 }).execute()).rejects.toThrow();
  });
});
