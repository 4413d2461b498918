import type { ReportResult } from '../../../common/laporan.js';
import type { Db } from '../../db/connection.js';
import type { Comparison, Period } from './period.js';

/** What a report's figures depend on: the period, the salesperson they are limited to, and paging for the screen. */
export interface ReportInput extends Period {
  db: Db;
  /** karyawan id of the salesperson (forced to the reader's own for a salesperson). */
  salesId: number | null;
  /** Screen paging of long reports (the journal); downloads pass null and get every row. */
  page: { page: number; perPage: number } | null;
  /** The comparison column of a financial statement (default: the period before). */
  banding?: Comparison;
  /** The bank account of a report that takes one (`kas_id`). */
  kasId?: number;
}

export type ReportFigures = Omit<ReportResult, 'report' | 'title' | 'tgl_awal' | 'tgl_akhir' | 'sales' | 'periode' | 'banding' | 'kop' | 'tanda_tangan'>;
export type ReportCompute = (input: ReportInput) => Promise<ReportFigures>;
