import { PassThrough } from 'node:stream';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { rowIndent, rowStyle, type ReportCell, type ReportCellKind, type ReportResult, type ReportRow, type ReportSection } from '../../../common/laporan.js';
import { XLSX_REPORT_MONEY, formatDate, formatDateTime, formatNumber, formatReportMoney } from '../../../common/format.js';
import type { Company } from '../../print/document.js';
import { loadExcel } from '../../core/heavy-packages.js';

const SHOW: Record<ReportCellKind, (v: ReportCell) => string> = {
  text: (v) => (v === null || v === undefined ? '' : String(v)),
  date: (v) => (v ? formatDate(String(v)) : ''),
  qty: (v) => (typeof v === 'number' ? formatNumber(v, 0) : String(v ?? '')),
  money: (v) => (typeof v === 'number' ? formatReportMoney(v) : String(v ?? '')),
};

export const periodText = (r: ReportResult) => `${r.periode || `Periode ${formatDate(r.tgl_awal)} s.d. ${formatDate(r.tgl_akhir)}`}${r.sales ? ` — Sales: ${r.sales.nama}` : ''}`;
export const summaryText = (s: ReportResult['summary'][number]) => (s.kind === 'qty' ? formatNumber(s.value, 0) : formatReportMoney(s.value, true));

/** The signature block's lines as the XLSX writes them (and a test reads them): place and date, roles, names. */
export function signatureLines(r: ReportResult): string[][] {
  const t = r.tanda_tangan;
  if (!t) return [];
  return [[`${t.kota ? `${t.kota}, ` : ''}${t.tanggal}`], t.penanda.map((p) => p.peran), t.penanda.map((p) => p.nama || '(....................)')];
}

/** A statement's code column is narrow and its figures fixed-width, so the columns of every part line up. */
function columnWidth(s: ReportSection, key: string, kind: ReportCellKind): string | number {
  if (!s.columns.some((c) => c.key === 'keterangan')) return kind === 'text' ? '*' : 'auto';
  if (key === 'kode') return 40;
  return kind === 'money' ? 95 : '*';
}

/** Dibuat / Diperiksa / Disetujui oleh, each with room to sign and the name under it. */
function signaturePdf(r: ReportResult): Content[] {
  const t = r.tanda_tangan;
  if (!t) return [];
  return [
    { text: `${t.kota ? `${t.kota}, ` : ''}${t.tanggal}`, alignment: 'right', margin: [0, 18, 0, 6], unbreakable: true } as Content,
    {
      unbreakable: true,
      table: {
        widths: t.penanda.map(() => '*'),
        body: [
          t.penanda.map((p) => ({ text: p.peran, alignment: 'center' as const })),
          t.penanda.map(() => ({ text: ' ', margin: [0, 24, 0, 0] as [number, number, number, number] })),
          t.penanda.map((p) => ({ text: p.nama || '(....................)', alignment: 'center' as const, bold: true, decoration: p.nama ? 'underline' as const : undefined })),
        ],
      },
      layout: 'noBorders',
    } as Content,
  ];
}

/** PDF rows beyond this make a document nobody prints; the XLSX carries them. */
export const PDF_MAX_ROWS = 5000;

export function reportPdf(r: ReportResult, company: Company, printedAt: Date): TDocumentDefinitions {
  const right = (k: ReportCellKind) => k === 'money' || k === 'qty';
  const table = (s: ReportSection): Content[] => {
    const head: TableCell[] = s.columns.map((c) => ({ text: c.label, bold: true, fillColor: '#eeeeee', alignment: right(c.kind) ? 'right' : 'left' }));
    const line = (row: ReportRow, total = false): TableCell[] => {
      const style = rowStyle(row);
      const bold = total || style !== null;
      return s.columns.map((c, i) => ({
        text: SHOW[c.kind](row[c.key] ?? null), bold, alignment: right(c.kind) ? 'right' : 'left',
        // A statement's lines are indented under their heading (the description column, the first text after the code).
        ...(c.key === 'keterangan' && rowIndent(row) ? { margin: [rowIndent(row) * 10, 0, 0, 0] } : {}),
        ...(style === 'total' && i > 0 ? { decoration: undefined, fillColor: '#f3f3f3' } : {}),
      }) as TableCell);
    };
    const body = [head, ...s.rows.map((row) => line(row)), ...(s.total ? [line(s.total, true)] : [])];
    return [
      ...(s.title ? [{ text: s.title, bold: true, fontSize: 11, margin: [0, 10, 0, 4] } as Content] : []),
      s.rows.length || s.total
        ? { table: { headerRows: 1, dontBreakRows: true, widths: s.columns.map((c) => columnWidth(s, c.key, c.kind)), body }, layout: 'lightHorizontalLines', fontSize: 8 } as Content
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
      ...signaturePdf(r),
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
      const x = add(s.columns.map((c) => xlsxValue(c.kind, row[c.key] ?? null)), bold || rowStyle(row) !== null);
      s.columns.forEach((c, i) => {
        if (c.kind === 'money' || c.kind === 'qty') x.getCell(i + 1).numFmt = XLSX_REPORT_MONEY;
        if (c.key === 'keterangan' && rowIndent(row)) x.getCell(i + 1).alignment = { indent: rowIndent(row) };
      });
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
      x.getCell(2).numFmt = XLSX_REPORT_MONEY;
      x.commit();
    }
    if (r.tanda_tangan) {
      add([]).commit();
      for (const [i, values] of signatureLines(r).entries()) add(values, i === 2).commit();
    }
    ws.commit();
    await wb.commit();
  };
  write().catch((e) => stream.destroy(e as Error));
  return stream;
}
