import type { FieldKind } from '../../../common/registry';
import { formatNumber, parseNumber } from '../../../common/format';

export type NumericKind = Extract<FieldKind, 'int' | 'qty' | 'money' | 'percent' | 'decimal'>;

export interface NumberFormat {
  /** Whole numbers are regrouped while typing; decimals keep the typed text until the input loses focus. */
  integer: boolean;
  toText: (value: unknown) => string;
  fromText: (text: string) => number | null;
  prefix?: string;
  suffix?: string;
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || Number.isNaN(Number(v));

const whole = (prefix?: string): NumberFormat => ({
  integer: true,
  prefix,
  toText: (v) => (blank(v) ? '' : formatNumber(Math.trunc(Number(v)), 0)),
  fromText: (text) => {
    const n = parseNumber(text.replace(/,.*$/, ''));
    return n === null ? null : Math.trunc(n);
  },
});

/** Typing formats of the numeric kinds: thousands with dots, decimals with a comma (SPEC.md section 5). */
export const NUMBER_FORMATS: Record<NumericKind, NumberFormat> = {
  int: whole(),
  qty: whole(),
  money: whole('Rp.'),
  decimal: {
    integer: false,
    // Six decimals: coordinates need them (1e-6 degree is about 0.1 m).
    toText: (v) => (blank(v) ? '' : formatNumber(Number(v), 6)),
    fromText: (text) => parseNumber(text),
  },
  percent: {
    integer: false,
    suffix: '%',
    toText: (v) => (blank(v) ? '' : formatNumber(Number(v) / 100, 2)),
    fromText: (text) => {
      const n = parseNumber(text);
      return n === null ? null : Math.round(n * 100);
    },
  },
};

/** Keeps digits, separators and a leading minus: what a number may be typed with. */
export function sanitizeNumberText(text: string, integer: boolean): string {
  const allowed = integer ? text.replace(/[^\d.-]/g, '') : text.replace(/[^\d.,-]/g, '');
  const negative = allowed.trim().startsWith('-');
  return (negative ? '-' : '') + allowed.replace(/-/g, '');
}
