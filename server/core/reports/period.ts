import { addDays, daysBetween } from '../../../common/format.js';
import { MAX_REPORT_DAYS } from '../../../common/laporan.js';
import { unprocessable } from '../errors.js';

/** Calendar helpers on ISO dates (`YYYY-MM-DD`) and months (`YYYY-MM`). */
export const monthOf = (d: string): string => d.slice(0, 7);
export const firstDay = (month: string): string => `${month}-01`;
export function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface Period {
  tgl_awal: string;
  tgl_akhir: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const valid = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  // An impossible date (month 13) is an Invalid Date, whose toISOString throws: a 422, not a 500.
  return ISO.test(d) && !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

/** tgl_awal and tgl_akhir, both required real dates, in order, at most MAX_REPORT_DAYS apart (422 otherwise). */
export function parsePeriod(q: Record<string, unknown>): Period {
  const errors: Record<string, string[]> = {};
  const read = (name: 'tgl_awal' | 'tgl_akhir', label: string) => {
    const v = q[name];
    if (v === undefined || v === '') errors[name] = [`${label} wajib diisi`];
    else if (typeof v !== 'string' || !valid(v)) errors[name] = [`${label} harus tanggal YYYY-MM-DD`];
    return typeof v === 'string' ? v : '';
  };
  const p = { tgl_awal: read('tgl_awal', 'Tanggal awal'), tgl_akhir: read('tgl_akhir', 'Tanggal akhir') };
  if (!Object.keys(errors).length) {
    if (p.tgl_akhir < p.tgl_awal) errors.tgl_akhir = ['Tanggal akhir tidak boleh sebelum tanggal awal'];
    else if (daysBetween(p.tgl_awal, p.tgl_akhir) >= MAX_REPORT_DAYS) errors.tgl_akhir = [`Periode laporan paling lama ${MAX_REPORT_DAYS} hari`];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return p;
}

/**
 * The period of a tax period's report (`masa`): `periode=YYYY-MM` is that month's first and last day; without it,
 * `tgl_awal`/`tgl_akhir` as any report. Both at once, or neither, is a 422.
 */
export function parseMasa(q: Record<string, unknown>): Period {
  const v = q.periode;
  const dates = [q.tgl_awal, q.tgl_akhir].some((d) => d !== undefined && d !== '');
  if (v === undefined || v === '') {
    if (dates) return parsePeriod(q);
    throw unprocessable({ periode: ['Periode wajib diisi (YYYY-MM)'] });
  }
  if (typeof v !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(v)) throw unprocessable({ periode: ['Periode harus berbentuk YYYY-MM'] });
  if (dates) throw unprocessable({ periode: ['Isi periode atau tanggal awal dan akhir, tidak keduanya'] });
  return { tgl_awal: firstDay(v), tgl_akhir: lastDay(v) };
}

/** The ISO date `by` months from `iso`: the day kept where the month has it, else its last day; a month's last day stays its last. */
export function shiftDate(iso: string, by: number): string {
  const month = shiftMonth(monthOf(iso), by);
  const end = lastDay(month);
  if (iso === lastDay(monthOf(iso))) return end;
  const day = `${month}-${iso.slice(8, 10)}`;
  return day < end ? day : end;
}

/** The comparison column a statement shows (issue 36): the period before of the same length, or the same period a year before. */
export type Comparison = 'sebelumnya' | 'tahun_lalu';
export const COMPARISONS: Comparison[] = ['sebelumnya', 'tahun_lalu'];

/**
 * The period before, for comparison. A period starting on the 1st is measured in months and moved back by as many
 * (1–27 November → 1–27 October; January–March → October–December), a month's end staying a month's end;
 * any other period is moved back by its number of days, ending the day before `tgl_awal`.
 */
export function previousPeriod(p: Period): Period {
  if (p.tgl_awal.endsWith('-01')) {
    const [y1, m1] = monthOf(p.tgl_awal).split('-').map(Number);
    const [y2, m2] = monthOf(p.tgl_akhir).split('-').map(Number);
    const months = (y2 - y1) * 12 + (m2 - m1) + 1;
    return { tgl_awal: shiftDate(p.tgl_awal, -months), tgl_akhir: shiftDate(p.tgl_akhir, -months) };
  }
  const days = daysBetween(p.tgl_awal, p.tgl_akhir) + 1;
  return { tgl_awal: addDays(p.tgl_awal, -days), tgl_akhir: addDays(p.tgl_awal, -1) };
}

/** The comparison period of `p`: the one before it, or the same dates a year earlier (29 February → 28 February). */
export function comparisonPeriod(p: Period, banding: Comparison): Period {
  if (banding === 'tahun_lalu') return { tgl_awal: shiftDate(p.tgl_awal, -12), tgl_akhir: shiftDate(p.tgl_akhir, -12) };
  return previousPeriod(p);
}

/**
 * The period of a tax year's report (`tahun`): `tahun=YYYY` is 1 January to 31 December of it; without it,
 * `tgl_awal`/`tgl_akhir` as any report. Both at once, or neither, is a 422.
 */
export function parseTahunPajak(q: Record<string, unknown>): Period {
  const v = q.tahun;
  const dates = [q.tgl_awal, q.tgl_akhir].some((d) => d !== undefined && d !== '');
  if (v === undefined || v === '') {
    if (dates) return parsePeriod(q);
    throw unprocessable({ tahun: ['Tahun pajak wajib diisi (YYYY)'] });
  }
  if (typeof v !== 'string' || !/^\d{4}$/.test(v) || Number(v) < 1990 || Number(v) > 2100) throw unprocessable({ tahun: ['Tahun pajak harus empat angka, mis. 2026'] });
  if (dates) throw unprocessable({ tahun: ['Isi tahun pajak atau tanggal awal dan akhir, tidak keduanya'] });
  return { tgl_awal: `${v}-01-01`, tgl_akhir: `${v}-12-31` };
}
