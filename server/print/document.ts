import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../common/format.js';

export interface Company {
  nama_perusahaan?: unknown;
  alamat?: unknown;
  telepon?: unknown;
  npwp?: unknown;
  kota?: unknown;
}

export type ColumnKind = 'text' | 'qty' | 'money' | 'date';

export interface PrintColumn {
  label: string;
  kind?: ColumnKind;
  width?: number | '*' | 'auto';
}

export interface PrintDocument {
  /** Document title, e.g. "SURAT JALAN". */
  title: string;
  nomor: string;
  tanggal: string;
  company: Company;
  /** Parties and facts shown under the title: route, vehicle, driver, warehouse… */
  facts: Array<[string, string | number | null | undefined]>;
  columns: PrintColumn[];
  rows: Array<Array<string | number | null | undefined>>;
  /** Lines under the table, e.g. [["Total", "Rp. 1.234"]]. */
  totals?: Array<[string, string]>;
  notes?: string | null;
  /** Signature boxes, left to right: "Disiapkan oleh", "Pengirim", "Penerima". */
  signatures: string[];
  /** A framed block above the signatures (a sales note's NOTA PUTIH credit terms): a bold title and its lines. */
  box?: { title: string; lines: string[] } | null;
  printedAt: Date;
}

const CELL: Record<ColumnKind, (v: unknown) => string> = {
  text: (v) => (v === null || v === undefined ? '' : String(v)),
  qty: (v) => (typeof v === 'number' ? formatNumber(v) : String(v ?? '')),
  money: (v) => (typeof v === 'number' ? formatMoney(v) : String(v ?? '')),
  date: (v) => formatDate(v as string),
};

function header(company: Company): Content {
  return {
    columns: [
      { stack: [
        { text: String(company.nama_perusahaan ?? ''), bold: true, fontSize: 13 },
        { text: String(company.alamat ?? ''), fontSize: 8 },
        { text: [company.telepon ? `Telp. ${company.telepon}` : '', company.npwp ? `   NPWP ${company.npwp}` : ''].join(''), fontSize: 8 },
      ] },
    ],
    margin: [0, 0, 0, 6],
  };
}

/** Width of the page between the margins (A4 less 36 pt each side), and of a fact's label. */
const CONTENT_WIDTH = 523;
const LABEL_WIDTH = 80;

/**
 * The parties and facts under the title in two halves side by side, as one table of four fixed-width columns
 * (label, value, label, value): a long value wraps inside its own cell and pushes the next row down. (Two
 * nested tables in star-width columns sized themselves by their content, so a long "Tujuan" ran over the
 * other half and off the page.)
 */
function factsTable(facts: PrintDocument['facts']): Content {
  const half = Math.ceil(facts.length / 2);
  const valueWidth = (CONTENT_WIDTH - 2 * LABEL_WIDTH) / 2 - 16;
  const cells = ([k, v]: PrintDocument['facts'][number]): TableCell[] => [k, `: ${v === null || v === undefined || v === '' ? '-' : String(v)}`];
  const body = facts.slice(0, half).map((left, i) => [...cells(left), ...(facts[half + i] ? cells(facts[half + i]) : ['', ''])]);
  return { table: { widths: [LABEL_WIDTH, valueWidth, LABEL_WIDTH, valueWidth], body }, layout: 'noBorders', margin: [0, 0, 0, 10] };
}

/**
 * A printed document in the house layout: company header from settings, title, number and date, the
 * parties, the lines with units, totals, notes and signature boxes.
 */
export function documentDefinition(d: PrintDocument): TDocumentDefinitions {
  const kinds = d.columns.map((c) => c.kind ?? 'text');
  const head: TableCell[] = d.columns.map((c, i) => ({ text: c.label, bold: true, alignment: kinds[i] === 'text' || kinds[i] === 'date' ? 'left' : 'right', fillColor: '#eeeeee' }));
  const body: TableCell[][] = d.rows.map((row) => row.map((v, i) => ({ text: CELL[kinds[i]](v), alignment: kinds[i] === 'text' || kinds[i] === 'date' ? 'left' : 'right' })));
  const city = d.company.kota ? `${d.company.kota}, ` : '';
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${d.title} ${d.nomor}` },
    footer: (page, pages) => ({ text: `Dicetak ${formatDateTime(d.printedAt)} — halaman ${page} dari ${pages}`, fontSize: 7, alignment: 'right', margin: [36, 12] }),
    content: [
      header(d.company),
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 523, y2: 0, lineWidth: 1 }] },
      { text: d.title, bold: true, fontSize: 14, alignment: 'center', margin: [0, 10, 0, 2] },
      { text: `No. ${d.nomor}`, alignment: 'center', margin: [0, 0, 0, 10] },
      factsTable([['Tanggal', formatDate(d.tanggal)], ...d.facts]),
      { table: { headerRows: 1, widths: d.columns.map((c) => c.width ?? (c.kind === 'text' ? '*' : 'auto')), body: [head, ...body] }, layout: 'lightHorizontalLines' },
      ...(d.totals?.length ? [{ table: { widths: ['*', 'auto'], body: d.totals.map(([k, v]) => [{ text: k, bold: true, alignment: 'right' as const }, { text: v, bold: true, alignment: 'right' as const }]) }, layout: 'noBorders', margin: [0, 6, 0, 0] } as Content] : []),
      ...(d.notes ? [{ text: `Catatan: ${d.notes}`, margin: [0, 8, 0, 0], fontSize: 8 } as Content] : []),
      ...(d.box ? [{ table: { widths: ['*'], body: [[{ stack: [{ text: d.box.title, bold: true, fontSize: 12, alignment: 'center' as const }, ...d.box.lines.map((l) => ({ text: l, fontSize: 9 }))] }]] }, margin: [0, 10, 0, 0] } as Content] : []),
      { text: `${city}${formatDate(d.tanggal)}`, alignment: 'right', margin: [0, 18, 0, 4] },
      {
        columns: d.signatures.map((s) => ({ stack: [{ text: s, alignment: 'center' as const }, { text: '\n\n\n\n(____________________)', alignment: 'center' as const }] })),
        margin: [0, 4, 0, 0],
      },
    ],
  };
}
