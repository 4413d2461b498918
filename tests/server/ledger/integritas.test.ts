import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('GET /api/integritas', () => {
  it('is ok right after the demo seed, which opened the books and the stock through the ledger', async () => {
    const res = await t.call('finance', { method: 'GET', url: '/api/integritas' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(body.ok).toBe(true);
    expect(body.checks.map((c: { name: string }) => c.name)).toEqual([
      'Saldo stok sama dengan jumlah kartu stok', 'Tidak ada saldo stok negatif', 'Penempatan tidak melebihi stok gudang',
      'Setiap jurnal seimbang', 'Neraca saldo seimbang dan saldo akun sesuai jurnal', 'Nilai persediaan sama dengan saldo akun persediaan',
      'Barang dalam perjalanan hanya pada mutasi yang sedang dikirim', 'Hutang konsumen sama dengan saldo akun piutang',
      'Hutang supplier sama dengan sisa hutang pembelian', 'Uang muka dan hutang reimburse BOP sama dengan BOP yang terbuka',
      'Kas sales tidak negatif dan sama dengan akunnya', 'Stok kendaraan sama dengan sisa trip yang berjalan', 'Pembayaran setiap penjualan selesai sama dengan totalnya',
      'Trip selesai: seluruh uangnya sudah dalam setoran yang disetujui', 'Akun aset tetap dan akumulasi penyusutan sama dengan register aset', 'Saldo akun per bulan sama dengan jumlah baris jurnal',
      'Saldo akun per hari sama dengan baris jurnal',
    ]);
    const stockValue = body.checks[5].detail as string;
    expect(stockValue).toMatch(/^nilai stok Rp\. [\d.]+, akun persediaan Rp\. [\d.]+$/);
    expect(stockValue).not.toBe('nilai stok Rp. 0, akun persediaan Rp. 0');
  });

  it('is for admin, owner and finance only', async () => {
    expect((await t.call('owner', { method: 'GET', url: '/api/integritas' })).statusCode).toBe(200);
    expect((await t.call('admin', { method: 'GET', url: '/api/integritas' })).statusCode).toBe(200);
    expect((await t.call('gm', { method: 'GET', url: '/api/integritas' })).statusCode).toBe(403);
    expect((await t.call('sales1', { method: 'GET', url: '/api/integritas' })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/integritas' })).statusCode).toBe(401);
  });

  it('finds a balance changed behind the ledger’s back', async () => {
    const row = await t.database.db.selectFrom('stok').select(['id', 'qty']).orderBy('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('stok').set({ qty: Number(row.qty) + 1 }).where('id', '=', row.id).execute();
    await t.database.db.updateTable('akun').set({ saldo: sql`saldo + 1` }).where('kode', '=', '1-1120').execute();
    const body = (await t.call('finance', { method: 'GET', url: '/api/integritas' })).json();
    expect(body.ok).toBe(false);
    const failed = body.checks.filter((c: { ok: boolean }) => !c.ok).map((c: { name: string }) => c.name);
    // 1-1120 is Kas Sales Budi (jenis kas_sales): a salesperson's box no longer equal to its account fails its own check too.
    expect(failed).toEqual(['Saldo stok sama dengan jumlah kartu stok', 'Neraca saldo seimbang dan saldo akun sesuai jurnal', 'Kas sales tidak negatif dan sama dengan akunnya']);
    await t.database.db.updateTable('stok').set({ qty: row.qty }).where('id', '=', row.id).execute();
    await t.database.db.updateTable('akun').set({ saldo: sql`saldo - 1` }).where('kode', '=', '1-1120').execute();
  });

  it('finds a day balance or line count that no longer matches the journal lines', async () => {
    const day = await t.database.db.selectFrom('saldo_akun_hari').select(['akun_id', 'tanggal']).orderBy('akun_id').orderBy('tanggal').executeTakeFirstOrThrow();
    await t.database.db.updateTable('saldo_akun_hari').set({ baris: sql`baris + 1` }).where('akun_id', '=', day.akun_id).where('tanggal', '=', day.tanggal).execute();
    const body = (await t.call('finance', { method: 'GET', url: '/api/integritas' })).json();
    const failed = body.checks.filter((c: { ok: boolean }) => !c.ok);
    expect(failed.map((c: { name: string }) => c.name)).toEqual(['Saldo akun per hari sama dengan baris jurnal']);
    expect(failed[0].detail).toContain(`${day.tanggal}: tersimpan`);
    await t.database.db.updateTable('saldo_akun_hari').set({ baris: sql`baris - 1` }).where('akun_id', '=', day.akun_id).where('tanggal', '=', day.tanggal).execute();
    expect((await t.call('finance', { method: 'GET', url: '/api/integritas' })).json().ok).toBe(true);
  });

  it('finds goods left in transit on a mutation that is no longer on its way', async () => {
    const m = await t.database.db.selectFrom('gudang_mutasi').select(['id', 'status']).where('status', '=', 'dikirim').orderBy('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('gudang_mutasi').set({ status: 'diterima' }).where('id', '=', m.id).execute();
    try {
      const body = (await t.call('finance', { method: 'GET', url: '/api/integritas' })).json();
      const failed = body.checks.filter((c: { ok: boolean }) => !c.ok);
      expect(failed.map((c: { name: string }) => c.name)).toEqual(['Barang dalam perjalanan hanya pada mutasi yang sedang dikirim']);
      expect(failed[0].detail).toContain(`di T:${m.id}`);
    } finally {
      await t.database.db.updateTable('gudang_mutasi').set({ status: m.status }).where('id', '=', m.id).execute();
    }
    expect((await t.call('finance', { method: 'GET', url: '/api/integritas' })).json().ok).toBe(true);
  });

  it('finds a customer debt that no longer matches the receivables account', async () => {
    const h = await t.database.db.selectFrom('hutang').select(['id', 'sisa']).orderBy('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('hutang').set({ sisa: Number(h.sisa) - 1 }).where('id', '=', h.id).execute();
    try {
      const failed = (await t.call('finance', { method: 'GET', url: '/api/integritas' })).json().checks.filter((c: { ok: boolean }) => !c.ok);
      expect(failed.map((c: { name: string }) => c.name)).toEqual(['Hutang konsumen sama dengan saldo akun piutang']);
    } finally {
      await t.database.db.updateTable('hutang').set({ sisa: h.sisa }).where('id', '=', h.id).execute();
    }
    expect((await t.call('finance', { method: 'GET', url: '/api/integritas' })).json().ok).toBe(true);
  });

  it('ledger tables are append-only in the database itself', async () => {
    const card = await t.database.db.selectFrom('stok_ledger').select('id').orderBy('id').executeTakeFirstOrThrow();
    const line = await t.database.db.selectFrom('jurnal_rincian').select('id').orderBy('id').executeTakeFirstOrThrow();
    await expect(t.database.db.updateTable('stok_ledger').set({ qty: 0 }).where('id', '=', card.id).execute()).rejects.toThrow(/append-only/);
    await expect(t.database.db.deleteFrom('jurnal_rincian').where('id', '=', line.id).execute()).rejects.toThrow(/append-only/);
  });
});
