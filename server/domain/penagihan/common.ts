import { findResource } from '../../../common/registry.js';
import { kasRefused } from '../../../common/kas.js';
import { levelIsAny } from '../../../common/levels.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { forbidden, unprocessable } from '../../core/errors.js';
import { conflict } from '../../core/errors.js';
import { visibleRows } from '../../core/records.js';
import type { Db } from '../../db/connection.js';
import { KEUANGAN } from '../../../resources/penjualan.js';

export type Row = Record<string, unknown>;

/** Finance levels only (clearing giro, receiving and approving deposits): 403 for the others. */
export function requireKeuangan(user: AuthUser, what: string): void {
  if (!levelIsAny(user.level_name, KEUANGAN)) throw forbidden(`${what} hanya dapat dilakukan oleh Finance, Owner, General Manager atau Admin`);
}

export interface KasRow { id: number; kode: string; nama: string; jenis: string; akun_id: number; karyawan_id: number | null; aktif: number | boolean }

export async function kasById(trx: Db, id: number): Promise<KasRow | undefined> {
  return await trx.selectFrom('kas').select(['id', 'kode', 'nama', 'jenis', 'akun_id', 'karyawan_id', 'aktif'])
    .where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst() as KasRow | undefined;
}

/** A kas the user may see (a salesperson only their own; `null`: any), active and of one of `jenis`; else 422 on `field`. */
export async function pickKas(trx: Db, ctx: AppContext, user: AuthUser | null, id: number, jenis: readonly string[], field = 'kas_id'): Promise<KasRow> {
  const def = findResource(ctx.registry, 'kas')!;
  const row = await visibleRows(trx, def, { user, registry: ctx.registry }).select(['kas.id', 'kas.kode', 'kas.nama', 'kas.jenis', 'kas.akun_id', 'kas.karyawan_id', 'kas.aktif'])
    .where('kas.id', '=', id).executeTakeFirst() as KasRow | undefined;
  if (!row) throw unprocessable({ [field]: ['Kas tidak ditemukan'] });
  if (!row.aktif) throw unprocessable({ [field]: [`Kas ${row.nama} tidak aktif`] });
  if (!jenis.includes(row.jenis)) throw unprocessable({ [field]: [kasRefused(row.nama, row.jenis, jenis)] });
  return row;
}

/** The salesperson's own cash box (kas.karyawan_id, jenis kas_sales, aktif); none → 409. */
export async function salesKas(trx: Db, karyawanId: number): Promise<KasRow> {
  const row = await trx.selectFrom('kas').select(['id', 'kode', 'nama', 'jenis', 'akun_id', 'karyawan_id', 'aktif'])
    .where('karyawan_id', '=', karyawanId).where('jenis', '=', 'kas_sales').where('aktif', '=', 1).where('deleted_at', 'is', null)
    .orderBy('id').executeTakeFirst() as KasRow | undefined;
  if (!row) {
    const k = await trx.selectFrom('karyawan').select('nama_lengkap').where('id', '=', karyawanId).executeTakeFirst();
    throw conflict(`Sales ${k?.nama_lengkap ?? karyawanId} belum punya kas sales (pegangan); buat di Kas & Bank dengan jenis Kas Sales`);
  }
  return row;
}

/** The salesperson's open trip, if any (payments and deposits may be tied to it). */
export async function openTripOfSales(trx: Db, karyawanId: number | null): Promise<number | null> {
  if (!karyawanId) return null;
  const t = await trx.selectFrom('trip_kendaraan').select('id').where('karyawan_id', '=', karyawanId).where('status', '=', 'buka').orderBy('id', 'desc').executeTakeFirst();
  return t ? Number(t.id) : null;
}
