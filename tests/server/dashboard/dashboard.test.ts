import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayJakarta } from '../../../common/format.js';
import { createTestApp, type TestApp } from '../support/helpers.js';

/** The dashboard as the day's work: figures of the reader's scope, what waits for them, alerts, charts. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t.close(); });

const info = async (user: string) => {
  const res = await t.call(user, { method: 'POST', url: '/api/dashboard-info', payload: {} });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    figures: Array<{ key: string; value: number; url: string }>;
    waiting: Array<{ resource: string; status: string; jumlah: number; link: string }>;
    alerts: Array<{ key: string; jumlah: number; link: string; text: string; severity: string }>;
  };
};
const figure = (d: Awaited<ReturnType<typeof info>>, key: string) => d.figures.find((f) => f.key === key)?.value;
const sum = async (q: Promise<{ s: unknown } | undefined>) => Number((await q)?.s ?? 0);

describe('dashboard: the day\'s work', () => {
  it('gives the owner the company\'s headline figures, each as the ledgers hold it', async () => {
    const d = await info('owner');
    expect(d.figures.map((f) => f.key)).toEqual(['penjualan_hari_ini', 'kas', 'piutang', 'hutang', 'nilai_stok', 'nilai_buku_aset']);
    const db = t.database.db;
    const today = todayJakarta();
    expect(figure(d, 'penjualan_hari_ini')).toBe(await sum(db.selectFrom('penjualan').select((eb) => eb.fn.sum('total').as('s')).where('tanggal', '=', today).where('status', 'in', ['selesai', 'tak_tertagih']).executeTakeFirst()));
    expect(figure(d, 'kas')).toBe(await sum(db.selectFrom('kas').select((eb) => eb.fn.sum('saldo').as('s')).where('deleted_at', 'is', null).executeTakeFirst()));
    expect(figure(d, 'piutang')).toBe(await sum(db.selectFrom('hutang').select((eb) => eb.fn.sum('sisa').as('s')).executeTakeFirst()));
    expect(figure(d, 'nilai_stok')).toBe(await sum(db.selectFrom('stok_nilai').select((eb) => eb.fn.sum('nilai').as('s')).executeTakeFirst()));
    expect(d.figures.find((f) => f.key === 'piutang')?.url).toBe('/hutang');
  });

  it('gives a salesperson only their own figures: their cash, their sales, no company payables or stock value', async () => {
    const d = await info('sales1');
    const me = await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
    expect(d.figures.map((f) => f.key)).not.toContain('hutang');
    expect(d.figures.map((f) => f.key)).not.toContain('nilai_stok');
    const ownCash = await sum(t.database.db.selectFrom('kas').select((eb) => eb.fn.sum('saldo').as('s')).where('karyawan_id', '=', me.karyawan_id).where('deleted_at', 'is', null).executeTakeFirst());
    expect(figure(d, 'kas')).toBe(ownCash);
    const allCash = figure(await info('owner'), 'kas')!;
    expect(ownCash).toBeLessThan(allCash);
    const todays = await sum(t.database.db.selectFrom('penjualan').select((eb) => eb.fn.sum('total').as('s')).where('tanggal', '=', todayJakarta())
      .where('status', 'in', ['selesai', 'tak_tertagih']).where('karyawan_id', '=', me.karyawan_id).executeTakeFirst());
    expect(figure(d, 'penjualan_hari_ini')).toBe(todays);
  });

  it('lists what waits in the states the level acts on, each count the list it links to', async () => {
    for (const user of ['finance', 'gudang', 'spv', 'sales1']) {
      const d = await info(user);
      for (const w of d.waiting) {
        const list = await t.call(user, { method: 'GET', url: `/api/${w.resource}?status=${w.status}&perPage=1` });
        expect(list.json().total, `${user} ${w.resource} ${w.status}`).toBe(w.jumlah);
        expect(decodeURIComponent(w.link)).toContain(`"status":"${w.status}"`);
      }
    }
  });

  it('alerts goods below their minimum, also in dashboard-info-barang', async () => {
    const goods = await t.database.db.selectFrom('barang').select(['id', 'kode']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('barang').set({ minimal_stok: 10_000_000 }).where('id', '=', goods.id).execute();
    const d = await info('owner');
    expect(d.alerts.find((a) => a.key === 'stok_minimum')?.jumlah).toBeGreaterThanOrEqual(1);
    const barang = (await t.call('owner', { method: 'GET', url: '/api/dashboard-info-barang' })).json().data;
    expect(barang.di_bawah_minimum.map((b: { kode: string }) => b.kode)).toContain(goods.kode);
    expect(barang.hari_lambat).toBe(30);
  });

  it('draws sales per month (own scope) and profit per month from the kept month balances', async () => {
    const sales = (await t.call('owner', { method: 'GET', url: '/api/dashboard-grafik-penjualan' })).json().data;
    expect(sales.labels).toHaveLength(6);
    expect(sales.labels.at(-1)).toMatch(/^(Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}$/);
    const month = todayJakarta().slice(0, 7);
    const thisMonth = await sum(t.database.db.selectFrom('penjualan').select((eb) => eb.fn.sum('total').as('s')).where('tanggal', '>=', `${month}-01`)
      .where('tanggal', '<=', `${month}-31`).where('status', 'in', ['selesai', 'tak_tertagih']).executeTakeFirst());
    expect(sales.datas.at(-1)).toBe(thisMonth);
    const own = (await t.call('sales1', { method: 'GET', url: '/api/dashboard-grafik-penjualan' })).json().data;
    expect(own.datas.at(-1)).toBeLessThan(thisMonth);

    const profit = (await t.call('finance', { method: 'GET', url: '/api/dashboard-grafik-laba-rugi' })).json().data;
    expect(profit.label).toEqual(sales.labels);
    const report = (await t.call('finance', { method: 'GET', url: `/api/laporan/laba-rugi?tgl_awal=${month}-01&tgl_akhir=${todayJakarta()}` })).json().data;
    expect(profit.data.at(-1)).toBe(report.summary[0].value);
    expect((await t.call('sales1', { method: 'GET', url: '/api/dashboard-grafik-laba-rugi' })).statusCode).toBe(403);
  });

  it('gives every level figures and alerts whose lists it may open, and no figure it cannot act on', async () => {
    const keys: Record<string, string[]> = {};
    for (const user of ['admin', 'owner', 'finance', 'gm', 'spv', 'sales1', 'sales2', 'gudang', 'aset']) {
      const d = await info(user);
      keys[user] = [...d.figures.map((f) => f.key), ...d.alerts.map((a) => a.key)];
      const menus = (await t.call(user, { method: 'GET', url: '/api/role?sub_menu=1' })).json().data as Array<{ menu: { url: string }; sub_menu: Array<{ url: string }> }>;
      const granted = new Set(menus.flatMap((m) => [m.menu.url, ...m.sub_menu.map((x) => x.url)]));
      // A waiting list's screen path belongs to its resource's menu (/konversi-barang to /konversi).
      const menuOf = (w: { resource: string }) => t.registry.resources.find((r) => r.name === w.resource)!.menu;
      const links = [...d.figures.map((f) => f.url), ...d.alerts.map((a) => a.link)].map((l) => l.split('?')[0]).concat(d.waiting.map(menuOf));
      // Admin and Owner hold every menu ('*'); the others must hold the menu of each list they are sent to.
      if (!['admin', 'owner'].includes(user)) for (const l of links) expect(granted.has(l), `${user} → ${l}`).toBe(true);
    }
    // Supplier payables are finance's: the warehouse admin receives purchases but does not pay them.
    expect(keys.gudang).not.toContain('hutang');
    expect(keys.finance).toContain('hutang');
    // Goods below minimum are for purchasing and the warehouse, not for a salesperson or the supervisor.
    expect(keys.gudang).toContain('stok_minimum');
    expect(keys.sales1).not.toContain('stok_minimum');
    expect(keys.spv).not.toContain('stok_minimum');
    expect(keys.sales1).toContain('kas');
    // The asset admin sees the register's book value.
    const aset = await info('aset');
    const inBooks = await sum(t.database.db.selectFrom('asset').select((eb) => eb.fn.sum('nilai_buku').as('s')).where('status', 'in', ['aktif', 'dipinjam', 'diperbaiki']).executeTakeFirst());
    expect(inBooks).toBeGreaterThan(0);
    expect(aset.figures).toEqual([expect.objectContaining({ key: 'nilai_buku_aset', value: inBooks, url: '/asset' })]);
  });

  it('reminds who makes depreciation when last month\'s is not made', async () => {
    expect((await info('aset')).alerts.map((a) => a.key)).not.toContain('penyusutan_belum');
    const last = await t.database.db.selectFrom('asset_penyusutan').select(['id', 'periode', 'status']).where('status', '!=', 'dibatalkan').orderBy('periode', 'desc').executeTakeFirstOrThrow();
    await t.database.db.updateTable('asset_penyusutan').set({ status: 'dibatalkan' }).where('id', '=', last.id).execute();
    try {
      const alert = (await info('aset')).alerts.find((a) => a.key === 'penyusutan_belum');
      expect(alert).toMatchObject({ link: '/asset-penyusutan', severity: 'warning' });
      expect(alert?.text).toMatch(/^Penyusutan aset \w+ \d{4} belum dibuat/);
      expect((await info('sales1')).alerts.map((a) => a.key)).not.toContain('penyusutan_belum');
    } finally {
      await t.database.db.updateTable('asset_penyusutan').set({ status: last.status }).where('id', '=', last.id).execute();
    }
  });

  it('refuses unknown input', async () => {
    expect((await t.call('owner', { method: 'POST', url: '/api/dashboard-info', payload: { x: 1 } })).statusCode).toBe(400);
    expect((await t.call('owner', { method: 'GET', url: '/api/dashboard-grafik-penjualan?bulan=3' })).statusCode).toBe(400);
    expect((await t.call(null, { method: 'GET', url: '/api/dashboard-info-barang' })).statusCode).toBe(401);
  });
});
