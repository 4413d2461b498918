/**
 * The fiscal depreciation book kept month by month (issue 38, docs/taxes.md "Penyusutan fiskal"): a memorandum beside
 * the commercial books, never journalled. The monthly run's journal (penyusutan.ts `jurnal`) writes, in its
 * transaction, one `asset_fiskal_bulanan` row per asset with a tax group that had commercial or fiscal depreciation
 * that month, and moves the asset's fiscal accumulation; its cancel takes them back. A sale or disposal catches the
 * fiscal book up to the end of the month before, as the commercial one (`fiscalLeaving`), and its lines keep the
 * fiscal book value and gain or loss. The figures come from the pure schedule (penyusutan-fiskal.ts) and the group's
 * row of the law table (`kelompok_harta_fiskal`).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { unprocessable } from '../../core/errors.js';
import { addMonths, monthEnd } from '../../../common/penyusutan.js';
import { ASSET_IN_BOOKS } from '../../../resources/asset/asset.js';
import { fiscalAccumulated, fiscalDue, methodAllowed, type FiscalBasis, type MetodeFiskal } from './penyusutan-fiskal.js';

type Row = Record<string, unknown>;

/** The group's law as the schedule reads it. */
export interface KelompokFiskal {
  id: number;
  kode: string;
  nama: string;
  masa_manfaat: number;
  tarif_garis_lurus: number;
  tarif_saldo_menurun: number | null;
}

export async function kelompokFiskal(db: Db, id: number): Promise<KelompokFiskal | undefined> {
  const k = await db.selectFrom('kelompok_harta_fiskal').select(['id', 'kode', 'nama', 'masa_manfaat', 'tarif_garis_lurus', 'tarif_saldo_menurun']).where('id', '=', id).executeTakeFirst();
  return k ? toKelompok(k) : undefined;
}

const toKelompok = (k: Row): KelompokFiskal => ({
  id: Number(k.id), kode: String(k.kode), nama: String(k.nama), masa_manfaat: Number(k.masa_manfaat), tarif_garis_lurus: Number(k.tarif_garis_lurus),
  tarif_saldo_menurun: k.tarif_saldo_menurun === null || k.tarif_saldo_menurun === undefined ? null : Number(k.tarif_saldo_menurun),
});

/**
 * The tax group and method of an asset or category being saved: the one given, else (assets) the category's defaults;
 * 422 in Indonesian for an unknown group or saldo menurun on a building. Writes the resolved values into `values`.
 */
export async function resolveFiscal(trx: Db, values: Row, stored: Row | null, defaults: Row | null): Promise<void> {
  const pick = (f: string) => (values[f] !== undefined ? values[f] : stored?.[f]);
  let kelompokId = pick('kelompok_fiskal_id');
  let metode = pick('metode_fiskal');
  let fromCategory = false;
  if ((kelompokId === undefined || kelompokId === null) && defaults && !stored) {
    kelompokId = defaults.kelompok_fiskal_id ?? null;
    fromCategory = kelompokId !== null;
    if (kelompokId !== null) values.kelompok_fiskal_id = kelompokId;
  }
  if ((metode === undefined || metode === null || metode === '') && kelompokId !== null && kelompokId !== undefined) {
    // The category's method goes with the category's group; a group given alone is straight line unless told.
    metode = (fromCategory ? (defaults?.metode_fiskal as string | null | undefined) : null) ?? 'garis_lurus';
    values.metode_fiskal = metode;
  }
  if (kelompokId === null || kelompokId === undefined) return;
  const k = await kelompokFiskal(trx, Number(kelompokId));
  if (!k) throw unprocessable({ kelompok_fiskal_id: ['Kelompok harta fiskal tidak ditemukan'] });
  if (!methodAllowed(metode as MetodeFiskal, k.tarif_saldo_menurun)) {
    throw unprocessable({ metode_fiskal: [`${k.nama} hanya dapat disusutkan dengan metode garis lurus (UU PPh Pasal 11 ayat (1)); saldo menurun tidak diperbolehkan`] });
  }
}

/** An asset row joined with its group (columns `k_*`) as the schedule's basis; null without a group. */
export function fiscalBasis(r: Row): FiscalBasis | null {
  if (r.kelompok_fiskal_id === null || r.kelompok_fiskal_id === undefined || r.k_masa === null || r.k_masa === undefined) return null;
  return {
    tanggal_perolehan: String(r.tanggal_perolehan), harga_perolehan: Number(r.harga_perolehan), masa_manfaat: Number(r.k_masa),
    metode: (r.metode_fiskal === 'saldo_menurun' ? 'saldo_menurun' : 'garis_lurus'), tarif_garis_lurus: Number(r.k_gl),
    tarif_saldo_menurun: r.k_sm === null || r.k_sm === undefined ? null : Number(r.k_sm),
  };
}

/** Assets with their group's law: the columns `fiscalBasis` reads. */
function assetsWithGroup(db: Db) {
  return db.selectFrom('asset').leftJoin('kelompok_harta_fiskal as k', 'k.id', 'asset.kelompok_fiskal_id')
    .select(['asset.id', 'asset.kode', 'asset.status', 'asset.tanggal_perolehan', 'asset.harga_perolehan', 'asset.kelompok_fiskal_id', 'asset.metode_fiskal',
      'asset.akumulasi_fiskal', 'asset.penyusutan_fiskal_terakhir', 'k.masa_manfaat as k_masa', 'k.tarif_garis_lurus as k_gl', 'k.tarif_saldo_menurun as k_sm']);
}

/**
 * Where the fiscal book of an asset opens: at the law's accumulation up to the last month the commercial book posted
 * for it, or, for an asset brought in with an opening accumulation and not yet depreciated here, up to the month
 * before it was recorded; else (a purchase) at zero, and the runs catch up from the month of acquisition.
 */
export function fiscalOpening(basis: FiscalBasis | null, a: { akumulasi_awal: number; penyusutan_terakhir: string | null; recordedOn: string }): number {
  if (!basis) return 0;
  if (a.penyusutan_terakhir) return fiscalAccumulated(basis, a.penyusutan_terakhir);
  return a.akumulasi_awal > 0 ? fiscalAccumulated(basis, addMonths(a.recordedOn.slice(0, 7), -1)) : 0;
}

/** The fiscal book opens with the asset (called with its acquisition journal; `recordedOn` YYYY-MM-DD). */
export async function openFiscalBook(trx: Db, id: number, recordedOn: string): Promise<void> {
  const r = await assetsWithGroup(trx).select(['asset.akumulasi_awal', 'asset.penyusutan_terakhir']).where('asset.id', '=', id).executeTakeFirstOrThrow();
  const awal = fiscalOpening(fiscalBasis(r), { akumulasi_awal: Number(r.akumulasi_awal), penyusutan_terakhir: (r.penyusutan_terakhir as string | null) ?? null, recordedOn });
  await trx.updateTable('asset').set({ akumulasi_fiskal_awal: awal, akumulasi_fiskal: awal, nilai_buku_fiskal: Number(r.harga_perolehan) - awal }).where('id', '=', id).execute();
}

export interface FiscalLine {
  asset_id: number;
  kelompok_fiskal_id: number;
  metode_fiskal: string;
  harga_perolehan: number;
  komersial: number;
  sebelum: number;
  fiskal: number;
}

/**
 * Each asset's fiscal line for `periode`: the assets named in `komersial` (what the commercial book posts for them)
 * and every other asset in the books with fiscal depreciation due; assets without a tax group are left out.
 */
export async function fiscalLinesFor(trx: Db, periode: string, komersial: Map<number, number>, only?: number[]): Promise<FiscalLine[]> {
  let q = assetsWithGroup(trx).where('asset.kelompok_fiskal_id', 'is not', null).where('asset.tanggal_perolehan', '<=', monthEnd(periode));
  q = only ? q.where('asset.id', 'in', only.length ? only : [0]) : q.where('asset.status', 'in', ASSET_IN_BOOKS);
  const rows = await q.orderBy('asset.id').execute();
  const out: FiscalLine[] = [];
  for (const r of rows) {
    const basis = fiscalBasis(r);
    if (!basis) continue;
    const sebelum = Number(r.akumulasi_fiskal);
    const fiskal = fiscalDue(basis, sebelum, periode);
    const k = komersial.get(Number(r.id)) ?? 0;
    if (fiskal === 0 && k === 0) continue;
    out.push({ asset_id: Number(r.id), kelompok_fiskal_id: Number(r.kelompok_fiskal_id), metode_fiskal: String(r.metode_fiskal), harga_perolehan: basis.harga_perolehan, komersial: k, sebelum, fiskal });
  }
  return out;
}

/** Writes the month's fiscal lines and moves each asset's fiscal accumulation and book value (two statements). */
export async function writeFiscalLines(trx: Db, periode: string, lines: FiscalLine[], source: { sumber: 'penyusutan' | 'pelepasan'; asset_penyusutan_id: number | null }, userId: number | null, at: string): Promise<void> {
  if (!lines.length) return;
  await trx.insertInto('asset_fiskal_bulanan').values(lines.map((l) => ({
    asset_id: l.asset_id, periode, tahun: Number(periode.slice(0, 4)), sumber: source.sumber, asset_penyusutan_id: source.asset_penyusutan_id,
    kelompok_fiskal_id: l.kelompok_fiskal_id, metode_fiskal: l.metode_fiskal, penyusutan_komersial: l.komersial, penyusutan_fiskal: l.fiskal, selisih: l.komersial - l.fiskal,
    akumulasi_fiskal_sebelum: l.sebelum, akumulasi_fiskal: l.sebelum + l.fiskal, nilai_buku_fiskal: l.harga_perolehan - l.sebelum - l.fiskal,
    created_at: at, updated_at: at, created_by: userId, updated_by: userId,
  }))).execute();
  const by = (f: (l: FiscalLine) => number) => sql`case id ${sql.join(lines.map((l) => sql`when ${l.asset_id} then cast(${f(l)} as bigint)`), sql` `)} end`;
  await trx.updateTable('asset').set({
    akumulasi_fiskal: by((l) => l.sebelum + l.fiskal), nilai_buku_fiskal: by((l) => l.harga_perolehan - l.sebelum - l.fiskal), penyusutan_fiskal_terakhir: periode,
  }).where('id', 'in', lines.map((l) => l.asset_id)).execute();
}

/** The monthly run's fiscal side, in its journal's transaction. */
export async function postFiscalMonth(trx: Db, runId: number, periode: string, komersial: Array<{ asset_id: number; jumlah: number }>, userId: number | null, at: string): Promise<void> {
  const lines = await fiscalLinesFor(trx, periode, new Map(komersial.map((l) => [l.asset_id, l.jumlah])));
  await writeFiscalLines(trx, periode, lines, { sumber: 'penyusutan', asset_penyusutan_id: runId }, userId, at);
}

/** A cancelled run takes its fiscal month back: each asset's fiscal accumulation as before it, the rows removed (four statements). */
export async function cancelFiscalMonth(trx: Db, runId: number): Promise<void> {
  const rows = await trx.selectFrom('asset_fiskal_bulanan').select(['id', 'asset_id', 'akumulasi_fiskal_sebelum']).where('asset_penyusutan_id', '=', runId).execute();
  if (!rows.length) return;
  // The run's rows went in together: each asset's earlier months are the rows before the first of them.
  const first = Math.min(...rows.map((r) => Number(r.id)));
  const earlier = await trx.selectFrom('asset_fiskal_bulanan').select(['asset_id', (eb) => eb.fn.max('periode').as('periode')])
    .where('asset_id', 'in', rows.map((r) => Number(r.asset_id))).where('id', '<', first).groupBy('asset_id').execute();
  const last = new Map(earlier.map((e) => [Number(e.asset_id), String(e.periode)]));
  const by = (f: (r: (typeof rows)[number]) => unknown) => sql`case id ${sql.join(rows.map((r) => sql`when ${Number(r.asset_id)} then ${f(r)}`), sql` `)} end`;
  await trx.updateTable('asset').set({
    akumulasi_fiskal: by((r) => sql`cast(${Number(r.akumulasi_fiskal_sebelum)} as bigint)`),
    nilai_buku_fiskal: sql`harga_perolehan - ${by((r) => sql`cast(${Number(r.akumulasi_fiskal_sebelum)} as bigint)`)}`,
    penyusutan_fiskal_terakhir: by((r) => last.get(Number(r.asset_id)) ?? null),
  }).where('id', 'in', rows.map((r) => Number(r.asset_id))).execute();
  await trx.deleteFrom('asset_fiskal_bulanan').where('asset_penyusutan_id', '=', runId).execute();
}

/** An asset leaving the books, fiscally: its catch-up to the month before and the fiscal book value after it. */
export interface FiscalLeaving {
  penyusutan_fiskal: number;
  nilai_buku_fiskal: number;
}

/**
 * A sale or disposal on `tanggal` catches the fiscal book up to the end of the month before (as the commercial one:
 * the month of the sale itself is depreciated in neither book) and answers each asset's fiscal figures; assets
 * without a tax group answer their commercial figures' absence (null).
 */
export async function fiscalLeaving(trx: Db, items: Array<{ id: number; penyusutan: number }>, tanggal: string, userId: number | null, at: string): Promise<Map<number, FiscalLeaving>> {
  const upTo = addMonths(tanggal.slice(0, 7), -1);
  const lines = await fiscalLinesFor(trx, upTo, new Map(items.map((a) => [a.id, a.penyusutan])), items.map((a) => a.id));
  await writeFiscalLines(trx, upTo, lines, { sumber: 'pelepasan', asset_penyusutan_id: null }, userId, at);
  const rows = await trx.selectFrom('asset').select(['id', 'nilai_buku_fiskal', 'kelompok_fiskal_id']).where('id', 'in', items.map((a) => a.id)).execute();
  const out = new Map<number, FiscalLeaving>();
  for (const r of rows) {
    if (r.kelompok_fiskal_id === null) continue;
    out.set(Number(r.id), { penyusutan_fiskal: lines.find((l) => l.asset_id === Number(r.id))?.fiskal ?? 0, nilai_buku_fiskal: Number(r.nilai_buku_fiskal) });
  }
  return out;
}
