import { StatementError } from './types.js';

/**
 * How a format writes its numbers: `en` = 1,234,567.89 (BCA, Mandiri, BRI), `id` = 1.234.567,89,
 * `swift` = 1234567,89 (MT940: comma decimals, no grouping), `auto` = whichever the text shows
 * (only for exports seen in both locales).
 */
export type AmountStyle = 'en' | 'id' | 'swift' | 'auto';

const PATTERNS: Record<Exclude<AmountStyle, 'auto'>, RegExp> = {
  en: /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/,
  id: /^(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d{0,2}))?$/,
  swift: /^(\d*)(?:,(\d{0,2}))?$/,
};

function guessStyle(body: string): 'en' | 'id' {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? 'en' : 'id';
  const sep = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (sep === null) return 'en';
  const tail = body.length - body.lastIndexOf(sep) - 1;
  const count = body.split(sep).length - 1;
  // One separator followed by 1-2 digits is a decimal point; groups of three are thousands.
  const isDecimal = count === 1 && tail !== 3;
  if (sep === '.') return isDecimal ? 'en' : 'id';
  return isDecimal ? 'id' : 'en';
}

/** Parses a bank amount to sen (integer rupiah × 100) exactly; throws `Baris N: <label> "x" bukan angka`. */
export function parseSen(raw: string, style: AmountStyle, baris: number, label = 'jumlah'): number {
  const text = raw.trim().replace(/\s+/g, '');
  let body = text;
  let negative = false;
  if (body.startsWith('-')) {
    negative = true;
    body = body.slice(1);
  }
  const st = style === 'auto' ? guessStyle(body) : style;
  const m = PATTERNS[st].exec(body);
  const intPart = m ? m[1].replace(/[.,]/g, '') : '';
  const frac = m?.[2] ?? '';
  if (!m || (intPart === '' && frac === '') || intPart.length > 13) {
    throw new StatementError(baris, `Baris ${baris}: ${label} "${raw.trim()}" bukan angka`);
  }
  const sen = Number(intPart || '0') * 100 + Number(frac.padEnd(2, '0'));
  return negative && sen !== 0 ? -sen : sen;
}

/** Whole rupiah, rounded half up (away from zero for a negative balance). */
export function senToRupiah(sen: number): number {
  return sen < 0 ? -Math.floor((-sen + 50) / 100) : Math.floor((sen + 50) / 100);
}

/** `1234567.89` style, two decimals, as the CSV writers print amounts. */
export function formatSenPlain(sen: number, decimal = '.'): string {
  const abs = Math.abs(sen);
  const s = `${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
  return sen < 0 ? `-${s}` : s;
}

/** Rupiah in Indonesian grouping for messages: 1.234.567,89. */
export function formatSenId(sen: number): string {
  const abs = Math.abs(sen);
  const int = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sen < 0 ? '-' : ''}${int},${String(abs % 100).padStart(2, '0')}`;
}
