/**
 * Every change of an employee's PTKP status is kept in `karyawan-ptkp` (issue 38): a new employee's status from their
 * first day, a change from the day it was recorded (finance can move the date on Riwayat Status PTKP). PPh 21 reads
 * the status of 1 January of the tax year from this history (pajak-karyawan.ts).
 */
import { todayJakarta } from '../../../common/format.js';
import type { ResourceHooks } from '../../core/hooks.js';
import { nowIso } from '../../core/context.js';
import type { Db } from '../../db/connection.js';

type Row = Record<string, unknown>;
const day = (v: unknown) => (v ? String(v).slice(0, 10) : null);

async function hasHistory(trx: Db, karyawanId: number): Promise<boolean> {
  return Boolean(await trx.selectFrom('karyawan_ptkp').select('id').where('karyawan_id', '=', karyawanId).limit(1).executeTakeFirst());
}

async function record(trx: Db, at: string, userId: unknown, row: Row): Promise<void> {
  await trx.insertInto('karyawan_ptkp').values({ ...row, created_at: at, updated_at: at, created_by: userId ?? null, updated_by: userId ?? null }).execute();
}

export const karyawanPtkpHooks: ResourceHooks = {
  // An employee from before the history was kept: their old status is written first, from their first day.
  async beforeSave({ trx, ctx, values, existing }) {
    if (!existing || values.status_ptkp === undefined || values.status_ptkp === existing.status_ptkp || !existing.status_ptkp) return;
    if (await hasHistory(trx, Number(existing.id))) return;
    await record(trx, nowIso(ctx), null, {
      karyawan_id: Number(existing.id), berlaku_mulai: day(existing.tanggal_masuk) ?? '2000-01-01', status_ptkp: existing.status_ptkp, keterangan: 'Status sebelum riwayat dicatat',
    });
  },
  async afterWrite({ trx, ctx, id }) {
    const k = await trx.selectFrom('karyawan').select(['status_ptkp', 'tanggal_masuk', 'updated_by']).where('id', '=', id).executeTakeFirst();
    if (!k?.status_ptkp) return;
    const last = await trx.selectFrom('karyawan_ptkp').select(['status_ptkp', 'berlaku_mulai']).where('karyawan_id', '=', id)
      .orderBy('berlaku_mulai', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (last?.status_ptkp === k.status_ptkp) return;
    const today = todayJakarta(ctx.now());
    const mulai = last ? today : (day(k.tanggal_masuk) ?? today);
    // A second change on the day of the last one (or before a row dated ahead): that row takes the new status.
    if (last && day(last.berlaku_mulai)! >= mulai) {
      await trx.updateTable('karyawan_ptkp').set({ status_ptkp: k.status_ptkp, updated_at: nowIso(ctx) }).where('karyawan_id', '=', id).where('berlaku_mulai', '=', last.berlaku_mulai as string).execute();
      return;
    }
    await record(trx, nowIso(ctx), k.updated_by, { karyawan_id: id, berlaku_mulai: mulai, status_ptkp: k.status_ptkp, keterangan: last ? `Diubah dari ${last.status_ptkp}` : 'Status saat mulai bekerja' });
  },
};
