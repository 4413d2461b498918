/**
 * Reports (issue 17) as data, shared by the server and the browser: each report's name, screen, menu and which
 * period parameters it takes, and the shape of its figures. A report's figures are computed once on the server
 * (server/domain/laporan) and the same answer is shown on screen, printed as PDF and written as XLSX.
 */

export type ReportCellKind = 'text' | 'money' | 'qty' | 'date';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportCellKind;
}

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/**
 * A statement's row may carry its style under `gaya` (a heading without figures, a subtotal, a total) and its
 * indent under `tingkat` (0, 1, 2): the screen, the PDF and the XLSX lay it out alike.
 */
export type RowStyle = 'judul' | 'subtotal' | 'total';
export const rowStyle = (row: ReportRow): RowStyle | null => (row.gaya === 'judul' || row.gaya === 'subtotal' || row.gaya === 'total' ? row.gaya : null);
export const rowIndent = (row: ReportRow): number => (typeof row.tingkat === 'number' ? row.tingkat : 0);

/** The company header a financial statement opens with (Pengaturan Perusahaan). */
export interface StatementHeader {
  nama: string;
  alamat: string;
  telepon: string;
  npwp: string;
}

/** The signature block under a financial statement: place and date, then who prepared, checked and approved it. */
export interface SignatureBlock {
  kota: string;
  tanggal: string;
  penanda: Array<{ peran: string; nama: string }>;
}

/** One table of a report: a heading, its columns and rows, and an optional total row (bold). */
export interface ReportSection {
  title?: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  total?: ReportRow;
}

/** What a report answers: the same figures for the screen, the PDF and the XLSX. */
export interface ReportResult {
  report: string;
  title: string;
  tgl_awal: string;
  tgl_akhir: string;
  /** The salesperson the figures are limited to (a salesperson reader always has their own). */
  sales?: { id: number; nama: string } | null;
  /** The heading under the title: "Periode 01-11-2026 s.d. 27-11-2026", or "per 27 November 2026" for a position. */
  periode: string;
  /** Financial statements only: the comparison chosen, the company header and the signature block. */
  banding?: string;
  kop?: StatementHeader;
  tanda_tangan?: SignatureBlock;
  sections: ReportSection[];
  /** Headline figures under the tables ("Laba (Rugi) Bersih", "Modal Akhir"). */
  summary: Array<{ label: string; value: number; kind?: 'money' | 'qty' }>;
  /** Rows the screen leaves out (a long journal is paged; downloads carry every row). */
  total_rows?: number;
}

export interface ReportDef {
  /** The name in `GET /api/laporan/<name>`. */
  name: string;
  title: string;
  /** Screen path (SPEC.md section 2) and the menu whose read right opens it. */
  path: string;
  /** Whether the report takes `sales_id` (and a salesperson reader is limited to their own figures). */
  bySales: boolean;
  /** Icon name of the menu entry (MUI icons, as the registry's menus). */
  icon: string;
  /**
   * A financial statement (issue 36): takes `banding` (the comparison column) and carries the company header and
   * the signature block. `posisi` is at a date (`tgl_akhir`; `tgl_awal` optional, the comparison's start).
   */
  statement?: 'periode' | 'posisi';
  /**
   * A tax period's report (masa pajak): takes `periode=YYYY-MM` (that month's first and last day; `tgl_awal`/
   * `tgl_akhir` are still accepted instead), and the screen picks a month instead of two dates.
   */
  masa?: boolean;
  /**
   * A tax year's report (issue 38): takes `tahun=YYYY` (1 January to 31 December; `tgl_awal`/`tgl_akhir` are still
   * accepted instead), and the screen asks the year.
   */
  tahun?: boolean;
  /** The report is of one bank account (issue 40): takes `kas_id`, and the screen picks a bank. */
  kas?: boolean;
  /**
   * A position at ONE date (issue 40): takes `tanggal` (`tgl_akhir` is still accepted instead), and the screen asks
   * that date only.
   */
  tanggal?: boolean;
  /** The url of the menu group of REPORT_GROUPS it sits under; none = the Laporan group. */
  group?: string;
}

/** Menu groups of their own for reports that are not the books' (the tax reports under Pajak). */
export const REPORT_GROUPS: Array<{ name: string; icon: string; url: string }> = [
  { name: 'Pajak', icon: 'AccountBalance', url: '/grup-pajak' },
];

/** The query keys a report takes besides `format` and paging. */
export function reportParams(def: ReportDef): string[] {
  return ['tgl_awal', 'tgl_akhir', ...(def.masa ? ['periode'] : []), ...(def.tahun ? ['tahun'] : []), ...(def.kas ? ['kas_id'] : []), ...(def.tanggal ? ['tanggal'] : []), ...(def.bySales ? ['sales_id'] : []), ...(def.statement ? ['banding'] : [])];
}

/** The comparison columns a statement offers. */
export const COMPARISON_OPTIONS = [
  { value: 'sebelumnya', label: 'Periode sebelumnya' },
  { value: 'tahun_lalu', label: 'Periode yang sama tahun lalu' },
] as const;

export const REPORTS: ReportDef[] = [
  { name: 'jurnal', title: 'Laporan Jurnal', path: '/laporan/jurnal', bySales: false, icon: 'MenuBook' },
  { name: 'laba-rugi', title: 'Laporan Laba Rugi', path: '/laporan/laba-rugi', bySales: false, icon: 'TrendingUp', statement: 'periode' },
  { name: 'perubahan-modal', title: 'Laporan Perubahan Modal', path: '/laporan/perubahan-modal', bySales: false, icon: 'AccountBalanceWallet', statement: 'periode' },
  { name: 'neraca', title: 'Laporan Neraca', path: '/laporan/neraca', bySales: false, icon: 'Balance', statement: 'posisi' },
  // Issue 40: a bank account's statement balance against its book balance at a date, with what each side still lacks.
  { name: 'rekonsiliasi-bank', title: 'Rekonsiliasi Bank', path: '/rekonsiliasi-bank', bySales: false, icon: 'AccountBalance', kas: true, tanggal: true },
  { name: 'droping-sales', title: 'Laporan Droping Sales', path: '/laporan/droping-sales', bySales: true, icon: 'LocalShipping' },
  { name: 'sales', title: 'Laporan Sales', path: '/laporan/sales', bySales: true, icon: 'PointOfSale' },
  { name: 'lpj', title: 'Laporan LPJ', path: '/laporan/lpj', bySales: true, icon: 'ReceiptLong' },
  // Issue 15: the fixed-asset register at a date (SPEC.md /asset-laporan; data GET /api/asset-view-laporan).
  { name: 'asset', title: 'Laporan Aset Tetap', path: '/asset-laporan', bySales: false, icon: 'Inventory2' },
  // Issue 37: the input-tax register of a tax period (server/domain/pajak/ppn-masukan.ts).
  { name: 'ppn-masukan', title: 'Laporan PPN Masukan', path: '/pajak/ppn-masukan', bySales: false, icon: 'ReceiptLong', masa: true, group: '/grup-pajak' },
  // Issue 37: the month's PPN as the SPT Masa PPN reads it (server/domain/pajak/ppn-masa.ts).
  { name: 'ppn-masa', title: 'Laporan PPN Masa', path: '/pajak/ppn-masa', bySales: false, icon: 'Summarize', masa: true, group: '/grup-pajak' },
  // Issue 38: commercial against fiscal depreciation and disposal gains of a tax year (server/domain/laporan/koreksi-fiskal.ts).
  { name: 'koreksi-fiskal', title: 'Laporan Koreksi Fiskal', path: '/pajak/koreksi-fiskal', bySales: false, icon: 'TrendingDown', tahun: true, group: '/grup-pajak' },
];

export function findReport(name: string): ReportDef | undefined {
  return REPORTS.find((r) => r.name === name);
}

/** The longest period a report takes, in days (a few years of books; longer periods are a 422). */
export const MAX_REPORT_DAYS = 3 * 366;
