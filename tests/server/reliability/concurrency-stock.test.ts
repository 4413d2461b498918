/**
 * Stock races through the real HTTP server (a listening socket, `fetch`, the database's connection pool), on
 * SQLite and PostgreSQL (issue 18).
 *
 * 1. 200 multi-line sales of three salespeople over the same 20 goods, each vehicle short of some goods, all
 *    finished at once.
 * 2. What else moves a vehicle's stock, raced against sales of the same goods on the same vehicle. Reading
 *    server/domain/kanvas and server/domain/penjualan: into a vehicle go the delivery note (request-barang step
 *    `surat`, SJ: warehouse → vehicle, opening or extending the trip), a cancelled sale (`transaksi-cancel`, its
 *    goods back into the vehicle) and a customer's approved return (retur-konsumen); out of it go a sale, the
 *    unloading (pengembalian-sales approval: vehicle → warehouse, lost goods as a loss, closing the trip; raced
 *    against sales in concurrency-http.test.ts). Warehouse mutations (gudang-mutasi) move between warehouses only.
 *    Here a delivery note and a sale's cancellation race 20 one-unit sales on a vehicle holding fewer units.
 * 3. A delivery note racing the vehicle's unloading: on PostgreSQL the note loaded into the trip the unloading
 *    had just closed, leaving goods on a vehicle with no open trip, until both locked the open trip's row.
 *
 * Each ends with the ledger's running balance row by row (each stok_ledger row's qty_setelah = the previous one's
 * plus its qty, never below zero) and every invariant of GET /api/integritas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { shippedRequest, draftRequest, stockQty, today } from '../kanvas/fixtures.js';
import { salesEnv, type SaleEnv } from '../penjualan/fixtures.js';
import { postingAccount, stockIn } from '../../../server/ledger/index.js';
import { DOC_JUAL, DOC_JUAL_BATAL, DOC_MUAT } from '../../../server/domain/kanvas/trip.js';
import { httpClient, integrityOk, listen, withRetry, type Answer } from './http-race.js';

let t: TestApp;
let http: ReturnType<typeof httpClient>;
beforeAll(async () => {
  t = await createTestApp();
  http = httpClient(t, await listen(t));
});
afterAll(async () => { await t.close(); });

type Line = { barang_id: number; jumlah: number };

/** A small deterministic generator (mulberry32), so a failing mix can be read again. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** The third salesperson: the demo's RT-07 (Asep Sunandar, vehicle D 8790 CDF, GD-03) gets a login. */
async function createSales3() {
  const level = await t.database.db.selectFrom('level').select('id').where('nama_level', '=', 'Sales').executeTakeFirstOrThrow();
  const asep = await t.database.db.selectFrom('karyawan').select('id').where('nama_lengkap', '=', 'Asep Sunandar').executeTakeFirstOrThrow();
  const made = await t.call('admin', { method: 'POST', url: '/api/input/user', payload: { email: 'sales3@niaga.local', password: 'niaga123', level_id: level.id, karyawan_id: asep.id } });
  expect(made.statusCode, made.body).toBe(201);
}

/** Goods put into a vehicle through the stock ledger (as the sale benches and the crash rounds load one). */
async function loadVehicle(kendaraanId: number, lines: Line[]) {
  if (lines.length === 0) return;
  const admin = await t.database.db.selectFrom('users').select('id').where('email', '=', 'admin@niaga.local').executeTakeFirstOrThrow();
  await t.database.db.transaction().execute(async (trx) => {
    const lc = { trx, kind: t.database.kind, userId: Number(admin.id), at: new Date().toISOString(), mayBackdate: true };
    await stockIn(lc, {
      tanggal: today(), loc: { kendaraan_id: kendaraanId }, doc: { tipe: DOC_MUAT, id: 0, nomor: 'UJI-BALAPAN' }, keterangan: 'Muatan uji balapan stok',
      contraAkunId: await postingAccount(trx, 'akun_modal_id'), lines: lines.map((l) => ({ barang_id: l.barang_id, qty: l.jumlah, nilai: l.jumlah * 1000 })),
    });
  });
}

/** Each stok_ledger row of a vehicle's goods after `afterId` follows the one before it, from `start`, never below zero. */
async function runningBalanceHolds(kendaraanId: number, barangId: number, afterId: number, start: number) {
  const rows = await t.database.db.selectFrom('stok_ledger').select(['id', 'qty', 'qty_setelah']).where('lokasi', '=', `K:${kendaraanId}`)
    .where('barang_id', '=', barangId).where('id', '>', afterId).orderBy('id').execute();
  let running = start;
  for (const r of rows) {
    running += Number(r.qty);
    expect(Number(r.qty_setelah), `ledger #${r.id} barang #${barangId} K:${kendaraanId}`).toBe(running);
    expect(running).toBeGreaterThanOrEqual(0);
  }
  return running;
}

async function nothingNegative() {
  const stok = await t.database.db.selectFrom('stok').select(['lokasi', 'barang_id', 'qty']).where('qty', '<', 0).execute();
  expect(stok).toEqual([]);
  const ledger = await t.database.db.selectFrom('stok_ledger').select(['id', 'lokasi', 'qty_setelah']).where('qty_setelah', '<', 0).execute();
  expect(ledger).toEqual([]);
}

const lastLedgerId = async () => Number((await t.database.db.selectFrom('stok_ledger').select((eb) => eb.fn.max<number>('id').as('id')).executeTakeFirstOrThrow()).id ?? 0);

/** Ledger rows a document wrote (one per line it moved). */
async function ledgerRowsOf(tipe: string, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await t.database.db.selectFrom('stok_ledger').select(['dokumen_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('dokumen_tipe', '=', tipe).where('dokumen_id', 'in', ids).groupBy('dokumen_id').execute();
  return new Map(rows.map((r) => [Number(r.dokumen_id), Number(r.n)]));
}

const finish = (user: string, id: number, bayar: unknown[]) => withRetry(() => http(user, 'POST', 'transaksi-selesai', { id, bayar }, { 'idempotency-key': `selesai-${id}` }));

describe('stock races through the HTTP server', () => {
  it('200 multi-line sales of three salespeople over 20 goods, vehicles short of some: no 5xx, none below zero, exactly the acknowledged ones moved', async () => {
    await createSales3();
    const sellers: Array<{ user: string; env: SaleEnv; share: number }> = [
      { user: 'sales1', env: await salesEnv(t, 1, 5, 'RT-03'), share: 67 },
      { user: 'sales2', env: await salesEnv(t, 1, 5, 'RT-04', { sales: 'sales2', gudang: 'gm' }), share: 67 },
      { user: 'sales3', env: await salesEnv(t, 1, 5, 'RT-07', { sales: 'sales3', gudang: 'gm' }), share: 66 },
    ];
    const bank = await t.database.db.selectFrom('kas').select('id').where('kode', '=', 'BCA-01').executeTakeFirstOrThrow();
    const goods = (await t.database.db.selectFrom('barang').select('id').where('aktif', '=', 1)
      .where('id', 'in', t.database.db.selectFrom('harga_jual').select('barang_id').where('aktif', '=', 1).where('konsumen_type_id', 'is', null).where('berlaku_mulai', '<=', today()))
      .orderBy('id').limit(20).execute()).map((g) => Number(g.id));
    expect(goods).toHaveLength(20);
    // The first five goods are the short ones: each vehicle holds about half of what its sales ask of them.
    const short = new Set(goods.slice(0, 5));
    const rand = prng(18);
    const plans = sellers.flatMap((s, si) => Array.from({ length: s.share }, (_, i) => {
      const picked = [...goods].sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 4));
      return { seller: si, konsumen: s.env.konsumen[i % Math.min(5, s.env.konsumen.length)].id, lines: picked.map((barang_id) => ({ barang_id, jumlah: 1 + Math.floor(rand() * 3) })) };
    }));
    expect(plans).toHaveLength(200);
    for (const [si, s] of sellers.entries()) {
      const lokasi = `K:${s.env.kendaraanId}`;
      const load: Line[] = [];
      for (const g of goods) {
        const asked = plans.filter((p) => p.seller === si).flatMap((p) => p.lines).filter((l) => l.barang_id === g).reduce((sum, l) => sum + l.jumlah, 0);
        const target = short.has(g) ? Math.max(3, Math.ceil(asked / 2)) : asked;
        const have = await stockQty(t, lokasi, g);
        if (target > have) load.push({ barang_id: g, jumlah: target - have });
      }
      await loadVehicle(s.env.kendaraanId, load);
    }
    const start = new Map<string, number>();
    for (const s of sellers) for (const g of goods) start.set(`${s.env.kendaraanId}|${g}`, await stockQty(t, `K:${s.env.kendaraanId}`, g));

    const drafts = await Promise.all(plans.map((p) => http(sellers[p.seller].user, 'POST', 'transaksi-update', { tanggal: today(), konsumen_id: p.konsumen, rincian: p.lines })));
    expect(drafts.filter((d) => d.status !== 201).map((d) => `${d.status} ${d.body}`)).toEqual([]);
    const sales = drafts.map((d, i) => ({ ...plans[i], ...(JSON.parse(d.body).data as { id: number; total: number }) }));
    const journalsBefore = Number((await t.database.db.selectFrom('jurnal').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const fromId = await lastLedgerId();

    const answers: Answer[] = await Promise.all(sales.map((s) => finish(sellers[s.seller].user, s.id,
      s.seller === 2 ? [{ tipe: 'transfer', kas_id: bank.id, jumlah: s.total }] : [{ tipe: 'tunai', jumlah: s.total }])));

    const codes = answers.map((a) => a.status);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => `${a.status} ${a.body}`)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 409)) expect(JSON.parse(a.body).message).toMatch(/^Stok .* tidak cukup: tersedia \d+, dibutuhkan \d+$/);
    const acked = sales.filter((_, i) => codes[i] === 200);
    const refused = sales.filter((_, i) => codes[i] === 409);
    // The short goods make some sales fail and the rest of the mix succeed.
    expect(refused.length).toBeGreaterThan(0);
    expect(acked.length).toBeGreaterThan(100);

    // Exactly once: an acknowledged sale finished with a ledger row per line and two journals (cost, sale); a refused one moved nothing.
    const status = new Map((await t.database.db.selectFrom('penjualan').select(['id', 'status']).where('id', 'in', sales.map((s) => s.id)).execute()).map((r) => [Number(r.id), r.status]));
    const rows = await ledgerRowsOf(DOC_JUAL, sales.map((s) => s.id));
    for (const s of acked) {
      expect(status.get(s.id)).toBe('selesai');
      expect(rows.get(s.id)).toBe(s.lines.length);
    }
    for (const s of refused) {
      expect(status.get(s.id)).toBe('draft');
      expect(rows.get(s.id)).toBeUndefined();
    }
    const refusedPaid = await t.database.db.selectFrom('penjualan_bayar').select('id').where('penjualan_id', 'in', refused.map((s) => s.id)).execute();
    expect(refusedPaid).toEqual([]);
    const journals = Number((await t.database.db.selectFrom('jurnal').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(journals).toBe(journalsBefore + 2 * acked.length);

    // Each vehicle's stock per goods = start − the acknowledged sales' quantities, row by row in the ledger.
    for (const [si, s] of sellers.entries()) {
      for (const g of goods) {
        const key = `${s.env.kendaraanId}|${g}`;
        const sold = acked.filter((x) => x.seller === si).flatMap((x) => x.lines).filter((l) => l.barang_id === g).reduce((sum, l) => sum + l.jumlah, 0);
        const end = await stockQty(t, `K:${s.env.kendaraanId}`, g);
        expect(end, `${s.user} barang #${g}`).toBe(start.get(key)! - sold);
        expect(await runningBalanceHolds(s.env.kendaraanId, g, fromId, start.get(key)!)).toBe(end);
      }
    }
    // Stock only fell during the race, so a refused sale had a line its vehicle could not give even at the end.
    const endQty = async (si: number, g: number) => stockQty(t, `K:${sellers[si].env.kendaraanId}`, g);
    for (const s of refused) {
      const lacking = [];
      for (const l of s.lines) if ((await endQty(s.seller, l.barang_id)) < l.jumlah) lacking.push(l.barang_id);
      expect(lacking.length, `penjualan #${s.id}`).toBeGreaterThan(0);
    }
    await nothingNegative();
    await integrityOk(http);
  }, 120_000); // 400 requests; PostgreSQL commits each draft and sale in turn behind its number series

  it('a delivery note and a cancelled sale racing 20 sales of the same goods on the same vehicle: never more out than was there, each effect once', async () => {
    const env = await salesEnv(t, 1, 5, 'RT-03');
    const kendaraanId = env.kendaraanId;
    const lokasi = `K:${kendaraanId}`;
    const k = env.konsumen.find((x) => x.limit_kredit === 0)!;
    // Goods with a list price, plenty in the route's warehouse and none in the vehicle yet.
    const gudangId = Number((await t.database.db.selectFrom('trip_kendaraan').select('gudang_id').where('id', '=', env.tripId).executeTakeFirstOrThrow()).gudang_id);
    const candidates = await t.database.db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${gudangId}`).where('qty', '>', 60)
      .where('barang_id', 'in', t.database.db.selectFrom('harga_jual').select('barang_id').where('aktif', '=', 1).where('konsumen_type_id', 'is', null).where('berlaku_mulai', '<=', today()))
      .orderBy('barang_id').execute();
    let g = 0;
    for (const c of candidates) if ((await stockQty(t, lokasi, Number(c.barang_id))) === 0) { g = Number(c.barang_id); break; }
    expect(g).toBeGreaterThan(0);
    await shippedRequest(t, [{ barang_id: g, jumlah: 10 }], 'RT-03');
    // A sale of 2 already finished (cancelled in the race), leaving 8 in the vehicle.
    const early = JSON.parse((await http('sales1', 'POST', 'transaksi-update', { tanggal: today(), konsumen_id: k.id, rincian: [{ barang_id: g, jumlah: 2 }] })).body).data;
    expect((await finish('sales1', early.id, [{ tipe: 'tunai', jumlah: early.total }])).status).toBe(200);
    // A request of 5 more, approved by the warehouse and the salesperson: its delivery note is made in the race.
    const rb = await draftRequest(t, 'sales1', 'RT-03', [{ barang_id: g, jumlah: 5 }]);
    for (const [user, url] of [['sales1', 'input/request-barang-ajukan'], ['gudang', 'input/request-approve-gudang'], ['sales1', 'input/request-approve-sales']]) {
      expect((await http(user, 'POST', url, { id: rb.id })).status).toBe(200);
    }
    const have = await stockQty(t, lokasi, g);
    expect(have).toBe(8);
    const warehouse = await stockQty(t, `G:${gudangId}`, g);
    const drafts = [];
    for (let i = 0; i < 20; i++) {
      const d = await http('sales1', 'POST', 'transaksi-update', { tanggal: today(), konsumen_id: k.id, rincian: [{ barang_id: g, jumlah: 1 }] });
      expect(d.status, d.body).toBe(201);
      drafts.push(JSON.parse(d.body).data as { id: number; total: number });
    }
    const fromId = await lastLedgerId();

    const [surat, cancel, ...sold] = await Promise.all([
      http('gudang', 'POST', 'input/request-barang-surat', { id: rb.id }),
      http('sales1', 'POST', 'transaksi-cancel', { id: early.id, alasan_batal: 'Konsumen membatalkan pesanan' }),
      ...drafts.map((d) => finish('sales1', d.id, [{ tipe: 'tunai', jumlah: d.total }])),
    ]);

    // The delivery note and the cancellation add to the vehicle; neither can be refused by the sales.
    expect([surat.status, cancel.status], `${surat.body} ${cancel.body}`).toEqual([200, 200]);
    expect(sold.filter((a) => a.status !== 200 && a.status !== 409).map((a) => `${a.status} ${a.body}`)).toEqual([]);
    const soldCount = sold.filter((a) => a.status === 200).length;
    // Never more out than was there (8 + 5 loaded + 2 back), and a sale is refused only once the vehicle is empty.
    expect(soldCount).toBeLessThanOrEqual(have + 5 + 2);
    expect(soldCount).toBeGreaterThanOrEqual(have);
    const end = await stockQty(t, lokasi, g);
    expect(end).toBe(have + 5 + 2 - soldCount);
    expect(await runningBalanceHolds(kendaraanId, g, fromId, have)).toBe(end);
    // Each acknowledged effect exactly once: the delivery note's two rows (warehouse out, vehicle in), the cancellation's one, a row per sale.
    expect((await ledgerRowsOf(DOC_MUAT, [rb.id])).get(rb.id)).toBe(2);
    expect(await stockQty(t, `G:${gudangId}`, g)).toBe(warehouse - 5);
    expect((await ledgerRowsOf(DOC_JUAL_BATAL, [early.id])).get(early.id)).toBe(1);
    const rows = await ledgerRowsOf(DOC_JUAL, drafts.map((d) => d.id));
    drafts.forEach((d, i) => expect(rows.get(d.id) ?? 0, `penjualan #${d.id}`).toBe(sold[i].status === 200 ? 1 : 0));
    await nothingNegative();
    await integrityOk(http);
  });
  it("a delivery note racing the vehicle's unloading: what it loads is on an open trip (or refused), never left in a closed trip's vehicle", async () => {
    const sales2 = { sales: 'sales2', gudang: 'gm' };
    const env = await salesEnv(t, 1, 5, 'RT-04', sales2);
    const lokasi = `K:${env.kendaraanId}`;
    const gudangId = Number((await t.database.db.selectFrom('trip_kendaraan').select('gudang_id').where('id', '=', env.tripId).executeTakeFirstOrThrow()).gudang_id);
    const onBoard = await t.database.db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', lokasi).where('qty', '>', 0).execute();
    const other = await t.database.db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${gudangId}`).where('qty', '>', 60)
      .where('barang_id', 'not in', onBoard.map((r) => Number(r.barang_id))).orderBy('barang_id').executeTakeFirstOrThrow();
    const rb = await draftRequest(t, 'sales2', 'RT-04', [{ barang_id: Number(other.barang_id), jumlah: 5 }]);
    for (const [user, url] of [['sales2', 'input/request-barang-ajukan'], ['gm', 'input/request-approve-gudang'], ['sales2', 'input/request-approve-sales']]) {
      expect((await http(user, 'POST', url, { id: rb.id })).status).toBe(200);
    }
    const unload = await http('sales2', 'POST', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: env.kendaraanId, rincian: onBoard.map((r) => ({ barang_id: Number(r.barang_id), jumlah: Number(r.qty) })) });
    expect(unload.status, unload.body).toBe(201);

    const [surat, back] = await Promise.all([
      http('gm', 'POST', 'input/request-barang-surat', { id: rb.id }),
      http('gm', 'POST', 'input/pengembalian-approve', { id: JSON.parse(unload.body).data.id }),
    ]);

    expect([surat.status, back.status].filter((c) => c !== 200 && c !== 409), `${surat.body} ${back.body}`).toEqual([]);
    expect(surat.status === 200 || back.status === 200).toBe(true);
    const left = await t.database.db.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', lokasi).where('qty', '!=', 0).execute();
    const open = await t.database.db.selectFrom('trip_kendaraan').select('id').where('kendaraan_id', '=', env.kendaraanId).where('status', '=', 'buka').execute();
    // Goods on the vehicle belong to its one open trip; an unloaded vehicle with nothing loaded after has none.
    expect(open.length).toBe(left.length > 0 ? 1 : 0);
    if (surat.status === 200) expect(left.map((r) => [Number(r.barang_id), Number(r.qty)])).toContainEqual([Number(other.barang_id), 5]);
    await nothingNegative();
    await integrityOk(http);
  });
});
