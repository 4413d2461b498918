/**
 * Purchasing (DESIGN.md section 6): a purchase order to a supplier with goods lines in any unit of the goods
 * (PPN and discount per line), ordered (dipesan), received through goods receiving (a receipt made from the
 * purchase, partial receipts allowed, never above what was ordered; each receipt credits the supplier's payable),
 * paid in one or more payments (lunas when received in full and nothing is owed), or rejected. Supplier returns
 * send goods back out of the warehouse at cost, lowering a purchase's payable or opening a refund receivable.
 * Effects in server/domain/pembelian through server/ledger.
 */
import { KAS_PERUSAHAAN, kasRef } from '../common/kas.js';
import type { LevelKey, MenuNode, ResourceDef } from '../common/registry.js';
import { keterangan } from './fields.js';
import { barang, byGudang, jurnal, nomor, parentRef, qtyDasar, satuan, stamp, status, tanggal } from './document-fields.js';
import { FAKTUR_MASUKAN_INPUTS, fakturMasukanFields, fakturMasukanLock } from './faktur-masukan.js';

/** Who orders and pays suppliers: the books' levels. Receiving stays with the warehouse (penerimaan). */
export const PEMBELI: LevelKey[] = ['finance', 'owner', 'gm', 'admin'];
const ro = (name: string, label: string, extra: Record<string, unknown> = {}) => ({ name, kind: 'money' as const, label, readOnly: true, default: 0, ...extra });

export const STATUS_PEMBELIAN: Array<[string, string]> = [['draft', 'Draft'], ['dipesan', 'Dipesan'], ['diterima', 'Diterima'], ['lunas', 'Lunas'], ['ditolak', 'Ditolak']];

export const pembelianResources: ResourceDef[] = [
  {
    name: 'pembelian', label: 'Pembelian', labelPlural: 'Pembelian', menu: '/pembelian', path: '/pembelian', icon: 'ShoppingCart',
    aliases: ['/pembelian/add', '/pembelian/edit/:id', '/pembelian/detail/:id'],
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: byGudang, operations: ['list', 'get', 'create', 'update'],
    lines: { resource: 'pembelian-rincian', foreignKey: 'pembelian_id', field: 'rincian', sum: ['qty', 'diskon', 'nilai'], worth: { quantity: 'jumlah', price: 'harga', discount: 'diskon', ppnRate: 'ppn_persen', amount: 'nilai', subtotal: 'subtotal', discounts: 'diskon', ppn: 'ppn', total: 'total' } },
    screens: [
      { path: '/pembelian/bayar/:id', view: 'PembelianBayar', kind: 'show' },
      { path: '/hutang-perusahaan', view: 'HutangPerusahaan', kind: 'list', menu: '/hutang-perusahaan' },
    ],
    related: [
      { resource: 'penerimaan', field: 'pembelian_id', label: 'Penerimaan Barang' },
      { resource: 'pembelian-bayar', field: 'pembelian_id', label: 'Pembayaran' },
      { resource: 'retur-supplier', field: 'pembelian_id', label: 'Retur Supplier' },
    ],
    prints: [{ name: 'pesanan', label: 'Cetak Pesanan Pembelian', path: 'cetak-pembelian/:id', states: ['draft', 'dipesan', 'diterima', 'lunas'] }],
    // The supplier's tax invoice often comes after the goods: its number and date stay editable until credited.
    locks: [fakturMasukanLock],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'], editableLater: { fields: FAKTUR_MASUKAN_INPUTS, states: ['dipesan', 'diterima', 'lunas'] },
      transitions: [
        { name: 'pesan', path: 'input/pembelian-pesan', label: 'Pesan ke Supplier', kind: 'forward', from: ['draft'], to: 'dipesan', action: 'update', levels: PEMBELI, stampUser: 'dipesan_oleh', stampAt: 'dipesan_pada' },
        {
          name: 'tolak', path: 'input/pembelian-tolak', label: 'Tolak Pembelian', kind: 'destructive', reason: 'alasan_tolak', from: ['draft', 'dipesan'], to: 'ditolak', action: 'update', levels: PEMBELI,
          stampUser: 'ditolak_oleh', stampAt: 'ditolak_pada',
          fields: [{ name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', required: true, min: 3, max: 255 }],
        },
      ],
    },
    fields: [
      nomor, tanggal,
      { name: 'supplier_id', kind: 'ref', ref: 'supplier', label: 'Supplier', required: true, filterable: true, searchable: true, list: true, listPriority: 1 },
      { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang Tujuan', required: true, filterable: true, list: true, listPriority: 3 },
      { name: 'no_faktur', kind: 'text', label: 'No. Faktur Supplier', max: 60, searchable: true },
      ...fakturMasukanFields,
      ro('subtotal', 'Subtotal'), ro('diskon', 'Diskon'), ro('ppn', 'PPN'),
      ro('total', 'Total', { sortable: true, list: true, listPriority: 1 }),
      ro('nilai_diterima', 'Nilai Diterima', { help: 'Nilai barang yang sudah diterima gudang (termasuk PPN)' }),
      ro('dibayar', 'Dibayar', { list: true }),
      ro('retur', 'Dipotong Retur'),
      ro('hutang', 'Hutang Berjalan', { sortable: true, list: true, help: 'Yang sudah diterima dan belum dibayar: dapat dibayar sekarang' }),
      ro('sisa', 'Sisa Pembelian', { sortable: true, list: true, help: 'Total − dibayar − potongan retur' }),
      { name: 'jatuh_tempo', kind: 'date', label: 'Jatuh Tempo', readOnly: true, filterable: true, sortable: true, list: true, listPriority: 3 },
      status(STATUS_PEMBELIAN),
      { name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', readOnly: true },
      keterangan,
      ...stamp('dipesan_oleh', 'dipesan_pada', 'Dipesan'),
      ...stamp('ditolak_oleh', 'ditolak_pada', 'Ditolak'),
    ],
  },
  {
    name: 'pembelian-rincian', label: 'Barang Dibeli', labelPlural: 'Rincian Pembelian', menu: '/pembelian', path: '/pembelian-rincian',
    // A receipt line names the purchase line it receives by its goods.
    titleField: 'id', shownAs: { ref: 'barang_id', field: 'nama' }, parent: 'pembelian', defaultSort: { field: 'id', order: 'ASC' },
    scope: { field: 'pembelian_id', by: 'ref', levels: ['warehouse_admin'] },
    fields: [
      parentRef('pembelian_id', 'pembelian', 'Pembelian'), barang, satuan,
      { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, min: 1, list: true },
      { name: 'harga', kind: 'money', label: 'Harga per Satuan', required: true, min: 0, list: true, help: 'Harga per satuan yang dipilih, sebelum PPN' },
      { name: 'diskon', kind: 'money', label: 'Diskon Baris', min: 0, default: 0, list: true },
      { name: 'ppn_persen', kind: 'percent', label: 'PPN', min: 0, max: 10_000, default: 1_100, help: 'Tarif PPN baris; 0 untuk barang tanpa PPN' },
      qtyDasar,
      { name: 'subtotal', kind: 'money', label: 'Subtotal (sebelum PPN)', readOnly: true, default: 0, list: true },
      { name: 'ppn', kind: 'money', label: 'Nilai PPN', readOnly: true, default: 0 },
      { name: 'nilai', kind: 'money', label: 'Nilai', readOnly: true, default: 0, list: true, listPriority: 1 },
      { name: 'qty_diterima', kind: 'qty', label: 'Diterima (satuan dasar)', readOnly: true, default: 0, list: true },
    ],
  },
  {
    // One payment of a purchase (/pembelian/bayar/:id): the payable lowered, cash out of the chosen kas.
    name: 'pembelian-bayar', label: 'Pembayaran Pembelian', labelPlural: 'Pembayaran Pembelian', menu: '/pembelian', path: '/pembelian-bayar',
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, operations: ['list', 'get', 'create'],
    scope: { field: 'pembelian_id', by: 'ref', levels: ['warehouse_admin'] },
    prints: [{ name: 'bukti-bayar', label: 'Cetak Bukti Bayar', path: 'cetak-pembelian-bayar/:id' }],
    fields: [
      nomor, { ...tanggal, required: false, help: 'Kosong = hari ini' },
      { name: 'pembelian_id', kind: 'ref', ref: 'pembelian', label: 'Pembelian', required: true, filterable: true, list: true, listPriority: 1 },
      { name: 'supplier_id', kind: 'ref', ref: 'supplier', label: 'Supplier', readOnly: true, filterable: true, list: true },
      kasRef('kas_id', 'Dibayar dari Kas/Bank', KAS_PERUSAHAAN, { required: true, filterable: true, list: true }),
      { name: 'jumlah', kind: 'money', label: 'Jumlah', required: true, min: 1, sortable: true, list: true, listPriority: 1 },
      keterangan, jurnal,
    ],
  },
  {
    name: 'retur-supplier', label: 'Retur Supplier', labelPlural: 'Retur Supplier', menu: '/retur-supplier', path: '/retur-supplier', icon: 'AssignmentReturn',
    aliases: ['/retur-supplier/add', '/retur-supplier/edit/:id', '/retur-supplier/detail/:id'],
    titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, scope: byGudang,
    lines: { resource: 'retur-supplier-rincian', foreignKey: 'retur_supplier_id', field: 'rincian', sum: ['qty', 'nilai'], worth: { amount: 'nilai', total: 'total' } },
    prints: [{ name: 'bukti-retur', label: 'Cetak Bukti Retur', path: 'cetak-retur-supplier/:id', states: ['draft', 'checkout'] }],
    workflow: {
      field: 'status', initial: 'draft', editableIn: ['draft'],
      transitions: [
        { name: 'checkout', path: 'retur-supplier-checkout', label: 'Checkout Retur', kind: 'forward', done: 'mengeluarkan barang', from: ['draft'], to: 'checkout', action: 'update', stampUser: 'checkout_oleh', stampAt: 'checkout_pada' },
        { name: 'batal', path: 'input/retur-supplier-batal', label: 'Batalkan', kind: 'destructive', from: ['draft'], to: 'dibatalkan', action: 'update' },
      ],
    },
    fields: [
      nomor, tanggal,
      { name: 'supplier_id', kind: 'ref', ref: 'supplier', label: 'Supplier', required: true, filterable: true, searchable: true, list: true, listPriority: 1 },
      { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang Asal', filterable: true, list: true, help: 'Terisi otomatis dengan gudang Anda untuk admin gudang' },
      { name: 'pembelian_id', kind: 'ref', ref: 'pembelian', label: 'Pembelian', filterable: true, list: true, help: 'Wajib bila hutangnya dipotong' },
      {
        name: 'penyelesaian', kind: 'enum', label: 'Penyelesaian', required: true, default: 'potong_hutang', filterable: true, list: true,
        options: [{ value: 'potong_hutang', label: 'Potong Hutang Pembelian' }, { value: 'pengembalian_dana', label: 'Pengembalian Dana (Piutang Supplier)' }],
      },
      { name: 'total', kind: 'money', label: 'Nilai Retur (HPP)', readOnly: true, default: 0, sortable: true, list: true, listPriority: 1 },
      status([['draft', 'Draft'], ['checkout', 'Checkout'], ['dibatalkan', 'Dibatalkan']]),
      keterangan, jurnal,
      ...stamp('checkout_oleh', 'checkout_pada', 'Checkout'),
    ],
  },
  {
    name: 'retur-supplier-rincian', label: 'Barang Diretur', labelPlural: 'Rincian Retur Supplier', menu: '/retur-supplier', path: '/retur-supplier-rincian',
    titleField: 'id', parent: 'retur-supplier', defaultSort: { field: 'id', order: 'ASC' },
    scope: { field: 'retur_supplier_id', by: 'ref', levels: ['warehouse_admin'] },
    fields: [
      parentRef('retur_supplier_id', 'retur-supplier', 'Retur Supplier'), barang, satuan,
      { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, min: 1, list: true }, qtyDasar,
      { name: 'nilai', kind: 'money', label: 'Nilai (HPP)', readOnly: true, default: 0, list: true },
    ],
  },
];

export const pembelianMenus: MenuNode[] = [
  {
    name: 'Pembelian', icon: 'ShoppingCart', url: '/grup-pembelian', children: [
      { name: 'Pembelian', icon: 'ShoppingCart', url: '/pembelian' },
      { name: 'Retur Supplier', icon: 'AssignmentReturn', url: '/retur-supplier' },
      { name: 'Hutang Perusahaan', icon: 'RequestQuote', url: '/hutang-perusahaan' },
    ],
  },
];
