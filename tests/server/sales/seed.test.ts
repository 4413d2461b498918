import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import type { AppContext } from '../../../server/core/context.js';
import { seedReturns } from '../../../server/db/seed/retur-sales.js';
import { completedSale, customerOf, get, integritasOk, openTripFor, today, vehicleGoods } from '../retur-konsumen/fixtures.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('demo: targets and customer returns', () => {
  it('every salesperson has targets for last month and this month', async () => {
    const month = today().slice(0, 7);
    const [y, m] = month.split('-').map(Number);
    const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    for (const periode of [last, month]) {
      const rows = (await get(t, 'gm', `pencapaian?periode=${periode}`)).json().data as Array<{ target_sales_id: number | null; target_penjualan: number }>;
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((r) => r.target_sales_id !== null && r.target_penjualan > 0)).toBe(true);
    }
    // a salesperson sees their own targets only
    const own = (await get(t, 'sales1', 'target-sales')).json();
    expect(own.total).toBe(2);
  });

  it('returns of completed sales are left in every state through the step handlers, and the books stay whole', async () => {
    const trip = await openTripFor(t, 'sales1');
    const goods = await vehicleGoods(t, Number(trip.kendaraan_id), 2, 12);
    expect(goods).toHaveLength(2);
    const k = await customerOf(t, 'sales1');
    for (let i = 0; i < 5; i += 1) {
      await completedSale(t, 'sales1', k.id, goods.map((g) => ({ barang_id: g.barang_id, qty: 2, harga: 7_500 })), i % 2 === 0 ? 30_000 : 0);
    }
    const base = { kind: t.database.kind, registry: t.registry, now: () => new Date(), history: true } as AppContext;
    const made = await t.database.db.transaction().execute((trx) => seedReturns(trx, base, new Date().toISOString()));
    expect(made).toBe(5);
    const rows = await t.database.db.selectFrom('retur_konsumen').selectAll().execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['checkout', 'dibatalkan', 'dilaporkan', 'disetujui', 'draft']);
    const approved = rows.find((r) => r.status === 'disetujui')!;
    expect(approved).toMatchObject({ jurnal_id: expect.any(Number), total: 15_000 });
    expect(Number(approved.potong_piutang) + Number(approved.dibayar_tunai)).toBe(15_000);
    const list = (await get(t, 'finance', 'retur-approve')).json();
    expect(list.total).toBe(1);
    await integritasOk(t);
  });
});
