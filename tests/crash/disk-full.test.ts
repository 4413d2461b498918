/**
 * Disk full (issue 18): the server's SQLite database on a small tmpfs whose space is then used up. Writes answer 507
 * with an Indonesian message and store nothing, reads keep working, and once space is freed the same server writes
 * again, no restart. Mounting needs root (as the tests run here and in CI); without it the file fails, it never skips.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, copyFileSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { todayJakarta } from '../../common/format.js';
import { buildApp } from '../../server/app.js';
import { openSqlite, type Database_ } from '../../server/db/connection.js';
import { DISK_FULL_MESSAGE } from '../../server/core/error-handler.js';
import { loadVehicle } from '../soak/vehicle.js';

const dir = mkdtempSync(join(tmpdir(), 'niaga-disk-full-'));
const filler = join(dir, 'filler');
let mounted = false;
let database: Database_;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
let fx: { konsumen: number; barang: number; kendaraan: number; invoice: number; draft: { id: number; total: number } };

async function call(user: string, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${tokens[user]}` } });
}

/** Writes zeros until the file system refuses, in ever smaller pieces down to a page: no byte of space is left. */
function fillDisk(): void {
  const fd = openSync(filler, 'w');
  try {
    for (let size = 1 << 20; size >= 512; size >>= 1) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try { writeSync(fd, chunk); } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** What a refused write must leave as it was: row counts, stock, the journal, receivables. */
function snapshot() {
  const one = (q: string) => Object.values(database.sqlite!.prepare(q).get() as Record<string, number>)[0];
  return {
    penjualan: one('select count(*) from penjualan'), selesai: one("select count(*) from penjualan where status = 'selesai'"),
    penjualan_bayar: one('select count(*) from penjualan_bayar'), setoran: one('select count(*) from setoran'), teritori: one('select count(*) from teritori'),
    jurnal: one('select count(*) from jurnal'), jurnal_rincian: one('select count(*) from jurnal_rincian'), stok_ledger: one('select count(*) from stok_ledger'),
    stok_qty: one('select coalesce(sum(qty), 0) from stok'), hutang_sisa: one('select coalesce(sum(sisa), 0) from hutang'),
  };
}

const writes = () => ({
  teritori: { method: 'POST' as const, url: '/api/input/teritori', payload: { kode: `PENUH-${Date.now()}`, nama: 'Teritori saat disk penuh' } },
  draft: { method: 'POST' as const, url: '/api/transaksi-update', payload: { tanggal: todayJakarta(), konsumen_id: fx.konsumen, rincian: [{ barang_id: fx.barang, jumlah: 1 }] } },
  selesai: { method: 'POST' as const, url: '/api/transaksi-selesai', payload: { id: fx.draft.id, bayar: [{ tipe: 'tunai', jumlah: fx.draft.total }] } },
  bayar: { method: 'POST' as const, url: '/api/input/penjualan-bayar', payload: { hutang_id: fx.invoice, tipe: 'tunai', jumlah: 1000 } },
});

beforeAll(async () => {
  const template = inject('demoTemplate').sqlite!;
  const mb = Math.ceil(statSync(template).size / 1024 / 1024) + 24;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (e) {
    throw new Error(`disk-full test: cannot mount a ${mb} MB tmpfs on ${dir} (the test needs root, as in CI): ${(e as { stderr?: Buffer }).stderr ?? e}`);
  }
  mounted = true;
  copyFileSync(template, join(dir, 'niaga.sqlite'));
  database = openSqlite(join(dir, 'niaga.sqlite'));
  const loaded = await loadVehicle(database.db, 'sqlite', 100);
  app = await buildApp({ database, clientDir: null });
  await app.ready();
  for (const user of ['sales1', 'admin', 'finance']) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email: `${user}@niaga.local`, password: 'niaga123' } });
    expect(res.statusCode, res.body).toBe(200);
    tokens[user] = res.json().access_token as string;
  }
  const sql = database.sqlite!;
  const trip = sql.prepare("select rute_id, kendaraan_id from trip_kendaraan where id = ?").get(loaded.trip.id) as { rute_id: number; kendaraan_id: number };
  const konsumen = sql.prepare('select id from konsumen where rute_id = ? and aktif = 1 and limit_kredit = 0 order by id').get(trip.rute_id) as { id: number };
  const invoice = sql.prepare(`select h.id from hutang h join konsumen k on k.id = h.konsumen_id join rute r on r.id = k.rute_id
    where r.karyawan_id = ? and h.sisa > 10000 order by h.id`).get(loaded.sales1.karyawan_id) as { id: number };
  fx = { konsumen: konsumen.id, barang: Number(loaded.goods[0].id), kendaraan: trip.kendaraan_id, invoice: invoice.id, draft: { id: 0, total: 0 } };
  // A draft made while there is space, to be completed on the full disk.
  const draft = await call('sales1', writes().draft);
  expect(draft.statusCode, draft.body).toBe(201);
  fx.draft = draft.json().data as { id: number; total: number };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (mounted) execFileSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
});

describe('the database disk runs full', () => {
  let before: ReturnType<typeof snapshot>;
  let teritoriTotal: number;

  it('refuses every kind of write with 507 and an Indonesian message', async () => {
    before = snapshot();
    teritoriTotal = (await call('admin', { method: 'GET', url: '/api/teritori' })).json().total as number;
    fillDisk();
    const w = writes();
    for (const [name, user] of [['teritori', 'admin'], ['draft', 'sales1'], ['selesai', 'sales1'], ['bayar', 'sales1']] as const) {
      const res = await call(user, w[name]);
      expect(`${name}: ${res.statusCode} ${res.json().message}`).toBe(`${name}: 507 ${DISK_FULL_MESSAGE}`);
    }
  });

  it('stored nothing of the refused writes: rows, stock, journal and receivables as before', () => {
    expect(snapshot()).toEqual(before);
  });

  it('keeps answering reads, with totals that match the rows', async () => {
    const list = await call('admin', { method: 'GET', url: '/api/teritori' });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(teritoriTotal);
    const sale = await call('sales1', { method: 'GET', url: `/api/penjualan/${fx.draft.id}` });
    expect([sale.statusCode, sale.json().data.status]).toEqual([200, 'draft']);
    const integritas = await call('finance', { method: 'GET', url: '/api/integritas' });
    expect([integritas.statusCode, integritas.json().ok]).toEqual([200, true]);
  });

  it('leaves the database file sound (integrity_check)', () => {
    expect(database.sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('writes again once space is freed, without a restart', async () => {
    rmSync(filler);
    const w = writes();
    const teritori = await call('admin', w.teritori);
    expect(teritori.statusCode, teritori.body).toBe(201);
    const selesai = await call('sales1', w.selesai);
    expect(selesai.statusCode, selesai.body).toBe(200);
    const bayar = await call('sales1', w.bayar);
    expect(bayar.statusCode, bayar.body).toBe(201);
    const after = snapshot();
    expect([after.teritori, after.selesai, after.penjualan_bayar]).toEqual([before.teritori + 1, before.selesai + 1, before.penjualan_bayar + 2]);
    expect(after.stok_qty).toBe(before.stok_qty - 1);
    const integritas = await call('finance', { method: 'GET', url: '/api/integritas' });
    expect([integritas.statusCode, integritas.json().ok]).toEqual([200, true]);
    expect(database.sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});
