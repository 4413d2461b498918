import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const levelId = async (nama: string) => (await t.database.db.selectFrom('level').select('id').where('nama_level', '=', nama).executeTakeFirstOrThrow()).id as number;
const menuId = async (url: string) => (await t.database.db.selectFrom('menu').select('id').where('url', '=', url).executeTakeFirstOrThrow()).id as number;
const salesKaryawan = async (email: string) => (await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', email).executeTakeFirstOrThrow()).karyawan_id as number;

describe('GET /api/role?level_id=…&sub_menu=1', () => {
  it('answers the level menus in order with sub-menus, flags and notification counts', async () => {
    const sales = await levelId('Sales');
    const res = await t.call('sales1', { method: 'GET', url: `/api/role?level_id=${sales}&sub_menu=1` });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data;
    const urls = entries.map((e: { menu: { url: string } }) => e.menu.url);
    expect(urls[0]).toBe('/dashboard');
    expect(urls.at(-1)).toBe('/pengaturan');
    const master = entries.find((e: { menu: { url: string } }) => e.menu.url === '/master');
    expect(master.menu).toEqual({ name: 'Master Data', icon: 'Storage', url: '/master' });
    expect(master.sub_menu[0]).toEqual({ id: expect.any(Number), name: 'Rute', icon: 'Route', url: '/rute', create: false, update: false, delete: false, notifikasi: { notif: 0 } });
    expect(master.sub_menu.map((s: { url: string }) => s.url)).not.toContain('/karyawan');
  });

  it("needs the role-management menu to read another level's entries", async () => {
    const admin = await levelId('Admin');
    expect((await t.call('sales1', { method: 'GET', url: `/api/role?level_id=${admin}&sub_menu=1` })).statusCode).toBe(403);
    const ok = await t.call('admin', { method: 'GET', url: `/api/role?level_id=${await levelId('Sales')}&sub_menu=1` });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('admin', { method: 'GET', url: '/api/role?level_id=abc&sub_menu=1' })).statusCode).toBe(400);
  });
});

describe('enforcement from the role table', () => {
  it('read-only grants allow lists and refuse writes', async () => {
    expect((await t.call('sales1', { method: 'GET', url: '/api/rute' })).statusCode).toBe(200);
    const res = await t.call('sales1', { method: 'POST', url: '/api/input/rute', payload: { kode: 'RX-1', nama: 'Rute X' } });
    expect(res.statusCode).toBe(403);
    expect((await t.call('sales1', { method: 'DELETE', url: '/api/rute/1' })).statusCode).toBe(403);
    expect((await t.call('sales1', { method: 'GET', url: '/api/karyawan' })).statusCode).toBe(403);
  });

  it('a role change takes effect on the next request', async () => {
    const sales = await levelId('Sales');
    const rute = await menuId('/rute');
    const role = await t.database.db.selectFrom('role').select('id').where('level_id', '=', sales).where('menu_id', '=', rute).executeTakeFirstOrThrow();
    const grant = await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: role.id, update: true } });
    expect(grant.statusCode, grant.body).toBe(200);
    const own = await t.database.db.selectFrom('rute').select('id').where('karyawan_id', '=', await salesKaryawan('sales1@niaga.local')).executeTakeFirstOrThrow();
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/rute', payload: { id: own.id, keterangan: 'Diperbarui sales' } })).statusCode).toBe(200);
    await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: role.id, update: false } });
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/rute', payload: { id: own.id, keterangan: 'Lagi' } })).statusCode).toBe(403);
  });
});

describe('row scoping (a sales user sees only their own routes)', () => {
  it('lists, reads and filters only own rows; another one answers 404', async () => {
    const mine = await salesKaryawan('sales1@niaga.local');
    const list = await t.call('sales1', { method: 'GET', url: '/api/rute?perPage=100' });
    const rows = list.json().data as Array<{ id: number; karyawan_id: number }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.karyawan_id === mine)).toBe(true);
    expect(list.json().total).toBe(rows.length);
    const all = await t.call('admin', { method: 'GET', url: '/api/rute?perPage=100' });
    expect(all.json().total).toBeGreaterThan(rows.length);

    const other = (all.json().data as Array<{ id: number; kode: string; karyawan_id: number }>).find((r) => r.karyawan_id !== mine)!;
    const res = await t.call('sales1', { method: 'GET', url: `/api/rute/${other.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(other.kode);
    const filtered = await t.call('sales1', { method: 'GET', url: `/api/rute?karyawan_id=${other.karyawan_id}` });
    expect(filtered.json().total).toBe(0);
  });

  it('a scoped writer cannot save a row for someone else', async () => {
    const sales = await levelId('Sales');
    const rute = await menuId('/rute');
    const role = await t.database.db.selectFrom('role').select('id').where('level_id', '=', sales).where('menu_id', '=', rute).executeTakeFirstOrThrow();
    await t.call('admin', { method: 'POST', url: '/api/input/role', payload: { id: role.id, create: true } });
    const other = await salesKaryawan('sales2@niaga.local');
    const refused = await t.call('sales1', { method: 'POST', url: '/api/input/rute', payload: { kode: 'RS-9', nama: 'Rute Sendiri', karyawan_id: other } });
    expect(refused.statusCode).toBe(403);
    const made = await t.call('sales1', { method: 'POST', url: '/api/input/rute', payload: { kode: 'RS-9', nama: 'Rute Sendiri' } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.karyawan_id).toBe(await salesKaryawan('sales1@niaga.local'));
  });
});

describe('POST /api/dashboard-info', () => {
  it('shows only what the user may see', async () => {
    const sales = (await t.call('sales1', { method: 'POST', url: '/api/dashboard-info', payload: {} })).json().data;
    const figures = new Map((sales.figures as Array<{ key: string; label: string; value: number }>).map((f) => [f.key, f]));
    // Supplier debts and the stock's value are not a salesperson's; their cash and receivables are their own.
    expect(figures.has('hutang')).toBe(false);
    expect(figures.has('nilai_stok')).toBe(false);
    expect(figures.get('kas')?.label).toBe('Kas di Tangan');
    const kas = (await t.call('sales1', { method: 'GET', url: '/api/kas?perPage=1000' })).json().data as Array<{ saldo: number }>;
    expect(figures.get('kas')?.value).toBe(kas.reduce((sum, k) => sum + Number(k.saldo), 0));
    const hutang = (await t.call('sales1', { method: 'GET', url: '/api/hutang?perPage=1000' })).json().data as Array<{ sisa: number }>;
    const all = (await t.call('finance', { method: 'GET', url: '/api/hutang?perPage=1000' })).json().data as Array<{ sisa: number }>;
    expect(hutang.length).toBeLessThan(all.length);
    expect(figures.get('piutang')?.value).toBe(hutang.filter((h) => Number(h.sisa) > 0).reduce((sum, h) => sum + Number(h.sisa), 0));
    for (const w of sales.waiting as Array<{ resource: string; url: string }>) {
      expect((await t.call('sales1', { method: 'GET', url: `/api/${w.resource}?perPage=1` })).statusCode, w.resource).toBe(200);
    }
    expect(sales.activity).toHaveLength(14);
    const admin = (await t.call('admin', { method: 'POST', url: '/api/dashboard-info', payload: {} })).json().data;
    expect(admin.figures.length).toBeGreaterThan(figures.size);
    expect(admin.recent.length).toBeGreaterThan(0);
    expect(admin.activity.reduce((sum: number, d: { jumlah: number }) => sum + d.jumlah, 0)).toBeGreaterThan(0);
    expect((await t.call(null, { method: 'POST', url: '/api/dashboard-info', payload: {} })).statusCode).toBe(401);
    expect((await t.call('admin', { method: 'POST', url: '/api/dashboard-info', payload: { x: 1 } })).statusCode).toBe(400);
  });
});
