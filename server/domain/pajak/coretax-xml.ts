/**
 * The Coretax e-Faktur upload file (`TaxInvoiceBulk`), streamed: one `TaxInvoice` per invoice whatever its number of
 * lines, elements in the order of Odoo's `data/efaktur_templates.xml` and agile-technica's `tax_invoice_bulk.jinja`
 * (../shared/TAX-REFERENCE.md §4.2), with `CustomDocMonthYear` always present (empty when unused) and Coretax's own
 * spelling `BuyerAdress`. Invoices are read one at a time from any (async) iterable, so a database cursor of
 * 10.000 invoices exports with flat memory; text goes out in chunks of about 64 KB, waiting on the sink.
 *
 * Number formats (TAX-REFERENCE §4.2 "Number formats", Odoo's later `float_repr(…, 2)`): amounts with `.` and exactly
 * two decimals (`91666.67`, `11000.00`), Qty with the decimals it needs and at least one (`1.0`, `2.5`), VATRate
 * without needless decimals (`12`, `11`, `11.5`), STLGRate with at least one (`0.0`, `20.0`).
 *
 * Only TaxInvoiceOpt `Normal` is written: how Coretax takes a replacement (pengganti) in this file is not verified
 * (TAX-REFERENCE §8; agile-technica issues #115/#120: replacements are edited in Coretax's screen), see README.md.
 */
import type { Writable } from 'node:stream';
import { CoretaxInputError, formatBasisPoints, formatScaled, formatSen } from './decimal.js';
import { goodServiceLine, type GoodServiceInput, type GoodServiceLine } from './good-service.js';

export interface Seller {
  /** The seller's NPWP, 16 digits. */
  tin: string;
  /** NITKU of the place of business, 22 digits (NPWP + 6). */
  idtku: string;
}

/** TIN (NPWP), NIK, Passport or Other, as Odoo's `l10n_id_buyer_document_type`. */
export type BuyerDocument = 'TIN' | 'NIK' | 'Passport' | 'Other';

export interface Buyer {
  document: BuyerDocument;
  /** NPWP, 16 digits, when `document` is TIN. */
  tin?: string;
  /** NIK, passport or other number when `document` is not TIN. */
  documentNumber?: string;
  /** ISO 3166 alpha-3, default IDN. */
  country?: string;
  name: string;
  address: string;
  email?: string;
  /** NITKU, 22 digits; default the NPWP (or NIK) + 000000, 000000 for a passport or other document. */
  idtku?: string;
}

export interface TaxInvoiceInput {
  /** YYYY-MM-DD. */
  date: string;
  /** Only Normal (see the module comment). */
  opt?: 'Normal';
  trxCode: string;
  /** TD.005xx for codes 07/08. */
  addInfo?: string;
  customDoc?: string;
  /** MMYYYY. */
  customDocMonthYear?: string;
  /** The nota number: Coretax's "Referensi", the key when its export is read back. */
  refDesc: string;
  /** TD.011xx for codes 07/08. */
  facilityStamp?: string;
  buyer: Buyer;
  /** The lines; each takes the invoice's TrxCode. */
  lines: Array<Omit<GoodServiceInput, 'trxCode'>>;
}

/** Where the file goes: a function taking each chunk (awaited), or a Node Writable (its back-pressure respected). */
export type XmlSink = ((chunk: string) => void | Promise<void>) | Writable;

export interface ExportTotals {
  invoices: number;
  lines: number;
  /** Sums in sen over every line. */
  taxBase: bigint;
  otherTaxBase: bigint;
  vat: bigint;
  stlg: bigint;
}

// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML character data: `& < > " '` escaped, and the characters XML 1.0 cannot hold at all (C0 controls other
 * than tab, LF, CR; lone surrogates; U+FFFE/U+FFFF) dropped, since no escape makes them legal.
 */
export function xmlText(value: string): string {
  if (!NEEDS_WORK.test(value)) return value;
  return value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** One element of text, escaped (`xmlText`); empty when the value is. The other Coretax files (e-Bupot) build with it too. */
export const el = (name: string, value: string | undefined): string =>
  value === undefined || value === '' ? `<${name}/>` : `<${name}>${xmlText(value)}</${name}>`;

const ALL_DIGITS = /^\d+$/;
const digits = (value: string | undefined, n: number): boolean => value !== undefined && value.length === n && ALL_DIGITS.test(value);

function checkSeller(seller: Seller): void {
  if (!digits(seller.tin, 16)) throw new CoretaxInputError('seller.tin', `NPWP penjual harus 16 digit angka, bukan "${seller.tin}"`);
  if (!digits(seller.idtku, 22) || !seller.idtku.startsWith(seller.tin)) {
    throw new CoretaxInputError('seller.idtku', `NITKU penjual harus 22 digit angka yang diawali NPWP-nya, bukan "${seller.idtku}"`);
  }
}

function buyerFields(inv: TaxInvoiceInput): { tin: string; documentNumber: string; idtku: string } {
  const b = inv.buyer;
  const ref = inv.refDesc;
  if (!b || !['TIN', 'NIK', 'Passport', 'Other'].includes(b.document)) {
    throw new CoretaxInputError('buyer.document', `Jenis identitas pembeli faktur ${ref} harus TIN, NIK, Passport atau Other`);
  }
  if (!(b.name ?? '').trim()) throw new CoretaxInputError('buyer.name', `Nama pembeli faktur ${ref} wajib diisi`);
  if (b.document === 'TIN') {
    if (!digits(b.tin, 16)) throw new CoretaxInputError('buyer.tin', `NPWP pembeli faktur ${ref} harus 16 digit angka, bukan "${b.tin ?? ''}"`);
    const idtku = b.idtku ?? `${b.tin}000000`;
    if (!digits(idtku, 22) || !idtku.startsWith(b.tin!)) {
      throw new CoretaxInputError('buyer.idtku', `NITKU pembeli faktur ${ref} harus 22 digit angka yang diawali NPWP-nya, bukan "${idtku}"`);
    }
    return { tin: b.tin!, documentNumber: '', idtku };
  }
  const number = (b.documentNumber ?? '').trim();
  if (!number) throw new CoretaxInputError('buyer.documentNumber', `Nomor ${b.document} pembeli faktur ${ref} wajib diisi`);
  if (b.document === 'NIK' && !digits(number, 16)) {
    throw new CoretaxInputError('buyer.documentNumber', `NIK pembeli faktur ${ref} harus 16 digit angka, bukan "${number}"`);
  }
  // Odoo writes the buyer's number + TKU for every buyer; a NIK stands for an NPWP since 2024, so NIK + 000000.
  const idtku = b.idtku ?? (b.document === 'NIK' ? `${number}000000` : '000000');
  return { tin: '0000000000000000', documentNumber: number, idtku };
}

function checkInvoice(inv: TaxInvoiceInput): void {
  const ref = (inv.refDesc ?? '').trim();
  if (!ref) throw new CoretaxInputError('refDesc', 'Referensi (nomor nota) faktur pajak wajib diisi');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(inv.date ?? '')) {
    throw new CoretaxInputError('date', `Tanggal faktur ${ref} harus berbentuk YYYY-MM-DD, bukan "${String(inv.date)}"`);
  }
  if ((inv.opt ?? 'Normal') !== 'Normal') {
    throw new CoretaxInputError('opt', `Faktur ${ref}: hanya faktur Normal yang dapat diekspor; faktur pengganti dibuat di Coretax`);
  }
  if (inv.customDocMonthYear && !/^(0[1-9]|1[0-2])\d{4}$/.test(inv.customDocMonthYear)) {
    throw new CoretaxInputError('customDocMonthYear', `Masa dokumen faktur ${ref} harus berbentuk MMYYYY, bukan "${inv.customDocMonthYear}"`);
  }
  if (!inv.lines?.length) throw new CoretaxInputError('lines', `Faktur ${ref} tidak memiliki baris barang/jasa`);
}

/** One computed line as its `GoodService` element. */
export function goodServiceXml(l: GoodServiceLine): string {
  return '<GoodService>'
    + el('Opt', l.opt) + el('Code', l.code) + el('Name', l.name) + el('Unit', l.unit)
    + el('Price', formatSen(l.price)) + el('Qty', formatScaled(l.qty)) + el('TotalDiscount', formatSen(l.totalDiscount))
    + el('TaxBase', formatSen(l.taxBase)) + el('OtherTaxBase', formatSen(l.otherTaxBase))
    + el('VATRate', formatBasisPoints(l.vatRate, 0)) + el('VAT', formatSen(l.vat))
    + el('STLGRate', formatBasisPoints(l.stlgRate, 1)) + el('STLG', formatSen(l.stlg))
    + '</GoodService>';
}

/** One invoice as its `TaxInvoice` element and its computed lines. Throws CoretaxInputError naming the invoice. */
export function taxInvoiceXml(seller: Seller, inv: TaxInvoiceInput): { xml: string; lines: GoodServiceLine[] } {
  checkInvoice(inv);
  const buyer = buyerFields(inv);
  const lines = inv.lines.map((line, i) => {
    try {
      return goodServiceLine({ ...line, trxCode: inv.trxCode });
    } catch (e) {
      if (e instanceof CoretaxInputError) throw new CoretaxInputError(e.field, `Faktur ${inv.refDesc} baris ${i + 1}: ${e.message}`);
      throw e;
    }
  });
  const xml = '<TaxInvoice>'
    + el('TaxInvoiceDate', inv.date) + el('TaxInvoiceOpt', 'Normal') + el('TrxCode', inv.trxCode)
    + el('AddInfo', inv.addInfo) + el('CustomDoc', inv.customDoc) + el('CustomDocMonthYear', inv.customDocMonthYear)
    + el('RefDesc', inv.refDesc) + el('FacilityStamp', inv.facilityStamp) + el('SellerIDTKU', seller.idtku)
    + el('BuyerTin', buyer.tin) + el('BuyerDocument', inv.buyer.document) + el('BuyerCountry', inv.buyer.country ?? 'IDN')
    + el('BuyerDocumentNumber', buyer.documentNumber) + el('BuyerName', inv.buyer.name)
    + el('BuyerAdress', inv.buyer.address) + el('BuyerEmail', inv.buyer.email) + el('BuyerIDTKU', buyer.idtku)
    + '<ListOfGoodService>' + lines.map(goodServiceXml).join('') + '</ListOfGoodService>'
    + '</TaxInvoice>';
  return { xml, lines };
}

const HEAD = "<?xml version='1.0' encoding='UTF-8'?>\n"
  + '<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">';
const CHUNK = 64 * 1024;

/**
 * The file as string chunks of about 64 KB. `totals` (when given) is filled as invoices go by: the caller can check
 * the file's sums against the ledger once the generator is done.
 */
export async function* taxInvoiceBulkChunks(
  seller: Seller,
  invoices: Iterable<TaxInvoiceInput> | AsyncIterable<TaxInvoiceInput>,
  totals?: ExportTotals,
): AsyncGenerator<string> {
  checkSeller(seller);
  let buffer = `${HEAD}${el('TIN', seller.tin)}<ListOfTaxInvoice>`;
  for await (const inv of invoices) {
    const { xml, lines } = taxInvoiceXml(seller, inv);
    if (totals) {
      totals.invoices += 1;
      for (const l of lines) {
        totals.lines += 1;
        totals.taxBase += l.taxBase;
        totals.otherTaxBase += l.otherTaxBase;
        totals.vat += l.vat;
        totals.stlg += l.stlg;
      }
    }
    buffer += xml;
    if (buffer.length >= CHUNK) {
      yield buffer;
      buffer = '';
    }
  }
  yield `${buffer}</ListOfTaxInvoice></TaxInvoiceBulk>\n`;
}

export const emptyTotals = (): ExportTotals => ({ invoices: 0, lines: 0, taxBase: 0n, otherTaxBase: 0n, vat: 0n, stlg: 0n });

function isWritable(sink: XmlSink): sink is Writable {
  return typeof sink === 'object' && sink !== null && typeof (sink as Writable).write === 'function';
}

/** Writes one chunk to a Writable, waiting for `drain` when its buffer is full; a closed or failing stream throws. */
function writeChunk(stream: Writable, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stream.destroyed) { reject(new Error('Tujuan ekspor XML sudah ditutup')); return; }
    const ok = stream.write(chunk, 'utf8');
    if (ok) { resolve(); return; }
    const done = (err?: Error) => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (err) reject(err); else resolve();
    };
    const onDrain = () => done();
    const onError = (err: Error) => done(err);
    const onClose = () => done(new Error('Tujuan ekspor XML ditutup sebelum selesai'));
    stream.on('drain', onDrain);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}

/**
 * Streams the TaxInvoiceBulk of `invoices` into `sink` and answers the file's totals. A Writable is not ended: the
 * caller owns it (an HTTP reply, a file). An invalid invoice stops the export with its CoretaxInputError; what was
 * written by then is an incomplete file, so check the invoices first or write to a temporary file.
 */
export async function writeTaxInvoiceBulk(
  seller: Seller,
  invoices: Iterable<TaxInvoiceInput> | AsyncIterable<TaxInvoiceInput>,
  sink: XmlSink,
): Promise<ExportTotals> {
  const totals = emptyTotals();
  for await (const chunk of taxInvoiceBulkChunks(seller, invoices, totals)) {
    if (isWritable(sink)) await writeChunk(sink, chunk);
    else await sink(chunk);
  }
  return totals;
}
