import { PassThrough } from 'node:stream';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ReportCell, ReportCellKind, ReportResult, ReportRow, ReportSection } from '../../../common/laporan.js';
import { formatAccounting, formatDate, formatDateTime, formatMoney, formatNumber } from '../../../common/format.js';
import type { Company } from '../../print/document.js';
import { loadExcel } from '../../core/heavy-packages.js';

const SHOW: Record<ReportCellKind, (v: ReportCell) => string> = {
  text: (v) => (v === null || v === undefined ? '' : String(v)),
  date: (v) => (v ? formatDate(String(v)) : ''),
  qty: (v) => (typeof v === 'number' ? formatNumber(v, 0) : String(v ?? '')),
  money: (v) => (typeof v === 'number' ? formatAccounting(v) : String(v ?? '')),
};

export const periodText = (r: ReportResult) => `Periode ${formatDate(r.tgl_awal)} s.d. ${formatDate(r.tgl_akhir)}${r.sales ? ` — Sales: ${r.sales.nama}` : ''}`;
const summaryText = (s: ReportResult['summary'][number]) => (s.kind === 'qty' ? formatNumber(s.value, 0) : formatMoney(s.value));

/** PDF rows beyond this make a document nobody prints; the XLSX carries them. */
export const PDF_MAX_ROWS = 5000;

export function reportPdf(r: ReportResult, company: Company, printedAt: Date): TDocumentDefinitions {
  const right = (k: ReportCellKind) => k === 'money' || k === 'qty';
  const table = (s: ReportSection): Content[] => {
    const head: TableCell[] = s.columns.map((c) => ({ text: c.label, bold: true, fillColor: '#eeeeee', alignment: right(c.kind) ? 'right' : 'left' }));
    const line = (row: ReportRow, bold = false): TableCell[] => s.columns.map((c) => ({ text: SHOW[c.kind](row[c.key] ?? null), bold, alignment: right(c.kind) ? 'right' : 'left' }));
    const body = [head, ...s.rows.map((row) => line(row)), ...(s.total ? [line(s.total, true)] : [])];
    return [
      ...(s.title ? [{ text: s.title, bold: true, fontSize: 11, margin: [0, 10, 0, 4] } as Content] : []),
      s.rows.length || s.total
        ? { table: { headerRows: 1, dontBreakRows: true, widths: s.columns.map((c) => (c.kind === 'text' ? '*' : 'auto')), body }, layout: 'lightHorizontalLines', fontSize: 8 } as Content
        : { text: 'Tidak ada data', italics: true } as Content,
    ];
  };
  return {
    pageSize: 'A4',
    pageOrientation: r.sections.some((s) => s.columns.length > 6) ? 'landscape' : 'portrait',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${r.title} ${r.tgl_awal} ${r.tgl_akhir}` },
    footer: (page, pages) => ({ text: `Dicetak ${formatDateTime(printedAt)} — halaman ${page} dari ${pages}`, fontSize: 7, alignment: 'right', margin: [36, 12] }),
    content: [
      { text: String(company.nama_perusahaan ?? ''), bold: true, fontSize: 13 },
      { text: String(company.alamat ?? ''), fontSize: 8 },
      // The company's identity as every print carries it (Pengaturan Perusahaan).
      { text: [company.telepon ? `Telp. ${company.telepon}` : '', company.npwp ? `   NPWP ${company.npwp}` : ''].join('').trim(), fontSize: 8, margin: [0, 0, 0, 6] },
      { text: r.title.toUpperCase(), bold: true, fontSize: 14, alignment: 'center', margin: [0, 6, 0, 2] },
      { text: periodText(r), alignment: 'center', margin: [0, 0, 0, 8] },
      ...r.sections.flatMap(table),
      ...(r.summary.length ? [{
        table: { widths: ['*', 'auto'], body: r.summary.map((s) => [{ text: s.label, bold: true, alignment: 'right' as const }, { text: summaryText(s), bold: true, alignment: 'right' as const }]) },
        layout: 'noBorders', margin: [0, 12, 0, 0],
      } as Content] : []),
    ],
  };
}

/** Cells a spreadsheet would run as a formula (`= + - @`, tab, carriage return, NUL) get a leading quote. */
const safe = (v: ReportCell) => (typeof v === 'string' && /^[=+\-@\t\r\0]/.test(v) ? `'${v}` : v);
const xlsxValue = (kind: ReportCellKind, v: ReportCell) => (kind === 'date' && v ? formatDate(String(v)) : safe(v ?? null));

/**
 * The report as an XLSX written row by row to a stream (exceljs's streaming writer): a journal of hundreds of
 * thousands of lines never sits in memory as a workbook. Money and quantities stay numbers with a thousands format.
 * `onRow` is told of each data row written (a long export's progress); throwing from it stops the writing.
 */
export function reportXlsx(r: ReportResult, company: Company, rows?: AsyncIterable<ReportRow>, onRow?: () => void): PassThrough {
  const stream = new PassThrough();
  const write = async () => {
    const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const ws = wb.addWorksheet(r.title.slice(0, 31));
    // Every row escaped, headings too: the company's name and section titles are stored text as well.
    const add = (values: unknown[], bold = false) => { const row = ws.addRow(values.map((v) => safe(v as ReportCell))); if (bold) row.font = { bold: true }; return row; };
    add([String(company.nama_perusahaan ?? '')], true).commit();
    add([r.title], true).commit();
    add([periodText(r)]).commit();
    add([]).commit();
    const line = (s: ReportSection, row: ReportRow, bold = false) => {
      const x = add(s.columns.map((c) => xlsxValue(c.kind, row[c.key] ?? null)), bold);
      s.columns.forEach((c, i) => { if (c.kind === 'money' || c.kind === 'qty') x.getCell(i + 1).numFmt = '#,##0;(#,##0)'; });
      x.commit();
    };
    for (const [i, s] of r.sections.entries()) {
      if (s.title) add([s.title], true).commit();
      add(s.columns.map((c) => c.label), true).commit();
      // The journal's lines come from the database as they are written (rows), the other sections from the result.
      if (rows && i === 0) for await (const row of rows) { line(s, row); onRow?.(); }
      else for (const row of s.rows) { line(s, row); onRow?.(); }
      if (s.total) line(s, s.total, true);
      add([]).commit();
    }
    for (const s of r.summary) {
      const x = add([s.label, s.value], true);
      x.getCell(2).numFmt = '#,##0;(#,##0)';
      x.commit();
    }
    ws.commit();
    await wb.commit();
  };
  write().catch((e) => stream.destroy(e as Error));
  return stream;
}
