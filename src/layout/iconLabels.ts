/**
 * What each icon of the menu set (menuIcons.tsx) shows, in Indonesian: the Menu screen offers and shows icons by
 * these words and by their drawing, never by their Material code names. A name added to the set needs its words here.
 */
export const ICON_LABELS: Record<string, string> = {
  AccountBalanceWallet: 'Dompet', TrendingUp: 'Grafik naik', Assessment: 'Laporan grafik', AccountBalance: 'Bank',
  AccountCircle: 'Akun pengguna', AccountTree: 'Bagan akun', AdminPanelSettings: 'Perisai admin', AssignmentInd: 'Berkas karyawan',
  AssignmentReturn: 'Retur', Badge: 'Kartu pegawai', Balance: 'Timbangan', BrokenImage: 'Barang rusak', Build: 'Kunci pas',
  AddShoppingCart: 'Tambah belanja', Category: 'Kategori', CompareArrows: 'Panah bolak-balik', Dashboard: 'Beranda',
  FactCheck: 'Daftar periksa', Factory: 'Pabrik', GridView: 'Kotak-kotak', Groups: 'Kelompok orang', Handyman: 'Perkakas',
  History: 'Riwayat', Inbox: 'Kotak masuk', Inventory: 'Persediaan', Inventory2: 'Kardus barang', LocalShipping: 'Truk pengiriman',
  ManageAccounts: 'Kelola pengguna', Map: 'Peta', Menu: 'Daftar menu', MenuBook: 'Buku jurnal', MilitaryTech: 'Medali',
  MoveToInbox: 'Barang masuk', Pallet: 'Palet', Payments: 'Uang', PersonAddAlt1: 'Tambah orang', PhoneAndroid: 'Ponsel',
  PointOfSale: 'Mesin kasir', PriceChange: 'Ubah harga', QueryStats: 'Analisis', ReceiptLong: 'Struk panjang',
  RequestQuote: 'Tagihan', Route: 'Rute', Rule: 'Aturan', Savings: 'Celengan', SearchOff: 'Barang hilang', Sell: 'Label harga',
  ShoppingCart: 'Keranjang belanja', Settings: 'Roda gigi', Storage: 'Basis data', Store: 'Toko', Storefront: 'Etalase toko',
  Straighten: 'Penggaris', SwapHoriz: 'Tukar', TrendingDown: 'Grafik turun', Tune: 'Pengatur', VerifiedUser: 'Pengguna terverifikasi',
  ViewColumn: 'Kolom', ViewModule: 'Petak', PendingActions: 'Menunggu tindakan', PriceCheck: 'Harga diperiksa', Redeem: 'Hadiah',
  Restaurant: 'Makan', Summarize: 'Ringkasan', Warehouse: 'Gudang',
};

/** The icon's words; a name outside the set reads as no icon rather than as its code. */
export function iconLabel(name: string | null | undefined): string {
  if (!name) return '';
  return ICON_LABELS[name] ?? 'Ikon lain';
}
