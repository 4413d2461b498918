import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';
import { todayJakarta } from '../../../common/format.js';

type Row = Record<string, unknown>;

/** Demo goods sold in a larger unit (dus/pak), with that unit and its factor. */
export async function goodsWithUnit(t: TestApp, skip = 0): Promise<{ barang_id: number; satuan_id: number; faktor: number; dasar_id: number; nama: string }> {
  const r = await t.database.db.selectFrom('barang_satuan').innerJoin('barang', 'barang.id', 'barang_satuan.barang_id')
    .select(['barang.id as barang_id', 'barang_satuan.satuan_id', 'barang_satuan.faktor', 'barang.satuan_id as dasar_id', 'barang.nama'])
    .where('barang.deleted_at', 'is', null).orderBy('barang.id').offset(skip).limit(1).executeTakeFirstOrThrow();
  return { barang_id: Number(r.barang_id), satuan_id: Number(r.satuan_id), faktor: Number(r.faktor), dasar_id: Number(r.dasar_id), nama: String(r.nama) };
}

export async function userGudang(t: TestApp, name = 'gudang'): Promise<number> {
  return Number((await t.database.db.selectFrom('users').select('gudang_id').where('email', '=', `${name}@niaga.local`).executeTakeFirstOrThrow()).gudang_id);
}

export async function otherGudang(t: TestApp): Promise<number> {
  const own = await userGudang(t);
  return Number((await t.database.db.selectFrom('gudang').select('id').where('id', '!=', own).orderBy('id').executeTakeFirstOrThrow()).id);
}

export async function anySupplier(t: TestApp): Promise<number> {
  return Number((await t.database.db.selectFrom('supplier').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
}

export async function stok(t: TestApp, barangId: number, lokasi: string): Promise<number> {
  const r = await t.database.db.selectFrom('stok').select('qty').where('barang_id', '=', barangId).where('lokasi', '=', lokasi).executeTakeFirst();
  return Number(r?.qty ?? 0);
}

export async function nilaiStok(t: TestApp, barangId: number): Promise<{ qty: number; nilai: number }> {
  const r = await t.database.db.selectFrom('stok_nilai').select(['qty', 'nilai']).where('barang_id', '=', barangId).executeTakeFirst();
  return { qty: Number(r?.qty ?? 0), nilai: Number(r?.nilai ?? 0) };
}

/** The balance of the account a posting setting names (`akun_persediaan_id`…), on its normal side. */
export async function saldoSetting(t: TestApp, key: string): Promise<number> {
  const s = await t.database.db.selectFrom('setting').selectAll().orderBy('id').executeTakeFirstOrThrow() as Row;
  return Number((await t.database.db.selectFrom('akun').select('saldo').where('id', '=', s[key] as number).executeTakeFirstOrThrow()).saldo);
}

export async function jurnalLines(t: TestApp, jurnalId: number): Promise<Array<{ akun_id: number; debit: number; kredit: number }>> {
  const rows = await t.database.db.selectFrom('jurnal_rincian').select(['akun_id', 'debit', 'kredit']).where('jurnal_id', '=', jurnalId).orderBy('id').execute();
  return rows.map((r) => ({ akun_id: Number(r.akun_id), debit: Number(r.debit), kredit: Number(r.kredit) }));
}

export async function settingId(t: TestApp, key: string): Promise<number> {
  const s = await t.database.db.selectFrom('setting').selectAll().orderBy('id').executeTakeFirstOrThrow() as Row;
  return Number(s[key]);
}

export async function setClosingDate(t: TestApp, tanggal: string | null): Promise<void> {
  await t.database.db.updateTable('setting').set({ tanggal_tutup_buku: tanggal }).execute();
}

export async function expectIntegrity(t: TestApp): Promise<void> {
  const res = await t.call('finance', { method: 'GET', url: '/api/integritas' });
  expect(res.json().checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
  expect(res.json().ok).toBe(true);
}

/** The business day (Asia/Jakarta), as the server and the seed date documents. */
export const today = () => todayJakarta();
