import { StatementError } from './types.js';

/** Splits the decoded file into lines; index i is file line i + 1. */
export function splitLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export interface CsvCells {
  cells: string[];
  /** A quote was opened and never closed: the line was cut. */
  open: boolean;
}

/** One CSV line (bank exports keep each row on one line): `"..."` quoting with `""` escapes. */
export function splitCsv(line: string, sep = ','): CsvCells {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          cur += '"';
          i++;
        } else quoted = false;
      } else cur += ch;
    } else if (ch === '"' && cur.trim() === '') {
      cur = '';
      quoted = true;
    } else if (ch === sep) {
      cells.push(cur);
      cur = '';
    } else cur += ch;
  }
  cells.push(cur);
  return { cells: cells.map((c) => c.trim()), open: quoted };
}

/** Writes one CSV cell, quoting only when needed. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/** KlikBCA prefixes text cells with an apostrophe so spreadsheets keep them as text. */
export function stripApostrophe(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Lower-cased, quote-free header cells, for matching a header row. */
export function headerKey(line: string, sep = ','): string {
  return splitCsv(line, sep)
    .cells.map((c) => c.toLowerCase())
    .join('|');
}

export function isoDate(year: number, month: number, day: number, baris: number, raw: string): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    throw new StatementError(baris, `Baris ${baris}: tanggal "${raw}" tidak dikenali`);
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** dd/mm/yyyy or dd/mm/yy (yy read as 20yy), optionally followed by a time. */
export function parseDmy(raw: string, baris: number): string {
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})(?:\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/.exec(raw.trim());
  if (!m) throw new StatementError(baris, `Baris ${baris}: tanggal "${raw}" tidak dikenali`);
  const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return isoDate(year, Number(m[2]), Number(m[1]), baris, raw);
}

/** dd/mm/yyyy for messages. */
export function dmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export function cutFile(lastBaris: number, what: string): StatementError {
  return new StatementError(lastBaris, `Berkas terpotong: ${what} (baris terakhir yang terbaca: ${lastBaris})`);
}

/** Index of the last line that is not blank, -1 when none. */
export function lastFilled(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i].trim() !== '') return i;
  return -1;
}
