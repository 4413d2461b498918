import { formatMoney } from '../../common/format';
import { computePpn } from '../../common/ppn';
import { cashRounding } from '../../common/pembulatan';
import { availableStock, offlineCredit, priceFor, type DayData } from './dayData';
import type { DocSummary, QueuedDoc } from './queue';

/**
 * A sale made on the phone: priced and checked against the stored day before it joins the queue, with the rules the
 * server applies again at sync — the vehicle's stock less what is queued, the price in force for the customer's
 * type, the credit limits for the unpaid part. Money in whole rupiah; PPN in basis points like the server.
 */
export interface SaleLineInput { barang_id: number; satuan_id: number; jumlah: number; diskon?: number }
export interface PaymentInput { tipe: 'tunai' | 'transfer' | 'qris' | 'giro' | 'nota_putih'; jumlah: number; kas_id?: number | null; giro_nomor?: string; giro_bank?: string; giro_jatuh_tempo?: string }
export interface SaleInput { konsumen_id: number; tanggal: string; lines: SaleLineInput[]; bayar: PaymentInput[]; diskon?: number; keterangan?: string }

export interface PricedSale {
  errors: string[];
  summary: DocSummary;
  data: Record<string, unknown>;
  stok_keluar: Record<string, number>;
}

export function priceSale(day: DayData, queue: QueuedDoc[], input: SaleInput): PricedSale {
  const errors: string[] = [];
  const konsumen = day.konsumen.find((k) => k.id === input.konsumen_id);
  if (!konsumen) errors.push('Pilih konsumen dari rute Anda');
  if (!day.trip) errors.push('Tidak ada trip kendaraan yang berjalan; muat barang dulu');
  if (input.lines.length === 0) errors.push('Tambahkan barang yang dijual');
  const stock = availableStock(day, queue);
  const taken = new Map<number, number>();
  const lines: NonNullable<DocSummary['lines']> = [];
  let subtotal = 0;
  const taxLines: Array<{ subtotal: number; kenaPpn: boolean }> = [];
  for (const l of input.lines) {
    const goods = day.barang.find((b) => b.barang_id === l.barang_id);
    if (!goods) { errors.push('Barang tidak ada di kendaraan'); continue; }
    const unit = goods.satuan.find((u) => u.satuan_id === l.satuan_id) ?? goods.satuan[0];
    const qty = l.jumlah * (unit?.faktor ?? 1);
    if (!(l.jumlah > 0)) errors.push(`Jumlah ${goods.nama} harus lebih dari 0`);
    taken.set(goods.barang_id, (taken.get(goods.barang_id) ?? 0) + qty);
    const harga = konsumen ? priceFor(day, goods.barang_id, konsumen.konsumen_type_id) : null;
    if (konsumen && harga === null) errors.push(`${goods.nama} belum punya harga jual untuk tipe konsumen ini`);
    const diskon = Math.round(l.diskon ?? 0);
    const gross = qty * (harga ?? 0);
    if (diskon > gross) errors.push(`Diskon ${goods.nama} melebihi nilai barang (${formatMoney(gross)})`);
    const sub = gross - diskon;
    subtotal += sub;
    taxLines.push({ subtotal: sub, kenaPpn: goods.kena_ppn });
    lines.push({ nama: goods.nama, jumlah: l.jumlah, satuan: unit?.kode ?? '', harga: (harga ?? 0) * (unit?.faktor ?? 1), diskon, subtotal: sub });
  }
  for (const [id, qty] of taken) {
    const left = stock.get(id) ?? 0;
    if (qty > left) errors.push(`Stok ${day.barang.find((b) => b.barang_id === id)?.nama ?? id} di kendaraan tidak cukup: tersisa ${left} (setelah antrean), diminta ${qty}`);
  }
  const diskon = Math.round(input.diskon ?? 0);
  if (diskon > subtotal) errors.push(`Diskon nota melebihi subtotal (${formatMoney(subtotal)})`);
  // PPN on each line's DPP after its share of the nota discount, as the server computes it (common/ppn.ts).
  const ppn = computePpn(taxLines, Math.min(diskon, subtotal), day.ppn_persen).ppn;
  const total = subtotal - diskon + ppn;
  const paidAsTyped = input.bayar.filter((p) => p.tipe !== 'nota_putih').reduce((s, p) => s + p.jumlah, 0);
  if (paidAsTyped > total) errors.push(`Jumlah pembayaran ${formatMoney(paidAsTyped)} melebihi total penjualan ${formatMoney(total)}`);
  // Cash settling the sale is rounded down to the company's step, as the server will (common/pembulatan.ts).
  const tunaiTyped = input.bayar.filter((p) => p.tipe === 'tunai').reduce((s, p) => s + p.jumlah, 0);
  const rounding = cashRounding(total - (paidAsTyped - tunaiTyped), tunaiTyped, day.pembulatan_tunai ?? 0);
  const paid = paidAsTyped - (tunaiTyped - rounding.tunai);
  const credit = Math.max(0, total - rounding.pembulatan - paid);
  if (konsumen && credit > 0) {
    const status = offlineCredit(day, queue, konsumen.id, credit);
    if (!status.boleh_kredit) errors.push(`Penjualan kredit ${formatMoney(credit)} kepada ${konsumen.nama} ditolak: ${status.alasan.join('; ')}`);
  }
  for (const p of input.bayar) {
    if (p.tipe === 'transfer' && !p.kas_id) errors.push('Rekening bank tujuan transfer wajib dipilih');
    if (p.tipe === 'qris' && !p.kas_id) errors.push('Rekening bank penerima QRIS wajib dipilih');
    if (p.tipe === 'giro' && !(p.giro_nomor && p.giro_bank && p.giro_jatuh_tempo)) errors.push('No. giro, bank dan tanggal efektif wajib diisi untuk giro');
  }
  const bayar = input.bayar.filter((p) => p.tipe !== 'nota_putih' && p.jumlah > 0).map((p) => {
    const part: Record<string, unknown> = { tipe: p.tipe, jumlah: p.jumlah };
    if (p.tipe === 'transfer' || p.tipe === 'qris') part.kas_id = p.kas_id;
    if (p.tipe === 'giro') Object.assign(part, { giro_nomor: p.giro_nomor, giro_bank: p.giro_bank, giro_jatuh_tempo: p.giro_jatuh_tempo });
    return part;
  });
  const data: Record<string, unknown> = {
    tanggal: input.tanggal, konsumen_id: input.konsumen_id, diskon,
    rincian: input.lines.map((l) => ({ barang_id: l.barang_id, satuan_id: l.satuan_id, jumlah: l.jumlah, diskon: Math.round(l.diskon ?? 0) })),
    bayar,
  };
  if (input.keterangan?.trim()) data.keterangan = input.keterangan.trim();
  const split = [
    ...bayar.map((p) => ({ tipe: String(p.tipe), jumlah: p.tipe === 'tunai' ? rounding.tunai : Number(p.jumlah) })),
    ...(credit > 0 ? [{ tipe: 'nota_putih', jumlah: credit }] : []),
  ];
  return {
    errors,
    summary: { konsumen_nama: konsumen?.nama ?? '', total, subtotal, ppn, diskon, pembulatan: rounding.pembulatan, lines, bayar: split, keterangan: input.keterangan },
    data,
    stok_keluar: Object.fromEntries([...taken].map(([id, q]) => [String(id), q])),
  };
}
