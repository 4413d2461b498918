import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';

export const post = (t: TestApp, user: string, url: string, payload: unknown) => t.call(user, { method: 'POST', url: `/api/${url}`, payload: payload as Record<string, unknown> });
export const get = (t: TestApp, user: string, url: string) => t.call(user, { method: 'GET', url: `/api/${url}` });

export async function userOf(t: TestApp, name: string) {
  return t.database.db.selectFrom('users').select(['id', 'karyawan_id']).where('email', '=', `${name}@niaga.local`).executeTakeFirstOrThrow();
}

export async function kas(t: TestApp, kode: string) {
  const r = await t.database.db.selectFrom('kas').select(['id', 'akun_id', 'saldo']).where('kode', '=', kode).executeTakeFirstOrThrow();
  return { id: Number(r.id), akun_id: Number(r.akun_id), saldo: Number(r.saldo) };
}

/** The balance of the account a settings key names. */
export async function saldoSetting(t: TestApp, key: string): Promise<number> {
  const s = await t.database.db.selectFrom('setting').selectAll().executeTakeFirstOrThrow() as Record<string, unknown>;
  const a = await t.database.db.selectFrom('akun').select('saldo').where('id', '=', Number(s[key])).executeTakeFirstOrThrow();
  return Number(a.saldo);
}

/** Open saldo-awal invoices of customers on `sales`'s routes, largest sisa first. */
export async function openInvoices(t: TestApp, sales: string) {
  const u = await userOf(t, sales);
  return t.database.db.selectFrom('hutang').innerJoin('konsumen', 'konsumen.id', 'hutang.konsumen_id').innerJoin('rute', 'rute.id', 'konsumen.rute_id')
    .select(['hutang.id', 'hutang.nomor', 'hutang.sisa', 'hutang.jumlah', 'hutang.konsumen_id', 'hutang.jatuh_tempo'])
    .where('rute.karyawan_id', '=', Number(u.karyawan_id)).where('hutang.sisa', '>', 0).orderBy('hutang.sisa', 'desc').orderBy('hutang.id').execute();
}

export async function sisa(t: TestApp, hutangId: number): Promise<number> {
  return Number((await t.database.db.selectFrom('hutang').select('sisa').where('id', '=', hutangId).executeTakeFirstOrThrow()).sisa);
}

/** A collection through the API, expected to succeed. */
export async function collect(t: TestApp, user: string, body: Record<string, unknown>) {
  const res = await post(t, user, 'input/penjualan-bayar', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export async function integritasOk(t: TestApp): Promise<void> {
  const body = (await get(t, 'finance', 'integritas')).json();
  expect(body.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
  expect(body.ok).toBe(true);
}
