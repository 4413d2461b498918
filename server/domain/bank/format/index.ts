import { bcaBisnisReader } from './bca-bisnis.js';
import { bcaReader } from './bca.js';
import { briReader } from './bri.js';
import { finish } from './check.js';
import { textCandidates } from './decode.js';
import { mandiriReader } from './mandiri.js';
import { mt940Reader } from './mt940.js';
import { splitLines } from './text.js';
import { StatementError, UNKNOWN_FILE, type FormatReader, type Statement, type StatementFormat } from './types.js';

export { StatementError } from './types.js';
export type { Statement, StatementFormat, StatementLine } from './types.js';
export { writeBcaCsv } from './bca-write.js';
export { writeMt940 } from './mt940-write.js';

/** Tried in this order; the first whose detector accepts the text reads it. */
const READERS: FormatReader[] = [mt940Reader, briReader, mandiriReader, bcaReader, bcaBisnisReader];

export const FORMAT_LABELS: Record<StatementFormat, string> = {
  bca: 'BCA (CSV pribadi)',
  bca_bisnis: 'BCA Bisnis (CSV)',
  mandiri: 'Mandiri (CSV)',
  bri: 'BRI (CSV)',
  mt940: 'MT940',
};

function readerFor(lines: string[]): FormatReader | null {
  return READERS.find((r) => r.detect(lines)) ?? null;
}

export function detectFormat(text: string): StatementFormat | null {
  return readerFor(splitLines(text))?.format ?? null;
}

/** Decodes, detects, parses and checks a bank statement file; throws StatementError, never returns part of one. */
export function parseStatement(file: Buffer): Statement {
  for (const { text, fallback } of textCandidates(file)) {
    const lines = splitLines(text);
    const reader = readerFor(lines);
    if (!reader) throw new StatementError(null, UNKNOWN_FILE);
    try {
      return finish(reader.parse(lines));
    } catch (e) {
      // A guessed encoding is only kept when the whole file then reads cleanly.
      if (fallback && e instanceof StatementError) throw new StatementError(null, UNKNOWN_FILE);
      throw e;
    }
  }
  throw new StatementError(null, UNKNOWN_FILE);
}
