/**
 * Tables of the tax law that Niaga keeps as base data (issue 37, docs/taxes.md): the PPN rate with the DPP nilai lain
 * ratio by start date, and Coretax's unit codes. Written at every start (server/db/base/apply.ts); governed by the
 * company settings' menu.
 */
import type { MenuNode, ResourceDef } from '../common/registry.js';
import { JENIS_DOKUMEN_PAJAK } from './master/konsumen.js';

export const pajakResources: ResourceDef[] = [
  {
    name: 'tarif-ppn', label: 'Tarif PPN', labelPlural: 'Tarif PPN', menu: '/setting', path: '/tarif-ppn', icon: 'Tune',
    titleField: 'berlaku_mulai', defaultSort: { field: 'berlaku_mulai', order: 'DESC' }, operations: ['list', 'get', 'create', 'update'],
    fields: [
      { name: 'berlaku_mulai', kind: 'date', label: 'Berlaku Mulai', required: true, unique: true, sortable: true, list: true },
      // Basis points like every percent: 1200 = 12 %.
      { name: 'tarif', kind: 'percent', label: 'Tarif PPN', required: true, min: 0, max: 10_000, list: true },
      {
        name: 'dpp_pembilang', kind: 'int', label: 'DPP Nilai Lain (pembilang)', required: true, min: 1, max: 1_000, list: true,
        help: 'DPP nilai lain = harga jual × pembilang / penyebut (11/12 sejak 2025; 1/1 = harga jual)',
      },
      { name: 'dpp_penyebut', kind: 'int', label: 'DPP Nilai Lain (penyebut)', required: true, min: 1, max: 1_000, list: true },
      { name: 'dasar_hukum', kind: 'text', label: 'Dasar Hukum', max: 200, list: true },
    ],
  },
  {
    // PPh 23 (issue 38, docs/taxes.md "PPh 23 dan e-Bupot BPPU"): Coretax's tax object codes with their rate by start
    // date; a cost document names one, its payment withholds at the code's rate in force on the payment date.
    name: 'objek-pph23', label: 'Objek PPh 23', labelPlural: 'Objek PPh 23', menu: '/setting', path: '/objek-pph23', icon: 'Tune',
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, operations: ['list', 'get', 'create', 'update'],
    uniqueTogether: [['kode', 'berlaku_mulai']],
    // The e-Bupot screen (bukti potong of a month, the BPPU file) under the Pajak menu.
    screens: [{ path: '/pajak/ebupot', view: 'EbupotPage', kind: 'list', menu: '/pajak/ebupot' }],
    fields: [
      {
        name: 'kode', kind: 'text', label: 'Kode Objek Pajak', required: true, pattern: { regex: '\\d{2}-\\d{3}-\\d{2}', example: '24-104-01' }, example: '24-104-01',
        searchable: true, sortable: true, filterable: true, list: true, help: 'Kode objek pajak Coretax (TaxObjectCode), mis. 24-104-01 Jasa Teknik',
      },
      { name: 'nama', kind: 'text', label: 'Nama Objek Pajak', required: true, max: 255, searchable: true, sortable: true, list: true },
      // Basis points like every percent: 200 = 2 %. Doubled at payment for a payee without an NPWP (UU PPh Pasal 23 ayat 1a).
      { name: 'tarif', kind: 'percent', label: 'Tarif PPh 23', required: true, min: 0, max: 10_000, list: true, help: 'Tarif bagi penerima ber-NPWP; tanpa NPWP dipotong 100% lebih tinggi' },
      { name: 'berlaku_mulai', kind: 'date', label: 'Berlaku Mulai', required: true, sortable: true, filterable: true, list: true },
      { name: 'dasar_hukum', kind: 'text', label: 'Dasar Hukum', max: 200, list: true },
    ],
  },
  {
    name: 'satuan-coretax', label: 'Satuan Coretax', labelPlural: 'Satuan Coretax', menu: '/setting', path: '/satuan-coretax', icon: 'Straighten',
    titleField: 'nama', defaultSort: { field: 'kode', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { name: 'kode', kind: 'text', label: 'Kode', required: true, unique: true, pattern: { regex: 'UM\\.\\d{4}', example: 'UM.0000' }, searchable: true, sortable: true, list: true },
      { name: 'nama', kind: 'text', label: 'Nama Satuan', required: true, max: 60, searchable: true, sortable: true, list: true },
    ],
  },
];

/** A tax invoice's life (issue 37): made at the sale, uploaded to Coretax, then as Coretax's export says. */
export const STATUS_FAKTUR_PAJAK: Array<[string, string]> = [
  ['belum_diunggah', 'Belum Diunggah'], ['diunggah', 'Diunggah'], ['disetujui', 'Disetujui'], ['ditolak', 'Ditolak'],
  ['diganti', 'Diganti'], ['dibatalkan', 'Dibatalkan'],
];

const ro = { readOnly: true } as const;

/**
 * Tax invoices (faktur pajak keluaran): one per completed taxed sale to a buyer known by NPWP/NIK/passport, made by the
 * sale's `selesai` step (server/domain/pajak/faktur.ts) with the buyer as at the sale and each line's Coretax figures.
 * Never typed: uploaded as Coretax XML (GET /api/efaktur-xml) and stamped from Coretax's export (POST
 * /api/efaktur-status). Sales to buyers without an identity are retail (digunggung) and have none.
 */
export const fakturPajakResources: ResourceDef[] = [
  {
    name: 'faktur-pajak', label: 'Faktur Pajak', labelPlural: 'Faktur Pajak', menu: '/faktur-pajak', path: '/faktur-pajak', icon: 'ReceiptLong',
    titleField: 'referensi', defaultSort: { field: 'tanggal', order: 'DESC' }, operations: ['list', 'get'], views: { list: 'FakturPajakList' },
    lines: { resource: 'faktur-pajak-rincian', foreignKey: 'faktur_pajak_id', field: 'rincian', sum: ['qty', 'diskon', 'dpp', 'ppn'] },
    fields: [
      { name: 'referensi', kind: 'text', label: 'Referensi (No. Nota)', max: 40, ...ro, searchable: true, sortable: true, list: true, listPriority: 1 },
      { name: 'tanggal', kind: 'date', label: 'Tanggal Faktur', ...ro, filterable: true, sortable: true, list: true },
      { name: 'masa', kind: 'text', month: true, label: 'Masa Pajak', ...ro, min: 7, max: 7, filterable: true, sortable: true },
      { name: 'penjualan_id', kind: 'ref', ref: 'penjualan', label: 'Penjualan', ...ro, unique: true, filterable: true },
      { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Konsumen', ...ro, filterable: true, searchable: true, list: true, listPriority: 1 },
      { name: 'kode_transaksi', kind: 'text', label: 'Kode Transaksi', ...ro, max: 2, help: '04 = DPP nilai lain (11/12), 01 = DPP harga jual' },
      { name: 'jenis_dokumen', kind: 'enum', label: 'Dokumen Pembeli', ...ro, options: JENIS_DOKUMEN_PAJAK },
      { name: 'npwp_nik', kind: 'text', label: 'NPWP/NIK Pembeli', ...ro, max: 30, searchable: true, list: true, listPriority: 3 },
      { name: 'nitku', kind: 'text', label: 'NITKU Pembeli', ...ro, max: 22 },
      { name: 'nama_pembeli', kind: 'text', label: 'Nama Pembeli', ...ro, max: 200, searchable: true },
      { name: 'alamat_pembeli', kind: 'longtext', label: 'Alamat Pembeli', ...ro, max: 500 },
      { name: 'email_pembeli', kind: 'text', label: 'Email Pembeli', ...ro, max: 200 },
      { name: 'tarif', kind: 'percent', label: 'Tarif PPN', ...ro },
      // The DPP nilai lain ratio in force at the sale (tarif_ppn), kept for the export.
      { name: 'dpp_pembilang', kind: 'int', label: 'DPP Nilai Lain (pembilang)', internal: true },
      { name: 'dpp_penyebut', kind: 'int', label: 'DPP Nilai Lain (penyebut)', internal: true },
      { name: 'dpp', kind: 'money', label: 'DPP', ...ro, sortable: true, list: true },
      { name: 'dpp_nilai_lain', kind: 'text', label: 'DPP Nilai Lain', ...ro, max: 40, help: 'Dalam rupiah dan sen, seperti di berkas Coretax' },
      { name: 'ppn', kind: 'money', label: 'PPN', ...ro, sortable: true, list: true, listPriority: 1, help: 'PPN nota (rupiah); di berkas Coretax per baris dalam sen' },
      { name: 'ppn_coretax', kind: 'text', label: 'PPN di Berkas Coretax', ...ro, max: 40 },
      // Exact figures in sen for the XML and the monthly sums; shown above as text.
      { name: 'dpp_nilai_lain_sen', kind: 'money', label: 'DPP Nilai Lain (sen)', internal: true },
      { name: 'ppn_sen', kind: 'money', label: 'PPN (sen)', internal: true },
      {
        name: 'status', kind: 'enum', label: 'Status', ...ro, default: 'belum_diunggah', filterable: true, sortable: true, list: true,
        options: STATUS_FAKTUR_PAJAK.map(([value, label]) => ({ value, label })),
      },
      { name: 'nsfp', kind: 'text', label: 'Nomor Faktur Pajak (NSFP)', ...ro, max: 30, searchable: true, list: true, listPriority: 2 },
      { name: 'tanggal_nsfp', kind: 'date', label: 'Tanggal Faktur Coretax', ...ro },
      { name: 'status_coretax', kind: 'text', label: 'Status di Coretax', ...ro, max: 60 },
      { name: 'penjualan_batal', kind: 'bool', label: 'Penjualan Dibatalkan', ...ro, default: false, filterable: true, help: 'Penjualan dibatalkan setelah faktur diunggah: batalkan juga di Coretax' },
      { name: 'diunggah_oleh', kind: 'ref', ref: 'user', label: 'Ditandai Diunggah Oleh', ...ro },
      { name: 'diunggah_pada', kind: 'datetime', label: 'Ditandai Diunggah Pada', ...ro, sortable: true },
      { name: 'status_pada', kind: 'datetime', label: 'Status Coretax Dibaca Pada', ...ro },
    ],
  },
  {
    name: 'faktur-pajak-rincian', label: 'Barang Faktur Pajak', labelPlural: 'Rincian Faktur Pajak', menu: '/faktur-pajak', path: '/faktur-pajak-rincian',
    titleField: 'nama', parent: 'faktur-pajak', defaultSort: { field: 'id', order: 'ASC' }, operations: ['list', 'get'],
    fields: [
      { name: 'faktur_pajak_id', kind: 'ref', ref: 'faktur-pajak', label: 'Faktur Pajak', ...ro, required: true, filterable: true },
      { name: 'penjualan_rincian_id', kind: 'int', label: 'Baris Penjualan', internal: true },
      { name: 'opt', kind: 'enum', label: 'Jenis', ...ro, options: [{ value: 'A', label: 'Barang' }, { value: 'B', label: 'Jasa' }] },
      { name: 'kode', kind: 'text', label: 'Kode Barang/Jasa Coretax', ...ro, max: 6, list: true },
      { name: 'nama', kind: 'text', label: 'Nama Barang', ...ro, max: 200, list: true },
      { name: 'satuan', kind: 'text', label: 'Satuan Coretax', ...ro, max: 10, list: true },
      { name: 'harga', kind: 'money', label: 'Harga Satuan', ...ro, list: true },
      { name: 'qty', kind: 'qty', label: 'Jumlah', ...ro, list: true },
      { name: 'diskon', kind: 'money', label: 'Total Diskon', ...ro, list: true, help: 'Diskon baris + bagian diskon nota' },
      { name: 'dpp', kind: 'money', label: 'DPP', ...ro, list: true },
      { name: 'dpp_nilai_lain', kind: 'text', label: 'DPP Nilai Lain', ...ro, max: 40, list: true },
      { name: 'tarif', kind: 'percent', label: 'Tarif PPN', ...ro },
      { name: 'ppn_coretax', kind: 'text', label: 'PPN', ...ro, max: 40, list: true },
      { name: 'ppn', kind: 'money', label: 'PPN Nota', ...ro },
      { name: 'dpp_nilai_lain_sen', kind: 'money', label: 'DPP Nilai Lain (sen)', internal: true },
      { name: 'ppn_sen', kind: 'money', label: 'PPN (sen)', internal: true },
    ],
  },
];

/**
 * A month's PPN closed (issue 37): "Tutup Masa PPN" takes the month's figures (server/domain/pajak/ppn-masa.ts),
 * credits its input tax and posts one journal emptying PPN Keluaran and PPN Masukan into Hutang PPN (or PPN Lebih
 * Bayar). Once per month: a second closing is refused.
 */
export const ppnMasaResources: ResourceDef[] = [
  {
    name: 'ppn-masa', label: 'Penutupan Masa PPN', labelPlural: 'Penutupan Masa PPN', menu: '/ppn-masa', path: '/ppn-masa', icon: 'EventAvailable',
    titleField: 'periode', defaultSort: { field: 'periode', order: 'DESC' }, operations: ['list', 'get', 'create'], createLabel: 'Tutup Masa PPN',
    fields: [
      {
        name: 'periode', kind: 'text', month: true, label: 'Masa Pajak', required: true, unique: true, min: 7, max: 7, sortable: true, filterable: true, list: true,
        example: '2026-10', help: 'Bulan yang sudah berakhir; faktur pajaknya sudah diunggah ke Coretax',
      },
      { name: 'tanggal', kind: 'date', label: 'Tanggal Jurnal', ...ro, list: true, help: 'Hari terakhir masa pajak' },
      { name: 'keluaran', kind: 'money', label: 'PPN Keluaran', ...ro, list: true },
      { name: 'masukan', kind: 'money', label: 'PPN Masukan Dikreditkan', ...ro, list: true },
      { name: 'masukan_jumlah', kind: 'int', label: 'Jumlah Faktur Masukan', ...ro },
      { name: 'masukan_dpp', kind: 'money', label: 'DPP Masukan', ...ro },
      { name: 'kurang_bayar', kind: 'money', label: 'Kurang (Lebih) Bayar', ...ro, list: true, listPriority: 1, help: 'Positif: PPN yang harus disetor; negatif: lebih bayar' },
      { name: 'jurnal_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal', ...ro },
      { name: 'keterangan', kind: 'text', label: 'Keterangan', max: 255 },
    ],
  },
];

/** The Pajak menu group's own screens, before its reports (resources/laporan.ts puts them together). */
export const pajakMenuEntries: MenuNode[] = [
  { name: 'Faktur Pajak', icon: 'ReceiptLong', url: '/faktur-pajak' },
  { name: 'Penutupan Masa PPN', icon: 'EventAvailable', url: '/ppn-masa' },
  { name: 'e-Bupot', icon: 'Receipt', url: '/pajak/ebupot' },
];
