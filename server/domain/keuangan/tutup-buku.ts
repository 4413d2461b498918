/**
 * Year-end closing (tutup buku tahunan, docs/ledgers.md "Year-end closing"): one closing journal (jurnal penutup,
 * source `tutup_buku`) dated 31 December moves every profit-and-loss account's balance of the year (the accounts Laba
 * Rugi reports: statement group of side `laba_rugi`) to Laba Ditahan (setting `akun_laba_ditahan_id`, 3-1200), and
 * the books close to that date (`tanggal_tutup_buku`). Laba Tahun Berjalan (3-1300) is not posted to: the Neraca
 * computes the current year's profit from the profit-and-loss accounts, so a balance there would count it twice.
 * The closing journal is the year's record (its number is the document number); it cannot be cancelled.
 */
import type { AppContext, AuthUser } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { writeAudit } from '../../core/audit.js';
import { notifyUsers, personName } from '../../core/notify.js';
import { activeRecipients } from '../../core/recipients.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { CLOSING_SOURCE, forgetSettings, loadSettings, PERIOD_TABLE, postJournal, postingAccount, type JournalLine } from '../../ledger/index.js';
import { formatDate, formatMoney, todayJakarta } from '../../../common/format.js';
import { loadChart } from '../laporan/services.js';
import { dueForDepreciation } from '../asset/services.js';

type Sums = Map<number, { debit: number; kredit: number }>;

export interface ClosedYear {
  tahun: number;
  tanggal: string;
  laba: number;
  jurnal_id: number;
  nomor: string;
  oleh: string | null;
  pada: string;
}

const yearEnd = (tahun: number) => `${tahun}-12-31`;

/** 422 unless `tahun` is a plausible year. */
export function checkYear(tahun: unknown): number {
  const n = typeof tahun === 'string' && /^\d+$/.test(tahun) ? Number(tahun) : tahun;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2000 || n > 2100) throw unprocessable({ tahun: ['Tahun harus angka 2000 sampai 2100'] });
  return n;
}

/** Debit and credit per account of the months `from`…`to` (YYYY-MM), from the kept month balances. */
async function monthSums(db: Db, from: string, to: string): Promise<Sums> {
  const rows = await db.selectFrom(PERIOD_TABLE).select(['akun_id', (eb) => eb.fn.sum<number>('debit').as('d'), (eb) => eb.fn.sum<number>('kredit').as('k')])
    .where('bulan', '>=', from).where('bulan', '<=', to).groupBy('akun_id').execute();
  return new Map(rows.map((r) => [Number(r.akun_id), { debit: Number(r.d ?? 0), kredit: Number(r.k ?? 0) }]));
}

/** The closing journal's lines for `tahun`: each profit-and-loss account's net of the year reversed, the profit to `labaDitahan`. */
export async function closingLines(db: Db, tahun: number, labaDitahan: number): Promise<{ lines: JournalLine[]; laba: number }> {
  const chart = (await loadChart(db)).filter((a) => a.side === 'laba_rugi');
  const sums = await monthSums(db, `${tahun}-01`, `${tahun}-12`);
  const lines: JournalLine[] = [];
  let laba = 0;
  for (const a of chart) {
    const s = sums.get(a.id);
    const net = s ? s.kredit - s.debit : 0;
    if (net === 0) continue;
    laba += net;
    lines.push({ akun_id: a.id, debit: net > 0 ? net : 0, kredit: net < 0 ? -net : 0, keterangan: `Penutupan ${a.kode} ${a.nama}` });
  }
  if (lines.length) lines.push({ akun_id: labaDitahan, debit: laba < 0 ? -laba : 0, kredit: laba > 0 ? laba : 0, keterangan: `${laba < 0 ? 'Rugi' : 'Laba'} tahun ${tahun}` });
  return { lines, laba };
}

/** The closed years, newest first: each posted closing journal with the profit it moved and who posted it. */
export async function closedYears(db: Db): Promise<ClosedYear[]> {
  const journals = await db.selectFrom('jurnal').select(['id', 'nomor', 'tanggal', 'created_by', 'created_at'])
    .where('sumber', '=', CLOSING_SOURCE).where('status', '=', 'posted').orderBy('tanggal', 'desc').execute();
  const out: ClosedYear[] = [];
  for (const j of journals) {
    // The profit moved is the last line's, on Laba Ditahan (credit a profit, debit a loss).
    const last = await db.selectFrom('jurnal_rincian').select(['debit', 'kredit']).where('jurnal_id', '=', j.id).orderBy('line_no', 'desc').limit(1).executeTakeFirst();
    out.push({
      tahun: Number(String(j.tanggal).slice(0, 4)), tanggal: String(j.tanggal), laba: last ? Number(last.kredit) - Number(last.debit) : 0,
      jurnal_id: Number(j.id), nomor: String(j.nomor), oleh: j.created_by ? await personName(db, Number(j.created_by)) : null, pada: String(j.created_at),
    });
  }
  return out;
}

/** Why `tahun` may not be closed now (409), or nothing. */
async function refusal(trx: Db, ctx: AppContext, tahun: number): Promise<string | null> {
  const closed = (await closedYears(trx)).find((c) => c.tahun === tahun);
  if (closed) return `Tahun ${tahun} sudah ditutup (${closed.nomor}, ${formatDate(closed.pada)})`;
  const today = todayJakarta(ctx.now());
  if (yearEnd(tahun) >= today) return `Tahun ${tahun} belum berakhir; tutup buku dapat dilakukan mulai ${formatDate(`${tahun + 1}-01-01`)}`;
  const closing = (await loadSettings(trx)).tanggal_tutup_buku as string | null | undefined;
  if (closing && closing >= yearEnd(tahun)) return `Buku sudah ditutup s.d. ${formatDate(closing)}; jurnal penutup tahun ${tahun} tidak dapat diposting`;
  // An earlier year with profit-and-loss activity still open must be closed first (its date would fall behind).
  const lastClosed = (await closedYears(trx)).map((c) => c.tahun).filter((y) => y < tahun).sort((a, b) => b - a)[0];
  const earlier = await monthSums(trx, lastClosed ? `${lastClosed + 1}-01` : '0000-00', `${tahun - 1}-12`);
  const pl = new Set((await loadChart(trx)).filter((a) => a.side === 'laba_rugi').map((a) => a.id));
  const open = [...earlier].some(([id, s]) => pl.has(id) && (s.debit !== 0 || s.kredit !== 0));
  if (open) return `Tahun sebelum ${tahun} masih memiliki pendapatan dan beban yang belum ditutup; tutup buku tahun sebelumnya dulu`;
  // Documents that would still post into the year: the fixed assets' depreciation up to December.
  const due = await dueForDepreciation(trx, `${tahun}-12`);
  if (due.length) return `Penyusutan aset s.d. Desember ${tahun} belum diposting (${due.length} aset); posting penyusutannya dulu`;
  return null;
}

/** What closing `tahun` would move, for the screen: its profit and, when it may not be closed now, why. */
export async function closingPreview(db: Db, ctx: AppContext, tahun: number): Promise<{ tahun: number; laba: number; alasan: string | null }> {
  const labaDitahan = Number((await loadSettings(db)).akun_laba_ditahan_id ?? 0);
  const { laba } = await closingLines(db, tahun, labaDitahan);
  return { tahun, laba, alasan: await refusal(db, ctx, tahun) };
}

/**
 * Closes `tahun` in the caller's transaction: posts its closing journal dated 31 December, sets the closing date to
 * it, writes an audit row and tells the other finance, owner and admin users. 422 a bad year; 409 a year closed
 * already, not ended, behind the closing date, after an earlier year still open, or with depreciation not posted.
 */
export async function closeYear(trx: Db, ctx: AppContext, user: AuthUser, input: { tahun: number }): Promise<ClosedYear> {
  const tahun = checkYear(input.tahun);
  const why = await refusal(trx, ctx, tahun);
  if (why) throw conflict(why);
  const labaDitahan = await postingAccount(trx, 'akun_laba_ditahan_id');
  const tanggal = yearEnd(tahun);
  const lc = ledgerContext(ctx, trx, user);
  const { lines, laba } = await closingLines(trx, tahun, labaDitahan);
  if (!lines.length) throw conflict(`Tahun ${tahun} tidak memiliki pendapatan atau beban untuk ditutup`);
  const jurnal = await postJournal(lc, { tanggal, keterangan: `Jurnal penutup tahun ${tahun}`, doc: { tipe: CLOSING_SOURCE, id: tahun }, lines });
  // Then the closing date, guarded: a second close of the same year running at once waits on this row, finds it
  // closed and rolls back with its journal.
  const claimed = await trx.updateTable('setting').set({ tanggal_tutup_buku: tanggal, updated_at: lc.at, updated_by: user.id })
    .where((eb) => eb.or([eb('tanggal_tutup_buku', 'is', null), eb('tanggal_tutup_buku', '<', tanggal)])).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict(`Tahun ${tahun} sedang atau sudah ditutup oleh proses lain`);
  forgetSettings(trx);
  await writeAudit(trx, { userId: user.id, action: 'tutup_buku', resource: 'tutup-buku', recordId: jurnal.id, after: { tahun, tanggal, laba, nomor: jurnal.nomor }, at: lc.at });
  const recipients = await activeRecipients(trx);
  const to = [...recipients.ofLevel('finance'), ...recipients.ofLevel('owner'), ...recipients.ofLevel('admin')].filter((id) => id !== user.id);
  const by = await personName(trx, user.id);
  await notifyUsers(trx, to, {
    judul: `Tutup buku tahun ${tahun}`, pesan: `Buku tahun ${tahun} ditutup${by ? ` oleh ${by}` : ''}: ${laba < 0 ? 'rugi' : 'laba'} ${formatMoney(Math.abs(laba))} dipindahkan ke Laba Ditahan (${jurnal.nomor})`,
    url: '/tutup-buku', resource: 'jurnal', record_id: jurnal.id,
  }, lc.at);
  return { tahun, tanggal, laba, jurnal_id: jurnal.id, nomor: jurnal.nomor, oleh: by, pada: lc.at };
}
