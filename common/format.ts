/** Number, money and date formats of SPEC.md sections 5 and 9: dot thousands, comma decimals, "Rp. ". */

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 1234567.5 → "1.234.567,5" (at most `decimals` decimals, trailing zeros dropped). */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction = ''] = fixed.split('.');
  const frac = fraction.replace(/0+$/, '');
  const text = groupThousands(whole) + (frac ? `,${frac}` : '');
  return negative && /[1-9]/.test(fixed) ? `-${text}` : text;
}

/** Accounting style: negatives in parentheses, -1234 → "(1.234)". */
export function formatAccounting(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const text = formatNumber(Math.abs(value), decimals);
  return value < 0 && text !== '0' ? `(${text})` : text;
}

/**
 * A figure of a report as the screen, the PDF and the XLSX show it (issue 36): money with negatives in
 * parentheses, "(21.376.843)", never "-21.376.843"; `Rp. ` before it for a headline figure.
 */
export function formatReportMoney(value: number | null | undefined, withSymbol = false): string {
  const text = formatAccounting(value === null || value === undefined ? value : Math.round(value), 0);
  return withSymbol && text ? `Rp. ${text}` : text;
}

/** The same form as an XLSX number format: the cell stays a number, shown as formatReportMoney shows it. */
export const XLSX_REPORT_MONEY = '#,##0;(#,##0);0';

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** "2026-11-27" → "27 November 2026" (a statement's date: "Neraca per 27 November 2026"). */
export function formatDateLong(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** 1234567 → "Rp. 1.234.567"; -1234 → "Rp. -1.234". */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `Rp. ${formatNumber(Math.round(value), 0)}`;
}

/** "1.234.567" → 1234567; "Rp. 1.234.567" → 1234567; "1.234,5" → 1234.5; "" → null. */
export function parseNumber(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return text;
  const cleaned = text.replace(/Rp\.?/i, '').replace(/\s/g, '').replace(/\./g, '').replace(',', '.');
  const negative = /^\(.*\)$/.test(cleaned);
  const digits = cleaned.replace(/[()]/g, '');
  if (digits === '' || digits === '-') return null;
  const n = Number(digits);
  if (Number.isNaN(n)) return null;
  return negative ? -n : n;
}

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000; // Asia/Jakarta is UTC+7 all year (no daylight saving)

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** "2026-11-05" or an ISO timestamp → "05-11-2026" (timestamps in Asia/Jakarta). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}-${m}-${y}`;
  }
  const t = new Date(new Date(value).getTime() + JAKARTA_OFFSET_MS);
  if (Number.isNaN(t.getTime())) return '';
  return `${pad(t.getUTCDate())}-${pad(t.getUTCMonth() + 1)}-${t.getUTCFullYear()}`;
}

/** A period "2026-11" → "November 2026"; anything else as it is. */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${MONTHS[Number(m[2]) - 1]} ${m[1]}` : value;
}

/** An ISO timestamp → "05-11-2026 14:30" in Asia/Jakarta. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const t = new Date(new Date(value).getTime() + JAKARTA_OFFSET_MS);
  if (Number.isNaN(t.getTime())) return '';
  return `${pad(t.getUTCDate())}-${pad(t.getUTCMonth() + 1)}-${t.getUTCFullYear()} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** Today's date in Asia/Jakarta as YYYY-MM-DD. */
export function todayJakarta(now: Date = new Date()): string {
  const t = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

const DAY_MS = 86_400_000;

/** Whole days from one ISO date to another (negative when `to` is earlier): how late a due date is. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** The ISO date `days` after `iso` (before, when negative). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Jakarta date `days` days before the instant `at` (ISO timestamp). */
export function jakartaDaysBefore(at: string, days: number): string {
  return todayJakarta(new Date(new Date(at).getTime() - days * DAY_MS));
}
