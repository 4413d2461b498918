import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { creditStatus, type OpenDebt } from '../../common/kredit';
import { daysBetween } from '../../common/format';
import type { QueuedDoc } from './queue';

/**
 * The day's data a salesperson's phone keeps (GET /api/data-hari, issue 23), in IndexedDB per user: stored when
 * the day starts and again whenever the phone is online, read by the day's screens while offline. Its
 * `disimpan_pada` is shown as "Data per …" and tells which sent documents the stored stock already counts.
 */
export interface Unit { satuan_id: number; kode: string; nama: string; faktor: number }
export interface DayGoods { barang_id: number; kode: string; nama: string; kena_ppn: boolean; qty: number; satuan: Unit[] }
export interface DayCustomer {
  id: number; kode: string; nama: string; alamat: string | null; rute_id: number; konsumen_type_id: number | null;
  limit_kredit: number; tempo_hari: number; toleransi_hari: number;
}
export interface DayInvoice { id: number; nomor: string; no_faktur: string | null; konsumen_id: number; penjualan_id: number | null; tanggal: string; jatuh_tempo: string; jumlah: number; sisa: number }
/** A shop of today's route in the route's order, with the state the server knew when the day was stored (issue 39). */
export interface DayVisit {
  konsumen_id: number; kode: string; nama: string; alamat: string | null; urutan: number; hutang: number; hutang_lewat_tempo: number;
  status: 'belum' | 'terjual' | 'tanpa_penjualan' | 'dilewati'; alasan: string | null; waktu: string | null; lokasi?: string | null;
  penjualan: Array<{ id: number; nomor: string; total: number }>;
}
export interface DayData {
  disimpan_pada: string;
  tanggal: string;
  user_id: number;
  karyawan_id: number | null;
  trip: { id: number; nomor: string; kendaraan_id: number; no_polisi: string | null; rute_id?: number | null; rute_nama?: string | null; nilai_muat?: number } | null;
  /** The phone ids of this user's documents the server had received when the day was stored (recent days). */
  diterima?: string[];
  /** Today's visit plan (a day stored before issue 39 has none). */
  kunjungan?: DayVisit[];
  barang: DayGoods[];
  konsumen: DayCustomer[];
  hutang: DayInvoice[];
  harga: Array<{ barang_id: number; konsumen_type_id: number | null; harga: number }>;
  kas: Array<{ id: number; kode: string; nama: string; jenis: string }>;
  /** For a customer registered offline (an ajuan konsumen). */
  tipe_konsumen?: Array<{ id: number; nama: string }>;
  rute?: Array<{ id: number; nama: string }>;
  /** Completed sales of the last 30 days with their lines (base units): what a return refers to. */
  penjualan?: Array<{ id: number; nomor: string; tanggal: string; konsumen_id: number; rincian: Array<{ id: number; barang_id: number; nama: string; qty: number; qty_retur: number }> }>;
  ppn_persen: number;
  /** The cash rounding step (common/pembulatan.ts); a day stored before it was sent has none. */
  pembulatan_tunai?: number;
  /** The company on the nota's header (settings); a day stored before the server sent it has none. */
  perusahaan?: { nama: string; alamat: string | null; telepon: string | null; npwp: string | null };
}

const store: UseStore | null = typeof indexedDB === 'undefined' ? null : createStore('niaga-hari', 'hari');
const keyOf = (userId: number) => `hari:${userId}`;

export async function readDay(userId: number): Promise<DayData | undefined> {
  return store ? (await get<DayData>(keyOf(userId), store).catch(() => undefined)) ?? undefined : undefined;
}
export async function saveDay(day: DayData): Promise<void> {
  if (store) await set(keyOf(day.user_id), day, store);
}
export async function forgetDay(userId: number): Promise<void> {
  if (store) await del(keyOf(userId), store);
}

/** Not yet in the stored stock: what is waiting or refused, and what was sent after the data was stored. */
export function pendingAgainst(day: Pick<DayData, 'disimpan_pada' | 'diterima'>, doc: QueuedDoc): boolean {
  if (doc.state === 'dibatalkan') return false;
  // The server says which of the phone's documents the stored day already counts: exact even when the day was
  // stored while a document was on its way (its answer not yet back), where comparing times would count it twice.
  if (day.diterima) return !day.diterima.includes(doc.client_id);
  if (doc.state === 'terkirim') return Boolean(doc.terkirim_at && doc.terkirim_at > day.disimpan_pada);
  return true;
}

/** The vehicle's stock usable offline per goods: what the server last confirmed less what the queue takes. */
export function availableStock(day: Pick<DayData, 'barang' | 'disimpan_pada'>, queue: QueuedDoc[]): Map<number, number> {
  const out = new Map(day.barang.map((b) => [b.barang_id, b.qty]));
  for (const doc of queue) {
    if (!doc.stok_keluar || !pendingAgainst(day, doc)) continue;
    for (const [id, qty] of Object.entries(doc.stok_keluar)) out.set(Number(id), (out.get(Number(id)) ?? 0) - qty);
  }
  return out;
}

/** The price in force for the customer's type: a row for the type over a row for every type (as the server picks). */
export function priceFor(day: Pick<DayData, 'harga'>, barangId: number, konsumenTypeId: number | null): number | null {
  const own = day.harga.find((h) => h.barang_id === barangId && h.konsumen_type_id === konsumenTypeId);
  const any = day.harga.find((h) => h.barang_id === barangId && h.konsumen_type_id === null);
  return (own ?? any)?.harga ?? null;
}

/** A customer's open invoices less the collections queued, plus the credit of queued sales (nota putih). */
export function customerDebts(day: Pick<DayData, 'hutang' | 'disimpan_pada' | 'tanggal'>, queue: QueuedDoc[], konsumenId: number): OpenDebt[] {
  const paid = new Map<number, number>();
  const extra: OpenDebt[] = [];
  for (const doc of queue) {
    if (!pendingAgainst(day, doc)) continue;
    if (doc.jenis === 'penjualan-bayar') {
      const id = Number(doc.data.hutang_id);
      paid.set(id, (paid.get(id) ?? 0) + Number(doc.data.jumlah ?? 0));
    } else if (doc.jenis === 'penjualan' && Number(doc.data.konsumen_id) === konsumenId) {
      const credit = creditOf(doc);
      if (credit > 0) extra.push({ id: -doc.seq, nomor: 'Antrean', no_faktur: null, tanggal: doc.dibuat_offline_at.slice(0, 10), jatuh_tempo: day.tanggal, jumlah: credit, sisa: credit, terlambat_hari: 0 });
    }
  }
  const open = day.hutang.filter((h) => h.konsumen_id === konsumenId).map((h) => ({
    id: h.id, nomor: h.nomor, no_faktur: h.no_faktur, tanggal: h.tanggal, jatuh_tempo: h.jatuh_tempo, jumlah: h.jumlah,
    sisa: Math.max(0, h.sisa - (paid.get(h.id) ?? 0)),
    terlambat_hari: Math.max(0, daysBetween(h.jatuh_tempo, day.tanggal)),
  })).filter((h) => h.sisa > 0);
  return [...open, ...extra];
}

/** The credit (nota putih) part of a queued sale: its total less what was paid. */
export function creditOf(doc: QueuedDoc): number {
  const paid = ((doc.data.bayar as Array<{ tipe: string; jumlah: number }> | undefined) ?? []).filter((p) => p.tipe !== 'nota_putih').reduce((s, p) => s + Number(p.jumlah), 0);
  return Math.max(0, doc.ringkasan.total - paid);
}

/** The credit limits block checked on the phone with the server's own rule (common/kredit.ts). */
export function offlineCredit(day: DayData, queue: QueuedDoc[], konsumenId: number, credit: number) {
  const k = day.konsumen.find((c) => c.id === konsumenId);
  if (!k) return { boleh_kredit: false, alasan: ['Konsumen tidak ada di data perangkat'] };
  return creditStatus(k as unknown as Record<string, unknown>, customerDebts(day, queue, konsumenId), credit);
}

/** What may still be returned of a sale line: sold less returned less the returns waiting in the queue. */
export function returnable(day: Pick<DayData, 'disimpan_pada'>, queue: QueuedDoc[], line: { id: number; qty: number; qty_retur: number }): number {
  let queued = 0;
  for (const doc of queue) {
    if (doc.jenis !== 'retur-konsumen' || !pendingAgainst(day, doc)) continue;
    for (const l of (doc.data.rincian as Array<{ penjualan_rincian_id: number; jumlah: number }> | undefined) ?? []) if (l.penjualan_rincian_id === line.id) queued += Number(l.jumlah);
  }
  return Math.max(0, line.qty - line.qty_retur - queued);
}
