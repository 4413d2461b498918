/**
 * Reads back Coretax's "Faktur Keluaran" export (XLSX, or CSV) into one row per tax invoice: the reference Niaga
 * wrote as `RefDesc` (the nota number), the tax invoice number Coretax gave it (NSFP), its date and status.
 *
 * Column names: agile-technica/erpnext-indonesia-localization `coretax_importer.py` reads the export by the headers
 * "Referensi", "Tanggal Faktur Pajak", "Nomor Faktur Pajak" and "Status Faktur", and knows the statuses APPROVED,
 * AMENDED and REJECTED; its issue #115 shows WAITING_FOR_CANCELLATION rows and rows with an empty Referensi. DJP's
 * own export was not seen, so headers are matched case- and spacing-insensitively with a few common spellings
 * (HEADERS below), the header row may be any of the first 20, and "Masa Pajak"/"Tahun Pajak" are read when present.
 * A file without one of the four columns is refused, naming the column; a bad row is reported with its row number
 * and the others are still read, so the caller can report per row and apply nothing when any row is wrong.
 */
import { Readable } from 'node:stream';
import { readSheet, sheetKind, type SheetRow } from '../../import/read-sheet.js';

/** Coretax's status as written in the file (upper case, `_` between words): APPROVED, AMENDED, REJECTED, … */
export type CoretaxStatus = string;

/** The tax invoice states of issue 37 a Coretax status moves to; null: still in Coretax's hands, nothing to stamp. */
export type FakturPajakState = 'disetujui' | 'ditolak' | 'diganti' | 'dibatalkan';

export interface CoretaxStatusRow {
  /** The row's number in the file (the header is the row before the first). */
  row: number;
  /** The nota number Niaga wrote as RefDesc. */
  referensi: string;
  /** NSFP; empty until Coretax approved the invoice. */
  nomor_faktur: string;
  /** YYYY-MM-DD. */
  tanggal: string;
  status: CoretaxStatus;
  state: FakturPajakState | null;
  masa: number | null;
  tahun: number | null;
}

export interface CoretaxStatusProblem {
  row: number;
  message: string;
}

export interface CoretaxStatusFile {
  rows: CoretaxStatusRow[];
  problems: CoretaxStatusProblem[];
}

/** The whole file cannot be read (kind, layout): the message is Indonesian and names what is missing. */
export class CoretaxFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CoretaxFileError';
  }
}

type Column = 'referensi' | 'nomor_faktur' | 'tanggal' | 'status' | 'masa' | 'tahun';

/** Accepted headers per column, compared after `key()`; the first is the name used in messages. */
const HEADERS: Record<Column, string[]> = {
  referensi: ['Referensi', 'RefDesc', 'Nomor Referensi', 'Referensi Faktur', 'Ref'],
  nomor_faktur: ['Nomor Faktur Pajak', 'Nomor Faktur', 'No Faktur Pajak', 'No Faktur', 'NSFP', 'Nomor Seri Faktur Pajak'],
  tanggal: ['Tanggal Faktur Pajak', 'Tanggal Faktur', 'Tgl Faktur Pajak', 'Tgl Faktur', 'TaxInvoiceDate'],
  status: ['Status Faktur', 'Status Faktur Pajak', 'Status'],
  masa: ['Masa Pajak', 'Masa'],
  tahun: ['Tahun Pajak', 'Tahun'],
};
const REQUIRED: Column[] = ['referensi', 'nomor_faktur', 'tanggal', 'status'];
const HEADER_SEARCH_ROWS = 20;

const key = (v: unknown): string => String(v ?? '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const HEADER_KEYS = Object.fromEntries(
  (Object.keys(HEADERS) as Column[]).map((c) => [c, new Set(HEADERS[c].map(key))]),
) as Record<Column, Set<string>>;

/**
 * Coretax status → the tax invoice state. Assumed from the status names (APPROVED, REJECTED, AMENDED in
 * agile-technica; CANCELLED/CANCELED by the same naming): anything else (CREATED, DRAFT, UPLOADED, WAITING_FOR_…)
 * is still pending in Coretax and stamps nothing.
 */
export function stateOfStatus(status: CoretaxStatus): FakturPajakState | null {
  switch (status) {
    case 'APPROVED': return 'disetujui';
    case 'REJECTED': return 'ditolak';
    case 'AMENDED': return 'diganti';
    case 'CANCELLED': case 'CANCELED': return 'dibatalkan';
    default: return null;
  }
}

const MONTHS = ['januari', 'februari', 'maret', 'april', 'mei', 'juni', 'juli', 'agustus', 'september', 'oktober', 'november', 'desember'];

function text(cell: unknown): string {
  if (cell === undefined || cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** A date cell as YYYY-MM-DD: an XLSX date (exceljs gives UTC midnight), 2025-01-31[T…], 31/01/2025 or 31-01-2025. */
export function parseCoretaxDate(cell: unknown): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? null : validDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  const s = text(cell);
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?: .*)?$/.exec(s);
  if (m) return validDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function parseMonth(cell: unknown): number | null {
  const s = key(cell);
  if (!s) return null;
  if (/^\d{1,2}$/.test(s)) { const n = Number(s); return n >= 1 && n <= 12 ? n : null; }
  const i = MONTHS.findIndex((m) => s === m || s.startsWith(m.slice(0, 3)) && m.startsWith(s));
  return i >= 0 ? i + 1 : null;
}

function parseYear(cell: unknown): number | null {
  const s = text(cell);
  return /^\d{4}$/.test(s) ? Number(s) : null;
}

/** The header row's column positions, or the error naming what the best candidate row lacks. */
function findHeader(rows: SheetRow[]): { index: number; at: Partial<Record<Column, number>> } {
  let best: { index: number; at: Partial<Record<Column, number>>; found: number } | undefined;
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const at: Partial<Record<Column, number>> = {};
    rows[i].cells.forEach((cell, col) => {
      const k = key(cell);
      for (const c of Object.keys(HEADERS) as Column[]) if (at[c] === undefined && HEADER_KEYS[c].has(k)) at[c] = col;
    });
    const found = REQUIRED.filter((c) => at[c] !== undefined).length;
    if (found === REQUIRED.length) return { index: i, at };
    if (!best || found > best.found) best = { index: i, at, found };
  }
  if (!best || best.found === 0) {
    throw new CoretaxFileError(
      'Berkas ini bukan ekspor Faktur Keluaran Coretax: kolom Referensi, Nomor Faktur Pajak, Tanggal Faktur Pajak dan Status Faktur tidak ditemukan',
    );
  }
  const missing = REQUIRED.filter((c) => best!.at[c] === undefined).map((c) => HEADERS[c][0]);
  throw new CoretaxFileError(
    `Kolom ${missing.join(', ')} tidak ditemukan di baris judul (baris ${rows[best.index].row}) berkas Faktur Keluaran Coretax`,
  );
}

function nomorFaktur(cell: unknown): string | { problem: string } {
  if (typeof cell === 'number') {
    // Excel keeps numbers to 15 significant digits: a 17-digit NSFP stored as a number has lost its leading zero and
    // its last digits.
    if (!Number.isSafeInteger(cell) || String(cell).length > 15) {
      return { problem: 'Nomor Faktur Pajak tersimpan sebagai angka sehingga digitnya tidak utuh; simpan kolom itu sebagai teks' };
    }
    return String(cell);
  }
  return text(cell);
}

/** The rows of a Faktur Keluaran export; throws CoretaxFileError when the file as a whole cannot be read. */
export async function readCoretaxStatus(buffer: Buffer, filename: string): Promise<CoretaxStatusFile> {
  const kind = sheetKind(filename, '');
  if (!kind) throw new CoretaxFileError(`Berkas "${filename}" tidak dapat dibaca: unggah ekspor Faktur Keluaran Coretax sebagai XLSX atau CSV`);
  const all: SheetRow[] = [];
  try {
    for await (const row of readSheet(Readable.from([buffer]), kind)) all.push(row);
  } catch {
    throw new CoretaxFileError(`Berkas "${filename}" tidak dapat dibaca sebagai ${kind.toUpperCase()}`);
  }
  const { index, at } = findHeader(all);
  const rows: CoretaxStatusRow[] = [];
  const problems: CoretaxStatusProblem[] = [];
  for (const r of all.slice(index + 1)) {
    const cell = (c: Column) => (at[c] === undefined ? undefined : r.cells[at[c]!]);
    if (r.cells.every((v) => text(v) === '')) continue;
    const fail = (message: string) => problems.push({ row: r.row, message });
    const referensi = text(cell('referensi'));
    const status = text(cell('status')).toUpperCase().replace(/[\s-]+/g, '_');
    const nomor = nomorFaktur(cell('nomor_faktur'));
    const tanggal = parseCoretaxDate(cell('tanggal'));
    if (!referensi) { fail('Referensi kosong: faktur ini tidak dapat dicocokkan dengan nota'); continue; }
    if (!status) { fail(`Status Faktur ${referensi} kosong`); continue; }
    if (typeof nomor !== 'string') { fail(`${referensi}: ${nomor.problem}`); continue; }
    if (status === 'APPROVED' && !nomor) { fail(`Nomor Faktur Pajak ${referensi} kosong padahal statusnya APPROVED`); continue; }
    if (!tanggal) { fail(`Tanggal Faktur Pajak ${referensi} tidak dikenali: "${text(cell('tanggal'))}" (YYYY-MM-DD atau DD/MM/YYYY)`); continue; }
    rows.push({
      row: r.row, referensi, nomor_faktur: nomor, tanggal, status, state: stateOfStatus(status),
      masa: parseMonth(cell('masa')), tahun: parseYear(cell('tahun')),
    });
  }
  return { rows, problems };
}
