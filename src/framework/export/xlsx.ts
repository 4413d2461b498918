import { withTimeout } from '../lazy/lazyWithTimeout';
import type { ExportColumn, ExportTable } from './exportTable';

const NUMBER_FORMATS: Partial<Record<ExportColumn['kind'], string>> = {
  money: '"Rp. "#,##0',
  int: '#,##0',
  qty: '#,##0',
  decimal: '#,##0.######',
  percent: '0.00"%"',
};

/** The table as an Excel workbook; exceljs is loaded only when someone exports. */
export async function xlsxBlob(table: ExportTable): Promise<Blob> {
  const { default: ExcelJS } = await withTimeout(import('exceljs'));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Niaga';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31) || 'Data');
  sheet.addRow(table.columns.map((c) => c.header)).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((v) => (v === null ? '' : v)));
  table.columns.forEach((column, i) => {
    const sheetColumn = sheet.getColumn(i + 1);
    const format = NUMBER_FORMATS[column.kind];
    if (format) sheetColumn.numFmt = format;
    const longest = Math.max(column.header.length, ...table.rows.map((r) => String(r[i] ?? '').length));
    sheetColumn.width = Math.min(Math.max(longest + 2, 8), 60);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
