import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';
import { today } from '../gudang/fixtures.js';
import { poster } from '../support/test-app.js';

type Row = Record<string, unknown>;
export { today };

/** An account by its code (the standard chart). */
export async function akun(t: TestApp, kode: string): Promise<number> {
  return Number((await t.database.db.selectFrom('akun').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id);
}

/** The demo user's employee id. */
export async function karyawanOf(t: TestApp, user: string): Promise<number> {
  return Number((await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', `${user}@niaga.local`).executeTakeFirstOrThrow()).karyawan_id);
}

/** A company kas (no holder) with money in it, and a salesperson's kas. */
export async function kasPerusahaan(t: TestApp): Promise<{ id: number; akun_id: number; saldo: number }> {
  const r = await t.database.db.selectFrom('kas').select(['id', 'akun_id', 'saldo']).where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
  return { id: Number(r.id), akun_id: Number(r.akun_id), saldo: Number(r.saldo) };
}
export async function kasSales(t: TestApp): Promise<number> {
  return Number((await t.database.db.selectFrom('kas').select('id').where('jenis', '=', 'kas_sales').orderBy('kode').executeTakeFirstOrThrow()).id);
}

/** A BOP request by `user` with planned items (default 300.000 + 200.000). */
export async function ajuan(t: TestApp, user = 'sales1', items: number[] = [300_000, 200_000], extra: Row = {}): Promise<Row> {
  const res = await poster(t).post(user, '/input/bop-ajuan', {
    tanggal: today(), keperluan: 'Kunjungan toko wilayah timur', ...extra,
    rincian: items.map((jumlah, i) => ({ uraian: `Rencana ${i + 1}`, jumlah })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A BOP approved and paid by `approver` out of the company kas. */
export async function dibayar(t: TestApp, user = 'sales1', items?: number[], approver = 'finance', kasId?: number): Promise<Row> {
  const doc = await ajuan(t, user, items);
  const res = await poster(t).post(approver, '/bop-approve-ajuan', { id: doc.id, kas_id: kasId ?? (await kasPerusahaan(t)).id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** LPJ lines of `amounts` on expense account 6-1200 (fuel), written by `user`. */
export async function lpj(t: TestApp, bopId: unknown, amounts: number[], user = 'sales1'): Promise<void> {
  const akunId = await akun(t, '6-1200');
  for (const [i, jumlah] of amounts.entries()) {
    const res = await poster(t).post(user, '/input/bop-laporan', { bop_ajuan_id: bopId, tanggal: today(), uraian: `Biaya ${i + 1}`, akun_id: akunId, jumlah });
    expect(res.statusCode, res.body).toBe(201);
  }
}

export { poster };

export async function saldo(t: TestApp, kode: string): Promise<number> {
  return Number((await t.database.db.selectFrom('akun').select('saldo').where('kode', '=', kode).executeTakeFirstOrThrow()).saldo);
}
