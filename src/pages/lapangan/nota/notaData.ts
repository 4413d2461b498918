import { addDays, todayJakarta } from '../../../../common/format';
import type { DayData } from '../../../offline/dayData';
import type { QueuedDoc } from '../../../offline/queue';
import type { Sale, SaleLine } from '../../penjualan/penjualanApi';

/**
 * What a nota says (issue 39), whatever prints it: the thermal printer over Bluetooth, the shared picture and the
 * browser's print. Built from a document queued on the phone (`notaFromQueued`) or a saved sale
 * (`notaFromPenjualan`); `notaLayout.ts` turns it into the blocks every renderer walks.
 */
export interface NotaPerusahaan { nama: string; alamat: string | null; telepon: string | null; npwp: string | null }

export interface NotaLine {
  /** The goods' full name: wrapped by the renderers, never cut. */
  nama: string;
  jumlah: number;
  satuan: string;
  /** Price per the unit sold. */
  harga: number;
  diskon: number;
  subtotal: number;
}

export interface NotaPayment { tipe: string; jumlah: number }

export interface NotaData {
  perusahaan: NotaPerusahaan | null;
  judul: string;
  /** The server's number once sent, else `OFF-XXXXXXXX` (the phone's id). */
  nomor: string;
  /** An ISO timestamp (shown with its time) or an ISO date. */
  waktu: string;
  konsumen: { nama: string; kode: string | null; alamat: string | null };
  sales: string | null;
  kendaraan: string | null;
  lines: NotaLine[];
  subtotal: number;
  /** The nota's own discount (line discounts are on their lines). */
  diskon: number;
  ppn: number;
  /** Cash rounding given up (common/pembulatan.ts). */
  pembulatan: number;
  total: number;
  /** What the customer settles: the total less the rounding. */
  total_bayar: number;
  bayar: NotaPayment[];
  /** The due date of the credit part (nota putih), ISO date; null without credit. */
  jatuh_tempo: string | null;
  keterangan: string | null;
  catatan: string | null;
  tanda_tangan: string[];
}

export const TIPE_BAYAR: Record<string, string> = {
  tunai: 'Tunai', transfer: 'Transfer', giro: 'Giro', nota_putih: 'Nota Putih (Kredit)', qris: 'QRIS',
};
export const tipeBayar = (tipe: string) => TIPE_BAYAR[tipe] ?? tipe;

const SIGNATURES = ['Konsumen', 'Sales'];

/** The phone's number for a document the server has not numbered yet. */
export const offlineNomor = (clientId: string) => `OFF-${clientId.slice(0, 8).toUpperCase()}`;

/** The credit due date: the sale date plus the customer's tempo (days), when part of the sale is credit. */
export function dueDate(tanggal: string, tempoHari: number | null | undefined, bayar: NotaPayment[]): string | null {
  const credit = bayar.some((p) => p.tipe === 'nota_putih' && p.jumlah > 0);
  return credit ? addDays(tanggal, Number(tempoHari ?? 0)) : null;
}

/** A sale queued on the phone, with the offline summary and the customer's tempo from the stored day. */
export function notaFromQueued(doc: QueuedDoc, day: DayData | null, opts: { sales?: string | null } = {}): NotaData {
  const r = doc.ringkasan;
  const konsumen = day?.konsumen.find((k) => k.id === Number(doc.data.konsumen_id));
  const tanggal = typeof doc.data.tanggal === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(doc.data.tanggal)
    ? doc.data.tanggal : todayJakarta(new Date(doc.dibuat_offline_at));
  const bayar = (r.bayar ?? []).filter((p) => Number(p.jumlah) > 0).map((p) => ({ tipe: p.tipe, jumlah: Number(p.jumlah) }));
  const lines = (r.lines ?? []).map((l) => ({ ...l }));
  const pembulatan = Number(r.pembulatan ?? 0);
  const diskon = Number(r.diskon ?? 0);
  const ppn = Number(r.ppn ?? 0);
  return {
    perusahaan: day?.perusahaan ?? null,
    judul: doc.jenis === 'penjualan' ? 'NOTA PENJUALAN' : `NOTA ${doc.jenis.toUpperCase()}`,
    nomor: doc.server?.nomor || offlineNomor(doc.client_id),
    waktu: doc.dibuat_offline_at,
    konsumen: { nama: konsumen?.nama ?? r.konsumen_nama, kode: konsumen?.kode ?? null, alamat: konsumen?.alamat ?? null },
    sales: opts.sales ?? null,
    kendaraan: day?.trip ? (day.trip.no_polisi ?? day.trip.nomor) : null,
    lines,
    subtotal: Number(r.subtotal ?? lines.reduce((s, l) => s + l.subtotal, 0)),
    diskon,
    ppn,
    pembulatan,
    total: r.total,
    total_bayar: r.total - pembulatan,
    bayar,
    jatuh_tempo: dueDate(tanggal, konsumen?.tempo_hari, bayar),
    keterangan: r.keterangan?.trim() || null,
    catatan: doc.state === 'terkirim' ? null : 'Dicatat offline; menunggu sinkron',
    tanda_tangan: SIGNATURES,
  };
}

/** The company settings as GET /api/setting answers them (the fields the nota's header needs). */
export interface NotaSettings { nama_perusahaan?: string | null; alamat?: string | null; telepon?: string | null; npwp?: string | null }

type RefWith = { id: number; [key: string]: unknown } | null | undefined;
const str = (ref: RefWith, ...fields: string[]): string | null => {
  if (!ref) return null;
  for (const f of fields) if (typeof ref[f] === 'string' && ref[f]) return ref[f] as string;
  return null;
};

function lineOf(l: SaleLine): NotaLine {
  const jumlah = Number(l.jumlah);
  const qty = Number(l.qty ?? jumlah);
  // The server keeps the price per base unit; the nota shows it per the unit sold (a box of 12 at 12 × the price).
  const factor = jumlah > 0 && qty > 0 ? qty / jumlah : 1;
  return {
    nama: l.barang_nama ?? str(l.barang, 'nama') ?? `Barang #${l.barang_id}`,
    jumlah,
    satuan: l.satuan_kode ?? str(l.satuan, 'kode', 'nama') ?? l.satuan_dasar ?? '',
    harga: Math.round(Number(l.harga) * factor),
    diskon: Number(l.diskon ?? 0),
    subtotal: Number(l.subtotal),
  };
}

const STATUS_NOTE: Record<string, string> = { draft: 'DRAFT: belum selesai', dibatalkan: 'DIBATALKAN', tak_tertagih: 'Piutang tak tertagih' };

/** A saved sale as GET /api/penjualan/:id answers it (references with their records), for printing from its page. */
export function notaFromPenjualan(sale: Sale, settings: NotaSettings | null): NotaData {
  const konsumen = sale.konsumen as RefWith;
  const parts = (sale.bayar ?? []).filter((p) => p.status !== 'dibatalkan' && Number(p.jumlah) > 0)
    .map((p) => ({ tipe: p.tipe, jumlah: Number(p.jumlah) }));
  const bayar = parts.some((p) => p.tipe === 'nota_putih') || !(Number(sale.piutang) > 0)
    ? parts : [...parts, { tipe: 'nota_putih', jumlah: Number(sale.piutang) }];
  const pembulatan = Number(sale.pembulatan ?? 0);
  const credit = bayar.some((p) => p.tipe === 'nota_putih');
  const tempo = typeof konsumen?.tempo_hari === 'number' ? konsumen.tempo_hari : Number(konsumen?.tempo_hari ?? 0);
  return {
    perusahaan: settings?.nama_perusahaan
      ? { nama: settings.nama_perusahaan, alamat: settings.alamat ?? null, telepon: settings.telepon ?? null, npwp: settings.npwp ?? null }
      : null,
    judul: 'NOTA PENJUALAN',
    nomor: sale.nomor,
    waktu: sale.tanggal,
    konsumen: { nama: str(konsumen, 'nama') ?? '', kode: str(konsumen, 'kode'), alamat: str(konsumen, 'alamat') },
    sales: str(sale.karyawan as RefWith, 'nama_lengkap', 'nama'),
    kendaraan: str(sale.kendaraan as RefWith, 'no_polisi', 'nama') ?? str(sale.trip_kendaraan as RefWith, 'nomor'),
    lines: (sale.rincian ?? []).map(lineOf),
    subtotal: Number(sale.subtotal),
    diskon: Number(sale.diskon ?? 0),
    ppn: Number(sale.ppn ?? 0),
    pembulatan,
    total: Number(sale.total),
    total_bayar: Number(sale.total) - pembulatan,
    bayar,
    jatuh_tempo: credit ? (sale.jatuh_tempo ?? dueDate(sale.tanggal, tempo, bayar)) : null,
    keterangan: sale.keterangan?.trim() || null,
    catatan: STATUS_NOTE[sale.status] ?? null,
    tanda_tangan: SIGNATURES,
  };
}
