/**
 * Vehicle reminders: an inspection overdue (no finished inspection within CEKLIST_INTERVAL_HARI days) and an STNK or
 * KIR falling due within PENGINGAT_HARI days (or already past) are told to the GM-level users and to the
 * salespeople whose routes use the vehicle, through the notification service, at most once a day per vehicle and
 * subject. A listening server runs them at start and every six hours (`vehicleReminderJob`, once across the cluster).
 */
import { addDays, formatDate, todayJakarta } from '../../../common/format.js';
import { CEKLIST_INTERVAL_HARI, PENGINGAT_HARI } from '../../../resources/armada/ceklist.js';
import type { Db } from '../../db/connection.js';
import { notifyUsers } from '../../core/notify.js';
import { activeRecipients } from '../../core/recipients.js';
import type { ScheduledJob } from '../../core/scheduler.js';

const EVERY_MS = 6 * 60 * 60 * 1000;

interface Reminder { kendaraanId: number; judul: string; pesan: string }

/** The day's reminders of every active vehicle, each sent once a day; answers how many were new. */
export async function remindVehicles(db: Db, now: Date): Promise<number> {
  const today = todayJakarta(now);
  const soon = addDays(today, PENGINGAT_HARI);
  const vehicles = await db.selectFrom('kendaraan').select(['id', 'no_polisi', 'stnk_jatuh_tempo', 'kir_jatuh_tempo'])
    .select((eb) => eb.selectFrom('kendaraan_ceklist').select((e) => e.fn.max('tanggal').as('t')).whereRef('kendaraan_ceklist.kendaraan_id', '=', 'kendaraan.id')
      .where('kendaraan_ceklist.status', '=', 'selesai').as('terakhir'))
    .where('deleted_at', 'is', null).where('aktif', '=', 1).execute();
  const reminders: Reminder[] = [];
  for (const v of vehicles) {
    const plate = String(v.no_polisi);
    const last = v.terakhir as string | null;
    if (!last || last < addDays(today, -CEKLIST_INTERVAL_HARI)) {
      reminders.push({ kendaraanId: Number(v.id), judul: 'Ceklist kendaraan terlambat', pesan: `${plate}: ${last ? `ceklist terakhir ${formatDate(last)}` : 'belum pernah diceklist'}; lakukan ceklist (tiap ${CEKLIST_INTERVAL_HARI} hari)` });
    }
    for (const [key, label] of [['stnk_jatuh_tempo', 'STNK'], ['kir_jatuh_tempo', 'KIR']] as const) {
      const due = v[key] as string | null;
      if (due && due <= soon) {
        reminders.push({ kendaraanId: Number(v.id), judul: `${label} kendaraan jatuh tempo`, pesan: `${label} ${plate} ${due < today ? 'sudah lewat jatuh tempo' : 'jatuh tempo'} ${formatDate(due)}` });
      }
    }
  }
  if (reminders.length === 0) return 0;
  const { users, ofLevel } = await activeRecipients(db);
  const gm = ofLevel('gm');
  const routes = await db.selectFrom('gudang_sales_rute').select(['kendaraan_id', 'karyawan_id']).execute();
  const userOfKaryawan = new Map(users.filter((u) => u.karyawan_id !== null).map((u) => [Number(u.karyawan_id), Number(u.id)]));
  const salesOf = (kendaraanId: number) => routes.filter((r) => Number(r.kendaraan_id) === kendaraanId).map((r) => userOfKaryawan.get(Number(r.karyawan_id))).filter((x): x is number => x !== undefined);
  const startOfDay = new Date(`${today}T00:00:00+07:00`).toISOString();
  const sent = await db.selectFrom('notifikasi').select(['user_id', 'record_id', 'judul']).where('resource', '=', 'kendaraan').where('created_at', '>=', startOfDay).execute();
  const seen = new Set(sent.map((s) => `${s.user_id}|${s.record_id}|${s.judul}`));
  let fresh = 0;
  const at = now.toISOString();
  for (const r of reminders) {
    const to = [...new Set([...gm, ...salesOf(r.kendaraanId)])].filter((u) => !seen.has(`${u}|${r.kendaraanId}|${r.judul}`));
    if (to.length === 0) continue;
    await notifyUsers(db, to, { judul: r.judul, pesan: r.pesan, url: `/kendaraan/${r.kendaraanId}/show`, resource: 'kendaraan', record_id: r.kendaraanId }, at);
    fresh += to.length;
  }
  return fresh;
}

/** Every six hours, once across the cluster (its area manifest (`jobs`)). */
export const vehicleReminderJob: ScheduledJob = {
  name: 'pengingat-kendaraan',
  everyMs: EVERY_MS,
  run: (ctx) => remindVehicles(ctx.db, ctx.now()),
};
