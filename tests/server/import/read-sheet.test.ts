import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSheet, xlsxRowsLoaded, xlsxRowsStreamed, type SheetRow } from '../../../server/import/read-sheet.js';
import { cellText } from '../../../server/import/columns.js';
import { xlsxFile } from './files.js';

const rowsOf = async (stream: Readable, kind: 'csv' | 'xlsx') => {
  const out: SheetRow[] = [];
  for await (const r of readSheet(stream, kind)) out.push(r);
  return out;
};
/** The text cut into chunks of `size` bytes, as a slow upload would arrive. */
const chunked = (text: string | Buffer, size: number) => {
  const buf = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const parts: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) parts.push(buf.subarray(i, i + size));
  return Readable.from(parts);
};

describe('reading spreadsheets as they stream in', () => {
  const csv = '\uFEFFKode;Nama;Catatan\r\nA-1;"Teh ""Pucuk""; 350 ml";"baris satu\r\nbaris dua"\r\n\r\nA-2;Kopi;=1+1\nA-3;"";\n';
  const expected = [
    { row: 1, cells: ['Kode', 'Nama', 'Catatan'] },
    { row: 2, cells: ['A-1', 'Teh "Pucuk"; 350 ml', 'baris satu\r\nbaris dua'] },
    { row: 4, cells: ['A-2', 'Kopi', '=1+1'] },
    { row: 5, cells: ['A-3', '', ''] },
  ];

  it('parses CSV (BOM, ; separator, quotes, line breaks in cells, CRLF and LF) the same whatever the chunk size', async () => {
    for (const size of [1, 2, 3, 7, 64, 4096]) expect(await rowsOf(chunked(csv, size), 'csv'), `chunks of ${size}`).toEqual(expected);
  });

  it('numbers rows as the spreadsheet does (blank lines count) and reads a last line without a line break', async () => {
    expect(await rowsOf(chunked('a,b\n\n\nc,d', 3), 'csv')).toEqual([{ row: 1, cells: ['a', 'b'] }, { row: 4, cells: ['c', 'd'] }]);
  });

  it('reads the first XLSX sheet as written: formulas as their text, dates as dates, numbers as numbers', async () => {
    const file = await xlsxFile([['Kode', 'Harga', 'Tanggal', 'Rumus'], ['B-1', 1500, new Date(Date.UTC(2026, 10, 25)), { formula: 'B2*2', result: 3000 }]]);
    const rows = await rowsOf(chunked(file, 1000), 'xlsx');
    expect(rows[0]).toEqual({ row: 1, cells: ['Kode', 'Harga', 'Tanggal', 'Rumus'] });
    expect(rows[1].cells[0]).toBe('B-1');
    expect(rows[1].cells[1]).toBe(1500);
    expect(rows[1].cells[2]).toEqual(new Date(Date.UTC(2026, 10, 25)));
    expect(rows[1].cells[3]).toBe('=B2*2');
  });

  it('reads an XLSX the same through the whole-file reader, which takes over when the streaming one refuses a file', async () => {
    const file = await xlsxFile([
      ['Kode', 'Nama', 'Harga', 'Tanggal', 'Rumus'], ['B-1', 'Teh "Pucuk"', 1500, new Date(Date.UTC(2026, 10, 25)), { formula: 'C2*2', result: 3000 }],
      [null, null, null, null, null], ['B-3', '', 0, null, '=cmd'],
    ]);
    // As the import reads them: rows with a filled cell, empty cells as nothing (columns.ts cellText).
    const asImported = (rows: SheetRow[]) => rows.filter((r) => r.cells.some((c) => cellText(c) !== undefined))
      .map((r) => ({ row: r.row, cells: r.cells.map((c) => (c instanceof Date || typeof c === 'number' ? c : cellText(c))) }));
    const streamed = asImported(await xlsxRowsStreamed(file));
    expect(streamed.map((r) => r.row)).toEqual([1, 2, 4]);
    expect(asImported(await xlsxRowsLoaded(file))).toEqual(streamed);
    await expect(xlsxRowsLoaded(Buffer.from('bukan xlsx'))).rejects.toThrow();
  });

  it('stops a streaming read that makes no progress instead of waiting for ever', async () => {
    const file = await xlsxFile([['Kode', 'Nama'], ['B-1', 'Teh']]);
    const stuck = new Readable({ read() { /* the rest never comes */ } });
    stuck.push(file.subarray(0, 40));
    await expect(xlsxRowsStreamed(file, { stallMs: 300, input: stuck })).rejects.toThrow('Pembacaan XLSX berhenti di tengah jalan');
    expect(stuck.destroyed).toBe(true);
  });
});
