/**
 * Model-based test (fast-check commands) of the stock and money core through the API: sell from the vehicle for
 * cash, collect an open invoice, cancel a sale, deposit the salesperson's takings, and finance receiving and
 * approving the deposit, against a small in-memory model. After every command: the vehicle's stock per goods, each
 * invoice's sisa, the salesperson's cash and what is left to deposit equal the model, nothing is below zero, and
 * at the end of each run every invariant of GET /api/integritas holds. A failure prints its seed and path;
 * `NIAGA_MODEL_SEED=<seed>` replays it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { stockQty } from '../kanvas/fixtures.js';
import { cashSaleOrRefusal, get, integritas, post, salesEnv, type SaleEnv } from '../penjualan/fixtures.js';
import { kas, openInvoices, sisa } from '../penagihan/fixtures.js';

const SEED = process.env.NIAGA_MODEL_SEED ? Number(process.env.NIAGA_MODEL_SEED) : undefined;

let t: TestApp;
let env: SaleEnv;
let companyKas: number;
let invoices: number[];
beforeAll(async () => {
  t = await createTestApp();
  env = await salesEnv(t, 2, 40);
  companyKas = (await kas(t, 'KAS-01')).id;
  invoices = (await openInvoices(t, 'sales1')).slice(0, 4).map((h) => Number(h.id));
});
afterAll(async () => { await t.close(); });

interface Model {
  stock: number[];
  sisa: Map<number, number>;
  /** The salesperson's cash account's balance. */
  kas: number;
  /** Cash taken and not yet in a deposit. */
  undeposited: number;
  /** Completed sales not yet cancelled, with what cancelling gives back; `deposited` once their payment is in a deposit. */
  sales: Array<{ id: number; goods: number; qty: number; tunai: number; deposited: boolean }>;
  /** Deposits waiting for finance, with their cash. */
  pending: Array<{ id: number; tunai: number }>;
}
interface Real { lokasi: string }

const cashLeft = async () => Number((await get(t, 'sales1', 'setoran-ringkasan')).json().data.totals.tunai);

async function readModel(): Promise<Model> {
  const stock = await Promise.all(env.goods.map((g) => stockQty(t, `K:${env.kendaraanId}`, g.barang_id)));
  const pending = await t.database.db.selectFrom('setoran').select(['id', 'tunai_sistem']).where('karyawan_id', '=', env.karyawanId).where('status', '!=', 'disetujui').orderBy('id').execute();
  return {
    stock,
    sisa: new Map(await Promise.all(invoices.map(async (id) => [id, await sisa(t, id)] as [number, number]))),
    kas: (await kas(t, 'KAS-S1')).saldo,
    undeposited: await cashLeft(),
    sales: [],
    pending: pending.map((p) => ({ id: Number(p.id), tunai: Number(p.tunai_sistem) })),
  };
}

async function agrees(m: Model, r: Real): Promise<void> {
  for (const [i, g] of env.goods.entries()) {
    const qty = await stockQty(t, r.lokasi, g.barang_id);
    expect(qty, g.nama).toBe(m.stock[i]);
    expect(qty).toBeGreaterThanOrEqual(0);
  }
  for (const [id, s] of m.sisa) {
    expect(await sisa(t, id), `hutang ${id}`).toBe(s);
    expect(s).toBeGreaterThanOrEqual(0);
  }
  expect((await kas(t, 'KAS-S1')).saldo).toBe(m.kas);
  expect(await cashLeft()).toBe(m.undeposited);
}

/** Cash counted exactly: Rp 1.000 notes and the odd rupiah as Rp 1 pieces. */
const exact = (amount: number) => [{ nominal: 1_000, lembar: Math.floor(amount / 1000) }, { nominal: 1, lembar: amount % 1000 }].filter((p) => p.lembar > 0);

class Sell implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number) {}
  check() { return true; }
  async run(m: Model, r: Real) {
    const k = env.konsumen.find((x) => x.limit_kredit === 0)!;
    const g = env.goods[this.goods];
    const sale = await cashSaleOrRefusal(t, k.id, g.barang_id, this.qty, this.qty > m.stock[this.goods]);
    if (sale) {
      m.stock[this.goods] -= this.qty;
      // The salesperson's kas takes the cash handed over: the total rounded down at the sale.
      m.kas += sale.tunai;
      m.undeposited += sale.tunai;
      m.sales.push({ id: sale.id, goods: this.goods, qty: this.qty, tunai: sale.tunai, deposited: false });
    }
    await agrees(m, r);
  }
  toString() { return `sell(${this.goods}, ${this.qty})`; }
}

class Collect implements fc.AsyncCommand<Model, Real> {
  constructor(readonly invoice: number, readonly part: number) {}
  check() { return true; }
  async run(m: Model, r: Real) {
    const id = invoices[this.invoice % invoices.length];
    const left = m.sisa.get(id)!;
    // part 0..1 of what is left, or more than is left (part > 1): refused with nothing written.
    const jumlah = Math.max(1, Math.round(left * this.part));
    const res = await post(t, 'sales1', 'input/penjualan-bayar', { hutang_id: id, tipe: 'tunai', jumlah });
    if (left === 0 || jumlah > left) {
      expect([409, 422], res.body).toContain(res.statusCode);
    } else {
      expect(res.statusCode, res.body).toBe(201);
      m.sisa.set(id, left - jumlah);
      m.kas += jumlah;
      m.undeposited += jumlah;
    }
    await agrees(m, r);
  }
  toString() { return `collect(${this.invoice}, ${this.part.toFixed(2)})`; }
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>) { return m.sales.length > 0; }
  async run(m: Model, r: Real) {
    const sale = m.sales.pop()!;
    const res = await post(t, 'sales1', 'transaksi-cancel', { id: sale.id, alasan_batal: 'uji model' });
    if (sale.deposited) {
      expect(res.statusCode, res.body).toBe(409);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      m.stock[sale.goods] += sale.qty;
      m.kas -= sale.tunai;
      m.undeposited -= sale.tunai;
    }
    await agrees(m, r);
  }
  toString() { return 'cancel()'; }
}

class Deposit implements fc.AsyncCommand<Model, Real> {
  check() { return true; }
  async run(m: Model, r: Real) {
    const summary = (await get(t, 'sales1', 'setoran-ringkasan')).json().data;
    const res = await post(t, 'sales1', 'transaksi-setor', { pecahan: exact(m.undeposited) });
    if (Number(summary.jumlah) === 0) {
      expect([409, 422], res.body).toContain(res.statusCode);
    } else {
      expect(res.statusCode, res.body).toBe(201);
      m.pending.push({ id: res.json().data.id, tunai: m.undeposited });
      m.undeposited = 0;
      for (const s of m.sales) s.deposited = true;
    }
    await agrees(m, r);
  }
  toString() { return 'deposit()'; }
}

class Approve implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>) { return m.pending.length > 0; }
  async run(m: Model, r: Real) {
    const d = m.pending.shift()!;
    const state = await t.database.db.selectFrom('setoran').select('status').where('id', '=', d.id).executeTakeFirstOrThrow();
    if (state.status === 'diajukan') expect((await post(t, 'finance', 'transaksi-terima', { id: d.id })).statusCode).toBe(200);
    const res = await post(t, 'finance', 'transaksi-setor-approve', { id: d.id, kas_id: companyKas });
    expect(res.statusCode, res.body).toBe(200);
    m.kas -= d.tunai;
    await agrees(m, r);
  }
  toString() { return 'approve()'; }
}

const commands = [
  fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 9 })).map(([g, q]) => new Sell(g, q)),
  fc.tuple(fc.nat(3), fc.double({ min: 0.05, max: 1.3, noNaN: true })).map(([i, p]) => new Collect(i, p)),
  fc.constant(new Cancel()),
  fc.constant(new Deposit()),
  fc.constant(new Approve()),
];

describe('the stock and money core against a model', () => {
  it('agrees after every command and keeps every ledger invariant', async () => {
    const runs: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 15 }), async (cmds) => {
        const model = await readModel();
        await fc.asyncModelRun(() => ({ model, real: { lokasi: `K:${env.kendaraanId}` } }), cmds);
        runs.push(String(cmds)); // the commands that ran
        await integritas(t);
      }),
      { numRuns: 12, seed: SEED, verbose: 1, endOnFailure: true },
    );
    // The runs did business: sales, collections and deposits among them.
    expect(runs.join(' ')).toMatch(/sell\(/);
    expect(runs.join(' ')).toMatch(/collect\(/);
    expect(runs.join(' ')).toMatch(/deposit\(/);
  }, 300_000);
});
