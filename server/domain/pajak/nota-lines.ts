/**
 * A Niaga sale's lines as the GoodService lines of its tax invoice. Each line's DPP is the one the nota already
 * charges (common/ppn.ts: its subtotal less its share of the nota discount, taxed and untaxed lines apart), and
 * TotalDiscount is everything between Price × Qty and that DPP (the line's own discount + its nota-discount share),
 * so Price × Qty − TotalDiscount = TaxBase = the line's DPP, the identity Coretax checks (TAX-REFERENCE §4.3).
 * Untaxed lines (`kenaPpn` false) are left out, as Odoo leaves out lines without tax.
 */
import { spreadNotaDiscount } from '../../../common/ppn.js';
import type { GoodServiceInput, GoodServiceOpt } from './good-service.js';

export interface NotaLine {
  opt: GoodServiceOpt;
  code?: string;
  name: string;
  unit: string;
  /** Whole units. */
  qty: number;
  /** Unit price excluding PPN, whole rupiah. */
  price: number;
  /** qty × price − the line's own discount, whole rupiah (`penjualan_rincian.subtotal`). */
  subtotal: number;
  kenaPpn: boolean;
}

export interface NotaRates {
  /** Basis points (1200 = 12 %). */
  vatRate: number;
  otherBaseRatio?: { numerator: number; denominator: number };
}

/** The taxed lines of a nota with its discount `diskonNota`, as GoodService inputs (the invoice gives the TrxCode). */
export function notaGoodServices(lines: NotaLine[], diskonNota: number, rates: NotaRates): Array<Omit<GoodServiceInput, 'trxCode'>> {
  const shares = spreadNotaDiscount(lines.map((l) => ({ subtotal: l.subtotal, kenaPpn: l.kenaPpn })), diskonNota);
  return lines.flatMap((l, i) => {
    if (!l.kenaPpn) return [];
    const dpp = l.subtotal - shares[i];
    return [{
      opt: l.opt, code: l.code, name: l.name, unit: l.unit, price: l.price, qty: l.qty,
      totalDiscount: l.qty * l.price - dpp, vatRate: rates.vatRate, otherBaseRatio: rates.otherBaseRatio,
    }];
  });
}
