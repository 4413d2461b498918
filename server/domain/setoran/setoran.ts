/**
 * Deposits (setoran): a salesperson hands over every payment they received and have not deposited yet (tunai,
 * transfer and QRIS, giro, nota putih), the cash counted by denomination. The payments are taken by one guarded update
 * (`setoran_id is null`), so two deposits never share one. Finance receives it, then approves it: the counted cash
 * moves from the salesperson's kas to company cash, a shortage or an excess to its own account.
 */
import { KAS_TUNAI_PERUSAHAAN } from '../../../common/kas.js';
import { findResource } from '../../../common/registry.js';
import { formatDate, formatMoney, todayJakarta } from '../../../common/format.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, forbidden, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { writeAudit } from '../../core/audit.js';
import { getRecord } from '../../core/records.js';
import { recordSaved } from '../../core/save.js';
import type { Db } from '../../db/connection.js';
import { postJournal, postingAccount, type JournalLine } from '../../ledger/index.js';
import { ledgerContext, stepPostingDate } from '../../core/ledger-context.js';
import { isSales } from '../../core/documents/access.js';
import { karyawanName } from '../../core/documents/names.js';
import { pickKas } from '../penagihan/services.js';
import type { Row } from '../../core/documents/row.js';
import { finishTripsOfDeposit } from '../kanvas/services.js';
import { stateOnly } from '../../core/steps.js';

export const SETORAN = 'STR';
export const TIPE = ['tunai', 'transfer', 'giro', 'nota_putih'] as const;
export type Tipe = (typeof TIPE)[number];

export interface DepositInput {
  tanggal?: string | null;
  karyawan_id?: number | null;
  trip_kendaraan_id?: number | null;
  keterangan?: string | null;
  pecahan?: Array<{ nominal: number; lembar: number }> | null;
}

export interface GroupEntry {
  id: number; tipe: string; nomor: string; tanggal: string; sumber: string; nominal: number; konsumen: string | null;
  penjualan_nomor: string | null; hutang_nomor: string | null; giro_nomor: string | null; giro_bank: string | null;
  giro_jatuh_tempo: string | null; giro_status: string | null; kas: string | null;
}
export type Groups = Record<Tipe, GroupEntry[]>;

function karyawanOf(user: AuthUser, sent: number | null | undefined): number {
  if (isSales(user)) {
    if (!user.karyawan_id) throw forbidden('Akun sales Anda belum terhubung dengan data karyawan');
    if (sent && sent !== user.karyawan_id) throw forbidden('Anda hanya dapat menyetor atas nama Anda sendiri');
    return user.karyawan_id;
  }
  if (!sent) throw unprocessable({ karyawan_id: ['Pilih sales yang menyetor'] });
  return sent;
}

function checkPecahan(pecahan: DepositInput['pecahan']): Array<{ nominal: number; lembar: number; subtotal: number }> {
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  const out = (pecahan ?? []).map((p, i) => {
    if (seen.has(p.nominal)) errors[`pecahan.${i}.nominal`] = [`Pecahan ${formatMoney(p.nominal)} tertulis dua kali`];
    seen.add(p.nominal);
    return { nominal: p.nominal, lembar: p.lembar, subtotal: p.nominal * p.lembar };
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  return out.filter((p) => p.lembar > 0);
}

/** The payments of a salesperson not deposited yet, as of `tanggal` (and one trip): the deposit's candidates. */
function pending(trx: Db, karyawanId: number, tanggal: string, tripId: number | null) {
  let q = trx.selectFrom('penjualan_bayar').where('setoran_id', 'is', null).where('karyawan_id', '=', karyawanId)
    .where('status', '=', 'diterima').where('tanggal', '<=', tanggal)
    .where((eb) => eb.or([eb('giro_status', 'is', null), eb('giro_status', '!=', 'ditolak')]));
  if (tripId) q = q.where('trip_kendaraan_id', '=', tripId);
  return q;
}

function paymentRows(db: Db) {
  return db.selectFrom('penjualan_bayar')
    .leftJoin('konsumen', 'konsumen.id', 'penjualan_bayar.konsumen_id')
    .leftJoin('penjualan', 'penjualan.id', 'penjualan_bayar.penjualan_id')
    .leftJoin('hutang', 'hutang.id', 'penjualan_bayar.hutang_id')
    .leftJoin('kas', 'kas.id', 'penjualan_bayar.kas_id')
    .select([
      'penjualan_bayar.id', 'penjualan_bayar.setoran_id', 'penjualan_bayar.nomor', 'penjualan_bayar.tanggal', 'penjualan_bayar.sumber', 'penjualan_bayar.tipe',
      'penjualan_bayar.jumlah', 'konsumen.nama as konsumen', 'penjualan.nomor as penjualan_nomor', 'hutang.nomor as hutang_nomor', 'penjualan_bayar.giro_nomor',
      'penjualan_bayar.giro_bank', 'penjualan_bayar.giro_jatuh_tempo', 'penjualan_bayar.giro_status', 'kas.nama as kas',
    ]);
}

const emptyGroups = (): Groups => ({ tunai: [], transfer: [], giro: [], nota_putih: [] });

/** QRIS sits in the transfer group: both are already in a bank, the salesperson hands over only the proof. */
const groupOfTipe = (tipe: string): Tipe => (tipe === 'qris' ? 'transfer' : tipe as Tipe);

function addToGroups(groups: Groups, r: Row): void {
  const group = groups[groupOfTipe(String(r.tipe))];
  if (!group) throw new Error(`Jenis bayar ${String(r.tipe)} tidak punya kelompok setoran`);
  group.push({
    id: Number(r.id), tipe: String(r.tipe), nomor: String(r.nomor), tanggal: String(r.tanggal), sumber: String(r.sumber), nominal: Number(r.jumlah),
    konsumen: (r.konsumen as string | null) ?? null, penjualan_nomor: (r.penjualan_nomor as string | null) ?? null, hutang_nomor: (r.hutang_nomor as string | null) ?? null,
    giro_nomor: (r.giro_nomor as string | null) ?? null, giro_bank: (r.giro_bank as string | null) ?? null,
    giro_jatuh_tempo: (r.giro_jatuh_tempo as string | null) ?? null, giro_status: (r.giro_status as string | null) ?? null, kas: (r.kas as string | null) ?? null,
  });
}

/** Payment rows as deposit groups (SPEC.md section 3: tunai, transfer, giro, nota_putih; each entry with `nominal`). */
export async function groupsOf(db: Db, where: { setoran_id: number } | { karyawan_id: number; tanggal: string; trip_kendaraan_id: number | null }): Promise<Groups> {
  let q = paymentRows(db);
  if ('setoran_id' in where) q = q.where('penjualan_bayar.setoran_id', '=', where.setoran_id);
  else {
    q = q.where('penjualan_bayar.setoran_id', 'is', null).where('penjualan_bayar.karyawan_id', '=', where.karyawan_id)
      .where('penjualan_bayar.status', '=', 'diterima').where('penjualan_bayar.tanggal', '<=', where.tanggal)
      .where((eb) => eb.or([eb('penjualan_bayar.giro_status', 'is', null), eb('penjualan_bayar.giro_status', '!=', 'ditolak')]));
    if (where.trip_kendaraan_id) q = q.where('penjualan_bayar.trip_kendaraan_id', '=', where.trip_kendaraan_id);
  }
  const groups = emptyGroups();
  for (const r of await q.orderBy('penjualan_bayar.tanggal').orderBy('penjualan_bayar.id').execute() as Row[]) addToGroups(groups, r);
  return groups;
}

/** The groups of several deposits in one query (a list page), by deposit id. */
export async function groupsOfDeposits(db: Db, ids: number[]): Promise<Map<number, Groups>> {
  const out = new Map(ids.map((id) => [id, emptyGroups()]));
  if (!ids.length) return out;
  const rows = await paymentRows(db).where('penjualan_bayar.setoran_id', 'in', ids)
    .orderBy('penjualan_bayar.tanggal').orderBy('penjualan_bayar.id').execute() as Row[];
  for (const r of rows) addToGroups(out.get(Number(r.setoran_id))!, r);
  return out;
}

export const totalsOf = (g: Groups) => Object.fromEntries(TIPE.map((t) => [t, g[t].reduce((s, e) => s + e.nominal, 0)])) as Record<Tipe, number>;

/**
 * A deposit of every payment of the salesperson not deposited yet (up to `tanggal`, optionally one trip), in the
 * caller's transaction. Nothing to deposit → 409; a concurrent deposit that took the payments first → 409.
 */
export async function createDeposit(trx: Db, ctx: AppContext, user: AuthUser, input: DepositInput): Promise<{ id: number; nomor: string }> {
  const karyawanId = karyawanOf(user, input.karyawan_id);
  const tanggal = input.tanggal ?? todayJakarta(ctx.now());
  const tripId = input.trip_kendaraan_id ?? null;
  if (tripId) {
    const trip = await trx.selectFrom('trip_kendaraan').select(['karyawan_id']).where('id', '=', tripId).executeTakeFirst();
    if (!trip || Number(trip.karyawan_id) !== karyawanId) throw unprocessable({ trip_kendaraan_id: ['Trip bukan milik sales ini'] });
  }
  const pecahan = checkPecahan(input.pecahan);
  const counted = pecahan.reduce((s, p) => s + p.subtotal, 0);
  if (!Number.isSafeInteger(counted)) throw unprocessable({ pecahan: ['Jumlah uang terlalu besar'] });
  const at = ctx.now().toISOString();
  const nomor = await nextDocNumber(trx, SETORAN, tanggal);
  const header = await trx.insertInto('setoran').values({
    nomor, tanggal, karyawan_id: karyawanId, trip_kendaraan_id: tripId, status: 'diajukan', tunai_sistem: 0, transfer_sistem: 0, giro_sistem: 0,
    nota_putih_sistem: 0, tunai_disetor: counted, selisih: 0, keterangan: input.keterangan ?? null,
    created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(header.id);
  // The take: only rows still free (setoran_id is null) are claimed; a concurrent deposit that committed first left none.
  const taken = await trx.updateTable('penjualan_bayar').set({ setoran_id: id })
    .where('id', 'in', pending(trx, karyawanId, tanggal, tripId).select('id'))
    .where('setoran_id', 'is', null).executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    throw conflict(`Tidak ada pembayaran ${await karyawanName(trx, karyawanId)} yang belum disetor sampai ${formatDate(tanggal)}${tripId ? ' pada trip ini' : ''}`);
  }
  const totals = totalsOf(await groupsOf(trx, { setoran_id: id }));
  await trx.updateTable('setoran').set({
    tunai_sistem: totals.tunai, transfer_sistem: totals.transfer, giro_sistem: totals.giro, nota_putih_sistem: totals.nota_putih, selisih: counted - totals.tunai,
  }).where('id', '=', id).execute();
  if (pecahan.length) {
    await trx.insertInto('setoran_pecahan').values(pecahan.map((p, i) => ({
      setoran_id: id, nominal: p.nominal, lembar: p.lembar, subtotal: p.subtotal, line_no: i + 1, created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
    }))).execute();
  }
  await recordSaved(trx, ctx, findResource(ctx.registry, 'setoran')!, id, user.id, null, at);
  return { id, nomor };
}

/** Deleting a deposit before finance received it frees its payments for the next one. */
export async function deleteDeposit(trx: Db, ctx: AppContext, user: AuthUser, record: Row): Promise<void> {
  const id = Number(record.id);
  if (record.status !== 'diajukan') {
    throw conflict(`Setoran ${record.nomor} berstatus ${record.status === 'diterima' ? 'Diterima' : 'Disetujui'}; hanya setoran Diajukan yang dapat dihapus`);
  }
  await trx.updateTable('penjualan_bayar').set({ setoran_id: null }).where('setoran_id', '=', id).execute();
  await trx.deleteFrom('setoran_pecahan').where('setoran_id', '=', id).execute();
  // Guarded: a receipt that committed first leaves nothing to delete, and the whole call rolls back.
  const gone = await trx.deleteFrom('setoran').where('id', '=', id).where('status', '=', 'diajukan').executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) throw conflict(`Setoran ${record.nomor} baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi`);
  await writeAudit(trx, { userId: user.id, action: 'delete', resource: 'setoran', recordId: id, before: record, at: ctx.now().toISOString() });
}

/**
 * Approval (`transaksi-setor-approve`, after the state moved to disetujui): Dr the chosen company cash by the
 * counted cash, Cr each salesperson cash account by the tunai it received, the difference to the shortage (Dr)
 * or excess (Cr) account. Transfer, giro and nota putih were posted when received; they are checked, not moved.
 */
export const approveDeposit: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const kas = await pickKas(trx, ctx, null, Number(input.kas_id), KAS_TUNAI_PERUSAHAAN);
  const id = Number(record.id);
  const perKas = await trx.selectFrom('penjualan_bayar').innerJoin('kas', 'kas.id', 'penjualan_bayar.kas_id')
    .select(['kas.akun_id', (eb) => eb.fn.sum<number>('penjualan_bayar.jumlah').as('jumlah')])
    .where('penjualan_bayar.setoran_id', '=', id).where('penjualan_bayar.tipe', '=', 'tunai').groupBy('kas.akun_id').orderBy('kas.akun_id').execute();
  const sistem = perKas.reduce((s, r) => s + Number(r.jumlah), 0);
  const disetor = Number(record.tunai_disetor);
  const selisih = disetor - sistem;
  const lines: JournalLine[] = [];
  if (disetor > 0) lines.push({ akun_id: kas.akun_id, debit: disetor, kredit: 0, keterangan: 'Uang setoran diterima' });
  if (selisih < 0) lines.push({ akun_id: await postingAccount(trx, 'akun_selisih_kurang_setoran_id'), debit: -selisih, kredit: 0, keterangan: 'Kurang setor' });
  for (const r of perKas) if (Number(r.jumlah) > 0) lines.push({ akun_id: Number(r.akun_id), debit: 0, kredit: Number(r.jumlah), keterangan: 'Tunai sales disetor' });
  if (selisih > 0) lines.push({ akun_id: await postingAccount(trx, 'akun_selisih_lebih_setoran_id'), debit: 0, kredit: selisih, keterangan: 'Lebih setor' });
  let jurnalId: number | null = null;
  // Posted on the deposit's date (or the step's tgl_posting), not the day of the click (issue 36).
  const tanggal = await stepPostingDate(ctx, trx, record.tanggal, input);
  if (lines.length >= 2) {
    const sales = await karyawanName(trx, Number(record.karyawan_id));
    const j = await postJournal(ledgerContext(ctx, trx, user), {
      tanggal,
      keterangan: `Setoran ${record.nomor} ${sales}${selisih ? ` (selisih ${formatMoney(selisih)})` : ''}`, doc: { tipe: 'setoran', id }, lines,
    });
    jurnalId = j.id;
  }
  // The trips it settles end on the deposit's posting date (or their unloading, when later), not the click's day.
  await finishTripsOfDeposit(trx, id, tanggal, ctx.now().toISOString(), user.id);
  return { jurnal_id: jurnalId, tunai_sistem: sistem, selisih, kas_id: kas.id };
};

/** Whether the employee holds a salesperson's login (their kas is sales cash, not company cash). */
export const setoranHooks: ResourceHooks = {
  async save({ trx, req, ctx, prepared }) {
    if (prepared.id) throw unprocessable({ id: ['Setoran tidak dapat diubah; hapus lalu setor ulang selama belum diterima'] });
    const v = prepared.values as DepositInput;
    const { id, nomor } = await createDeposit(trx, ctx, req.user!, { ...v, pecahan: (prepared.lines ?? []) as DepositInput['pecahan'] });
    const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'setoran')!, id, { user: null });
    return { data, created: true, message: `Setoran ${nomor} diajukan: tunai ${formatMoney(Number(data.tunai_disetor))} dari ${formatMoney(Number(data.tunai_sistem))}` };
  },
};

/** The deposit's step. */
export const setoranSteps: StepsByResource = { setoran: { approve: approveDeposit, terima: stateOnly } };
