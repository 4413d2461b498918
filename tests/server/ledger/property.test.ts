import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { checkIntegrity, locationKey, movePlacement, postJournal, postingAccount, reverseJournal, stockIn, stockOut, stockTransfer, type Location } from '../../../server/ledger/index.js';
import { inTrx, newGoods, newVehicle, newWarehouse } from './ledger-fixtures.js';
import { HttpError } from '../../../server/core/errors.js';

let t: TestApp;
let goods: number[];
let locations: Location[];
let accounts: { hutang: number; hpp: number; kas: number; beban: number };
const doc = { tipe: 'properti', id: null };

beforeAll(async () => {
  t = await createTestApp();
  goods = await newGoods(t, 3);
  locations = [{ gudang_id: await newWarehouse(t) }, { gudang_id: await newWarehouse(t) }, { kendaraan_id: await newVehicle(t) }];
  accounts = await inTrx(t, async (lc) => ({
    hutang: await postingAccount(lc.trx, 'akun_hutang_dagang_id'),
    hpp: await postingAccount(lc.trx, 'akun_hpp_id'),
    kas: await postingAccount(lc.trx, 'akun_kas_id'),
    beban: (await lc.trx.selectFrom('akun').select('id').where('kode', '=', '6-1700').executeTakeFirstOrThrow()).id as number,
  }));
});
afterAll(async () => { await t.close(); });

type Op =
  | { kind: 'in'; g: number; l: number; qty: number; unit: number }
  | { kind: 'out'; g: number; l: number; qty: number }
  | { kind: 'transfer'; g: number; from: number; to: number; qty: number }
  | { kind: 'place'; g: number; qty: number; slot: number }
  | { kind: 'unplace'; g: number; qty: number; slot: number }
  | { kind: 'journal'; amount: number }
  | { kind: 'reverse' };

const idx = (n: number) => fc.integer({ min: 0, max: n - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('in' as const), g: idx(3), l: idx(3), qty: fc.integer({ min: 1, max: 40 }), unit: fc.integer({ min: 0, max: 9_999 }) }),
  fc.record({ kind: fc.constant('out' as const), g: idx(3), l: idx(3), qty: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('transfer' as const), g: idx(3), from: idx(3), to: idx(3), qty: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('place' as const), g: idx(3), qty: fc.integer({ min: 1, max: 20 }), slot: idx(2) }),
  fc.record({ kind: fc.constant('unplace' as const), g: idx(3), qty: fc.integer({ min: 1, max: 20 }), slot: idx(2) }),
  fc.record({ kind: fc.constant('journal' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.constant({ kind: 'reverse' as const }),
);

/** The expected quantities: per goods and location, and per goods and placement slot of the first warehouse. */
async function loadModel() {
  const qty = new Map<string, number>();
  for (const r of await t.database.db.selectFrom('stok').select(['barang_id', 'lokasi', 'qty']).execute()) qty.set(`${r.barang_id}|${r.lokasi}`, Number(r.qty));
  const placed = new Map<string, number>();
  for (const r of await t.database.db.selectFrom('stok_penempatan').select(['barang_id', 'tempat_id', 'qty']).where('gudang_id', '=', locations[0].gudang_id!).execute()) {
    placed.set(`${r.barang_id}|${r.tempat_id}`, Number(r.qty));
  }
  return { qty, placed };
}

async function run(o: Op, model: Awaited<ReturnType<typeof loadModel>>, posted: number[]): Promise<void> {
  const key = (g: number, l: number) => `${goods[g]}|${locationKey(locations[l])}`;
  const have = (g: number, l: number) => model.qty.get(key(g, l)) ?? 0;
  const placedSum = (g: number) => [0, 1].reduce((s, slot) => s + (model.placed.get(`${goods[g]}|${slot + 1}`) ?? 0), 0);
  const free = (g: number, l: number) => have(g, l) - (l === 0 ? placedSum(g) : 0);
  const expectRefusal = async (work: Promise<unknown>, refused: boolean) => {
    const outcome = await work.then(() => 'ok', (e) => e);
    if (refused) {
      expect(outcome).toBeInstanceOf(HttpError);
      expect([409, 422]).toContain((outcome as HttpError).status);
    } else {
      expect(outcome).toBe('ok');
    }
    return outcome === 'ok';
  };
  switch (o.kind) {
    case 'in':
      await inTrx(t, (lc) => stockIn(lc, { tanggal: '2026-11-10', loc: locations[o.l], doc, keterangan: 'masuk', contraAkunId: accounts.hutang, lines: [{ barang_id: goods[o.g], qty: o.qty, nilai: o.qty * o.unit }] }));
      model.qty.set(key(o.g, o.l), have(o.g, o.l) + o.qty);
      return;
    case 'out':
      if (await expectRefusal(inTrx(t, (lc) => stockOut(lc, { tanggal: '2026-11-10', loc: locations[o.l], doc, keterangan: 'keluar', contraAkunId: accounts.hpp, lines: [{ barang_id: goods[o.g], qty: o.qty }] })), free(o.g, o.l) < o.qty)) {
        model.qty.set(key(o.g, o.l), have(o.g, o.l) - o.qty);
      }
      return;
    case 'transfer': {
      const refused = o.from === o.to || free(o.g, o.from) < o.qty;
      if (await expectRefusal(inTrx(t, (lc) => stockTransfer(lc, { tanggal: '2026-11-10', from: locations[o.from], to: locations[o.to], doc, keterangan: 'pindah', lines: [{ barang_id: goods[o.g], qty: o.qty }] })), refused)) {
        model.qty.set(key(o.g, o.from), have(o.g, o.from) - o.qty);
        model.qty.set(key(o.g, o.to), have(o.g, o.to) + o.qty);
      }
      return;
    }
    case 'place':
    case 'unplace': {
      const slotKey = `${goods[o.g]}|${o.slot + 1}`;
      const inSlot = model.placed.get(slotKey) ?? 0;
      const refused = o.kind === 'place' ? free(o.g, 0) < o.qty : inSlot < o.qty;
      const slot = { tipe: 'palet' as const, id: o.slot + 1 };
      const move = o.kind === 'place' ? { to: slot } : { from: slot };
      if (await expectRefusal(inTrx(t, (lc) => movePlacement(lc, '2026-11-10', doc, [{ barang_id: goods[o.g], gudang_id: locations[0].gudang_id!, qty: o.qty, ...move }])), refused)) {
        model.placed.set(slotKey, inSlot + (o.kind === 'place' ? o.qty : -o.qty));
      }
      return;
    }
    case 'journal': {
      const j = await inTrx(t, (lc) => postJournal(lc, { tanggal: '2026-11-10', keterangan: 'beban', doc, lines: [{ akun_id: accounts.beban, debit: o.amount, kredit: 0 }, { akun_id: accounts.hutang, debit: 0, kredit: o.amount }] }));
      posted.push(j.id);
      return;
    }
    case 'reverse': {
      const id = posted.pop();
      if (id !== undefined) await inTrx(t, (lc) => reverseJournal(lc, id, '2026-11-11'));
    }
  }
}

describe('ledger invariants under random sequences', () => {
  it('balances equal their ledgers, nothing goes negative, placements fit, journals balance, stock value = inventory', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const model = await loadModel();
        const posted: number[] = [];
        for (const o of ops) await run(o, model, posted);
        const actual = await loadModel();
        for (const [k, q] of model.qty) expect(actual.qty.get(k) ?? 0, k).toBe(q);
        for (const [k, q] of model.placed) expect(actual.placed.get(k) ?? 0, k).toBe(q);
        const integrity = await checkIntegrity(t.database.db);
        expect(integrity.checks.filter((c) => !c.ok)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
