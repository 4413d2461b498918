/**
 * The BOP advance's steps and their journals (all through server/ledger, each in its step's transaction):
 * - approve (bop-approve-ajuan): Dr Uang Muka BOP / Cr the chosen company kas, the advance A;
 * - lapor (input/bop-lapor): Dr each LPJ line's expense account / Cr Uang Muka BOP min(S, A), and Cr Hutang
 *   Reimburse BOP S − A when more was spent: the company now owes the holder that (hutang-perusahaan);
 * - reimburse (bop-approve-reimburse): Dr Hutang Reimburse BOP / Cr company kas, S − A;
 * - pengembalian (bop-approve-pengembalian): finance confirms the holder returns A − S (no money moves yet);
 * - setor (bop-setor): Dr company kas / Cr Uang Muka BOP, A − S.
 * At the end Uang Muka BOP and Hutang Reimburse BOP hold nothing of the advance, and A = S + returned − reimbursed.
 */
import { KAS_PERUSAHAAN, kasRefused } from '../../../common/kas.js';
import { formatMoney } from '../../../common/format.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import type { StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import type { Db } from '../../db/connection.js';
import { postJournal, postingAccount, type JournalLine } from '../../ledger/index.js';
import { ledgerContext, stepPostingDate } from '../../core/ledger-context.js';
import { stateOnly } from '../../core/steps.js';

type Row = Record<string, unknown>;

/** An active Kas Besar, Kas Kecil or bank (not a salesperson's cash in hand, common/kas.ts), or a 422 on `field`. */
export async function companyKas(trx: Db, id: unknown, field: string): Promise<{ id: number; akun_id: number; nama: string }> {
  const kas = await trx.selectFrom('kas').select(['id', 'akun_id', 'jenis', 'aktif', 'nama']).where('id', '=', Number(id)).where('deleted_at', 'is', null).executeTakeFirst();
  if (!kas || !kas.aktif) throw unprocessable({ [field]: ['Kas tidak ditemukan atau tidak aktif'] });
  if (!(KAS_PERUSAHAAN as string[]).includes(String(kas.jenis))) throw unprocessable({ [field]: [kasRefused(String(kas.nama), kas.jenis, KAS_PERUSAHAAN)] });
  return { id: Number(kas.id), akun_id: Number(kas.akun_id), nama: String(kas.nama) };
}

/**
 * Each journal on its document's date (issue 36), or the step's tgl_posting: the advance on the request's date, the
 * LPJ on its last line's date, the settlement (reimburse, remainder deposited) on the LPJ's date.
 */
async function post(trx: Db, ctx: AppContext, user: AuthUser, record: Row, input: Row, documentDate: string, keterangan: string, lines: JournalLine[]): Promise<number> {
  const tanggal = await stepPostingDate(ctx, trx, documentDate, input);
  const j = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal, keterangan: `${keterangan} BOP ${record.nomor}`, doc: { tipe: 'bop-ajuan', id: Number(record.id), nomor: String(record.nomor) }, lines,
  });
  return j.id;
}

/** The date the LPJ was journalled on (the settlement's document date). */
async function lpjDate(trx: Db, record: Row): Promise<string> {
  const j = record.jurnal_lpj_id ? await trx.selectFrom('jurnal').select('tanggal').where('id', '=', Number(record.jurnal_lpj_id)).executeTakeFirst() : undefined;
  return String(j?.tanggal ?? record.tanggal).slice(0, 10);
}

/** The advance paid to the holder out of a company kas; the amount approved defaults to the planned total. */
export const approve: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const total = Number(record.total);
  if (total <= 0) throw unprocessable({ rincian: ['Ajuan BOP belum berisi rencana biaya'] });
  // The form's money input sends 0 when left empty: both mean the whole planned total.
  const jumlah = Number(input.jumlah ?? 0) === 0 ? total : Number(input.jumlah);
  if (jumlah > total) throw unprocessable({ jumlah: [`Jumlah disetujui tidak boleh melebihi rencana biaya ${formatMoney(total)}`] });
  const kas = await companyKas(trx, input.kas_id, 'kas_id');
  const uangMuka = await postingAccount(trx, 'akun_uang_muka_bop_id');
  const jurnalId = await post(trx, ctx, user, record, input, String(record.tanggal), 'Uang muka', [{ akun_id: uangMuka, debit: jumlah, kredit: 0 }, { akun_id: kas.akun_id, debit: 0, kredit: jumlah }]);
  return { jumlah, selisih: jumlah, jurnal_id: jurnalId };
};

/** The LPJ submitted: its lines' expenses journalled against the advance; selesai at once when they spend it exactly. */
export const lapor: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const lines = await trx.selectFrom('bop_laporan').select(['akun_id', 'jumlah', 'uraian', 'tanggal']).where('bop_ajuan_id', '=', Number(record.id)).orderBy('tanggal').orderBy('id').execute();
  if (lines.length === 0) throw unprocessable({ rincian: ['LPJ belum berisi rincian biaya; tambahkan rincian beserta buktinya'] });
  const spent = lines.reduce((s, l) => s + Number(l.jumlah), 0);
  const advance = Number(record.jumlah);
  const journal: JournalLine[] = lines.map((l) => ({ akun_id: Number(l.akun_id), debit: Number(l.jumlah), kredit: 0, keterangan: String(l.uraian) }));
  journal.push({ akun_id: await postingAccount(trx, 'akun_uang_muka_bop_id'), debit: 0, kredit: Math.min(spent, advance) });
  if (spent > advance) journal.push({ akun_id: await postingAccount(trx, 'akun_hutang_bop_id'), debit: 0, kredit: spent - advance });
  const lastLine = lines.map((l) => String(l.tanggal).slice(0, 10)).reduce((a, b) => (b > a ? b : a), String(record.tanggal).slice(0, 10));
  const jurnalId = await post(trx, ctx, user, record, input, lastLine, 'LPJ', journal);
  const penyelesaian = spent === advance ? 'pas' : spent > advance ? 'reimburse' : 'pengembalian';
  return { terpakai: spent, selisih: advance - spent, jurnal_lpj_id: jurnalId, penyelesaian, status: penyelesaian === 'pas' ? 'selesai' : 'dilaporkan' };
};

/** Spent more than the advance: the company pays the holder the difference. */
export const reimburse: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const owed = Number(record.terpakai) - Number(record.jumlah);
  if (owed <= 0) throw conflict(`BOP ${record.nomor} tidak memiliki kelebihan biaya untuk direimburse; sisa uang muka ${formatMoney(-owed)} harus dikembalikan`);
  const kas = await companyKas(trx, input.kas_reimburse_id, 'kas_reimburse_id');
  const jurnalId = await post(trx, ctx, user, record, input, await lpjDate(trx, record), 'Reimburse', [{ akun_id: await postingAccount(trx, 'akun_hutang_bop_id'), debit: owed, kredit: 0 }, { akun_id: kas.akun_id, debit: 0, kredit: owed }]);
  return { reimburse: owed, jurnal_selesai_id: jurnalId };
};

/** Spent less: finance confirms the remainder the holder returns (deposited by bop-setor). */
export const pengembalian: StepHandler = async ({ record }) => {
  const rest = Number(record.jumlah) - Number(record.terpakai);
  if (rest <= 0) throw conflict(`BOP ${record.nomor} tidak memiliki sisa uang muka untuk dikembalikan; kelebihan biaya ${formatMoney(-rest)} harus direimburse`);
};

/** The remainder deposited into a company kas: the advance is cleared. */
export const setor: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const rest = Number(record.jumlah) - Number(record.terpakai);
  const kas = await companyKas(trx, input.kas_setor_id, 'kas_setor_id');
  const jurnalId = await post(trx, ctx, user, record, input, await lpjDate(trx, record), 'Setoran sisa uang muka', [{ akun_id: kas.akun_id, debit: rest, kredit: 0 }, { akun_id: await postingAccount(trx, 'akun_uang_muka_bop_id'), debit: 0, kredit: rest }]);
  return { dikembalikan: rest, jurnal_selesai_id: jurnalId };
};

export const bopSteps = { approve, lapor, reimburse, pengembalian, setor, tolak: stateOnly };
