import { describe, expect, it } from 'vitest';
import { get, integritas, today, userOf } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('sales demo seed', () => {
  it('has sales in every payment type, one cancelled, one written off, and sales1’s sales of today on their open trip', async () => {
    const db = t.database.db;
    const types = await db.selectFrom('penjualan_bayar').select('tipe').where('sumber', '=', 'penjualan').groupBy('tipe').execute();
    expect(new Set(types.map((r) => r.tipe))).toEqual(new Set(['tunai', 'transfer', 'qris', 'giro', 'nota_putih']));
    const tunai = await db.selectFrom('penjualan_bayar').select((eb) => eb.fn.countAll().as('n')).where('tipe', '=', 'tunai').executeTakeFirstOrThrow();
    const transfer = await db.selectFrom('penjualan_bayar').select((eb) => eb.fn.countAll().as('n')).where('tipe', '=', 'transfer').executeTakeFirstOrThrow();
    expect(Number(tunai.n)).toBeGreaterThan(Number(transfer.n));
    const states = await db.selectFrom('penjualan').select(['status', (eb) => eb.fn.countAll().as('n')]).groupBy('status').execute();
    const byState = Object.fromEntries(states.map((s) => [s.status, Number(s.n)]));
    expect(byState).toMatchObject({ dibatalkan: 1, tak_tertagih: 1 });
    expect(byState.selesai).toBeGreaterThan(20);
    // Giro due around today: some already due, some not yet.
    const giro = await db.selectFrom('penjualan_bayar').select('giro_jatuh_tempo').where('tipe', '=', 'giro').execute();
    expect(giro.every((g) => typeof g.giro_jatuh_tempo === 'string')).toBe(true);
    // Credit stays within the customers' limits (the same rule as check-hutang).
    const sales1 = await userOf(t, 'sales1');
    const mine = (await get(t, 'sales1', `penjualan?tanggal=${today()}&perPage=100`)).json();
    expect(mine.total).toBeGreaterThan(0);
    const trip = await db.selectFrom('trip_kendaraan').select('id').where('karyawan_id', '=', Number(sales1.karyawan_id)).where('status', '=', 'buka').executeTakeFirstOrThrow();
    expect(mine.data.every((s: { karyawan_id: number; trip_kendaraan_id: number }) => s.karyawan_id === sales1.karyawan_id && s.trip_kendaraan_id === trip.id)).toBe(true);
    // sales2 sees none of sales1's.
    const theirs = (await get(t, 'sales2', 'penjualan?perPage=500')).json().data;
    expect(theirs.every((s: { karyawan_id: number }) => s.karyawan_id !== sales1.karyawan_id)).toBe(true);
    await integritas(t);
  });

  it('integritas finds a salesperson’s cash off its account, a vehicle off its trip, a sale whose payments do not add up', async () => {
    const db = t.database.db;
    const failing = async () => ((await get(t, 'admin', 'integritas')).json().checks as Array<{ name: string; ok: boolean }>).filter((c) => !c.ok).map((c) => c.name);
    const kas = await db.selectFrom('kas').select(['id', 'saldo']).where('kode', '=', 'KAS-S1').executeTakeFirstOrThrow();
    await db.updateTable('kas').set({ saldo: -1 }).where('id', '=', kas.id).execute();
    try {
      expect(await failing()).toContain('Kas sales tidak negatif dan sama dengan akunnya');
    } finally {
      await db.updateTable('kas').set({ saldo: kas.saldo }).where('id', '=', kas.id).execute();
    }
    const trip = await db.selectFrom('trip_kendaraan').select(['kendaraan_id']).where('status', '=', 'buka').executeTakeFirstOrThrow();
    const stok = await db.selectFrom('stok').select(['id', 'qty']).where('lokasi', '=', `K:${trip.kendaraan_id}`).where('qty', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('stok').set({ qty: Number(stok.qty) - 1 }).where('id', '=', stok.id).execute();
    try {
      expect(await failing()).toContain('Stok kendaraan sama dengan sisa trip yang berjalan');
    } finally {
      await db.updateTable('stok').set({ qty: stok.qty }).where('id', '=', stok.id).execute();
    }
    const pay = await db.selectFrom('penjualan_bayar').select(['id', 'jumlah']).where('status', '=', 'diterima').where('sumber', '=', 'penjualan').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('penjualan_bayar').set({ status: 'dibatalkan' }).where('id', '=', pay.id).execute();
    try {
      expect(await failing()).toEqual(['Pembayaran setiap penjualan selesai sama dengan totalnya']);
    } finally {
      await db.updateTable('penjualan_bayar').set({ status: 'diterima' }).where('id', '=', pay.id).execute();
    }
    expect(await failing()).toEqual([]);
  });
});
