import type { ExportTable } from './exportTable';
import type { PlainValue } from '../display/displayByKind';

function csvCell(value: PlainValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text with a UTF-8 byte-order mark, so spreadsheet programs read the Indonesian text right. */
export function toCsv(table: ExportTable): string {
  const lines = [table.columns.map((c) => csvCell(c.header)), ...table.rows.map((row) => row.map(csvCell))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

export function csvBlob(table: ExportTable): Blob {
  return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
}
