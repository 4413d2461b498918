/**
 * Disposal of assets (asset-disposal, kinds hilang=1, rusak=2, perbaikan=3): a draft naming assets still in the
 * books, posted by the books' levels (not by whoever drafted it). Posting depreciates each asset to the end of the
 * month before, takes its cost and accumulated depreciation out and writes the book value off to the category's
 * loss account: `saleJournal(items, null)`, one balanced journal, nothing received. The assets end Hilang, Rusak or
 * Tidak Layak Diperbaiki (afkir) and leave the register's totals. `GET /api/cetak-asset-disposal?id=` prints the
 * berita acara.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { unprocessable } from '../../core/errors.js';
import { postJournal } from '../../ledger/index.js';
import { formatMoney } from '../../../common/format.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';
import { printQueryRoute } from '../../core/documents/print.js';
import { numberedAssetLines } from './numbered-lines.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { JENIS_DISPOSAL } from '../../../resources/asset/gerak.js';
import { assetInBooks, bookValueAfter, leaveBooks, leavingAssets, saleJournal, writeLineFigures } from './penjualan.js';
import { stateOnly } from '../../core/steps.js';
import { fiscalLeaving } from './buku-fiskal.js';

export const DSA = 'DSA';
type Row = Record<string, unknown>;

const jenisOf = (v: unknown) => JENIS_DISPOSAL.find((j) => j.value === Number(v))!;

const lines: LineBinding = {
  parent: 'asset-disposal', child: 'asset-disposal-rincian', foreignKey: 'asset_disposal_id', totalOf: 'nilai_buku',
  compute: assetInBooks('didisposal'),
};

const numbered = numberedAssetLines(DSA, 'Disposal belum berisi aset');

export const posting: StepHandler = async ({ trx, ctx, user, record }) => {
  const id = Number(record.id);
  const rincian = await trx.selectFrom('asset_disposal_rincian').select(['id', 'asset_id']).where('asset_disposal_id', '=', id).orderBy('id').execute();
  if (!rincian.length) throw unprocessable({ rincian: ['Disposal belum berisi aset'] });
  const tanggal = String(record.tanggal);
  const jenis = jenisOf(record.jenis);
  const items = await leavingAssets(trx, rincian.map((r) => Number(r.asset_id)), tanggal, new Map());
  const j = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal, keterangan: `Disposal aset ${jenis.label.toLowerCase()} ${record.nomor}: ${record.alasan}`, doc: { tipe: 'asset-disposal', id }, lines: saleJournal(items, null),
  });
  const fiscal = await fiscalLeaving(trx, items, tanggal, user.id, ctx.now().toISOString());
  await leaveBooks(trx, items, jenis.status, user.id, ctx.now().toISOString());
  const byAsset = new Map(rincian.map((r) => [Number(r.asset_id), Number(r.id)]));
  await writeLineFigures(trx, 'asset_disposal_rincian', items.map((a) => ({ lineId: byAsset.get(a.id)!, a, fiscal: fiscal.get(a.id) })), false);
  return { jurnal_id: j.id, total: items.reduce((s, a) => s + bookValueAfter(a), 0) };
};

export function disposalHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, numbered);
  return hooks;
}

/** `GET /api/cetak-asset-disposal?id=`: the berita acara of a disposal, the assets with their figures. */
export function registerDisposalPrint(app: FastifyInstance): void {
  printQueryRoute(app, 'cetak-asset-disposal', 'asset-disposal', async (db, doc: Row) => {
    const rows = await db.selectFrom('asset_disposal_rincian').innerJoin('asset', 'asset.id', 'asset_disposal_rincian.asset_id')
      .leftJoin('asset_blok', 'asset_blok.id', 'asset.asset_blok_id')
      .select(['asset.kode', 'asset.nama', 'asset.kondisi', 'asset_blok.nama as blok', 'asset_disposal_rincian.harga_perolehan', 'asset_disposal_rincian.akumulasi_penyusutan', 'asset_disposal_rincian.nilai_buku'])
      .where('asset_disposal_rincian.asset_disposal_id', '=', Number(doc.id)).orderBy('asset_disposal_rincian.id').execute();
    const posted = doc.status === 'diposting';
    return {
      title: `BERITA ACARA DISPOSAL ASET ${jenisOf(doc.jenis).label.toUpperCase()}`, nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [['Jenis', jenisOf(doc.jenis).label], ['Alasan', String(doc.alasan)], ['Status', posted ? 'Diposting' : 'Draft']],
      columns: [{ label: 'Kode' }, { label: 'Aset', width: '*' as const }, { label: 'Lokasi' }, { label: 'Harga Perolehan', kind: 'money' as const }, { label: 'Akumulasi', kind: 'money' as const }, { label: 'Nilai Buku', kind: 'money' as const }],
      rows: rows.map((r) => [String(r.kode), String(r.nama), r.blok === null ? '-' : String(r.blok), Number(r.harga_perolehan), Number(r.akumulasi_penyusutan), Number(r.nilai_buku)]),
      totals: [[posted ? 'Nilai Buku Dihapus' : 'Nilai Buku (sebelum penyusutan s.d. tanggal)', formatMoney(Number(doc.total))]],
      notes: doc.keterangan as string | null,
      signatures: ['Dibuat oleh', 'Admin Aset', 'Mengetahui'],
    };
  });
}

/** The disposal's step. */
export const disposalSteps: StepsByResource = { 'asset-disposal': { posting, batal: stateOnly } };
