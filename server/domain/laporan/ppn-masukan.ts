import type { ReportColumn, ReportRow } from '../../../common/laporan.js';
import registry from '../../../resources.config.js';
import type { ReportCompute } from '../../core/reports/types.js';
import { monthOf } from '../../core/reports/period.js';
import { creditableInputTax, inputTaxRegister } from '../pajak/services.js';

const col = (key: string, label: string, kind: ReportColumn['kind'] = 'text'): ReportColumn => ({ key, label, kind });
const COLUMNS: ReportColumn[] = [
  col('sumber', 'Sumber'), col('nomor', 'Nomor'), col('tanggal', 'Tanggal', 'date'), col('supplier', 'Penjual'),
  col('no_faktur_pajak', 'No. Faktur Pajak'), col('tgl_faktur_pajak', 'Tgl Faktur Pajak', 'date'), col('dpp', 'DPP', 'money'), col('ppn', 'PPN', 'money'),
  col('keadaan', 'Keadaan'),
];
const kindLabel = (jenis: string) => (jenis === 'pembelian' ? 'Pembelian' : registry.resources.find((r) => r.name === jenis)?.label ?? jenis);

/**
 * Laporan PPN Masukan (issue 37): the input-tax register of the period (server/domain/pajak/ppn-masukan.ts), each
 * purchase and cost document with its seller, tax invoice, DPP, PPN and whether credited; under it what the period's
 * month may still credit (tax invoices dated by its end, posted, not yet credited, earlier months' included).
 */
export const ppnMasukan: ReportCompute = async ({ db, tgl_awal, tgl_akhir }) => {
  const items = await inputTaxRegister(db, { tgl_awal, tgl_akhir });
  const rows: ReportRow[] = items.map((i) => ({
    sumber: kindLabel(i.jenis), nomor: i.nomor, tanggal: i.tanggal, // The seller's NPWP stays on its supplier/vendor: a 16-digit column made the register wider than a 1366-px laptop.
    supplier: i.supplier ?? '-',
    no_faktur_pajak: i.no_faktur_pajak ?? '-', tgl_faktur_pajak: i.tgl_faktur_pajak, dpp: i.dpp, ppn: i.ppn, keadaan: i.keadaan,
  }));
  const sum = (key: 'dpp' | 'ppn') => items.reduce((s, i) => s + i[key], 0);
  const creditable = await creditableInputTax(db, monthOf(tgl_akhir));
  return {
    sections: [{ columns: COLUMNS, rows, total: { sumber: 'Total', dpp: sum('dpp'), ppn: sum('ppn') } }],
    summary: [
      { label: `DPP yang dapat dikreditkan (${creditable.count} faktur)`, value: creditable.dpp },
      { label: 'PPN Masukan yang dapat dikreditkan', value: creditable.ppn },
    ],
  };
};
