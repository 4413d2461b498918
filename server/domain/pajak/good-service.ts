/**
 * One `GoodService` of a Coretax tax invoice: the figures Coretax checks, computed as Odoo 18's
 * `l10n_id_efaktur_coretax` does (../shared/TAX-REFERENCE.md §4.2 "Odoo's computation", `models/account_move_line.py`):
 *
 *   TaxBase      = round2(Price × Qty) − TotalDiscount           (so Price × Qty − TotalDiscount = TaxBase, §4.3)
 *   OtherTaxBase = round2(TaxBase × 11/12)  for TrxCode 04 and non-luxury goods (PMK 131/2024 Pasal 3)
 *                = TaxBase                  otherwise (luxury goods: 12 % of the full price, Pasal 2)
 *   VAT          = round2(OtherTaxBase × VATRate / 100)  from the ROUNDED OtherTaxBase, so that recomputing it from
 *                                                         the figures in the file gives the same value
 *   STLG         = round2(OtherTaxBase × STLGRate / 100)
 *
 * round2 is half up to the sen. Amounts are BigInt sen (decimal.ts). Rates are basis points like every Niaga
 * `percent` field (12 % = 1200).
 */
import { CoretaxInputError, mulDivHalfUp, parseDecimal, toSen, type ScaledDecimal } from './decimal.js';

/** A (goods) or B (services). */
export type GoodServiceOpt = 'A' | 'B';

export interface GoodServiceInput {
  opt: GoodServiceOpt;
  /** Coretax goods/services code, 6 digits; 000000 when none. */
  code?: string;
  name: string;
  /** Coretax unit code, UM.xxxx (UM.0018 = piece). */
  unit: string;
  /** Unit price excluding VAT, before discount, rupiah with at most 2 decimals. */
  price: number | string;
  /** Quantity, at most 6 decimals. */
  qty: number | string;
  /** The line's whole discount in rupiah: its own discount plus its share of the nota discount. */
  totalDiscount?: number | string;
  /** Coretax transaction code, 01–10. */
  trxCode: string;
  /** VAT rate in basis points (1200 = 12 %). */
  vatRate: number;
  /** DPP nilai lain ratio for TrxCode 04, default 11/12 (PMK 131/2024). */
  otherBaseRatio?: { numerator: number; denominator: number };
  /** PPnBM (STLG) rate in basis points, 0 when none. */
  stlgRate?: number;
  /** Luxury goods (subject to PPnBM) keep the full TaxBase; default: a positive `stlgRate`. */
  luxury?: boolean;
}

export interface GoodServiceLine {
  opt: GoodServiceOpt;
  code: string;
  name: string;
  unit: string;
  /** Sen. */
  price: bigint;
  qty: ScaledDecimal;
  totalDiscount: bigint;
  taxBase: bigint;
  otherTaxBase: bigint;
  /** Basis points. */
  vatRate: number;
  vat: bigint;
  /** Basis points. */
  stlgRate: number;
  stlg: bigint;
}

export const DEFAULT_OTHER_BASE_RATIO = { numerator: 11, denominator: 12 } as const;

const TRX_CODES = new Set(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);

function basisPoints(value: number | undefined, field: string, label: string): number {
  const v = value ?? 0;
  if (!Number.isInteger(v) || v < 0 || v > 10_000) {
    throw new CoretaxInputError(field, `${label} harus bilangan bulat basis poin 0–10.000 (12 % = 1200), bukan ${String(value)}`);
  }
  return v;
}

/** Checks a line's identity fields; the messages name the line's goods. */
function checkIdentity(input: GoodServiceInput): { code: string; name: string } {
  const name = (input.name ?? '').trim();
  if (!name) throw new CoretaxInputError('name', 'Nama barang/jasa wajib diisi');
  if (input.opt !== 'A' && input.opt !== 'B') {
    throw new CoretaxInputError('opt', `Jenis "${String(input.opt)}" untuk ${name} tidak dikenal: A (barang) atau B (jasa)`);
  }
  const code = input.code ?? '000000';
  if (!/^\d{6}$/.test(code)) throw new CoretaxInputError('code', `Kode barang/jasa Coretax ${name} harus 6 digit angka, bukan "${code}"`);
  if (!/^UM\.\d{4}$/.test(input.unit ?? '')) {
    throw new CoretaxInputError('unit', `Kode satuan Coretax ${name} harus berbentuk UM.xxxx (mis. UM.0018), bukan "${String(input.unit)}"`);
  }
  if (!TRX_CODES.has(input.trxCode)) {
    throw new CoretaxInputError('trxCode', `Kode transaksi "${String(input.trxCode)}" tidak dikenal: 01 sampai 10`);
  }
  return { code, name };
}

/** The Coretax figures of one line (see the module comment). Throws CoretaxInputError on a bad input. */
export function goodServiceLine(input: GoodServiceInput): GoodServiceLine {
  const { code, name } = checkIdentity(input);
  const price = toSen(input.price, 'price', `Harga satuan ${name}`);
  const qty = parseDecimal(input.qty, 6, 'qty', `Jumlah ${name}`);
  const totalDiscount = toSen(input.totalDiscount ?? 0, 'totalDiscount', `Potongan harga ${name}`);
  const vatRate = basisPoints(input.vatRate, 'vatRate', `Tarif PPN ${name}`);
  const stlgRate = basisPoints(input.stlgRate, 'stlgRate', `Tarif PPnBM ${name}`);
  const gross = mulDivHalfUp(price, qty.units, 10n ** BigInt(qty.scale));
  if (totalDiscount > gross) {
    throw new CoretaxInputError('totalDiscount', `Potongan harga ${name} melebihi harga × jumlah`);
  }
  const taxBase = gross - totalDiscount;
  const luxury = input.luxury ?? stlgRate > 0;
  let otherTaxBase = taxBase;
  if (input.trxCode === '04' && !luxury) {
    const ratio = input.otherBaseRatio ?? DEFAULT_OTHER_BASE_RATIO;
    const { numerator: n, denominator: d } = ratio;
    if (!Number.isInteger(n) || !Number.isInteger(d) || n <= 0 || d <= 0 || n > d) {
      throw new CoretaxInputError('otherBaseRatio', `Rasio DPP nilai lain harus pecahan bulat positif ≤ 1 (mis. 11/12), bukan ${n}/${d}`);
    }
    otherTaxBase = mulDivHalfUp(taxBase, BigInt(n), BigInt(d));
  }
  return {
    opt: input.opt, code, name, unit: input.unit,
    price, qty, totalDiscount, taxBase, otherTaxBase,
    vatRate, vat: mulDivHalfUp(otherTaxBase, BigInt(vatRate), 10_000n),
    stlgRate, stlg: mulDivHalfUp(otherTaxBase, BigInt(stlgRate), 10_000n),
  };
}

/**
 * The unit price excluding VAT of a VAT-inclusive price: round2(inclusive × 10000 / (10000 + rate)), in sen
 * (Odoo's `compute_all(price_unit).total_excluded`; 111.000 at 11 % → 100.000).
 */
export function priceExcludingVat(inclusive: number | string, vatRate: number): bigint {
  const sen = toSen(inclusive, 'price', 'Harga termasuk PPN');
  const bp = basisPoints(vatRate, 'vatRate', 'Tarif PPN');
  return mulDivHalfUp(sen, 10_000n, BigInt(10_000 + bp));
}
