/**
 * BRI CSV (internet banking / CMS "data export").
 * Layout from public material (read, not copied):
 * - a public Python BRI parser (found by `MUTASI_KREDIT`): required columns NOREK, TGL_TRAN, DESK_TRAN,
 *   MUTASI_DEBET, MUTASI_KREDIT, GLSIGN; SALDO_AKHIR_MUTASI; REMARK_CUSTOM appended to the description;
 *   comma or semicolon separated; dates `yyyy-mm-dd hh:mm:ss` or `dd/mm/yyyy hh:mm`; amounts `7173313.00` or `.00`;
 * - a public PDF-to-BRI-CSV converter and a parser test listing the 18/19 columns
 *   `ID,NOREK,TGL_TRAN,TGL_EFEKTIF,JAM_TRAN,SEQ,DESK_TRAN,SALDO_AWAL_MUTASI,MUTASI_DEBET,MUTASI_KREDIT,
 *   SALDO_AKHIR_MUTASI,GLSIGN,TRUSER,KODE_TRAN,KODE_TRAN_TELLER,TRREMK,TLBDS1,TLBDS2[,REMARK_CUSTOM]`, every cell quoted.
 * Columns are found by name, so their order may change. Each row carries the balance before and after it.
 */
import { parseSen } from './amount.js';
import { checkRunningBalances } from './check.js';
import { collapse, cutFile, isoDate, lastFilled, parseDmy, splitCsv } from './text.js';
import { StatementError, type FormatReader, type RawLine } from './types.js';

const REQUIRED = ['NOREK', 'TGL_TRAN', 'DESK_TRAN', 'MUTASI_DEBET', 'MUTASI_KREDIT'] as const;

function headerOf(line: string): { sep: string; cols: Map<string, number> } | null {
  for (const sep of [',', ';', '\t']) {
    const cells = splitCsv(line, sep).cells.map((c) => c.toUpperCase());
    if (REQUIRED.every((r) => cells.includes(r))) return { sep, cols: new Map(cells.map((c, i) => [c, i])) };
  }
  return null;
}

function briDate(raw: string, baris: number): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(raw.trim());
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), baris, raw);
  return parseDmy(raw, baris);
}

export const briReader: FormatReader = {
  format: 'bri',
  detect: (lines) => lines.slice(0, 10).some((l) => headerOf(l) !== null),
  parse(lines) {
    const headerAt = lines.findIndex((l) => headerOf(l) !== null);
    const { sep, cols } = headerOf(lines[headerAt])!;
    const width = cols.size;
    const last = lastFilled(lines);
    const out: RawLine[] = [];
    let rekening: string | null = null;
    let saldoAwalSen: number | null = null;

    for (let i = headerAt + 1; i < lines.length; i++) {
      const baris = i + 1;
      if (/^[,;\s"]*$/.test(lines[i])) continue;
      const { cells, open } = splitCsv(lines[i], sep);
      if (open || cells.length < width) {
        if (i === last) throw cutFile(baris, 'baris mutasi berhenti di tengah');
        throw new StatementError(baris, `Baris ${baris}: kolom kurang (${cells.length} dari ${width})`);
      }
      const cell = (name: string) => (cols.has(name) ? cells[cols.get(name)!] : '');
      const digits = cell('NOREK').replace(/[^0-9]/g, '');
      if (/^\d+$/.test(cell('NOREK'))) {
        if (rekening !== null && rekening !== digits) {
          throw new StatementError(baris, `Baris ${baris}: rekening ${digits} berbeda dari ${rekening} di baris sebelumnya`);
        }
        rekening = digits;
      }
      const remark = cell('REMARK_CUSTOM');
      const saldoAkhir = cell('SALDO_AKHIR_MUTASI');
      const saldoAwal = cell('SALDO_AWAL_MUTASI');
      const line: RawLine = {
        baris,
        tanggal: briDate(cell('TGL_TRAN'), baris),
        keterangan: collapse(`${cell('DESK_TRAN')} ${remark}`),
        referensi: null,
        debitSen: cell('MUTASI_DEBET') === '' ? 0 : parseSen(cell('MUTASI_DEBET'), 'auto', baris, 'debit'),
        kreditSen: cell('MUTASI_KREDIT') === '' ? 0 : parseSen(cell('MUTASI_KREDIT'), 'auto', baris, 'kredit'),
        saldoSen: saldoAkhir === '' ? null : parseSen(saldoAkhir, 'auto', baris, 'saldo'),
      };
      if (saldoAwal !== '') {
        // The row's own opening balance must be the previous row's closing one.
        const before = parseSen(saldoAwal, 'auto', baris, 'saldo awal');
        if (out.length === 0) saldoAwalSen = before;
        else checkRunningBalances(out[out.length - 1].saldoSen, [{ ...line, debitSen: 0, kreditSen: 0, saldoSen: before }]);
        checkRunningBalances(before, [line]);
      }
      out.push(line);
    }

    return {
      format: 'bri',
      rekening,
      periode: null,
      saldoAwalSen,
      saldoAkhirSen: null,
      saldoAkhirBaris: null,
      lines: out,
      pending: 0,
    };
  },
};
