import { addDays } from '../../../common/format.js';

/**
 * The demo's supplier tax invoice of a purchase (issue 37), made up and deterministic from its number: a 17-digit
 * Coretax NSFP (04002 + the year + the purchase's month and sequence) dated one to four days after the purchase, never
 * after `latest`; every seventh purchase (by its sequence) has none yet.
 */
export function fakturPajakDemo(nomor: string, tanggal: string, latest?: string): { no_faktur_pajak: string | null; tgl_faktur_pajak: string | null } {
  const [, year, month, seq] = /^[A-Z]+\/(\d{4})\/(\d{2})\/(\d+)$/.exec(nomor) ?? [];
  if (!seq || Number(seq) % 7 === 0) return { no_faktur_pajak: null, tgl_faktur_pajak: null };
  const day = addDays(tanggal, 1 + (Number(seq) % 4));
  return { no_faktur_pajak: `04002${year.slice(2)}${month}${seq.padStart(8, '0')}`, tgl_faktur_pajak: latest && day > latest ? latest : day };
}
