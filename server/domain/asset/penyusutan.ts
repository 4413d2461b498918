/**
 * Monthly depreciation (DESIGN.md section 6): a run per month (`POST /api/input/asset-penyusutan` with its
 * `periode`) lists what each asset in the books is due by the month's end (common/penyusutan.ts: catching up skipped
 * months, never past salvage); `asset-penyusutan-jurnal` recomputes it and posts ONE balanced journal (expense per
 * category's account against its accumulated-depreciation account) dated the month's end and raises each asset's
 * accumulated depreciation; `asset-penyusutan-cancel` reverses the latest posted month. Months run in order, each
 * at most once (a unique column while not cancelled): a second run of a month answers 409 and posts nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import type { AppContext } from '../../core/context.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { postJournal, reverseJournal } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { depreciationDue, isPeriode, monthEnd, BULAN_PERTAMA_DEFAULT, type BulanPertama } from '../../../common/penyusutan.js';
import { loadSettings } from '../../ledger/index.js';
import { formatMoney, todayJakarta } from '../../../common/format.js';
import { ASSET_IN_BOOKS } from '../../../resources/asset/asset.js';
import { cancelFiscalMonth, postFiscalMonth } from './buku-fiskal.js';

type Row = Record<string, unknown>;
export const SUS = 'SUS';

export interface DueLine {
  asset_id: number;
  kode: string;
  nama: string;
  asset_kategori_id: number;
  akun_beban_id: number;
  akun_akumulasi_id: number;
  akumulasi_sebelum: number;
  jumlah: number;
  nilai_buku: number;
}

/** The company's rule for the month of acquisition (Pengaturan), whole by default. */
export async function bulanPertama(db: Db): Promise<BulanPertama> {
  return (await loadSettings(db)).penyusutan_bulan_pertama === 'harian' ? 'harian' : BULAN_PERTAMA_DEFAULT;
}

/** What each asset in the books is due for `periode` (only assets with something due), in code order. */
export async function dueFor(db: Db, periode: string): Promise<DueLine[]> {
  const rule = await bulanPertama(db);
  const rows = await db.selectFrom('asset').innerJoin('asset_kategori', 'asset_kategori.id', 'asset.asset_kategori_id')
    .select(['asset.id', 'asset.kode', 'asset.nama', 'asset.asset_kategori_id', 'asset.tanggal_perolehan', 'asset.harga_perolehan', 'asset.nilai_sisa', 'asset.akumulasi_penyusutan',
      'asset_kategori.umur_bulan', 'asset_kategori.akun_beban_id', 'asset_kategori.akun_akumulasi_id'])
    .where('asset.status', 'in', ASSET_IN_BOOKS).where('asset.tanggal_perolehan', '<=', monthEnd(periode))
    .where(sql<boolean>`asset.akumulasi_penyusutan < asset.harga_perolehan - asset.nilai_sisa`)
    .orderBy('asset.kode').execute();
  const out: DueLine[] = [];
  for (const r of rows) {
    const basis = { tanggal_perolehan: String(r.tanggal_perolehan), harga_perolehan: Number(r.harga_perolehan), nilai_sisa: Number(r.nilai_sisa), umur_bulan: Number(r.umur_bulan), bulan_pertama: rule };
    const akumulasi = Number(r.akumulasi_penyusutan);
    const jumlah = depreciationDue(basis, akumulasi, periode);
    if (jumlah > 0) {
      out.push({
        asset_id: Number(r.id), kode: String(r.kode), nama: String(r.nama), asset_kategori_id: Number(r.asset_kategori_id),
        akun_beban_id: Number(r.akun_beban_id), akun_akumulasi_id: Number(r.akun_akumulasi_id),
        akumulasi_sebelum: akumulasi, jumlah, nilai_buku: basis.harga_perolehan - akumulasi - jumlah,
      });
    }
  }
  return out;
}

/** 422 unless `periode` is a month (YYYY-MM) that has begun. */
export function checkPeriode(ctx: AppContext, periode: unknown, field = 'periode'): string {
  if (!isPeriode(periode)) throw unprocessable({ [field]: ['Periode harus berformat YYYY-MM, mis. 2026-10'] });
  if (periode > todayJakarta(ctx.now()).slice(0, 7)) throw unprocessable({ [field]: [`Periode ${periode} belum dimulai`] });
  return periode;
}

/** Months run in order: 409 when `periode` already has a run that is not cancelled, or a later month was posted. */
async function assertInOrder(trx: Db, periode: string, self?: number): Promise<void> {
  let q = trx.selectFrom('asset_penyusutan').select(['nomor', 'periode', 'status']).where('status', '!=', 'dibatalkan')
    .where((eb) => eb.or([eb('periode', '=', periode), eb.and([eb('periode', '>', periode), eb('status', '=', 'diposting')])]));
  if (self) q = q.where('id', '!=', self);
  const other = await q.orderBy('periode', 'desc').executeTakeFirst();
  if (!other) return;
  if (other.periode === periode) throw conflict(`Penyusutan periode ${periode} sudah ada (${other.nomor}, ${other.status}); batalkan dulu bila ingin mengulang`);
  throw conflict(`Periode ${other.periode} sudah diposting (${other.nomor}); penyusutan diposting berurutan per bulan`);
}

/** Writes the run's lines (replacing any) and its totals. */
async function writeLines(trx: Db, id: number, periode: string, lines: DueLine[], userId: number | null, at: string): Promise<number> {
  await trx.deleteFrom('asset_penyusutan_rincian').where('asset_penyusutan_id', '=', id).execute();
  if (lines.length) {
    await trx.insertInto('asset_penyusutan_rincian').values(lines.map((l) => ({
      asset_penyusutan_id: id, periode, asset_id: l.asset_id, asset_kategori_id: l.asset_kategori_id, akumulasi_sebelum: l.akumulasi_sebelum, jumlah: l.jumlah, nilai_buku: l.nilai_buku,
      created_at: at, updated_at: at, created_by: userId, updated_by: userId,
    }))).execute();
  }
  const total = lines.reduce((s, l) => s + l.jumlah, 0);
  await trx.updateTable('asset_penyusutan').set({ total, jumlah_aset: lines.length }).where('id', '=', id).execute();
  return total;
}

/** Adds `delta(line)` to each asset's accumulated depreciation (and takes it off its book value) in one statement. */
async function moveAccumulated(trx: Db, lines: Array<{ asset_id: number; jumlah: number }>, sign: 1 | -1, periode: string | null): Promise<void> {
  if (!lines.length) return;
  const by = sql`case id ${sql.join(lines.map((l) => sql`when ${l.asset_id} then cast(${sign * l.jumlah} as bigint)`), sql` `)} end`;
  await trx.updateTable('asset').set({
    akumulasi_penyusutan: sql`akumulasi_penyusutan + ${by}`, nilai_buku: sql`nilai_buku - ${by}`, penyusutan_terakhir: periode,
  }).where('id', 'in', lines.map((l) => l.asset_id)).execute();
}

/** The journal lines of a run: per category account, expense debited and accumulated depreciation credited. */
export function journalLines(lines: DueLine[], periode: string) {
  const sum = (key: 'akun_beban_id' | 'akun_akumulasi_id') => {
    const m = new Map<number, number>();
    for (const l of lines) m.set(l[key], (m.get(l[key]) ?? 0) + l.jumlah);
    return [...m].sort((a, b) => a[0] - b[0]);
  };
  return [
    ...sum('akun_beban_id').map(([akun_id, n]) => ({ akun_id, debit: n, kredit: 0, keterangan: `Beban penyusutan ${periode}` })),
    ...sum('akun_akumulasi_id').map(([akun_id, n]) => ({ akun_id, debit: 0, kredit: n, keterangan: `Akumulasi penyusutan ${periode}` })),
  ];
}

export const jurnal: StepHandler = async ({ trx, ctx, user, record }) => {
  const id = Number(record.id);
  const periode = String(record.periode);
  await assertInOrder(trx, periode, id);
  const lines = await dueFor(trx, periode);
  const lc = ledgerContext(ctx, trx, user);
  const total = await writeLines(trx, id, periode, lines, user.id, lc.at);
  if (total === 0) throw conflict(`Tidak ada aset yang perlu disusutkan pada periode ${periode}`);
  const j = await postJournal(lc, { tanggal: monthEnd(periode), keterangan: `Penyusutan aset tetap periode ${periode} (${record.nomor})`, doc: { tipe: 'asset-penyusutan', id }, lines: journalLines(lines, periode) });
  await moveAccumulated(trx, lines, 1, periode);
  // The fiscal book's month beside it (issue 38): a memorandum, no journal.
  await postFiscalMonth(trx, id, periode, lines, user.id, lc.at);
  return { jurnal_id: j.id, total, jumlah_aset: lines.length };
};

export const batal: StepHandler = async ({ trx, ctx, user, record }) => {
  const id = Number(record.id);
  if (record.status !== 'diposting') return { periode_aktif: null };
  const periode = String(record.periode);
  const later = await trx.selectFrom('asset_penyusutan').select(['nomor', 'periode']).where('status', '=', 'diposting').where('periode', '>', periode).orderBy('periode', 'desc').executeTakeFirst();
  if (later) throw conflict(`Periode ${later.periode} (${later.nomor}) sudah diposting sesudahnya; batalkan mulai dari periode terakhir`);
  const lines = (await trx.selectFrom('asset_penyusutan_rincian').innerJoin('asset', 'asset.id', 'asset_penyusutan_rincian.asset_id')
    .select(['asset_penyusutan_rincian.asset_id', 'asset_penyusutan_rincian.jumlah', 'asset.kode', 'asset.status'])
    .where('asset_penyusutan_rincian.asset_penyusutan_id', '=', id).execute());
  const gone = lines.filter((l) => !ASSET_IN_BOOKS.includes(String(l.status)));
  if (gone.length) throw conflict(`Aset ${gone.map((l) => l.kode).join(', ')} sudah keluar dari pembukuan; penyusutannya tidak dapat dibatalkan`);
  const rev = await reverseJournal(ledgerContext(ctx, trx, user), Number(record.jurnal_id), monthEnd(periode), `Pembatalan penyusutan aset periode ${periode} (${record.nomor})`);
  const before = await trx.selectFrom('asset_penyusutan').select('periode').where('status', '=', 'diposting').where('id', '!=', id).orderBy('periode', 'desc').executeTakeFirst();
  await moveAccumulated(trx, lines.map((l) => ({ asset_id: Number(l.asset_id), jumlah: Number(l.jumlah) })), -1, before ? String(before.periode) : null);
  await cancelFiscalMonth(trx, id);
  return { jurnal_batal_id: rev.id, periode_aktif: null };
};

/** A new run's lines: what each asset is due for its month; 409 when nothing is. */
export async function fillRun(trx: Db, id: number, periode: string, userId: number | null, at: string): Promise<void> {
  const lines = await dueFor(trx, periode);
  if (!lines.length) throw conflict(`Tidak ada aset yang perlu disusutkan pada periode ${periode}`);
  await writeLines(trx, id, periode, lines, userId, at);
}

export const penyusutanHooks: ResourceHooks = {
  async beforeSave({ trx, ctx, values, existing }) {
    if (existing) throw conflict('Penyusutan tidak diubah; batalkan lalu buat ulang periodenya');
    const periode = checkPeriode(ctx, values.periode);
    await assertInOrder(trx, periode);
    values.tanggal = monthEnd(periode);
    values.periode_aktif = periode;
    values.nomor = await nextDocNumber(trx, SUS, values.tanggal as string);
  },
  async afterCreate({ trx, ctx, req, id }) {
    const row = await trx.selectFrom('asset_penyusutan').select('periode').where('id', '=', id).executeTakeFirstOrThrow();
    await fillRun(trx, id, String(row.periode), req.user?.id ?? null, ctx.now().toISOString());
  },
};

/** `GET /api/cek-biaya-penyusutan-asset?periode=` answer: each asset's due amount and the total, nothing written. */
export async function previewMonth(db: Db, periode: string): Promise<Row> {
  const lines = await dueFor(db, periode);
  const run = await db.selectFrom('asset_penyusutan').select(['id', 'nomor', 'status']).where('periode_aktif', '=', periode).executeTakeFirst();
  const total = lines.reduce((s, l) => s + l.jumlah, 0);
  return {
    periode, tanggal: monthEnd(periode), total, jumlah_aset: lines.length, penyusutan: run ?? null,
    keterangan: run ? `Periode ${periode} sudah dibuat (${run.nomor}, ${run.status})` : `Biaya penyusutan ${periode}: ${formatMoney(total)} untuk ${lines.length} aset`,
    rincian: lines.map(({ akun_beban_id: _b, akun_akumulasi_id: _a, ...l }) => l),
  };
}

/** The depreciation run's steps. */
export const penyusutanSteps: StepsByResource = { 'asset-penyusutan': { jurnal, batal } };
