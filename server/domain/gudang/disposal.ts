/**
 * Disposal of damaged (rusak) or lost (hilang) goods: draft with goods lines → diposting. Posting takes the goods
 * out of the warehouse at moving-average cost (from a storage place when a line names one) and books the cost as
 * a stock loss (`akun_kerugian_persediaan_id`) against inventory; each line keeps the value it left at.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { unprocessable } from '../../core/errors.js';
import { postingAccount, stockOut, type Placement } from '../../ledger/index.js';
import { formatMoney } from '../../../common/format.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { baseQty } from '../../core/documents/units.js';
import { documentHooks } from '../../core/documents/line-hooks.js';
import { nameOf } from '../../core/documents/names.js';
import { printedLines, printQueryRoute, printRoute } from '../../core/documents/print.js';
import { numbered } from '../../core/documents/numbered.js';
import { linePlace } from '../../core/documents/places.js';
import { setLineValues } from '../../core/documents/line-values.js';
import { stateOnly } from '../../core/steps.js';

export type JenisDisposal = 'rusak' | 'hilang';
const PREFIX: Record<JenisDisposal, string> = { rusak: 'DSR', hilang: 'DSH' };
const TITLE: Record<JenisDisposal, string> = { rusak: 'BERITA ACARA BARANG RUSAK', hilang: 'BERITA ACARA BARANG HILANG' };
const resourceOf = (jenis: JenisDisposal) => `gudang-disposal-${jenis}`;
const linesTable = (jenis: JenisDisposal) => `gudang_disposal_${jenis}_rincian`;

export function postingDisposal(jenis: JenisDisposal): StepHandler {
  return async ({ trx, ctx, user, record }) => {
    const rows = await trx.selectFrom(linesTable(jenis)).selectAll().where('disposal_id', '=', record.id as number).orderBy('line_no').orderBy('id').execute();
    if (rows.length === 0) throw unprocessable({ rincian: ['Disposal belum berisi barang'] });
    const res = await stockOut(ledgerContext(ctx, trx, user), {
      tanggal: String(record.tanggal), loc: { gudang_id: Number(record.gudang_id) },
      doc: { tipe: resourceOf(jenis), id: Number(record.id), nomor: String(record.nomor) },
      keterangan: `Disposal barang ${jenis} ${record.nomor}: ${record.alasan}`,
      lines: rows.map((l) => ({
        barang_id: Number(l.barang_id), qty: Number(l.qty), baris_id: Number(l.id),
        placement: l.tempat_tipe ? { tipe: l.tempat_tipe as Placement['tipe'], id: Number(l.tempat_id) } : undefined,
      })),
      contraAkunId: await postingAccount(trx, 'akun_kerugian_persediaan_id'),
    });
    await setLineValues(trx, linesTable(jenis), 'nilai', res.movements.map((m, i) => ({ id: Number(rows[i].id), value: -m.nilai })));
    return { total: res.total, jurnal_id: res.jurnal?.id ?? null };
  };
}

export function disposalHooks(app: FastifyInstance, jenis: JenisDisposal): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, {
    parent: resourceOf(jenis), child: `${resourceOf(jenis)}-rincian`, foreignKey: 'disposal_id',
    async compute(trx, line, prefix, parent) {
      const gudangId = parent.gudang_id === null || parent.gudang_id === undefined ? null : Number(parent.gudang_id);
      const place = await linePlace(trx, line, 'tempat', gudangId, prefix);
      return { qty: await baseQty(trx, line, prefix), tempat_nama: place?.nama ?? null };
    },
  }, numbered(PREFIX[jenis]));
  return hooks;
}

export function registerDisposalRoutes(app: FastifyInstance): void {
  for (const jenis of ['rusak', 'hilang'] as const) {
    const build = async (db: Parameters<Parameters<typeof printRoute>[3]>[0], doc: Record<string, unknown>) => {
      const rows = await printedLines(db, linesTable(jenis), 'disposal_id', Number(doc.id));
      return {
        title: TITLE[jenis], nomor: String(doc.nomor), tanggal: String(doc.tanggal),
        facts: [['Gudang', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_id)], [jenis === 'rusak' ? 'Penyebab' : 'Keterangan', doc.alasan as string], ['Status', String(doc.status)]] as Array<[string, string | null]>,
        columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' as const }, { label: 'Jumlah', kind: 'qty' as const }, { label: 'Satuan' }, { label: 'Nilai (HPP)', kind: 'money' as const }],
        rows: rows.map((r) => [r.barang_kode as string, r.barang_nama as string, Number(r.jumlah), (r.satuan_kode ?? r.satuan_dasar) as string, r.nilai === null ? null : Number(r.nilai)]),
        totals: doc.status === 'diposting' ? [['Total Kerugian', formatMoney(Number(doc.total))] as [string, string]] : [],
        notes: doc.keterangan as string | null,
        signatures: ['Dibuat oleh', 'Admin Gudang', 'Mengetahui'],
      };
    };
    // SPEC.md section 7: GET /cetak-disposal-rusak (params) and, for lost goods, GET /cetak-disposal (params).
    printQueryRoute(app, jenis === 'rusak' ? 'cetak-disposal-rusak' : 'cetak-disposal', resourceOf(jenis), build);
  }
}

/** The disposal's step, for either kind. */
export const disposalSteps: StepsByResource = {
  'gudang-disposal-rusak': { posting: postingDisposal('rusak'), batal: stateOnly },
  'gudang-disposal-hilang': { posting: postingDisposal('hilang'), batal: stateOnly },
};
