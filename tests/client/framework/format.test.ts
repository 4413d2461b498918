import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatAccounting, formatDate, formatDateTime, formatMoney, formatNumber, jakartaDaysBefore, parseNumber, todayJakarta } from '../../../common/format';

describe('formatNumber', () => {
  it('groups thousands with dots and decimals with a comma', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });
  it('keeps the minus of negatives and drops it for a rounded zero', () => {
    expect(formatNumber(-1234.5)).toBe('-1.234,5');
    expect(formatNumber(-0.001)).toBe('0');
  });
  it('answers an empty text for nothing', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatAccounting', () => {
  it('puts negatives in parentheses', () => {
    expect(formatAccounting(-1234)).toBe('(1.234)');
    expect(formatAccounting(1234)).toBe('1.234');
    expect(formatAccounting(-1234567.5, 1)).toBe('(1.234.567,5)');
    expect(formatAccounting(0)).toBe('0');
  });
});

describe('formatMoney', () => {
  it('prefixes rupiah with "Rp. " and shows whole rupiah', () => {
    expect(formatMoney(1234567)).toBe('Rp. 1.234.567');
    expect(formatMoney(0)).toBe('Rp. 0');
    expect(formatMoney(1234567.6)).toBe('Rp. 1.234.568');
    expect(formatMoney(-1234)).toBe('Rp. -1.234');
    expect(formatMoney(null)).toBe('');
  });
});

describe('parseNumber', () => {
  it('removes thousands dots to obtain the number', () => {
    expect(parseNumber('1.234.567')).toBe(1234567);
    expect(parseNumber('Rp. 1.234.567')).toBe(1234567);
    expect(parseNumber('1.234,5')).toBe(1234.5);
    expect(parseNumber('(1.234)')).toBe(-1234);
    expect(parseNumber('-500')).toBe(-500);
    expect(parseNumber(42)).toBe(42);
  });
  it('answers null for nothing or text that is not a number', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('-')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber(null)).toBeNull();
  });
  it('round-trips what formatNumber writes', () => {
    for (const n of [0, 7, 1234, 1234567.5, -98765.25]) expect(parseNumber(formatNumber(n))).toBe(n);
  });
});

describe('dates in Asia/Jakarta', () => {
  it('shows a date as DD-MM-YYYY', () => {
    expect(formatDate('2026-11-05')).toBe('05-11-2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it('shows a timestamp in Jakarta time (UTC+7), crossing midnight', () => {
    expect(formatDate('2026-11-05T18:30:00Z')).toBe('06-11-2026');
    expect(formatDateTime('2026-11-05T07:30:00Z')).toBe('05-11-2026 14:30');
    expect(formatDateTime('2026-12-31T17:05:00Z')).toBe('01-01-2027 00:05');
    expect(formatDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('01-01-2026 07:00');
  });
  it('answers empty text for an invalid timestamp', () => {
    expect(formatDateTime('bukan tanggal')).toBe('');
    expect(formatDate('bukan tanggal')).toBe('');
  });
  it('knows today in Jakarta', () => {
    expect(todayJakarta(new Date('2026-11-05T16:59:00Z'))).toBe('2026-11-05');
    expect(todayJakarta(new Date('2026-11-05T17:00:00Z'))).toBe('2026-11-06');
  });
});

describe('day arithmetic', () => {
  it('counts whole days between ISO dates, adds days across months and years, and finds the Jakarta date N days back', () => {
    expect(daysBetween('2026-11-24', '2026-12-25')).toBe(31);
    expect(daysBetween('2026-12-25', '2026-11-24')).toBe(-31);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // 17:30 UTC is already the next day in Jakarta.
    expect(jakartaDaysBefore('2026-11-26T17:30:00.000Z', 0)).toBe('2026-11-27');
    expect(jakartaDaysBefore('2026-11-26T10:00:00.000Z', 7)).toBe('2026-11-19');
  });
});
