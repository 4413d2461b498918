import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { can } from '../../providers/permissions';
import { usePermissionSet } from '../../framework/usePermissionSet';
import { refName, type Ref } from '../../framework/display/refName';
import { EMPTY_PAYMENT, type PaymentInput } from './penjualanMath';
import { PEMBULATAN_DEFAULT, pembulatanStep } from '../../../common/pembulatan';

/** A goods line as GET /api/penjualan/:id answers it (the engine's `barang`/`satuan` refs, or A's flat names). */
export interface SaleLine {
  id: number; barang_id: number; satuan_id: number | null; jumlah: number; qty: number; harga: number; harga_daftar: number | null;
  diskon: number; ppn: number; subtotal: number;
  barang_kode?: string; barang_nama?: string; satuan_kode?: string; satuan_dasar?: string; barang?: Ref; satuan?: Ref;
}

export interface SalePayment {
  id: number; nomor?: string; tipe: 'tunai' | 'transfer' | 'qris' | 'giro' | 'nota_putih'; jumlah: number; kas_id?: number | null; kas?: Ref;
  giro_nomor?: string | null; giro_bank?: string | null; giro_jatuh_tempo?: string | null; giro_status?: string | null; status?: string;
}

export interface Sale {
  id: number; nomor: string; tanggal: string; status: 'draft' | 'selesai' | 'dibatalkan' | 'tak_tertagih';
  karyawan_id: number | null; konsumen_id: number; rute_id?: number | null; kendaraan_id?: number | null; trip_kendaraan_id?: number | null;
  karyawan?: Ref; konsumen?: Ref; rute?: Ref; kendaraan?: Ref; trip_kendaraan?: Ref;
  subtotal: number; diskon: number; ppn: number; total: number; dibayar: number; piutang: number; sisa_piutang: number;
  jatuh_tempo?: string | null; hutang_id?: number | null; keterangan?: string | null;
  alasan_izin_kredit?: string | null; alasan_batal?: string | null; alasan_tak_tertagih?: string | null;
  created_by?: number | null; ppn_persen?: number | null; pembulatan?: number; pembulatan_tunai?: number | null;
  rincian?: SaleLine[]; bayar?: SalePayment[];
}

export const lineGoodsName = (l: SaleLine) => l.barang_nama ?? refName(l.barang);
export const lineUnitName = (l: SaleLine) => l.satuan_kode ?? (l.satuan ? refName(l.satuan, 'kode') : (l.satuan_dasar ?? ''));

/** One line of the form: quantity in the chosen unit, price per base unit (the server's `harga`). */
export interface FormLine {
  key: string;
  id?: number;
  barang_id: number;
  barang_nama: string;
  kena_ppn: boolean;
  satuan_id: number | null;
  /** Base units per chosen unit (1 for the base unit). */
  faktor: number;
  jumlah: number;
  harga: number;
  /** The price list's price per base unit; null while unknown or when none is set. */
  harga_daftar: number | null;
  diskon: number;
}

export interface SaleForm {
  tanggal: string;
  karyawan_id: number | null;
  konsumen_id: number | null;
  konsumen_nama: string;
  diskon: number;
  keterangan: string;
  lines: FormLine[];
  pay: PaymentInput;
}

let keySeq = 0;
export const newLineKey = () => `baris-${Date.now()}-${(keySeq += 1)}`;

export function emptyForm(tanggal: string): SaleForm {
  return { tanggal, karyawan_id: null, konsumen_id: null, konsumen_nama: '', diskon: 0, keterangan: '', lines: [], pay: { ...EMPTY_PAYMENT } };
}

/** A saved draft back into the form (kena_ppn of each goods is filled from the goods list). */
export function saleToForm(sale: Sale): SaleForm {
  return {
    tanggal: sale.tanggal,
    karyawan_id: sale.karyawan_id,
    konsumen_id: sale.konsumen_id,
    konsumen_nama: refName(sale.konsumen),
    diskon: Number(sale.diskon ?? 0),
    keterangan: sale.keterangan ?? '',
    lines: (sale.rincian ?? []).map((l) => ({
      key: newLineKey(), id: l.id, barang_id: l.barang_id, barang_nama: lineGoodsName(l), kena_ppn: Number(l.ppn) > 0,
      satuan_id: l.satuan_id, faktor: Number(l.jumlah) > 0 ? Math.max(1, Math.round(Number(l.qty) / Number(l.jumlah))) : 1, jumlah: Number(l.jumlah), harga: Number(l.harga), harga_daftar: l.harga_daftar ?? null, diskon: Number(l.diskon ?? 0),
    })),
    pay: { ...EMPTY_PAYMENT },
  };
}

/**
 * The body of POST /api/transaksi-update. `harga` goes only when it differs from the price list (a level that may
 * change prices changed it); the salesperson is sent only by users who are not salespeople themselves.
 */
export function saleBody(form: SaleForm, id: number | undefined, isSales: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { tanggal: form.tanggal, konsumen_id: form.konsumen_id, diskon: Math.round(form.diskon || 0) };
  if (id !== undefined) body.id = id;
  if (!isSales && form.karyawan_id) body.karyawan_id = form.karyawan_id;
  if (form.keterangan.trim()) body.keterangan = form.keterangan.trim();
  body.rincian = form.lines.map((l) => {
    const line: Record<string, unknown> = { barang_id: l.barang_id, jumlah: l.jumlah, diskon: Math.round(l.diskon || 0) };
    if (l.id !== undefined) line.id = l.id;
    if (l.satuan_id) line.satuan_id = l.satuan_id;
    if (!isSales && l.harga_daftar !== null && l.harga !== l.harga_daftar) line.harga = l.harga;
    return line;
  });
  return body;
}

export interface Unit { satuan_id: number; kode: string; nama: string; faktor: number; harga?: number }
export interface PriceAnswer { harga: number; satuan: Unit[] }

/** GET /api/harga-jual-berlaku for the customer on the sale date: price per base unit and each unit of the goods. */
export function usePrice(barangId: number | null, konsumenId: number | null, tanggal: string) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  return useQuery({
    queryKey: ['niaga', 'harga-jual-berlaku', barangId, konsumenId, tanggal],
    enabled: Boolean(barangId && konsumenId && tanggal),
    staleTime: 60_000,
    queryFn: async () => {
      const answer = await dataProvider.action<{ data: PriceAnswer | null; message?: string }>('/harga-jual-berlaku', undefined, {
        method: 'GET', params: { barang_id: barangId!, konsumen_id: konsumenId!, tanggal },
      });
      return answer.data ?? null;
    },
  });
}

/** The company settings a sale previews with, when this user can read them (finance…). */
function useSaleSettings() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { permissions } = usePermissionSet();
  const readable = permissions !== null && can(permissions, '/setting', 'read');
  return useQuery({
    queryKey: ['niaga', 'setting', 'penjualan'],
    enabled: readable,
    staleTime: 300_000,
    queryFn: async () => {
      const { data } = await dataProvider.getList('setting', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      const rate = data[0]?.ppn_persen;
      return { rate: rate === undefined || rate === null ? null : Number(rate), step: pembulatanStep(data[0]?.pembulatan_tunai) };
    },
  });
}

/** The tax rate from the sale answer, else the company settings when this user can read them, else unknown. */
export function usePpnPersen(fromSale?: number | null): number | null {
  const query = useSaleSettings();
  if (typeof fromSale === 'number') return fromSale;
  return query.data?.rate ?? null;
}

/** The cash rounding step (common/pembulatan.ts) from the sale answer, else the settings, else the default. */
export function usePembulatanTunai(fromSale?: number | null): number {
  const query = useSaleSettings();
  if (typeof fromSale === 'number') return fromSale;
  return query.data?.step ?? PEMBULATAN_DEFAULT;
}
