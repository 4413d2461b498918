/**
 * Races through the real HTTP server (a listening socket, `fetch`, the connection pool of the database), on
 * SQLite and PostgreSQL: collections against one invoice, deposits of one salesperson, two finance users taking
 * the same step, the same Idempotency-Key 20× at once, and a client that aborts and retries. Each ends with the
 * invariants of GET /api/integritas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { kas, openInvoices, sisa, userOf } from '../penagihan/fixtures.js';
import { stockQty } from '../kanvas/fixtures.js';
import { draftSale, salesEnv, today } from '../penjualan/fixtures.js';
import { httpClient, integrityOk as integrity, listen, withRetry } from './http-race.js';

let t: TestApp;
let http: ReturnType<typeof httpClient>;
const integrityOk = () => integrity(http);
beforeAll(async () => {
  t = await createTestApp();
  http = httpClient(t, await listen(t));
  const level = await t.database.db.selectFrom('level').select('id').where('nama_level', '=', 'Finance').executeTakeFirstOrThrow();
  const made = await t.call('admin', { method: 'POST', url: '/api/input/user', payload: { email: 'finance2@niaga.local', password: 'niaga123', level_id: level.id } });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(async () => { await t.close(); });

describe('through the HTTP server', () => {
  it('20 collections against one invoice: exactly as many as fit, its sisa never below zero', async () => {
    const invoices = await openInvoices(t, 'sales1');
    const h = invoices[invoices.length - 1];
    const left = await sisa(t, h.id);
    const each = Math.floor(left / 4) + 1; // at most 3 fit
    const answers = await Promise.all(Array.from({ length: 20 }, () => http('sales1', 'POST', 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: each })));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c !== 201 && c !== 409), codes.join(',')).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(await sisa(t, h.id)).toBe(left - 3 * each);
    await integrityOk();
  });

  it("20 deposits of one salesperson's cash at once: one takes it, the cash never below zero", async () => {
    const s1 = await userOf(t, 'sales1');
    const before = await countRows(t.database, 'setoran');
    const answers = await Promise.all(Array.from({ length: 20 }, () => http('sales1', 'POST', 'transaksi-setor', { pecahan: [{ nominal: 1_000, lembar: 1 }] })));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 201), codes.join(',')).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await countRows(t.database, 'setoran')).toBe(before + 1);
    const taken = await t.database.db.selectFrom('penjualan_bayar').select(['setoran_id']).where('karyawan_id', '=', s1.karyawan_id)
      .where('setoran_id', 'is not', null).groupBy('setoran_id').execute();
    expect(taken.length).toBeGreaterThan(0);
    const cash = await t.database.db.selectFrom('kas').select(['kode', 'saldo']).where('karyawan_id', '=', s1.karyawan_id).execute();
    for (const k of cash) expect(Number(k.saldo), String(k.kode)).toBeGreaterThanOrEqual(0);
    await integrityOk();
  });

  it('two finance users receiving and approving the same deposit at once: one effect each step', async () => {
    const deposit = await t.database.db.selectFrom('setoran').select(['id']).where('status', '=', 'diajukan').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const kas01 = await kas(t, 'KAS-01');
    const audit = async (action: string) => Number((await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n'))
      .where('resource', '=', 'setoran').where('record_id', '=', deposit.id).where('action', '=', action).executeTakeFirstOrThrow()).n);
    const terima = await Promise.all(['finance', 'finance2', 'finance', 'finance2'].map((u) => http(u, 'POST', 'transaksi-terima', { id: deposit.id })));
    expect(terima.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await audit('terima')).toBe(1);
    const journals = await countRows(t.database, 'jurnal');
    const approve = await Promise.all(['finance', 'finance2', 'finance', 'finance2'].map((u) => http(u, 'POST', 'transaksi-setor-approve', { id: deposit.id, kas_id: kas01.id })));
    expect(approve.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await audit('approve')).toBe(1);
    expect(await countRows(t.database, 'jurnal')).toBe(journals + 1);
    await integrityOk();
  });

  it('the same Idempotency-Key and body 20× at once: one effect and 20 identical answers; another body 422', async () => {
    const invoices = await openInvoices(t, 'sales2');
    const h = invoices[0];
    const left = await sisa(t, h.id);
    const body = { hutang_id: h.id, tipe: 'tunai', jumlah: 1_000 };
    const headers = { 'idempotency-key': 'rel-20x' };
    const before = await countRows(t.database, 'penjualan_bayar');
    const answers = await Promise.all(Array.from({ length: 20 }, () => withRetry(() => http('sales2', 'POST', 'input/penjualan-bayar', body, headers))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await countRows(t.database, 'penjualan_bayar')).toBe(before + 1);
    expect(await sisa(t, h.id)).toBe(left - 1_000);
    const other = await http('sales2', 'POST', 'input/penjualan-bayar', { ...body, jumlah: 2_000 }, headers);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.body).message).toBe('Idempotency-Key sudah dipakai untuk permintaan lain');
    await integrityOk();
  });

  it('a client that aborts its save and retries it: each effect exactly once', async () => {
    const invoices = await openInvoices(t, 'sales2');
    const h = invoices[1];
    const left = await sisa(t, h.id);
    const before = await countRows(t.database, 'penjualan_bayar');
    for (let i = 0; i < 10; i++) {
      const body = { hutang_id: h.id, tipe: 'tunai', jumlah: 500 };
      const headers = { 'idempotency-key': `rel-abort-${i}` };
      const aborted = new AbortController();
      const first = http('sales2', 'POST', 'input/penjualan-bayar', body, headers, aborted.signal).catch((e: Error) => e);
      // Abort at a different moment each time: before sending, while the server works, or after the answer.
      if (i % 3 === 0) aborted.abort(); else setTimeout(() => aborted.abort(), i);
      await first;
      const retried = await withRetry(() => http('sales2', 'POST', 'input/penjualan-bayar', body, headers));
      expect(retried.status, retried.body).toBe(201);
    }
    // The server finishes what it received even when its client is gone; an abort before sending reached nothing.
    const rows = await countRows(t.database, 'penjualan_bayar');
    expect(rows).toBe(before + 10);
    expect(await sisa(t, h.id)).toBe(left - 10 * 500);
    await integrityOk();
  });

  it("a return of the vehicle's stock racing 20 sales of it: never more out than was there, never below zero", async () => {
    const env = await salesEnv(t, 1, 12);
    const g = env.goods[0];
    const lokasi = `K:${env.kendaraanId}`;
    const have = await stockQty(t, lokasi, g.barang_id);
    const k = env.konsumen.find((x) => x.limit_kredit === 0)!;
    const ret = await t.call('sales1', { method: 'POST', url: '/api/input/pengembalian-sales', payload: { tanggal: today(), kendaraan_id: env.kendaraanId, rincian: [{ barang_id: g.barang_id, jumlah: have }] } });
    expect(ret.statusCode, ret.body).toBe(201);
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draftSale(t, 'sales1', k.id, [{ barang_id: g.barang_id, jumlah: 1 }]));
    const [back, ...sold] = await Promise.all([
      http('gudang', 'POST', 'input/pengembalian-approve', { id: ret.json().data.id }),
      ...drafts.map((d) => http('sales1', 'POST', 'transaksi-selesai', { id: d.id, bayar: [{ tipe: 'tunai', jumlah: d.total }] })),
    ]);
    const soldCount = sold.filter((a) => a.status === 200).length;
    expect(sold.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.status)).toEqual([]);
    expect([200, 409]).toContain(back.status);
    // Either the return took everything (and no sale got any), or it was refused and the sales took what there was.
    const out = (back.status === 200 ? have : 0) + soldCount;
    expect(out).toBeLessThanOrEqual(have);
    expect(await stockQty(t, lokasi, g.barang_id)).toBe(have - out);
    await integrityOk();
  });

  it('10 cash sales and 10 collections at once: every one is saved (their document numbers deadlocked on PostgreSQL)', async () => {
    const env = await salesEnv(t, 1, 12);
    const g = env.goods[0];
    const k = env.konsumen.find((x) => x.limit_kredit === 0)!;
    const drafts = [];
    for (let i = 0; i < 10; i++) drafts.push(await draftSale(t, 'sales1', k.id, [{ barang_id: g.barang_id, jumlah: 1 }]));
    const invoices = (await openInvoices(t, 'sales1')).filter((h) => Number(h.sisa) >= 1000).slice(0, 10);
    expect(invoices).toHaveLength(10);
    const answers = await Promise.all([
      ...drafts.map((d) => http('sales1', 'POST', 'transaksi-selesai', { id: d.id, bayar: [{ tipe: 'tunai', jumlah: d.total }] })),
      ...invoices.map((h) => http('sales1', 'POST', 'input/penjualan-bayar', { hutang_id: h.id, tipe: 'tunai', jumlah: 1000 })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...drafts.map(() => 200), ...invoices.map(() => 201)]);
    for (const h of invoices) expect(await sisa(t, h.id)).toBe(Number(h.sisa) - 1000);
    await integrityOk();
  });
});
