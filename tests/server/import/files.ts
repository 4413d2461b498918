import ExcelJS from 'exceljs';

/** Builders of spreadsheet uploads for the import tests. */

export type Cell = string | number | boolean | Date | null | { formula: string; result?: unknown };

export async function xlsxFile(rows: Cell[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Data');
  for (const r of rows) sheet.addRow(r as unknown[]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const csvCell = (v: Cell): string => {
  const s = v === null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
  return /[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function csvFile(rows: Cell[][], sep = ','): Buffer {
  return Buffer.from(rows.map((r) => r.map(csvCell).join(sep)).join('\r\n') + '\r\n', 'utf8');
}

/** A multipart/form-data body with one file part (the field name `file` unless told). */
export function multipart(filename: string, content: Buffer, type: string, field = 'file') {
  const boundary = `----niagaimpor${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows of an XLSX's first sheet as plain values (row 1 first). */
export async function readXlsx(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => { out.push((row.values as unknown[]).slice(1)); });
  return out;
}
