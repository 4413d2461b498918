import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../framework/lazy/lazyWithTimeout';

/** Props of a hand-written view replacing a generated one (registry `views`). */
export interface ResourceViewProps {
  resource: string;
  /** The record id of edit and show views. */
  id?: string;
}

export type PageViews = Record<string, ComponentType<ResourceViewProps>>;

/** Buttons added to a resource's edit and detail pages; they read the record from the record context. */
export type RecordActions = Record<string, ComponentType<{ resource: string }>>;

/** Sections shown below the fields of a resource's generated detail page; they read the record from the record context. */
export type RecordPanels = Record<string, ComponentType<{ resource: string }>>;

export interface RowActionProps {
  resource: string;
  record: Record<string, unknown>;
}

/** Icon links added to each row of a resource's generated list, beside "Lihat detail" and "Ubah". */
export type RowActions = Record<string, ComponentType<RowActionProps>>;

/**
 * Hand-written views under src/pages/<area>, by the name a registry entry gives in `views`
 * (`views: { list: 'PenjualanList' }`). Workflow areas add theirs here as they are built.
 */
export const pageViews: PageViews = {
  AkunInfo: lazyWithTimeout(() => import('./keuangan/AkunInfo')),
  SettingPage: lazyWithTimeout(() => import('./keuangan/SettingPage')),
  MutasiPenempatan: lazyWithTimeout(() => import('./gudang/MutasiPenempatan')),
  KasAlur: lazyWithTimeout(() => import('./keuangan/KasAlur')),
  RoleSubMenu: lazyWithTimeout(() => import('./master/RoleSubMenu')),
  Penempatan: lazyWithTimeout(() => import('./gudang/Penempatan')),
  CollectionPage: lazyWithTimeout(() => import('./penagihan/CollectionPage')),
  GiroList: lazyWithTimeout(() => import('./penagihan/GiroList')),
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
};

/** Titles of the registry `screens` whose view kind alone would name them badly ("Detail Kas" for a cash flow). */
export const screenTitles: Record<string, string> = {
  KasAlur: 'Alur Kas',
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
};

export const recordActions: RecordActions = {
  user: lazyWithTimeout(() => import('./auth/UserCredentialActions')),
  kas: lazyWithTimeout(() => import('./keuangan/KasAlurLink')),
  konsumen: lazyWithTimeout(() => import('./keuangan/StatusKredit')),
  pembelian: lazyWithTimeout(() => import('./pembelian/PembelianActions')),
  asset: lazyWithTimeout(() => import('./asset/AssetActions')),
  'asset-pengadaan': lazyWithTimeout(() => import('./asset/PengadaanActions')),
  'bop-ajuan': lazyWithTimeout(() => import('./bop/BopActions')),
};

export const recordPanels: RecordPanels = {
  'trip-kendaraan': lazyWithTimeout(() => import('./kanvas/TripRingkasan')),
  asset: lazyWithTimeout(() => import('./asset/AssetJadwal')),
  'asset-audit': lazyWithTimeout(() => import('./asset/AuditScan')),
};

export const rowActions: RowActions = {
  kas: lazyWithTimeout(() => import('./keuangan/KasAlurLink').then((m) => ({ default: m.KasAlurRowLink }))),
  role: lazyWithTimeout(() => import('./master/RoleRowActions')),
};
