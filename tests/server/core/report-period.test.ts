import { describe, expect, it } from 'vitest';
import { comparisonPeriod, previousPeriod, shiftDate } from '../../../server/core/reports/period.js';
import { formatDateLong, formatReportMoney } from '../../../common/format.js';

/** The comparison column of the financial statements (issue 36) and the one money form of every report. */
describe('comparison periods', () => {
  it('a month so far → the same days of the month before, not the days just before it', () => {
    expect(previousPeriod({ tgl_awal: '2026-11-01', tgl_akhir: '2026-11-27' })).toEqual({ tgl_awal: '2026-10-01', tgl_akhir: '2026-10-27' });
  });

  it('whole months → as many months before, a month\'s end staying a month\'s end', () => {
    expect(previousPeriod({ tgl_awal: '2026-03-01', tgl_akhir: '2026-03-31' })).toEqual({ tgl_awal: '2026-02-01', tgl_akhir: '2026-02-28' });
    expect(previousPeriod({ tgl_awal: '2026-01-01', tgl_akhir: '2026-03-31' })).toEqual({ tgl_awal: '2025-10-01', tgl_akhir: '2025-12-31' });
    expect(previousPeriod({ tgl_awal: '2026-12-01', tgl_akhir: '2026-12-30' })).toEqual({ tgl_awal: '2026-11-01', tgl_akhir: '2026-11-30' });
  });

  it('a period not starting on the 1st → the same number of days before it', () => {
    expect(previousPeriod({ tgl_awal: '2026-11-06', tgl_akhir: '2026-11-15' })).toEqual({ tgl_awal: '2026-10-27', tgl_akhir: '2026-11-05' });
  });

  it('the same period last year, 29 February → 28 February', () => {
    expect(comparisonPeriod({ tgl_awal: '2026-11-01', tgl_akhir: '2026-11-27' }, 'tahun_lalu')).toEqual({ tgl_awal: '2025-11-01', tgl_akhir: '2025-11-27' });
    expect(comparisonPeriod({ tgl_awal: '2028-02-01', tgl_akhir: '2028-02-29' }, 'tahun_lalu')).toEqual({ tgl_awal: '2027-02-01', tgl_akhir: '2027-02-28' });
    expect(shiftDate('2027-02-28', 12)).toBe('2028-02-29');
    expect(shiftDate('2026-01-30', 1)).toBe('2026-02-28');
  });
});

describe('report money and dates', () => {
  it('negatives in parentheses, never a minus sign; Rp. only when asked', () => {
    expect(formatReportMoney(-21_376_843)).toBe('(21.376.843)');
    expect(formatReportMoney(-21_376_843, true)).toBe('Rp. (21.376.843)');
    expect(formatReportMoney(1_234_567)).toBe('1.234.567');
    expect(formatReportMoney(-0.4)).toBe('0');
    expect(formatReportMoney(0, true)).toBe('Rp. 0');
    expect(formatReportMoney(null)).toBe('');
  });

  it('a statement\'s date in words', () => {
    expect(formatDateLong('2026-11-27')).toBe('27 November 2026');
    expect(formatDateLong('2031-05-01')).toBe('1 Mei 2031');
  });
});
