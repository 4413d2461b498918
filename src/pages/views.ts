import { lazyWithTimeout } from '../framework/lazy/lazyWithTimeout';
import type { PageParts, PageViews, RecordActions, RecordPanels, RowActions } from '../framework/pageParts';

/**
 * Hand-written views under src/pages/<area>, by the name a registry entry gives in `views`
 * (`views: { list: 'PenjualanList' }`). Workflow areas add theirs here as they are built. App.tsx hands them, with
 * the record extras below, to the framework's registry provider: the framework never imports a page.
 */
const pageViews: PageViews = {
  AkunInfo: lazyWithTimeout(() => import('./keuangan/AkunInfo')),
  SettingPage: lazyWithTimeout(() => import('./keuangan/SettingPage')),
  MutasiPenempatan: lazyWithTimeout(() => import('./gudang/MutasiPenempatan')),
  KasAlur: lazyWithTimeout(() => import('./keuangan/KasAlur')),
  TutupBuku: lazyWithTimeout(() => import('./keuangan/TutupBuku')),
  RoleMatrix: lazyWithTimeout(() => import('./master/RoleMatrix')),
  RoleSubMenu: lazyWithTimeout(() => import('./master/RoleSubMenu')),
  Penempatan: lazyWithTimeout(() => import('./gudang/Penempatan')),
  CollectionPage: lazyWithTimeout(() => import('./penagihan/CollectionPage')),
  GiroList: lazyWithTimeout(() => import('./penagihan/GiroList')),
  FakturPajakList: lazyWithTimeout(() => import('./pajak/FakturPajakList')),
  PenggajianList: lazyWithTimeout(() => import('./penggajian/PenggajianList')),
  EbupotPage: lazyWithTimeout(() => import('./pajak/EbupotPage')),
  SetoranList: lazyWithTimeout(() => import('./setoran/SetoranList')),
  SetoranDetail: lazyWithTimeout(() => import('./setoran/SetoranDetail')),
  SetoranSetor: lazyWithTimeout(() => import('./setoran/SetoranSetor')),
  SalesRingkasan: lazyWithTimeout(() => import('./sales/SalesRingkasan')),
  RankSales: lazyWithTimeout(() => import('./sales/RankSales')),
  Pencapaian: lazyWithTimeout(() => import('./sales/Pencapaian')),
  ReturKonsumenCreate: lazyWithTimeout(() => import('./retur-konsumen/ReturKonsumenCreate')),
  ReturKonsumenEdit: lazyWithTimeout(() => import('./retur-konsumen/ReturKonsumenEdit')),
  PenjualanForm: lazyWithTimeout(() => import('./penjualan/PenjualanForm')),
  PenjualanDetail: lazyWithTimeout(() => import('./penjualan/PenjualanDetail')),
  PenjualanBayar: lazyWithTimeout(() => import('./penagihan/PenjualanBayar')),
  PembelianBayar: lazyWithTimeout(() => import('./pembelian/PembelianBayar')),
  HutangPerusahaan: lazyWithTimeout(() => import('./pembelian/HutangPerusahaan')),
  AssetQrCode: lazyWithTimeout(() => import('./asset/AssetQrCode')),
  PembayaranBelum: lazyWithTimeout(() => import('./biaya/PembayaranBelum')),
  PembayaranSudah: lazyWithTimeout(() => import('./biaya/PembayaranSudah')),
  PengembalianList: lazyWithTimeout(() => import('./biaya/PengembalianList')),
  BiayaRekap: lazyWithTimeout(() => import('./biaya/BiayaRekap')),
  BiayaDetail: lazyWithTimeout(() => import('./biaya/BiayaDetail')),
  AjuanBiaya: lazyWithTimeout(() => import('./biaya/AjuanBiaya')),
  BopPengembalian: lazyWithTimeout(() => import('./bop/BopPengembalian')),
  BopReimburse: lazyWithTimeout(() => import('./bop/BopReimburse')),
  MutasiBankList: lazyWithTimeout(() => import('./bank/MutasiBankList')),
  MutasiBankShow: lazyWithTimeout(() => import('./bank/MutasiBankShow')),
};

/** Titles of the registry `screens` whose view kind alone would name them badly ("Detail Kas" for a cash flow). */
const screenTitles: Record<string, string> = {
  KasAlur: 'Alur Kas',
  TutupBuku: 'Tutup Buku',
  RoleSubMenu: 'Hak Akses Sub-Menu',
  CollectionPage: 'Penagihan',
  SetoranDetail: 'Detail Setoran',
  SalesRingkasan: 'Sales',
  RankSales: 'Peringkat Sales',
  Pencapaian: 'Pencapaian Sales',
  PenjualanBayar: 'Bayar Piutang Penjualan',
  PembelianBayar: 'Bayar Pembelian',
  HutangPerusahaan: 'Hutang Perusahaan',
  AssetQrCode: 'Kode QR Aset',
  PembayaranSudah: 'Pembayaran Sudah Diberikan',
  PengembalianList: 'Pengembalian Biaya Pengambilan',
  BiayaRekap: 'Rekap Biaya',
  BiayaDetail: 'Detail Biaya',
  AjuanBiaya: 'Ajuan Biaya',
  BopPengembalian: 'Pengembalian BOP',
  BopReimburse: 'Reimburse BOP',
  EbupotPage: 'e-Bupot',
};

const recordActions: RecordActions = {
  user: lazyWithTimeout(() => import('../auth/UserCredentialActions')),
  kas: lazyWithTimeout(() => import('./keuangan/KasAlurLink')),
  konsumen: lazyWithTimeout(() => import('./keuangan/StatusKredit')),
  pembelian: lazyWithTimeout(() => import('./pembelian/PembelianActions')),
  asset: lazyWithTimeout(() => import('./asset/AssetActions')),
  'asset-pengadaan': lazyWithTimeout(() => import('./asset/PengadaanActions')),
  'bop-ajuan': lazyWithTimeout(() => import('./bop/BopActions')),
};

const recordPanels: RecordPanels = {
  'trip-kendaraan': lazyWithTimeout(() => import('./kanvas/TripRingkasan')),
  asset: lazyWithTimeout(() => import('./asset/AssetJadwal')),
  'asset-audit': lazyWithTimeout(() => import('./asset/AuditScan')),
};

const rowActions: RowActions = {
  kas: lazyWithTimeout(() => import('./keuangan/KasAlurLink').then((m) => ({ default: m.KasAlurRowLink }))),
};

export const pageParts: PageParts = { pageViews, recordActions, recordPanels, rowActions, screenTitles };

export { pageViews, recordActions, recordPanels, rowActions, screenTitles };
