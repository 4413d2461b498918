import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../core/heavy-packages.js';

/** One row of a spreadsheet: its number as the spreadsheet shows it (the header is row 1) and its cells from column A. */
export interface SheetRow {
  row: number;
  cells: unknown[];
}

export type SheetKind = 'xlsx' | 'csv';

/** By the file's name, else its content type (browsers send a .csv as application/vnd.ms-excel on Windows). */
export function sheetKind(filename: string, mimetype: string): SheetKind | null {
  const name = filename.toLowerCase();
  if (name.endsWith('.xls')) return null; // the old binary format: save it as XLSX or CSV
  if (name.endsWith('.xlsx') || (!name.endsWith('.csv') && mimetype.includes('spreadsheetml'))) return 'xlsx';
  if (name.endsWith('.csv') || name.endsWith('.txt') || mimetype.includes('csv') || mimetype === 'application/vnd.ms-excel' || mimetype.startsWith('text/')) return 'csv';
  return null;
}

/** The rows of a file as they stream in: an XLSX's first worksheet, or a CSV. */
export function readSheet(stream: Readable, kind: SheetKind): AsyncGenerator<SheetRow> {
  return kind === 'xlsx' ? readXlsx(stream) : readCsv(stream);
}

/**
 * The first worksheet of an XLSX (the whole file, bounded by the upload limit). Cells are read as written, never
 * evaluated: a formula cell gives its formula text (`=SUM(A1:A3)`), never its cached result.
 */
async function* readXlsx(stream: Readable): AsyncGenerator<SheetRow> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  let rows: SheetRow[];
  try {
    rows = await xlsxRowsStreamed(file);
  } catch (streamError) {
    // exceljs's streaming zip reader (unzipper) now and then refuses or stalls on a valid file under load (CI: a
    // template's dry run answered "tidak dapat dibaca", and an import never answered, both passing on every rerun).
    // The whole-file reader (JSZip) reads it then; a file both refuse is unreadable.
    rows = await xlsxRowsLoaded(file).catch(() => { throw streamError; });
  }
  yield* rows;
}

/** How long the streaming reader may go without a row or a sheet before it counts as stuck. */
const STALL_MS = 15_000;

/**
 * The first worksheet's rows through exceljs's streaming reader (lean on memory for large files). Under load it has
 * also stalled for good (CI: an import that never answered); a reader with no progress for `stallMs` is stopped
 * and refused, so the caller falls back instead of holding the request. `input` is for tests.
 */
export async function xlsxRowsStreamed(file: Buffer, options: { stallMs?: number; input?: Readable } = {}): Promise<SheetRow[]> {
  const input = options.input ?? Readable.from([file]);
  const reader = new (await loadExcel()).stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit',
  });
  const rows: SheetRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let stuck: (e: Error) => void = () => undefined;
  const stalled = new Promise<never>((_, reject) => { stuck = reject; });
  const beat = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      input.destroy();
      stuck(new Error('Pembacaan XLSX berhenti di tengah jalan'));
    }, options.stallMs ?? STALL_MS);
  };
  const work = (async () => {
    beat();
    let first = true;
    for await (const sheet of reader) {
      beat();
      if (!first) continue; // drain the rest of the file; only the first sheet is data (the template's second is help)
      first = false;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        beat();
        rows.push({ row: row.number, cells: (row.values as unknown[]).slice(1).map(plainCell) });
      }
    }
    return rows;
  })();
  work.catch(() => undefined); // a stopped reader may still throw after the stall was answered
  try {
    return await Promise.race([work, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** The first worksheet's rows through exceljs's whole-file reader. */
export async function xlsxRowsLoaded(file: Buffer): Promise<SheetRow[]> {
  const workbook = new (await loadExcel()).Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: SheetRow[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push({ row: row.number, cells: (row.values as unknown[]).slice(1).map(plainCell) });
  });
  return rows;
}

/** An exceljs cell value as a plain value: text, number, boolean or Date; formulas as their text. */
export function plainCell(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'object' || v instanceof Date) return v;
  const o = v as Record<string, unknown>;
  if (typeof o.formula === 'string') return `=${o.formula}`;
  if ('sharedFormula' in o) return `=${String(o.sharedFormula ?? '')}`;
  if (Array.isArray(o.richText)) return (o.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join('');
  if (typeof o.text === 'string') return o.text;
  if (typeof o.error === 'string') return o.error;
  return String(v);
}

/**
 * RFC 4180 CSV, parsed as chunks arrive: quoted cells may hold separators, quotes ("") and line breaks. The
 * separator is the first of `;`, `,` or tab found outside quotes in the header line (Indonesian Excel writes `;`).
 */
async function* readCsv(stream: Readable): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder('utf-8');
  const parser = new CsvParser();
  let head = '';
  for await (const chunk of stream) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (parser.sep === null) {
      head += text;
      if (!/[\r\n]/.test(head) && head.length < 65536) continue;
      yield* parser.feed(parser.start(head));
    } else yield* parser.feed(text);
  }
  const rest = decoder.decode();
  yield* parser.feed(parser.sep === null ? parser.start(head + rest) : rest);
  yield* parser.end();
}

class CsvParser {
  sep: string | null = null;
  private cell = '';
  private cells: string[] = [];
  private quoted = false;
  /** A quote closed at the end of a chunk: a quote first in the next chunk is an escaped one (""). */
  private afterQuote = false;
  private rowNo = 0;
  /** A CR ended the last row: an LF right after it belongs to the same line break. */
  private afterCr = false;

  /** The first text seen: drops a BOM and picks the separator. */
  start(text: string): string {
    const t = text.replace(/^\uFEFF/, '');
    this.sep = detectSeparator(t);
    return t;
  }

  *feed(text: string): Generator<SheetRow> {
    for (let i = 0; i < text.length; i += 1) {
      const ch = text[i];
      if (this.quoted) {
        if (ch !== '"') this.cell += ch;
        else if (text[i + 1] === '"') { this.cell += '"'; i += 1; } else { this.quoted = false; this.afterQuote = i + 1 === text.length; }
        continue;
      }
      if (this.afterQuote) {
        this.afterQuote = false;
        if (ch === '"') { this.cell += '"'; this.quoted = true; continue; }
      }
      if (ch === '"' && this.cell === '') this.quoted = true;
      else if (ch === this.sep) { this.cells.push(this.cell); this.cell = ''; }
      else if (ch === '\n' && this.afterCr) this.afterCr = false;
      else if (ch === '\n' || ch === '\r') {
        this.afterCr = ch === '\r';
        const r = this.finishRow();
        if (r) yield r;
      } else this.cell += ch;
      if (ch !== '\r') this.afterCr = false;
    }
  }

  *end(): Generator<SheetRow> {
    if (this.cell === '' && this.cells.length === 0) return;
    const r = this.finishRow();
    if (r) yield r;
  }

  private finishRow(): SheetRow | null {
    this.cells.push(this.cell);
    const out = this.cells;
    this.cell = '';
    this.cells = [];
    this.rowNo += 1;
    return out.length === 1 && out[0] === '' ? null : { row: this.rowNo, cells: out };
  }
}

function detectSeparator(text: string): string {
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ';' || ch === ',' || ch === '\t')) return ch;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
  }
  return ',';
}
