/**
 * Overdue loan reminders: a loan still out after its due date (Batas Kembali, Asia/Jakarta) tells the borrower and
 * the asset admins, once (the loan remembers when; a new due date is reminded again). The running server checks
 * every hour (`loanReminderJob`, through the central scheduler); a check is one query and one transaction.
 */
import { formatDate, todayJakarta } from '../../../common/format.js';
import type { AppContext } from '../../core/context.js';
import { nowIso } from '../../core/context.js';
import { notifyUsers } from '../../core/notify.js';
import { activeRecipients } from '../../core/recipients.js';
import { inTransaction } from '../../core/transaction.js';
import type { ScheduledJob } from '../../core/scheduler.js';

const HOUR = 60 * 60 * 1000;

/** Tells each overdue loan's borrower and the asset admins, once; answers how many loans were reminded. */
export async function remindOverdueLoans(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (trx) => {
    const at = nowIso(ctx);
    const today = todayJakarta(ctx.now());
    const overdue = await trx.selectFrom('asset_peminjaman').leftJoin('karyawan', 'karyawan.id', 'asset_peminjaman.karyawan_id')
      .select(['asset_peminjaman.id', 'asset_peminjaman.nomor', 'asset_peminjaman.karyawan_id', 'asset_peminjaman.jatuh_tempo', 'asset_peminjaman.belum_kembali', 'karyawan.nama_lengkap'])
      .where('asset_peminjaman.status', '=', 'dipinjam').where('asset_peminjaman.jatuh_tempo', '<', today).where('asset_peminjaman.diingatkan_pada', 'is', null)
      .orderBy('asset_peminjaman.id').execute();
    if (overdue.length === 0) return 0;
    const { ofLevel, ofKaryawan } = await activeRecipients(trx);
    const admins = ofLevel('asset_admin');
    for (const p of overdue) {
      const borrowers = ofKaryawan(p.karyawan_id);
      const pesan = `Peminjaman aset ${p.nomor} (${p.nama_lengkap ?? 'peminjam'}, ${p.belum_kembali} aset) melewati batas kembali ${formatDate(String(p.jatuh_tempo))}; segera kembalikan`;
      await notifyUsers(trx, [...admins, ...borrowers], { judul: 'Peminjaman aset terlambat', pesan, url: `/asset-peminjaman/${p.id}/show`, resource: 'asset-peminjaman', record_id: Number(p.id) }, at);
    }
    await trx.updateTable('asset_peminjaman').set({ diingatkan_pada: at }).where('id', 'in', overdue.map((p) => Number(p.id))).execute();
    return overdue.length;
  });
}

/** The running server's hourly check (main.ts), stopped when the app closes. */
export const loanReminderJob: ScheduledJob = {
  name: 'pengingat-peminjaman-aset',
  everyMs: HOUR,
  run: (ctx) => remindOverdueLoans(ctx),
};
