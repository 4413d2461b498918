/**
 * Pairs bank lines with book lines of the same amount (issue 40), as a pure function: a pair is taken only where it
 * is the one best fit for both sides, so a guess never stands in for a choice the user should make. A pair's fit is
 * the references the bank's description names (the document's number counts most, then the customer's or supplier's
 * name) and then how close the two dates are.
 */
import { MATCH_WINDOW } from '../../../common/bank.js';
import { daysBetween } from '../../../common/format.js';

export interface BankSide { id: number; tanggal: string; jumlah: number; teks: string }
export interface BookSide { id: number; tanggal: string; sisa: number; nomor: string[]; pihak: string[] }
export interface Pair { bankId: number; bookId: number; skor: number }

const compact = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const words = (s: string) => s.toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w.length >= 3);

/** How well a bank description names a book line: 2 per document number found, 1 per party whose words all appear. */
export function referenceScore(teks: string, book: Pick<BookSide, 'nomor' | 'pihak'>): number {
  const flat = compact(teks);
  const present = new Set(words(teks));
  let score = 0;
  for (const n of book.nomor) if (compact(n).length >= 6 && flat.includes(compact(n))) score += 2;
  for (const p of book.pihak) {
    const ws = words(p).filter((w) => !['TOKO', 'CV', 'UD', 'PT'].includes(w));
    if (ws.length && ws.every((w) => present.has(w))) score += 1;
  }
  return score;
}

/** Whether a book line's date may stand beside a bank line's: the bank books the same day or up to a week later. */
export function inWindow(bankDate: string, bookDate: string): boolean {
  const d = daysBetween(bookDate, bankDate);
  return d >= -MATCH_WINDOW.before && d <= MATCH_WINDOW.after;
}

export function pairExact(bank: BankSide[], book: BookSide[]): Pair[] {
  const byAmount = new Map<number, BookSide[]>();
  for (const b of book) if (b.sisa !== 0) byAmount.set(b.sisa, [...(byAmount.get(b.sisa) ?? []), b]);
  const candidates: Array<Pair & { key: number }> = [];
  for (const line of bank) {
    for (const b of byAmount.get(line.jumlah) ?? []) {
      if (!inWindow(line.tanggal, b.tanggal)) continue;
      const skor = referenceScore(line.teks, b);
      // References first, then nearness: a reference outweighs any distance within the window.
      const key = skor * 100 - Math.abs(daysBetween(b.tanggal, line.tanggal));
      candidates.push({ bankId: line.id, bookId: b.id, skor, key });
    }
  }
  candidates.sort((a, b) => b.key - a.key || a.bankId - b.bankId || a.bookId - b.bookId);
  const ofBank = groupBy(candidates, (c) => c.bankId);
  const ofBook = groupBy(candidates, (c) => c.bookId);
  const takenBank = new Set<number>();
  const takenBook = new Set<number>();
  const blocked = new Set<number>();
  const pairs: Pair[] = [];
  for (const c of candidates) {
    if (takenBank.has(c.bankId) || takenBook.has(c.bookId) || blocked.has(c.bankId)) continue;
    // Another free pair as good for the same bank line or the same book line: the user chooses.
    const tie = ofBank.get(c.bankId)!.some((o) => o !== c && o.key === c.key && !takenBook.has(o.bookId))
      || ofBook.get(c.bookId)!.some((o) => o !== c && o.key === c.key && !takenBank.has(o.bankId) && !blocked.has(o.bankId));
    if (tie) {
      blocked.add(c.bankId);
      continue;
    }
    takenBank.add(c.bankId);
    takenBook.add(c.bookId);
    pairs.push({ bankId: c.bankId, bookId: c.bookId, skor: c.skor });
  }
  return pairs;
}

function groupBy<T>(xs: T[], key: (x: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const x of xs) {
    const k = key(x);
    const list = out.get(k);
    if (list) list.push(x);
    else out.set(k, [x]);
  }
  return out;
}
