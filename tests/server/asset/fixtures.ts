import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';
import { poster } from '../support/test-app.js';

type Row = Record<string, unknown>;
let seq = 0;

export { poster };

export async function akunId(t: TestApp, kode: string): Promise<number> {
  return Number((await t.database.db.selectFrom('akun').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id);
}

export async function saldo(t: TestApp, kode: string): Promise<number> {
  return Number((await t.database.db.selectFrom('akun').select('saldo').where('kode', '=', kode).executeTakeFirstOrThrow()).saldo);
}

/** A category of the asset admin posting to the register's office-equipment accounts, `umur` months. */
export async function category(t: TestApp, umur = 12): Promise<{ id: number; kode: string }> {
  seq += 1;
  const kode = `UJ${seq}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const res = await poster(t).post('aset', '/input/asset-kategori', {
    kode, nama: `Kategori Uji ${seq}`, umur_bulan: umur, metode: 'garis_lurus',
    akun_aset_id: await akunId(t, '1-2610'), akun_akumulasi_id: await akunId(t, '1-2910'), akun_beban_id: await akunId(t, '6-1800'),
    akun_laba_id: await akunId(t, '7-1200'), akun_rugi_id: await akunId(t, '8-1200'), interval_audit_hari: 90,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, kode };
}

/** An asset registered by the asset admin, paid against opening equity (3-1900) unless told. */
export async function asset(t: TestApp, body: Row & { asset_kategori_id: number }): Promise<Row> {
  const res = await poster(t).post('aset', '/input/asset', {
    nama: 'Laptop Uji', tanggal_perolehan: '2026-01-15', harga_perolehan: 12_000_000, nilai_sisa: 0, akun_sumber_id: await akunId(t, '3-1900'), kondisi: 'baik', ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Row;
}
