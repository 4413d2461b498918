/**
 * Sale of assets (DESIGN.md section 6: draft → dikonfirmasi): lines name assets still in the books and their prices.
 * Confirming depreciates each asset to the end of the month before the sale (what the monthly runs have not posted
 * yet), takes its cost out of the fixed-asset account, its accumulated depreciation back out of the accumulated
 * account, puts the price into the receiving account and the difference from book value to the category's gain or
 * loss account: one balanced journal for the whole sale (`saleJournal`, pure, property-tested).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { assertFreelyPostable, postJournal, type JournalLine } from '../../ledger/index.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';
import { numberedAssetLines } from './numbered-lines.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { addMonths, depreciationDue } from '../../../common/penyusutan.js';
import { bulanPertama } from './penyusutan.js';
import { ASSET_IN_BOOKS } from '../../../resources/asset/asset.js';
import { setLineValues } from '../../core/documents/line-values.js';
import { fiscalLeaving, type FiscalLeaving } from './buku-fiskal.js';

export const PJA = 'PJA';

/** An asset leaving the books, with its category's accounts. */
export interface Leaving {
  kode: string;
  harga_perolehan: number;
  /** Accumulated depreciation before the last depreciation to date. */
  akumulasi: number;
  /** Depreciation to date posted with the sale or disposal. */
  penyusutan: number;
  /** What comes in for it (a sale's price; 0 for a loss or write-off). */
  harga_jual: number;
  akun_aset_id: number;
  akun_akumulasi_id: number;
  akun_beban_id: number;
  akun_laba_id: number;
  akun_rugi_id: number;
}

/**
 * The journal lines of assets leaving the books, the price received into `akunTerima` (null when nothing comes in):
 * depreciation to date (expense against accumulation), accumulation back, cost out, gain or loss. Zero lines dropped.
 */
export function saleJournal(items: Leaving[], akunTerima: number | null): JournalLine[] {
  const lines: JournalLine[] = [];
  const add = (akun_id: number, debit: number, kredit: number, keterangan: string) => { if (debit > 0 || kredit > 0) lines.push({ akun_id, debit, kredit, keterangan }); };
  for (const a of items) {
    add(a.akun_beban_id, a.penyusutan, 0, `Penyusutan s.d. pelepasan ${a.kode}`);
    add(a.akun_akumulasi_id, 0, a.penyusutan, `Penyusutan s.d. pelepasan ${a.kode}`);
    const akumulasi = a.akumulasi + a.penyusutan;
    const nilaiBuku = a.harga_perolehan - akumulasi;
    // Nothing comes in without a receiving account (a lost or damaged asset written off).
    const harga = akunTerima === null ? 0 : a.harga_jual;
    if (akunTerima !== null) add(akunTerima, harga, 0, `Hasil penjualan ${a.kode}`);
    add(a.akun_akumulasi_id, akumulasi, 0, `Akumulasi penyusutan ${a.kode} keluar`);
    add(a.akun_aset_id, 0, a.harga_perolehan, `Harga perolehan ${a.kode} keluar`);
    const selisih = harga - nilaiBuku;
    if (selisih > 0) add(a.akun_laba_id, 0, selisih, `Laba pelepasan ${a.kode}`);
    else add(a.akun_rugi_id, -selisih, 0, `Rugi pelepasan ${a.kode}`);
  }
  return lines;
}

/** The assets of `ids` with their categories, each in the books (409 naming those that are not). */
export async function leavingAssets(trx: Db, ids: number[], tanggal: string, price: Map<number, number>): Promise<Array<Leaving & { id: number }>> {
  const rows = await trx.selectFrom('asset').innerJoin('asset_kategori', 'asset_kategori.id', 'asset.asset_kategori_id')
    .select(['asset.id', 'asset.kode', 'asset.status', 'asset.tanggal_perolehan', 'asset.harga_perolehan', 'asset.nilai_sisa', 'asset.akumulasi_penyusutan',
      'asset_kategori.umur_bulan', 'asset_kategori.akun_aset_id', 'asset_kategori.akun_akumulasi_id', 'asset_kategori.akun_beban_id', 'asset_kategori.akun_laba_id', 'asset_kategori.akun_rugi_id'])
    .where('asset.id', 'in', ids).orderBy('asset.id').execute();
  const out = rows.filter((r) => !ASSET_IN_BOOKS.includes(String(r.status)));
  if (out.length) throw conflict(`Aset ${out.map((r) => `${r.kode} (${r.status})`).join(', ')} sudah tidak tercatat di pembukuan`);
  const upTo = addMonths(tanggal.slice(0, 7), -1);
  const rule = await bulanPertama(trx);
  return rows.map((r) => {
    const akumulasi = Number(r.akumulasi_penyusutan);
    const basis = { tanggal_perolehan: String(r.tanggal_perolehan), harga_perolehan: Number(r.harga_perolehan), nilai_sisa: Number(r.nilai_sisa), umur_bulan: Number(r.umur_bulan), bulan_pertama: rule };
    return {
      id: Number(r.id), kode: String(r.kode), harga_perolehan: basis.harga_perolehan, akumulasi, penyusutan: depreciationDue(basis, akumulasi, upTo), harga_jual: price.get(Number(r.id)) ?? 0,
      akun_aset_id: Number(r.akun_aset_id), akun_akumulasi_id: Number(r.akun_akumulasi_id), akun_beban_id: Number(r.akun_beban_id), akun_laba_id: Number(r.akun_laba_id), akun_rugi_id: Number(r.akun_rugi_id),
    };
  });
}

/** A line naming an asset still in the books, with its figures as they stand; 422 when it cannot be `what`. */
export function assetInBooks(what: string): LineBinding['compute'] {
  return async (trx, line, prefix) => {
    const a = await trx.selectFrom('asset').select(['kode', 'status', 'harga_perolehan', 'akumulasi_penyusutan', 'nilai_buku']).where('id', '=', Number(line.asset_id)).executeTakeFirst();
    if (!a) throw unprocessable({ [`${prefix}asset_id`]: ['Aset tidak ditemukan'] });
    if (!ASSET_IN_BOOKS.includes(String(a.status))) throw unprocessable({ [`${prefix}asset_id`]: [`Aset ${a.kode} berstatus ${a.status}; tidak dapat ${what}`] });
    return { harga_perolehan: Number(a.harga_perolehan), akumulasi_penyusutan: Number(a.akumulasi_penyusutan), nilai_buku: Number(a.nilai_buku) };
  };
}

const lines: LineBinding = {
  parent: 'asset-penjualan', child: 'asset-penjualan-rincian', foreignKey: 'asset_penjualan_id', totalOf: 'harga_jual',
  compute: assetInBooks('dijual'),
};

const numbered = numberedAssetLines(PJA, 'Penjualan belum berisi aset', async ({ trx, values }) => {
    if (values.akun_terima_id !== undefined) await assertFreelyPostable(trx, [Number(values.akun_terima_id)], () => 'akun_terima_id');
});

export const konfirm: StepHandler = async ({ trx, ctx, user, record }) => {
  const id = Number(record.id);
  const rincian = await trx.selectFrom('asset_penjualan_rincian').select(['id', 'asset_id', 'harga_jual']).where('asset_penjualan_id', '=', id).orderBy('id').execute();
  if (!rincian.length) throw unprocessable({ rincian: ['Penjualan belum berisi aset'] });
  const tanggal = String(record.tanggal);
  const items = await leavingAssets(trx, rincian.map((r) => Number(r.asset_id)), tanggal, new Map(rincian.map((r) => [Number(r.asset_id), Number(r.harga_jual)])));
  const j = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal, keterangan: `Penjualan aset ${record.nomor} kepada ${record.pembeli}`, doc: { tipe: 'asset-penjualan', id }, lines: saleJournal(items, Number(record.akun_terima_id)),
  });
  const fiscal = await fiscalLeaving(trx, items, tanggal, user.id, ctx.now().toISOString());
  await leaveBooks(trx, items, 'terjual', user.id, ctx.now().toISOString());
  const byAsset = new Map(rincian.map((r) => [Number(r.asset_id), Number(r.id)]));
  await writeLineFigures(trx, 'asset_penjualan_rincian', items.map((a) => ({ lineId: byAsset.get(a.id)!, a, fiscal: fiscal.get(a.id) })), true);
  const nilaiBuku = items.reduce((s, a) => s + bookValueAfter(a), 0);
  const total = items.reduce((s, a) => s + a.harga_jual, 0);
  return { jurnal_id: j.id, nilai_buku: nilaiBuku, laba_rugi: total - nilaiBuku };
};

/** Book value of a leaving asset once depreciated to date. */
export const bookValueAfter = (a: Leaving): number => a.harga_perolehan - a.akumulasi - a.penyusutan;

/**
 * The assets leave the books in one statement: status, accumulated depreciation to date and book value. Guarded:
 * an asset that left the books meanwhile (another sale or disposal) stops the whole step (409).
 */
export async function leaveBooks(trx: Db, items: Array<Leaving & { id: number }>, status: string, userId: number, at: string): Promise<void> {
  if (!items.length) return;
  const ids = items.map((a) => a.id);
  const akumulasi = sql`case id ${sql.join(items.map((a) => sql`when ${a.id} then cast(${a.akumulasi + a.penyusutan} as bigint)`), sql` `)} end`;
  const nilai = sql`case id ${sql.join(items.map((a) => sql`when ${a.id} then cast(${bookValueAfter(a)} as bigint)`), sql` `)} end`;
  const moved = await trx.updateTable('asset').set({ status, akumulasi_penyusutan: akumulasi, nilai_buku: nilai, updated_at: at, updated_by: userId })
    .where('id', 'in', ids).where('status', 'in', ASSET_IN_BOOKS).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== items.length) throw conflict('Sebagian aset baru saja dilepas oleh dokumen lain; muat ulang dan periksa kembali');
}

/** A sale's or disposal's lines keep the figures the asset left at (a handful of statements, not one per line). */
export async function writeLineFigures(trx: Db, table: string, rows: Array<{ lineId: number; a: Leaving; fiscal?: FiscalLeaving }>, withGain: boolean): Promise<void> {
  const col = (f: (a: Leaving) => number) => rows.map((r) => ({ id: r.lineId, value: f(r.a) }));
  await setLineValues(trx, table, 'penyusutan_akhir', col((a) => a.penyusutan));
  await setLineValues(trx, table, 'akumulasi_penyusutan', col((a) => a.akumulasi + a.penyusutan));
  await setLineValues(trx, table, 'nilai_buku', col(bookValueAfter));
  if (withGain) await setLineValues(trx, table, 'laba_rugi', col((a) => a.harga_jual - bookValueAfter(a)));
  // The fiscal book's side (issue 38): what comes in (a sale's price, nothing for a disposal) − fiscal book value.
  const fiscal = rows.filter((r) => r.fiscal);
  if (fiscal.length) {
    const fcol = (f: (r: (typeof fiscal)[number]) => number) => fiscal.map((r) => ({ id: r.lineId, value: f(r) }));
    await setLineValues(trx, table, 'penyusutan_fiskal_akhir', fcol((r) => r.fiscal!.penyusutan_fiskal));
    await setLineValues(trx, table, 'nilai_buku_fiskal', fcol((r) => r.fiscal!.nilai_buku_fiskal));
    await setLineValues(trx, table, 'laba_rugi_fiskal', fcol((r) => (withGain ? r.a.harga_jual : 0) - r.fiscal!.nilai_buku_fiskal));
  }
}

export function penjualanHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, numbered);
  return hooks;
}

/** The sale's step. */
export const penjualanSteps: StepsByResource = { 'asset-penjualan': { konfirm } };
