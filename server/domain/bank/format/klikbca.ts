import { formatSenId, parseSen } from './amount.js';
import { collapse, cutFile, isoDate, lastFilled, parseDmy, splitCsv, stripApostrophe } from './text.js';
import { StatementError, type RawLine, type RawStatement, type StatementFormat } from './types.js';

/**
 * What KlikBCA's personal and business CSV exports share: the account block above the table
 * (`No. rekening : …`, `Nama : …`, `Periode : dd/mm/yyyy - dd/mm/yyyy`, `Kode Mata Uang : …`), the
 * summary below it (`Saldo Awal`, `Mutasi Kredit`, `Mutasi Debet`, `Saldo Akhir`, written either as
 * `Saldo Awal : 1,000.00` or `Saldo Awal,1000.00`), English amounts, `'` before text cells and `PEND`
 * for a line not yet booked. Sources are named in bca.ts and bca-bisnis.ts.
 */

const LABEL =
  /^\s*(no\.?\s*rek(?:ening)?|nama|periode|kode mata uang|mata uang|saldo awal|mutasi kredit|mutasi debet|mutasi debit|saldo akhir)\b\s*:?\s*=?\s*(.*)$/i;

type Label = 'rekening' | 'nama' | 'periode' | 'uang' | 'awal' | 'kredit' | 'debet' | 'akhir';

function labelOf(word: string): Label {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w.startsWith('no')) return 'rekening';
  if (w === 'nama') return 'nama';
  if (w === 'periode') return 'periode';
  if (w.includes('mata uang')) return 'uang';
  if (w === 'saldo awal') return 'awal';
  if (w === 'mutasi kredit') return 'kredit';
  if (w.startsWith('mutasi deb')) return 'debet';
  return 'akhir';
}

/** A line of the account block or of the summary, else null. */
export function summaryLine(line: string): { label: Label; value: string } | null {
  const unquoted = line.trim().replace(/^"/, '');
  const m = LABEL.exec(unquoted);
  if (!m) return null;
  // What follows the label, without the `=,'` KlikBCA puts before values and without CSV quotes.
  const value = m[2].replace(/^[\s=,:'"]+/, '').replace(/"/g, '');
  return { label: labelOf(m[1]), value };
}

const SUMMARY_AMOUNT = /^(-?\d{1,3}(?:,\d{3})+\.\d{2}|-?\d+(?:\.\d{1,2})?)(?=$|[^\d.,]|,)/;

function summaryAmount(value: string, baris: number, label: string): number {
  const m = SUMMARY_AMOUNT.exec(value.trim());
  return parseSen(m ? m[1] : value.trim().split(',')[0], 'en', baris, label);
}

export interface KlikBcaLayout {
  format: StatementFormat;
  /** Cells of the table's header row, lower case. */
  header: string[];
  /** Debit/credit and amounts of one row's cells. */
  readMoney(cells: string[], baris: number): { debitSen: number; kreditSen: number; saldoSen: number | null };
}

export function isHeaderRow(line: string, header: string[]): boolean {
  const cells = splitCsv(line).cells.map((c) => c.toLowerCase());
  while (cells.length > header.length && cells[cells.length - 1] === '') cells.pop();
  return cells.length === header.length && cells.every((c, i) => c === header[i]);
}

/** Reads `DB`/`CR` marks. */
export function debitCredit(mark: string, baris: number): 'DB' | 'CR' {
  const m = mark.trim().toUpperCase();
  if (m === 'DB' || m === 'D' || m === 'DR') return 'DB';
  if (m === 'CR' || m === 'C' || m === 'K') return 'CR';
  throw new StatementError(baris, `Baris ${baris}: tanda "${mark}" bukan DB atau CR`);
}

function rowDate(raw: string, periode: RawStatement['periode'], baris: number): string {
  const short = /^(\d{1,2})\/(\d{1,2})$/.exec(raw);
  if (!short) return parseDmy(raw, baris);
  if (!periode) {
    throw new StatementError(baris, `Baris ${baris}: tanggal "${raw}" tanpa tahun dan berkas tidak menyebut periode`);
  }
  const day = Number(short[1]);
  const month = Number(short[2]);
  const years = [Number(periode.awal.slice(0, 4)), Number(periode.akhir.slice(0, 4))];
  let first: string | null = null;
  for (const y of years) {
    // 29/02 exists only in some years: a year where it does not is not a candidate.
    let iso: string;
    try {
      iso = isoDate(y, month, day, baris, raw);
    } catch {
      continue;
    }
    first ??= iso;
    if (iso >= periode.awal && iso <= periode.akhir) return iso;
  }
  if (first === null) return isoDate(years[0], month, day, baris, raw);
  return first;
}

export function parseKlikBca(lines: string[], layout: KlikBcaLayout): RawStatement {
  let rekening: string | null = null;
  let periode: RawStatement['periode'] = null;
  let headerAt = -1;
  const last = lastFilled(lines);

  for (let i = 0; i < lines.length && headerAt < 0; i++) {
    if (isHeaderRow(lines[i], layout.header)) {
      headerAt = i;
      break;
    }
    const s = summaryLine(lines[i]);
    if (s?.label === 'rekening') {
      const digits = s.value.replace(/[^0-9]/g, '');
      rekening = digits === '' ? null : digits;
    } else if (s?.label === 'periode') {
      const m = /(\d{1,2}\/\d{1,2}\/\d{4})\s*-\s*(\d{1,2}\/\d{1,2}\/\d{4})/.exec(s.value);
      if (!m) throw new StatementError(i + 1, `Baris ${i + 1}: periode "${s.value}" tidak dikenali`);
      const awal = parseDmy(m[1], i + 1);
      const akhir = parseDmy(m[2], i + 1);
      if (awal > akhir) throw new StatementError(i + 1, `Baris ${i + 1}: periode berakhir sebelum dimulai`);
      periode = { awal, akhir, baris: i + 1 };
    }
  }
  if (headerAt < 0) throw new StatementError(null, 'Baris judul kolom mutasi BCA tidak ditemukan');

  const out: RawLine[] = [];
  let pending = 0;
  const totals: Partial<Record<'awal' | 'akhir' | 'kredit' | 'debet', { sen: number; baris: number }>> = {};
  let inSummary = false;

  for (let i = headerAt + 1; i < lines.length; i++) {
    const baris = i + 1;
    const line = lines[i];
    if (line.trim() === '' || /^[,\s"]*$/.test(line)) continue;
    const s = summaryLine(line);
    if (s && (s.label === 'awal' || s.label === 'akhir' || s.label === 'kredit' || s.label === 'debet')) {
      inSummary = true;
      if (s.value.trim() === '') {
        if (i === last) throw cutFile(baris, `ringkasan "${line.trim()}" tanpa nilai`);
        throw new StatementError(baris, `Baris ${baris}: ringkasan tanpa nilai`);
      }
      totals[s.label] = { sen: summaryAmount(s.value, baris, s.label === 'awal' || s.label === 'akhir' ? 'saldo' : 'jumlah'), baris };
      continue;
    }
    if (inSummary) throw new StatementError(baris, `Baris ${baris}: baris mutasi setelah ringkasan saldo`);

    const { cells, open } = splitCsv(line);
    while (cells.length > layout.header.length && cells[cells.length - 1] === '') cells.pop();
    if (open || cells.length < layout.header.length) {
      if (i === last) throw cutFile(baris, 'baris mutasi berhenti di tengah');
      throw new StatementError(baris, `Baris ${baris}: kolom kurang (${cells.length} dari ${layout.header.length})`);
    }
    if (cells.length > layout.header.length) {
      throw new StatementError(baris, `Baris ${baris}: kolom berlebih (${cells.length} dari ${layout.header.length})`);
    }
    const dateCell = stripApostrophe(cells[0]).trim();
    if (dateCell.toUpperCase() === 'PEND') {
      pending++;
      continue;
    }
    const tanggal = rowDate(dateCell, periode, baris);
    const money = layout.readMoney(cells, baris);
    out.push({
      baris,
      tanggal,
      keterangan: collapse(stripApostrophe(cells[1])),
      referensi: null,
      ...money,
    });
  }

  const lastRead = last + 1;
  if (periode && !totals.akhir) {
    throw cutFile(lastRead, 'ringkasan saldo (Saldo Awal/Saldo Akhir) di akhir berkas tidak ada');
  }
  for (const [key, label, pick] of [
    ['kredit', 'mutasi kredit', (l: RawLine) => l.kreditSen],
    ['debet', 'mutasi debet', (l: RawLine) => l.debitSen],
  ] as const) {
    const t = totals[key];
    if (!t) continue;
    const sum = out.reduce((s, l) => s + pick(l), 0);
    if (sum !== t.sen) {
      throw new StatementError(t.baris, `Baris ${t.baris}: ${label} tertulis ${formatSenId(t.sen)}, jumlah baris ${formatSenId(sum)}`);
    }
  }

  return {
    format: layout.format,
    rekening,
    periode,
    saldoAwalSen: totals.awal?.sen ?? null,
    saldoAkhirSen: totals.akhir?.sen ?? null,
    saldoAkhirBaris: totals.akhir?.baris ?? null,
    lines: out,
    pending,
  };
}
