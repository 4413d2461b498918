import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../../server/core/context.js';
import { seedReturns } from '../../../server/domain/retur-konsumen/seed.js';
import { shippedRequest } from '../kanvas/fixtures.js';
import { completedSale, customerOf, get, integritasOk, openTripFor, today } from '../retur-konsumen/fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

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
    const inGudang = await t.database.db.selectFrom('stok').select('barang_id').where('lokasi', '=', `G:${trip.gudang_id}`).where('qty', '>=', 100).orderBy('barang_id').limit(2).execute();
    await shippedRequest(t, inGudang.map((g) => ({ barang_id: Number(g.barang_id), jumlah: 20 })));
    const k = await customerOf(t, 'sales1');
    const sales: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      sales.push((await completedSale(t, 'sales1', k.id, inGudang.map((g) => ({ barang_id: Number(g.barang_id), qty: 2, harga: 7_500 })), i % 2 === 0 ? 30_000 : 0)).id);
    }
    const waiting = (await get(t, 'finance', 'retur-approve')).json().total as number;
    const base = { kind: t.database.kind, registry: t.registry, now: () => new Date(), history: true, steps: t.app.ctx.steps } as AppContext;
    const made = await t.database.db.transaction().execute((trx) => seedReturns(trx, base, new Date().toISOString()));
    expect(made).toBeGreaterThanOrEqual(5);
    // the latest completed sales of sales1 are these: one return each, one per state
    const rows = await t.database.db.selectFrom('retur_konsumen').selectAll().where('penjualan_id', 'in', sales).execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['checkout', 'dibatalkan', 'dilaporkan', 'disetujui', 'draft']);
    const approved = rows.find((r) => r.status === 'disetujui')!;
    expect(approved).toMatchObject({ jurnal_id: expect.any(Number), total: 15_000 });
    expect(Number(approved.potong_piutang) + Number(approved.dibayar_tunai)).toBe(15_000);
    const list = (await get(t, 'finance', 'retur-approve')).json();
    expect(list.total).toBeGreaterThan(waiting);
    expect(list.data.map((r: { id: number }) => r.id)).toContain(Number(rows.find((r) => r.status === 'checkout')!.id));
    await integritasOk(t);
  });
});
