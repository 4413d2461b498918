/**
 * The report `ppn-masa` (Laporan PPN Masa, `/pajak/ppn-masa`, `GET /api/laporan/ppn-masa?periode=YYYY-MM`): the
 * month's figures of ppn-masa.ts laid out as the SPT Masa PPN reads them, on screen, PDF and XLSX alike.
 */
import type { ReportCompute } from '../../core/reports/types.js';
import type { ReportRow } from '../../../common/laporan.js';
import { formatDate } from '../../../common/format.js';
import { formatSenRupiah } from './faktur.js';
import { ppnMasa } from './ppn-masa.js';

const TRX_NAMES: Record<string, string> = {
  '01': 'Faktur pajak kode 01 (DPP harga jual)',
  '04': 'Faktur pajak kode 04 (DPP nilai lain 11/12)',
};

const COLUMNS = [
  { key: 'uraian', label: 'Uraian', kind: 'text' as const },
  { key: 'jumlah', label: 'Jumlah Dokumen', kind: 'qty' as const },
  { key: 'dpp', label: 'DPP', kind: 'money' as const },
  { key: 'ppn', label: 'PPN', kind: 'money' as const },
];

export const laporanPpnMasa: ReportCompute = async (input) => {
  const m = await ppnMasa(input.db, input.tgl_awal.slice(0, 7));
  const keluaranRows: ReportRow[] = [
    ...m.faktur.map((f) => ({ uraian: TRX_NAMES[f.kode_transaksi] ?? `Faktur pajak kode ${f.kode_transaksi}`, jumlah: f.jumlah, dpp: f.dpp, ppn: f.ppn })),
    { uraian: 'Penjualan eceran tanpa NPWP/NIK (digunggung)', jumlah: m.digunggung.jumlah, dpp: m.digunggung.dpp, ppn: m.digunggung.ppn },
    { uraian: 'Dikurangi retur penjualan (nota retur)', jumlah: m.retur.jumlah, dpp: -m.retur.dpp, ppn: -m.retur.ppn },
  ];
  const dppKeluaran = keluaranRows.reduce((s, r) => s + Number(r.dpp), 0);
  const closing = m.penutupan
    ? `Ditutup ${formatDate(m.penutupan.tanggal)}, jurnal ${m.penutupan.jurnal_nomor ?? '-'}: PPN masukan di atas adalah yang dikreditkan saat itu`
    : 'Belum ditutup: PPN masukan di atas adalah yang dapat dikreditkan sekarang (menu Penutupan Masa PPN)';
  return {
    sections: [
      { title: 'PPN Keluaran', columns: COLUMNS, rows: keluaranRows, total: { uraian: 'Jumlah PPN Keluaran', jumlah: null, dpp: dppKeluaran, ppn: m.keluaran } },
      {
        title: 'PPN Masukan',
        columns: COLUMNS,
        rows: [{ uraian: 'Faktur pajak masukan yang dikreditkan', jumlah: m.masukan.jumlah, dpp: m.masukan.dpp, ppn: m.masukan.ppn }],
        total: { uraian: m.kurang_bayar >= 0 ? 'PPN Kurang Bayar (disetor)' : 'PPN Lebih Bayar', jumlah: null, dpp: null, ppn: Math.abs(m.kurang_bayar) },
      },
      {
        title: 'Pencocokan',
        columns: [{ key: 'uraian', label: 'Uraian', kind: 'text' }, { key: 'nilai', label: 'Nilai', kind: 'text' }],
        rows: [
          { uraian: 'PPN Keluaran menurut buku besar (mutasi akun PPN Keluaran masa ini)', nilai: formatSenRupiah(BigInt(m.buku.ppn_keluaran) * 100n) },
          { uraian: 'Selisih dengan laporan ini (0 bila semua penjualan dan retur dibukukan di masanya)', nilai: formatSenRupiah(BigInt(m.buku.selisih) * 100n) },
          { uraian: 'PPN faktur pajak di berkas Coretax (per baris, dalam sen)', nilai: formatSenRupiah(BigInt(m.coretax.ppn_sen)) },
          { uraian: 'Selisih pembulatan berkas Coretax terhadap PPN nota (kurang dari Rp. 1 per baris)', nilai: formatSenRupiah(BigInt(m.coretax.selisih_pembulatan_sen)) },
          { uraian: 'Status masa', nilai: closing },
        ],
      },
    ],
    summary: [
      { label: 'PPN Keluaran', value: m.keluaran },
      { label: 'PPN Masukan', value: m.masukan.ppn },
      { label: m.kurang_bayar >= 0 ? 'Kurang Bayar' : 'Lebih Bayar', value: Math.abs(m.kurang_bayar) },
    ],
  };
};
