/**
 * LPJ reminders: an advance paid more than the days set in Pengaturan (`bop_batas_lpj_hari`, 7 when unset) ago whose
 * LPJ is still not submitted tells the Finance users, and the holder, once (the BOP remembers when). The running
 * server checks every hour (`lpjReminderJob`, through the central scheduler); a check is one query and one transaction.
 */
import { formatDate, formatMoney } from '../../../common/format.js';
import type { AppContext } from '../../core/context.js';
import { nowIso } from '../../core/context.js';
import { notifyUsers } from '../../core/notify.js';
import { activeRecipients } from '../../core/recipients.js';
import { inTransaction } from '../../core/transaction.js';
import type { ScheduledJob } from '../../core/scheduler.js';
import { loadSettings } from '../../ledger/index.js';

const HOUR = 60 * 60 * 1000;

/** Tells finance (and each holder) about overdue LPJs not yet reminded; answers how many BOPs were reminded. */
export async function remindOverdueLpj(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (trx) => {
    const days = Number((await loadSettings(trx)).bop_batas_lpj_hari ?? 0) || 7;
    const at = nowIso(ctx);
    const cutoff = new Date(ctx.now().getTime() - days * 24 * HOUR).toISOString();
    const overdue = await trx.selectFrom('bop_ajuan').leftJoin('karyawan', 'karyawan.id', 'bop_ajuan.karyawan_id')
      .select(['bop_ajuan.id', 'bop_ajuan.nomor', 'bop_ajuan.karyawan_id', 'bop_ajuan.jumlah', 'bop_ajuan.dibayar_pada', 'karyawan.nama_lengkap'])
      .where('bop_ajuan.status', '=', 'dibayar').where('bop_ajuan.dibayar_pada', '<', cutoff).where('bop_ajuan.lpj_diingatkan_pada', 'is', null)
      .orderBy('bop_ajuan.id').execute();
    if (overdue.length === 0) return 0;
    const { ofLevel, ofKaryawan } = await activeRecipients(trx);
    const finance = ofLevel('finance');
    for (const b of overdue) {
      const holders = ofKaryawan(b.karyawan_id);
      const pesan = `LPJ BOP ${b.nomor} (${b.nama_lengkap ?? 'pemegang'}, uang muka ${formatMoney(Number(b.jumlah))}, dibayar ${formatDate(String(b.dibayar_pada))}) belum dilaporkan lebih dari ${days} hari`;
      await notifyUsers(trx, [...finance, ...holders], { judul: 'LPJ BOP terlambat', pesan, url: `/bop/${b.id}/show`, resource: 'bop-ajuan', record_id: Number(b.id) }, at);
    }
    await trx.updateTable('bop_ajuan').set({ lpj_diingatkan_pada: at }).where('id', 'in', overdue.map((b) => Number(b.id))).execute();
    return overdue.length;
  });
}

/** The hourly check, run once per hour across the cluster (its area manifest (`jobs`)). */
export const lpjReminderJob: ScheduledJob = {
  name: 'pengingat-lpj-bop',
  everyMs: HOUR,
  run: (ctx) => remindOverdueLpj(ctx),
};
