/**
 * Canvas selling (DESIGN.md section 6): a salesperson's sale from the vehicle of their open trip, its goods
 * lines, and the money received from customers — at the sale (tunai, transfer, giro, nota putih) and later as
 * collections of open invoices. Stock and money effects happen in server/domain/penjualan through server/ledger.
 */
import { KAS_BANK, kasRef } from '../common/kas.js';
import type { FieldDef, LevelKey, MenuNode, ResourceDef, ScopeDef } from '../common/registry.js';
import { keterangan } from './fields.js';
import { barang, jurnal, nomor, offline, parentRef, satuan, stamp, status, tanggal, tglPosting } from './document-fields.js';

/** Who sells, and who keeps the books (no self-approval is checked per step). */
export const PENJUAL: LevelKey[] = ['sales', 'supervisor', 'admin', 'gm', 'finance', 'owner'];
export const KEUANGAN: LevelKey[] = ['finance', 'owner', 'gm', 'admin'];
/** A salesperson sees their own sales and the money they received. */
export const bySales: ScopeDef = { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] };

export const sales: FieldDef = { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', filterable: true, list: true, listPriority: 2, help: 'Terisi otomatis untuk sales' };
export const konsumen: FieldDef = { name: 'konsumen_id', kind: 'ref', ref: 'konsumen', label: 'Konsumen', required: true, filterable: true, searchable: true, list: true, listPriority: 1 };
const money = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'money', label, readOnly: true, default: 0, ...extra });

/** The payment types of a sale, a collection and a deposit (SPEC.md section 3 and 6; QRIS from issue 40: into a bank like a transfer). */
export const TIPE_BAYAR: Array<[string, string]> = [['tunai', 'Tunai'], ['transfer', 'Transfer'], ['qris', 'QRIS'], ['giro', 'Giro'], ['nota_putih', 'Nota Putih (Kredit)']];

export const penjualanResources: ResourceDef[] = [
  {
    name: 'penjualan', label: 'Penjualan', labelPlural: 'Penjualan', menu: '/penjualan', path: '/penjualan', icon: 'PointOfSale',
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: bySales,
    // Drafts are saved through /transaksi-update and /transaksi-barang-update (SPEC.md section 7); deleting a draft
    // is /transaksi-delete. The generic /input/penjualan stays for the same save.
    operations: ['list', 'get', 'create', 'update'],
    lines: { resource: 'penjualan-rincian', foreignKey: 'penjualan_id', field: 'rincian', sum: ['qty', 'diskon', 'subtotal'], worth: { quantity: 'qty', price: 'harga', discount: 'diskon', amount: 'subtotal', subtotal: 'subtotal', discounts: 'diskon', ppn: 'ppn', total: 'total' } },
    aliases: ['/penjualan/edit/:id', '/penjualan/detail/:id'],
    views: { create: 'PenjualanForm', edit: 'PenjualanForm', show: 'PenjualanDetail' }, createLabel: 'Jual', screens: [{ path: '/penjualan/bayar/:id', view: 'PenjualanBayar', kind: 'show' }],
    prints: [{ name: 'nota', label: 'Cetak Nota', path: 'cetak-penjualan/:id', states: ['selesai', 'tak_tertagih', 'dibatalkan'] }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        {
          name: 'selesai', path: 'transaksi-selesai', label: 'Selesaikan Penjualan', kind: 'forward', from: ['draft'], to: 'selesai', action: 'update', levels: PENJUAL,
          stampUser: 'selesai_oleh', stampAt: 'selesai_pada',
          fields: [{ name: 'alasan_izin_kredit', kind: 'text', label: 'Alasan Izin Kredit', max: 255, help: 'Hanya Finance/Owner: menyetujui kredit di atas limit atau dengan faktur lewat tempo' }],
          // The payment split; what is not paid becomes a nota putih (credit) part.
          items: {
            name: 'bayar', label: 'Pembayaran', max: 20, fields: [
              { name: 'tipe', kind: 'enum', label: 'Jenis Bayar', required: true, options: TIPE_BAYAR.map(([value, label]) => ({ value, label })) },
              { name: 'jumlah', kind: 'money', label: 'Jumlah', required: true, min: 1 },
              kasRef('kas_id', 'Rekening Bank', KAS_BANK, { help: 'Wajib untuk transfer dan QRIS' }),
              { name: 'giro_nomor', kind: 'text', label: 'No. Giro', max: 40 },
              { name: 'giro_bank', kind: 'text', label: 'Bank Giro', max: 60 },
              { name: 'giro_jatuh_tempo', kind: 'date', label: 'Giro Efektif' },
            ],
          },
        },
        {
          name: 'batal', path: 'transaksi-cancel', label: 'Batalkan Penjualan', kind: 'destructive', reason: 'alasan_batal', from: ['selesai'], to: 'dibatalkan', action: 'update', levels: PENJUAL,
          stampUser: 'dibatalkan_oleh', stampAt: 'dibatalkan_pada',
          fields: [{ name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', required: true, max: 255 }, tglPosting],
        },
        {
          name: 'takTertagih', path: 'penjualan-tak-tertagih', label: 'Hapus Piutang (Tak Tertagih)', kind: 'destructive', reason: 'alasan_tak_tertagih', from: ['selesai'], to: 'tak_tertagih', action: 'update',
          levels: KEUANGAN, notByCreator: true, stampUser: 'tak_tertagih_oleh', stampAt: 'tak_tertagih_pada',
          fields: [{ name: 'alasan_tak_tertagih', kind: 'text', label: 'Alasan Tak Tertagih', required: true, max: 255 },
            { ...tglPosting, help: 'Kosong = tanggal penjualan; isi bila periode itu sudah ditutup buku' }],
        },
        {
          name: 'batalTakTertagih', path: 'batalkan-penjualan-tak-tertagih', label: 'Batalkan Tak Tertagih', kind: 'back', done: 'memulihkan piutang', from: ['tak_tertagih'], to: 'selesai', action: 'update',
          levels: KEUANGAN, fields: [{ ...tglPosting, help: 'Kosong = tanggal jurnal piutang tak tertagih; isi bila periode itu sudah ditutup buku' }],
        },
      ],
    },
    fields: [
      nomor, tanggal, sales, konsumen,
      { name: 'rute_id', kind: 'ref', ref: 'rute', label: 'Rute', readOnly: true, filterable: true, list: true, listPriority: 3 },
      { name: 'kendaraan_id', kind: 'ref', ref: 'kendaraan', label: 'Kendaraan', readOnly: true, filterable: true, list: true, listPriority: 3 },
      { name: 'trip_kendaraan_id', kind: 'ref', ref: 'trip-kendaraan', label: 'Trip', readOnly: true, filterable: true },
      money('subtotal', 'Subtotal'),
      { name: 'diskon', kind: 'money', label: 'Diskon Nota', min: 0, default: 0, help: 'Potongan untuk seluruh nota, di luar diskon per barang' },
      money('ppn', 'PPN'),
      money('total', 'Total', { sortable: true, list: true, listPriority: 1 }),
      // Cash rounding at the point of sale (common/pembulatan.ts): what the customer did not pay of the total in cash.
      { name: 'pembulatan', kind: 'money', label: 'Pembulatan', readOnly: true, default: 0, help: 'Selisih pembulatan tunai ke bawah (Pengaturan: Pembulatan Tunai)' },
      money('dibayar', 'Dibayar Saat Transaksi', { list: true }),
      money('piutang', 'Piutang (Nota Putih)', { list: true }),
      money('sisa_piutang', 'Sisa Piutang', { sortable: true, list: true }),
      { name: 'jatuh_tempo', kind: 'date', label: 'Jatuh Tempo', readOnly: true, filterable: true, sortable: true },
      { name: 'hutang_id', kind: 'ref', ref: 'hutang', label: 'Hutang Konsumen', readOnly: true },
      status([['draft', 'Draft'], ['selesai', 'Selesai'], ['dibatalkan', 'Dibatalkan'], ['tak_tertagih', 'Tak Tertagih']]),
      { name: 'alasan_izin_kredit', kind: 'text', label: 'Alasan Izin Kredit', readOnly: true },
      { name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', readOnly: true },
      { name: 'alasan_tak_tertagih', kind: 'text', label: 'Alasan Tak Tertagih', readOnly: true },
      keterangan,
      jurnal,
      { name: 'jurnal_tak_tertagih_id', kind: 'ref', ref: 'jurnal', label: 'Jurnal Tak Tertagih', readOnly: true },
      ...stamp('selesai_oleh', 'selesai_pada', 'Diselesaikan'),
      ...stamp('dibatalkan_oleh', 'dibatalkan_pada', 'Dibatalkan'),
      ...stamp('tak_tertagih_oleh', 'tak_tertagih_pada', 'Dihapus'),
      ...offline,
    ],
  },
  {
    name: 'penjualan-rincian', label: 'Barang Terjual', labelPlural: 'Rincian Penjualan', menu: '/penjualan', path: '/penjualan-rincian',
    titleField: 'id', parent: 'penjualan', defaultSort: { field: 'id', order: 'ASC' },
    scope: { field: 'penjualan_id', by: 'ref', levels: ['sales'] },
    fields: [
      parentRef('penjualan_id', 'penjualan', 'Penjualan'),
      barang, satuan,
      { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, min: 1, list: true },
      { name: 'qty', kind: 'qty', label: 'Jumlah (satuan dasar)', readOnly: true, list: true },
      { name: 'harga', kind: 'money', label: 'Harga per Satuan Dasar', min: 0, list: true, help: 'Kosong = harga jual berlaku untuk tipe konsumen; mengubahnya perlu izin' },
      { name: 'harga_daftar', kind: 'money', label: 'Harga Daftar', readOnly: true },
      { name: 'diskon', kind: 'money', label: 'Diskon Baris', min: 0, default: 0, list: true },
      { name: 'ppn', kind: 'money', label: 'PPN', readOnly: true, default: 0 },
      { name: 'subtotal', kind: 'money', label: 'Subtotal', readOnly: true, default: 0, list: true, listPriority: 1 },
      // The tax base after the nota discount's share (common/ppn.ts); empty on lines saved before it was kept.
      { name: 'dpp', kind: 'money', label: 'DPP', readOnly: true, help: 'Subtotal setelah bagian diskon nota; dasar PPN' },
      { name: 'hpp', kind: 'money', label: 'HPP', readOnly: true, default: 0 },
      { name: 'qty_retur', kind: 'qty', label: 'Diretur (satuan dasar)', readOnly: true, default: 0 },
    ],
  },
  {
    // Money a salesperson (or finance) received from a customer: the payment parts of a sale and collections
    // of open invoices. Giro and nota putih are listed here too; deposits (setoran) collect them by type.
    name: 'penjualan-bayar', label: 'Pembayaran Konsumen', labelPlural: 'Pembayaran Konsumen', menu: '/collection', path: '/penjualan-bayar',
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: bySales,
    // create = a collection of one open invoice (server/domain/penagihan): hutang_id, tipe, jumlah and the type's fields.
    operations: ['list', 'get', 'create'],
    screens: [{ path: '/collection', view: 'CollectionPage', kind: 'list' }],
    fields: [
      nomor, { ...tanggal, required: false, help: 'Kosong = hari ini' }, sales,
      { ...konsumen, readOnly: true },
      { name: 'penjualan_id', kind: 'ref', ref: 'penjualan', label: 'Penjualan', readOnly: true, filterable: true, list: true },
      { name: 'hutang_id', kind: 'ref', ref: 'hutang', label: 'Hutang Dibayar', filterable: true, list: true },
      {
        name: 'sumber', kind: 'enum', label: 'Asal', readOnly: true, filterable: true, list: true,
        options: [{ value: 'penjualan', label: 'Penjualan' }, { value: 'pelunasan', label: 'Pelunasan Piutang' }],
      },
      { ...status(TIPE_BAYAR), name: 'tipe', label: 'Jenis Bayar', listPriority: 1, readOnly: false, required: true },
      { name: 'jumlah', kind: 'money', label: 'Jumlah', required: true, min: 1, sortable: true, list: true, listPriority: 1 },
      { name: 'kas_id', kind: 'ref', ref: 'kas', label: 'Masuk ke Kas/Bank', filterable: true, help: 'Transfer: rekening bank penerima; tunai oleh Finance: kas penerima' },
      { name: 'trip_kendaraan_id', kind: 'ref', ref: 'trip-kendaraan', label: 'Trip', readOnly: true, filterable: true },
      { name: 'giro_nomor', kind: 'text', label: 'No. Giro', max: 40, searchable: true },
      { name: 'giro_bank', kind: 'text', label: 'Bank Giro', max: 60 },
      { name: 'giro_jatuh_tempo', kind: 'date', label: 'Giro Efektif', filterable: true, sortable: true },
      {
        name: 'giro_status', kind: 'enum', label: 'Status Giro', readOnly: true, filterable: true,
        options: [{ value: 'terdaftar', label: 'Belum Cair' }, { value: 'cair', label: 'Cair' }, { value: 'ditolak', label: 'Ditolak' }],
      },
      { name: 'setoran_id', kind: 'int', label: 'Setoran', readOnly: true, filterable: true },
      {
        name: 'status', kind: 'enum', label: 'Status', readOnly: true, filterable: true, list: true,
        options: [{ value: 'diterima', label: 'Diterima' }, { value: 'dibatalkan', label: 'Dibatalkan' }],
      },
      jurnal,
      keterangan,
      ...offline,
    ],
  },
];

export const penjualanMenus: MenuNode[] = [
  {
    name: 'Penjualan', icon: 'PointOfSale', url: '/grup-penjualan', children: [
      { name: 'Penjualan', icon: 'PointOfSale', url: '/penjualan' },
      { name: 'Jualan Hari Ini', icon: 'PhoneAndroid', url: '/lapangan' },
      { name: 'Kunjungan Toko', icon: 'Storefront', url: '/kunjungan' },
      { name: 'Tutup Hari', icon: 'EventAvailable', url: '/tutup-hari' },
      { name: 'Penagihan', icon: 'Payments', url: '/collection' },
      { name: 'Giro Masuk', icon: 'ReceiptLong', url: '/giro' },
      { name: 'Setoran', icon: 'Savings', url: '/setoran' },
    ],
  },
];
