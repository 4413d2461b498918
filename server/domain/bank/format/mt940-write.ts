import { formatSenPlain } from './amount.js';
import { StatementError, type Statement } from './types.js';
import { balancesToWrite } from './write-common.js';

function yymmdd(iso: string): string {
  const year = Number(iso.slice(0, 4));
  if (year < 1970 || year > 2069) throw new StatementError(null, `Tahun ${year} tidak bisa ditulis dalam MT940`);
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}

function swiftBalance(sen: number, iso: string): string {
  return `${sen < 0 ? 'D' : 'C'}${yymmdd(iso)}IDR${formatSenPlain(Math.abs(sen), ',')}`;
}

/** :86: text in lines of at most 65 characters, broken only at spaces so the reader joins it back unchanged. */
function wrap86(text: string): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(' ')) {
    // A continuation line must not start like a tag or a block end, so such a word stays on the line before.
    const risky = /^[:{-]/.test(word);
    if (cur !== '' && cur.length + 1 + word.length > 65 && !risky) {
      lines.push(cur);
      cur = word;
    } else cur = cur === '' ? word : `${cur} ${word}`;
  }
  lines.push(cur);
  return lines;
}

/**
 * One MT940 statement of the whole Statement (for the demo and tests), as mt940.ts reads it: :60F: dated
 * tgl_awal, one :61: per line (value date = booking date, reference after `//`), :86: the description,
 * :62F: dated tgl_akhir. MT940 has no running balance per line, so line balances are not written.
 */
export function writeMt940(s: Statement & { bic?: string }): string {
  const { opening, closing } = balancesToWrite(s);
  const out = [
    `:20:NIAGA${yymmdd(s.tgl_akhir)}`,
    `:25:${s.bic ? `${s.bic}/` : ''}${s.rekening ?? ''}`,
    ':28C:00001/001',
    `:60F:${swiftBalance(opening, s.tgl_awal)}`,
  ];
  for (const l of s.lines) {
    const debit = l.debit > 0;
    const amount = formatSenPlain((debit ? l.debit : l.kredit) * 100, ',');
    out.push(`:61:${yymmdd(l.tanggal)}${debit ? 'D' : 'C'}${amount}NTRFNONREF${l.referensi === null ? '' : `//${l.referensi}`}`);
    if (l.keterangan !== '') {
      const [head, ...rest] = wrap86(l.keterangan);
      out.push(`:86:${head}`, ...rest);
    }
  }
  out.push(`:62F:${swiftBalance(closing, s.tgl_akhir)}`, '-');
  return `${out.join('\r\n')}\r\n`;
}
