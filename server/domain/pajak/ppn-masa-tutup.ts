/**
 * Closing a month's PPN (`POST /api/input/ppn-masa` {periode}, "Tutup Masa PPN"): in one transaction the month's
 * figures are taken (ppn-masa.ts), its creditable input tax is stamped credited (ppn-masukan.ts), and one journal on
 * the month's last day moves PPN Keluaran and PPN Masukan into Hutang PPN (due) or PPN Lebih Bayar (overpaid).
 * Refused for a month not yet ended, a month with tax invoices not uploaded, a month without PPN, and a second time.
 */
import type { Db } from '../../db/connection.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import type { ResourceHooks } from '../../core/hooks.js';
import { conflict } from '../../core/errors.js';
import { nowIso } from '../../core/context.js';
import { writeAudit } from '../../core/audit.js';
import { getRecord } from '../../core/records.js';
import { lastDay } from '../../core/reports/period.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { findResource } from '../../../common/registry.js';
import { formatDate, formatMoney, formatMonth, todayJakarta } from '../../../common/format.js';
import { postJournal, postingAccount, type JournalLine } from '../../ledger/index.js';
import { creditInputTax } from './ppn-masukan.js';
import { DOC_PPN_MASA, ppnMasa } from './ppn-masa.js';

export async function closePpnMasa(trx: Db, ctx: AppContext, user: AuthUser, periode: string, keterangan: string | null): Promise<number> {
  const name = formatMonth(periode);
  const end = lastDay(periode);
  if (end >= todayJakarta(ctx.now())) throw conflict(`Masa PPN ${name} belum berakhir; tutup setelah ${formatDate(end)}`);
  const done = await trx.selectFrom('ppn_masa').leftJoin('jurnal', 'jurnal.id', 'ppn_masa.jurnal_id').select(['ppn_masa.created_at', 'jurnal.nomor'])
    .where('ppn_masa.periode', '=', periode).executeTakeFirst();
  if (done) throw conflict(`Masa PPN ${name} sudah ditutup (jurnal ${String(done.nomor ?? '-')}); penutupan tidak dapat diulang`);
  const pending = await trx.selectFrom('faktur_pajak').select((eb) => eb.fn.countAll().as('n')).where('masa', '=', periode).where('status', '=', 'belum_diunggah').executeTakeFirst();
  if (Number(pending?.n ?? 0) > 0) throw conflict(`${Number(pending!.n)} faktur pajak masa ${name} belum diunggah ke Coretax: unggah dan tandai dulu di menu Faktur Pajak`);

  const figures = await ppnMasa(trx, periode);
  const credited = await creditInputTax(trx, periode);
  const keluaran = figures.keluaran;
  const masukan = credited.ppn;
  if (keluaran === 0 && masukan === 0) throw conflict(`Tidak ada PPN keluaran maupun masukan pada masa ${name}`);
  const diff = keluaran - masukan;
  const at = nowIso(ctx);
  const row = await trx.insertInto('ppn_masa').values({
    periode, tanggal: end, keluaran, masukan, masukan_jumlah: credited.count, masukan_dpp: credited.dpp, kurang_bayar: diff, keterangan,
    created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);

  const side = (akun_id: number, amount: number, keterangan: string): JournalLine =>
    (amount >= 0 ? { akun_id, debit: amount, kredit: 0, keterangan } : { akun_id, debit: 0, kredit: -amount, keterangan });
  const lines: JournalLine[] = [];
  if (keluaran !== 0) lines.push(side(await postingAccount(trx, 'akun_ppn_keluaran_id'), keluaran, 'PPN keluaran masa ini'));
  if (masukan !== 0) lines.push(side(await postingAccount(trx, 'akun_ppn_masukan_id'), -masukan, 'PPN masukan dikreditkan'));
  if (diff > 0) lines.push(side(await postingAccount(trx, 'akun_hutang_ppn_id'), -diff, 'PPN kurang bayar'));
  if (diff < 0) lines.push(side(await postingAccount(trx, 'akun_ppn_lebih_bayar_id'), -diff, 'PPN lebih bayar'));
  const jurnal = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal: end, keterangan: `Penutupan masa PPN ${name}: ${diff >= 0 ? `kurang bayar ${formatMoney(diff)}` : `lebih bayar ${formatMoney(-diff)}`}`,
    doc: { tipe: DOC_PPN_MASA, id, nomor: `PPN-${periode}` }, lines,
  });
  await trx.updateTable('ppn_masa').set({ jurnal_id: jurnal.id }).where('id', '=', id).execute();
  const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'ppn-masa')!, id, { user: null });
  await writeAudit(trx, { userId: user.id, action: 'create', resource: 'ppn-masa', recordId: id, after: data, at });
  return id;
}

export const ppnMasaHooks: ResourceHooks = {
  async save({ trx, req, ctx, prepared }) {
    if (prepared.id) throw conflict('Penutupan masa PPN tidak dapat diubah');
    const periode = String(prepared.values.periode);
    const id = await closePpnMasa(trx, ctx, req.user!, periode, (prepared.values.keterangan as string | null | undefined) ?? null);
    const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'ppn-masa')!, id, { user: null });
    const diff = Number(data.kurang_bayar);
    return {
      data, created: true,
      message: `Masa PPN ${formatMonth(periode)} ditutup: ${diff >= 0 ? `kurang bayar ${formatMoney(diff)}` : `lebih bayar ${formatMoney(-diff)}`}`,
    };
  },
};
