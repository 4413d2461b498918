import ReceiptPrinterEncoder, { type ReceiptPrinterEncoderOptions } from '@point-of-sale/receipt-printer-encoder';
import type { NotaData } from './notaData';
import { notaLines } from './notaText';

/**
 * The nota as ESC/POS bytes (issue 39), built with @point-of-sale/receipt-printer-encoder: initialize, code page
 * 437 (ESC t 0, which every ESC/POS printer has: Indonesian needs nothing beyond ASCII, and accented letters are
 * folded to ASCII first so a cheap printer never prints the wrong glyph), the 32- or 48-column lines of
 * `notaText.ts`, bold on the total lines, then feed and cut.
 */
export interface EncodeOptions {
  columns: 32 | 48;
  /** What the connected printer speaks (the Bluetooth driver's `language`); ESC/POS by default. */
  language?: 'esc-pos' | 'star-line' | 'star-prnt';
  /** The Bluetooth driver's code page mapping name; unknown names fall back to Epson's. */
  codepageMapping?: string;
}

const MAPPINGS = new Set(['bixolon', 'bixolon/legacy', 'citizen', 'epson', 'epson/legacy', 'fujitsu', 'hp', 'metapace', 'mpt', 'pos-5890', 'pos-8360', 'star', 'sunmi', 'xprinter', 'youku']);

function mappingFor(language: string, name: string | undefined): ReceiptPrinterEncoderOptions['codepageMapping'] {
  if (language !== 'esc-pos') return 'star';
  if (name === 'zjiang' || name === 'zijang') return 'pos-5890';
  return name && MAPPINGS.has(name) ? name as ReceiptPrinterEncoderOptions['codepageMapping'] : 'epson';
}

/** Text the printer's code page 437 prints as written: accents dropped, typographic signs made plain. */
export function toPrintable(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/\u00d7/g, 'x')
    .replace(/[^\x20-\x7e]/g, '?');
}

export function encodeNota(nota: NotaData, options: EncodeOptions): Uint8Array {
  const language = options.language ?? 'esc-pos';
  const encoder = new ReceiptPrinterEncoder({
    language, columns: options.columns, codepageMapping: mappingFor(language, options.codepageMapping), newline: '\n', feedBeforeCut: 4,
  });
  encoder.initialize().codepage('cp437');
  for (const line of notaLines(nota, options.columns)) {
    const text = toPrintable(line.text);
    if (line.bold) encoder.bold(true).line(text).bold(false);
    else encoder.line(text);
  }
  return encoder.cut('partial').encode();
}
