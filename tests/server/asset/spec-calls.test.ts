import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, undocumentedCalls } from '../support/helpers.js';
import { expectIntegrity } from '../gudang/fixtures.js';
import { addDays, todayJakarta } from '../../../common/format.js';

/** Every asset call of SPEC.md section 7 (Assets, and the asset report of Reports), on the demo company. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t.close(); });

const GETS = [
  '/asset-penyusutan', '/asset-penyusutan/{asset_penyusutan}', '/cek-biaya-penyusutan-asset?periode={periode}',
  '/asset', '/asset/{asset}', '/asset-qr-code/{asset}', '/cetak-qrcode/{asset}', '/asset-kategori',
  '/asset-pengadaan', '/asset-pengadaan/{asset_pengadaan}', '/asset-pengadaan-rincian',
  '/asset-penyimpanan', '/asset-penyimpanan/{asset_penyimpanan}', '/asset-riwayat-penyimpanan',
  '/asset-blok',
  '/asset-peminjaman', '/asset-peminjaman/{asset_peminjaman}', '/asset-riwayat-peminjaman',
  '/asset-pengembalian', '/asset-pengembalian/{asset_pengembalian}',
  '/asset-penjualan', '/asset-penjualan/{asset_penjualan}', '/asset-penjualan-rincian',
  '/asset-mutasi', '/cetak-asset-mutasi?id={asset_mutasi}',
  '/asset-audit', '/asset-audit/{asset_audit}', '/asset-audit-rincian', '/cetak-audit-penyimpanan-asset/{asset_audit}',
  '/asset-disposal', '/asset-disposal/{asset_disposal}', '/cetak-asset-disposal?id={asset_disposal}',
  '/asset-perbaikan-main', '/asset-perbaikan-main/{asset_perbaikan_main}', '/asset-perbaikan',
  '/asset-view-laporan?tgl_awal={tgl_awal}&tgl_akhir={tgl_akhir}',
];
const POSTS = [
  '/input/asset-penyusutan', '/asset-penyusutan-jurnal', '/asset-penyusutan-cancel', '/input/asset', '/input/asset-kategori',
  '/input/asset-pengadaan', '/input/asset-pengadaan-rincian', '/asset-pengadaan-approve', '/asset-pengadaan-rincian-approve', '/asset-pengadaan-cancel',
  '/input/asset-penyimpanan', '/input/asset-penyimpanan-create', '/input/asset-riwayat-penyimpanan', '/input/asset-blok',
  '/input/asset-peminjaman', '/input/asset-riwayat-peminjaman', '/input/asset-pengembalian',
  '/input/asset-penjualan', '/input/asset-penjualan-rincian', '/input/asset-penjualan-konfirm', '/input/asset-mutasi',
  '/input/asset-audit', '/input/asset-audit-rincian', '/input/asset-disposal',
  '/input/asset-perbaikan-main', '/asset-perbaikan-approve', '/input/asset-perbaikan', '/input/asset-perbaikan-kembalikan',
];
const route = (p: string) => p.split('?')[0].replace(/\{\w+\}/g, '{id}');

describe('SPEC.md section 7 asset calls', () => {
  it('are all routed and documented', async () => {
    expect(await undocumentedCalls(t, [...GETS.map((p) => `GET ${route(p)}`), ...POSTS.map((p) => `POST ${p}`)])).toEqual([]);
  });

  it('answer 200 to the asset admin on the demo company, which holds every kind of asset work', async () => {
    const db = t.database.db;
    const first = async (table: string) => Number((await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    const today = todayJakarta();
    const values: Record<string, string> = { periode: today.slice(0, 7), tgl_awal: addDays(today, -365), tgl_akhir: today };
    for (const table of ['asset_penyusutan', 'asset', 'asset_pengadaan', 'asset_penyimpanan', 'asset_peminjaman', 'asset_pengembalian', 'asset_penjualan', 'asset_mutasi', 'asset_audit', 'asset_disposal', 'asset_perbaikan_main']) {
      values[table] = String(await first(table));
    }
    for (const p of GETS) {
      const url = `/api${p.replace(/\{(\w+)\}/g, (_m, k: string) => values[k])}`;
      const res = await t.call('aset', { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    // The demo's asset work: about sixty assets, an overdue loan, a finished audit, a confirmed sale, each disposal kind, a finished repair.
    const count = async (table: string, where?: [string, string, unknown]) => {
      let q = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
      if (where) q = q.where(where[0], where[1] as '=', where[2]);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    expect(await count('asset')).toBeGreaterThanOrEqual(55);
    const overdue = await db.selectFrom('asset_peminjaman').select('id').where('status', '=', 'dipinjam').where('jatuh_tempo', '<', today).execute();
    expect(overdue.length).toBe(1);
    expect(await count('asset_audit', ['status', '=', 'selesai'])).toBeGreaterThanOrEqual(1);
    expect(await count('asset_penjualan', ['status', '=', 'dikonfirmasi'])).toBeGreaterThanOrEqual(1);
    expect(await count('asset_perbaikan_main', ['status', '=', 'selesai'])).toBeGreaterThanOrEqual(1);
    const kinds = await db.selectFrom('asset_disposal').select('jenis').where('status', '=', 'diposting').execute();
    expect([...new Set(kinds.map((k) => Number(k.jenis)))].sort()).toEqual([1, 2, 3]);
    await expectIntegrity(t);
  });
});
