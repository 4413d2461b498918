/**
 * Money documents (issue 13): payments and the five cost kinds of SPEC.md section 7, each one declaration of the
 * cost-document lifecycle (resources/biaya/document.ts; effects in server/domain/biaya). What differs is here:
 * paths, who gives and receives, whether a journal step exists, accounts per line category, prints, goods.
 */
import type { LevelKey, MenuNode, ResourceDef } from '../../common/registry.js';
import { PEMBERI, PENYETUJU, costDocument } from './document.js';

/** Accrued costs: recognised by their journal, not yet paid (chart of accounts 2-1510). */
export const AKUN_BIAYA_MASIH_HARUS_DIBAYAR = '2-1510';
const GUDANG_TERIMA: LevelKey[] = ['warehouse_admin', 'gm', 'admin'];
const LAPANGAN_TERIMA: LevelKey[] = ['supervisor', 'gm', 'admin'];

export const biayaResources: ResourceDef[] = [
  ...costDocument({
    name: 'pembayaran', label: 'Pembayaran', labelPlural: 'Pembayaran', menu: '/pembayaran/belum', path: '/pembayaran/belum', icon: 'Payments',
    views: { list: 'PembayaranBelum' },
    screens: [
      { path: '/pembayaran/sudah', view: 'PembayaranSudah', kind: 'list', menu: '/pembayaran/sudah' },
      // The overviews over every cost kind live beside the payments.
      { path: '/biaya', view: 'BiayaRekap', kind: 'list', menu: '/biaya' },
      { path: '/biaya/detail', view: 'BiayaDetail', kind: 'list', menu: '/biaya' },
      { path: '/ajuanbiaya', view: 'AjuanBiaya', kind: 'list', menu: '/ajuanbiaya' },
    ],
    cost: {
      prefix: 'BYR', ppn: true,
      categories: [
        { value: 'listrik', label: 'Listrik, Air & Telepon', akun: '6-1400' }, { value: 'sewa', label: 'Sewa', akun: '6-1500' },
        { value: 'bbm', label: 'Bahan Bakar', akun: '6-1200' }, { value: 'kendaraan', label: 'Pemeliharaan Kendaraan', akun: '6-1300' },
        { value: 'bank', label: 'Administrasi Bank', akun: '6-2200' }, { value: 'lain', label: 'Lain-lain', akun: '6-2390' },
      ],
    },
    steps: [{ step: 'berikan', path: 'pembayaran-berikan', levels: PEMBERI }, { step: 'terima', path: 'pembayaran-terima', levels: ['gm', 'owner', 'admin', 'finance'] }],
    cancelPath: 'pembayaran-cancel', recipientLabel: 'Dibayarkan kepada',
  }),
  ...costDocument({
    name: 'biaya-pengambilan', label: 'Biaya Pengambilan Barang', labelPlural: 'Biaya Pengambilan Barang', menu: '/pengambilan-barang', path: '/pengambilan-barang',
    icon: 'LocalShipping', aliases: ['/pengambilan-barang/add', '/pengambilan-barang/edit/:id', '/pengambilan-barang/detail/:id', '/pengembalian/detail/:id'],
    // /pengembalian: pickup costs taken back (docs/areas/biaya.md, "Pengembalian"); each opens on the pickup cost's own page.
    screens: [{ path: '/pengembalian', view: 'PengembalianList', kind: 'list', menu: '/pengembalian' }],
    cost: {
      prefix: 'BPB', ppn: true,
      categories: [
        { value: 'angkut', label: 'Ongkos Angkut', akun: '6-2000' }, { value: 'bbm', label: 'Bahan Bakar', akun: '6-1200' },
        { value: 'tol_parkir', label: 'Tol & Parkir', akun: '6-2310' }, { value: 'bongkar_muat', label: 'Bongkar Muat', akun: '6-2000' },
      ],
    },
    steps: [{ step: 'berikan', path: 'biaya-pengambilan-berikan', levels: PEMBERI }, { step: 'terima', path: 'biaya-pengambilan-terima', levels: GUDANG_TERIMA }],
    cancelPath: 'biaya-pengambilan-cancel', gudang: 'optional', recipientLabel: 'Pengambil Barang',
    print: { label: 'Cetak Bukti Pengambilan Barang', path: 'cetak-pengambilan-barang/:id' },
  }),
  ...costDocument({
    name: 'biaya-operasional', label: 'Biaya Operasional', labelPlural: 'Biaya Operasional', menu: '/biaya-operasional', path: '/biaya-operasional',
    icon: 'Warehouse', aliases: ['/biaya-operasional/detail/:id'],
    cost: {
      prefix: 'BOG', ppn: true,
      categories: [
        { value: 'gudang', label: 'Operasional Gudang', akun: '6-1700' }, { value: 'listrik', label: 'Listrik, Air & Telepon', akun: '6-1400' },
        { value: 'perlengkapan', label: 'Perlengkapan', akun: '6-2320' }, { value: 'kebersihan', label: 'Kebersihan & Keamanan', akun: '6-2330' },
      ],
    },
    steps: [{ step: 'berikan', path: 'biaya-operasional-berikan', levels: PEMBERI }, { step: 'terima', path: 'biaya-operasional-terima', levels: GUDANG_TERIMA }],
    cancelPath: 'biaya-operasional-cancel', gudang: 'required',
    print: { label: 'Cetak Bukti Biaya Operasional', path: 'cetak-bop-gudang/:id' },
  }),
  ...costDocument({
    name: 'entertain', label: 'Biaya Entertain', labelPlural: 'Biaya Entertain', menu: '/biaya-entertain', path: '/biaya-entertain',
    icon: 'Restaurant', aliases: ['/biaya-entertain/detail/:id'],
    cost: {
      prefix: 'BEN', accrualAkun: AKUN_BIAYA_MASIH_HARUS_DIBAYAR,
      categories: [
        { value: 'jamuan', label: 'Jamuan Makan', akun: '6-1600' }, { value: 'hadiah', label: 'Hadiah & Bingkisan', akun: '6-2340' },
        { value: 'perjalanan', label: 'Perjalanan Relasi', akun: '6-1600' },
      ],
    },
    steps: [
      { step: 'jurnal', path: 'entertain-jurnal', levels: PEMBERI, label: 'Jurnal Biaya' },
      { step: 'berikan', path: 'entertain-berikan', levels: PEMBERI },
      { step: 'terima', path: 'entertain-terima', levels: LAPANGAN_TERIMA },
    ],
    cancelPath: 'entertain-cancel',
    print: { label: 'Cetak Bukti Biaya Entertain', path: 'cetak-biaya-entertain/:id' },
  }),
  ...costDocument({
    name: 'barang-entertain', label: 'Barang Entertain', labelPlural: 'Barang Entertain', menu: '/barang-entertain', path: '/barang-entertain',
    icon: 'Redeem', aliases: ['/barang-entertain/detail/:id'],
    cost: { prefix: 'BEB', goods: true, categories: [{ value: 'barang', label: 'Barang Entertain', akun: '6-2350' }, { value: 'sampel', label: 'Sampel Produk', akun: '6-2360' }] },
    steps: [
      { step: 'checkout', path: 'input/barang-entertain-checkout', viaInput: true, label: 'Checkout' },
      { step: 'approve', path: 'input/barang-entertain-approve', viaInput: true, levels: PENYETUJU },
      { step: 'jurnal', path: 'barang-entertain-jurnal', levels: PEMBERI, label: 'Keluarkan & Jurnal' },
      { step: 'terima', path: 'barang-entertain-terima', levels: LAPANGAN_TERIMA },
    ],
    cancelPath: 'barang-entertain-cancel', cancelLevels: [...PEMBERI, 'gm'], gudang: 'required',
    print: { label: 'Cetak Bukti Barang Entertain', path: 'cetak-barang-entertain?id=:id' },
  }),
  ...costDocument({
    name: 'pajak', label: 'Biaya Pajak', labelPlural: 'Biaya Pajak', menu: '/biaya-pajak', path: '/biaya-pajak',
    icon: 'AccountBalance', aliases: ['/biaya-pajak/detail/:id'],
    cost: {
      prefix: 'PJK', accrualAkun: AKUN_BIAYA_MASIH_HARUS_DIBAYAR,
      categories: [
        { value: 'pbb', label: 'PBB', akun: '6-1900' }, { value: 'pkb', label: 'Pajak Kendaraan', akun: '6-1900' },
        { value: 'pph', label: 'PPh Final / Pasal 4(2)', akun: '6-1900' }, { value: 'retribusi', label: 'Retribusi Daerah', akun: '6-2370' },
      ],
    },
    steps: [
      { step: 'jurnal', path: 'pajak-jurnal', levels: PEMBERI, label: 'Jurnal Pajak' },
      { step: 'berikan', path: 'pajak-berikan', levels: PEMBERI },
      { step: 'terima', path: 'pajak-terima', levels: ['finance', 'gm', 'owner', 'admin'] },
    ],
    cancelPath: 'pajak-cancel', recipientLabel: 'Penyetor Pajak',
    print: { label: 'Cetak Bukti Biaya Pajak', path: 'cetak-bop-gudang/:id?jenis=pajak' },
  }),
];

/** The six kinds, in the order the overview shows them. */
export const COST_KINDS = ['pembayaran', 'biaya-pengambilan', 'biaya-operasional', 'entertain', 'barang-entertain', 'pajak'];

export const biayaMenus: MenuNode[] = [
  {
    name: 'Biaya & Pembayaran', icon: 'Payments', url: '/grup-biaya', children: [
      { name: 'Ajuan Biaya', icon: 'PendingActions', url: '/ajuanbiaya' },
      { name: 'Pembayaran Belum Diberikan', icon: 'Payments', url: '/pembayaran/belum' },
      { name: 'Pembayaran Sudah Diberikan', icon: 'PriceCheck', url: '/pembayaran/sudah' },
      { name: 'Biaya Operasional', icon: 'Warehouse', url: '/biaya-operasional' },
      { name: 'Biaya Entertain', icon: 'Restaurant', url: '/biaya-entertain' },
      { name: 'Barang Entertain', icon: 'Redeem', url: '/barang-entertain' },
      { name: 'Biaya Pajak', icon: 'AccountBalance', url: '/biaya-pajak' },
      { name: 'Pengambilan Barang', icon: 'LocalShipping', url: '/pengambilan-barang' },
      { name: 'Pengembalian', icon: 'AssignmentReturn', url: '/pengembalian' },
      { name: 'Rekap Biaya', icon: 'Summarize', url: '/biaya' },
    ],
  },
];
