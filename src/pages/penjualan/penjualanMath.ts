/**
 * The arithmetic of a sale as the server does it (server/domain/penjualan, issue 12), for the live figures of the
 * form: a line is qty (base units) × harga (per base unit) − its discount; the note's discount is spread over the
 * lines and PPN is per taxable line on its DPP, rounded (common/ppn.ts); the total is Σ subtotal − the note's discount
 * + Σ PPN. A cash payment settling the sale is rounded down to the company's step (common/pembulatan.ts). What the
 * customer does not pay now becomes nota putih (credit). The server recomputes everything on save; these figures
 * only preview it.
 */
import { formatMoney } from '../../../common/format';
import { computePpn } from '../../../common/ppn';
import { cashRounding, roundDown } from '../../../common/pembulatan';

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

/**
 * The totals; `ppnPersen` is the setting's rate in basis points (11% = 1100), like every `percent` field (null:
 * unknown here, so PPN is unknown when a taxable line exists).
 */
export function computeTotals(lines: LineFigures[], diskonNota: number, ppnPersen: number | null): Totals {
  const bruto = lines.reduce((s, l) => s + money(l.qty) * money(l.harga), 0);
  const subtotals = lines.map((l) => ({ subtotal: lineSubtotal(l), kenaPpn: l.kena_ppn }));
  const subtotal = subtotals.reduce((s, l) => s + l.subtotal, 0);
  const diskon = money(diskonNota);
  const unknown = ppnPersen === null && lines.some((l) => l.kena_ppn);
  const ppn = unknown ? null : computePpn(subtotals, Math.min(diskon, subtotal), ppnPersen ?? 0).ppn;
  return { bruto, subtotal, diskonBaris: bruto - subtotal, diskon, ppn, total: ppn === null ? null : subtotal - diskon + ppn };
}

/** The parts paid now; what is left of the total is nota putih. */
export interface PaymentInput {
  tunai: number;
  transfer: number;
  transfer_kas_id: number | null;
  qris: number;
  qris_kas_id: number | null;
  giro: number;
  giro_nomor: string;
  giro_bank: string;
  giro_jatuh_tempo: string;
}

export const EMPTY_PAYMENT: PaymentInput = { tunai: 0, transfer: 0, transfer_kas_id: null, qris: 0, qris_kas_id: null, giro: 0, giro_nomor: '', giro_bank: '', giro_jatuh_tempo: '' };

export interface Split {
  dibayar: number;
  /** The cash rounding given up (a cash part settling the sale, rounded down to the step). */
  pembulatan: number;
  /** The unpaid remainder: the credit part (nota putih). Never negative. */
  notaPutih: number;
  /** How much the parts exceed the total (0 when they fit). */
  lebih: number;
}

export function paymentSplit(total: number, pay: PaymentInput, step = 0): Split {
  const other = money(pay.transfer) + money(pay.qris) + money(pay.giro);
  const { tunai, pembulatan } = cashRounding(total - other, money(pay.tunai), step);
  const dibayar = tunai + other;
  const due = total - pembulatan;
  return { dibayar, pembulatan, notaPutih: Math.max(0, due - dibayar), lebih: Math.max(0, dibayar - due) };
}

/** "Lunasi Tunai": the cash that settles the rest of the total, rounded down to the step. */
export function cashToSettle(total: number, pay: PaymentInput, step = 0): number {
  return Math.max(0, roundDown(total - money(pay.transfer) - money(pay.qris) - money(pay.giro), step));
}

export type PaymentErrors = Partial<Record<'tunai' | 'transfer' | 'transfer_kas_id' | 'qris' | 'qris_kas_id' | 'giro' | 'giro_nomor' | 'giro_bank' | 'giro_jatuh_tempo', string>>;

/** The checks the server also makes, in its words: a transfer needs its bank, a giro its three fields, no overpaying. */
export function paymentErrors(total: number, pay: PaymentInput, step = 0): PaymentErrors {
  const errors: PaymentErrors = {};
  for (const k of ['tunai', 'transfer', 'qris', 'giro'] as const) if (money(pay[k]) < 0) errors[k] = 'Jumlah tidak boleh negatif';
  if (money(pay.transfer) > 0 && !pay.transfer_kas_id) errors.transfer_kas_id = 'Pilih rekening bank tujuan transfer';
  if (money(pay.qris) > 0 && !pay.qris_kas_id) errors.qris_kas_id = 'Pilih rekening bank penerima QRIS';
  if (money(pay.giro) > 0) {
    if (!pay.giro_nomor.trim()) errors.giro_nomor = 'Nomor giro wajib diisi';
    if (!pay.giro_bank.trim()) errors.giro_bank = 'Bank giro wajib diisi';
    if (!pay.giro_jatuh_tempo) errors.giro_jatuh_tempo = 'Tanggal efektif giro wajib diisi';
  }
  const { lebih } = paymentSplit(total, pay, step);
  if (lebih > 0) errors.tunai = `Pembayaran melebihi total sebesar ${formatMoney(lebih)}`;
  return errors;
}

export interface BayarPart {
  tipe: 'tunai' | 'transfer' | 'qris' | 'giro';
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
  // The cash as typed: the server rounds a part settling the sale down to the company's step, as the form shows.
  if (money(pay.tunai) > 0) parts.push({ tipe: 'tunai', jumlah: money(pay.tunai) });
  if (money(pay.transfer) > 0) parts.push({ tipe: 'transfer', jumlah: money(pay.transfer), kas_id: pay.transfer_kas_id ?? undefined });
  if (money(pay.qris) > 0) parts.push({ tipe: 'qris', jumlah: money(pay.qris), kas_id: pay.qris_kas_id ?? undefined });
  if (money(pay.giro) > 0) {
    parts.push({ tipe: 'giro', jumlah: money(pay.giro), giro_nomor: pay.giro_nomor.trim(), giro_bank: pay.giro_bank.trim(), giro_jatuh_tempo: pay.giro_jatuh_tempo });
  }
  return parts;
}
