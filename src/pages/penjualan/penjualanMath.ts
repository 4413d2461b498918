/**
 * The arithmetic of a sale as the server does it (server/domain/penjualan, issue 12), for the live figures of the
 * form: a line is qty (base units) × harga (per base unit) − its discount; PPN is per taxable line, rounded; the
 * total is Σ subtotal − the note's discount + Σ PPN. What the customer does not pay now becomes nota putih (credit).
 * The server recomputes everything on save; these figures only preview it.
 */
import { formatMoney } from '../../../common/format';

export interface LineFigures {
  /** Quantity in base units (jumlah × the unit's factor). */
  qty: number;
  /** Price per base unit. */
  harga: number;
  diskon: number;
  kena_ppn: boolean;
}

export interface Totals {
  /** Σ qty × harga before any discount. */
  bruto: number;
  /** Σ line subtotal (after line discounts). */
  subtotal: number;
  diskonBaris: number;
  diskon: number;
  /** null when a taxable line exists and the tax rate is not known here (the server fills it on save). */
  ppn: number | null;
  total: number | null;
}

const money = (n: unknown) => (Number.isFinite(Number(n)) ? Math.round(Number(n)) : 0);

export function lineSubtotal(line: LineFigures): number {
  return money(line.qty) * money(line.harga) - money(line.diskon);
}

/** The line's PPN; `ppnPersen` is the setting's rate in basis points (11% = 1100), like every `percent` field. */
export function linePpn(line: LineFigures, ppnPersen: number | null): number | null {
  if (!line.kena_ppn) return 0;
  if (ppnPersen === null) return null;
  return Math.round((lineSubtotal(line) * ppnPersen) / 10_000);
}

export function computeTotals(lines: LineFigures[], diskonNota: number, ppnPersen: number | null): Totals {
  let bruto = 0;
  let subtotal = 0;
  let ppn: number | null = 0;
  for (const line of lines) {
    bruto += money(line.qty) * money(line.harga);
    subtotal += lineSubtotal(line);
    const tax = linePpn(line, ppnPersen);
    ppn = ppn === null || tax === null ? null : ppn + tax;
  }
  const diskon = money(diskonNota);
  return { bruto, subtotal, diskonBaris: bruto - subtotal, diskon, ppn, total: ppn === null ? null : subtotal - diskon + ppn };
}

/** The parts paid now; what is left of the total is nota putih. */
export interface PaymentInput {
  tunai: number;
  transfer: number;
  transfer_kas_id: number | null;
  giro: number;
  giro_nomor: string;
  giro_bank: string;
  giro_jatuh_tempo: string;
}

export const EMPTY_PAYMENT: PaymentInput = { tunai: 0, transfer: 0, transfer_kas_id: null, giro: 0, giro_nomor: '', giro_bank: '', giro_jatuh_tempo: '' };

export interface Split {
  dibayar: number;
  /** The unpaid remainder: the credit part (nota putih). Never negative. */
  notaPutih: number;
  /** How much the parts exceed the total (0 when they fit). */
  lebih: number;
}

export function paymentSplit(total: number, pay: PaymentInput): Split {
  const dibayar = money(pay.tunai) + money(pay.transfer) + money(pay.giro);
  return { dibayar, notaPutih: Math.max(0, total - dibayar), lebih: Math.max(0, dibayar - total) };
}

export type PaymentErrors = Partial<Record<'tunai' | 'transfer' | 'transfer_kas_id' | 'giro' | 'giro_nomor' | 'giro_bank' | 'giro_jatuh_tempo', string>>;

/** The checks the server also makes, in its words: a transfer needs its bank, a giro its three fields, no overpaying. */
export function paymentErrors(total: number, pay: PaymentInput): PaymentErrors {
  const errors: PaymentErrors = {};
  for (const k of ['tunai', 'transfer', 'giro'] as const) if (money(pay[k]) < 0) errors[k] = 'Jumlah tidak boleh negatif';
  if (money(pay.transfer) > 0 && !pay.transfer_kas_id) errors.transfer_kas_id = 'Pilih rekening bank tujuan transfer';
  if (money(pay.giro) > 0) {
    if (!pay.giro_nomor.trim()) errors.giro_nomor = 'Nomor giro wajib diisi';
    if (!pay.giro_bank.trim()) errors.giro_bank = 'Bank giro wajib diisi';
    if (!pay.giro_jatuh_tempo) errors.giro_jatuh_tempo = 'Tanggal efektif giro wajib diisi';
  }
  const { lebih } = paymentSplit(total, pay);
  if (lebih > 0) errors.tunai = `Pembayaran melebihi total sebesar ${formatMoney(lebih)}`;
  return errors;
}

export interface BayarPart {
  tipe: 'tunai' | 'transfer' | 'giro';
  jumlah: number;
  kas_id?: number;
  giro_nomor?: string;
  giro_bank?: string;
  giro_jatuh_tempo?: string;
}

/**
 * The `bayar` of POST /api/transaksi-selesai: one part per type paid now. The nota putih part is left out: the
 * server books the unpaid remainder as credit.
 */
export function bayarBody(pay: PaymentInput): BayarPart[] {
  const parts: BayarPart[] = [];
  if (money(pay.tunai) > 0) parts.push({ tipe: 'tunai', jumlah: money(pay.tunai) });
  if (money(pay.transfer) > 0) parts.push({ tipe: 'transfer', jumlah: money(pay.transfer), kas_id: pay.transfer_kas_id ?? undefined });
  if (money(pay.giro) > 0) {
    parts.push({ tipe: 'giro', jumlah: money(pay.giro), giro_nomor: pay.giro_nomor.trim(), giro_bank: pay.giro_bank.trim(), giro_jatuh_tempo: pay.giro_jatuh_tempo });
  }
  return parts;
}
