/**
 * SWIFT MT940 customer statement (Mandiri, BNI, BCA and others give it to corporate clients).
 * Field layout from public material (read, not copied):
 * - a-fas/mt940js lib/tags.js (:20:, :25:, :28C:, :60a:/:62a: `[DC]YYMMDD CCY amount`, :61: value date YYMMDD,
 *   optional entry date MMDD, `D`/`C`/`RD`/`RC` mark, optional funds code, comma-decimal amount, 4-character
 *   transaction type, customer reference, `//` bank reference, :86: up to 6 × 65 characters);
 * - zilverline/mt940 lib/mt940_structured/parsers (line-61 regex, :86: following its :61:);
 * - alfajrimutawadhi/practice-read-mt940 dir/BTN IDR_Mock.txt (an Indonesian bank's IDR file inside
 *   `{1:…}{2:…}{4:` … `-}` blocks, amounts without a comma).
 * Several statements may follow each other in one file: each must open where the previous one closed.
 */
import { formatSenId, parseSen } from './amount.js';
import { checkClosing } from './check.js';
import { collapse, cutFile, isoDate, lastFilled } from './text.js';
import { StatementError, type FormatReader, type RawLine } from './types.js';

interface Field {
  tag: string;
  value: string;
  more: string[];
  baris: number;
}

const TAG = /^:(\d{2}[A-Z]?):(.*)$/;

function fieldsOf(lines: string[]): Field[] {
  const out: Field[] = [];
  lines.forEach((raw, i) => {
    // SWIFT block wrappers ({1:…}{2:…}{4:, -}, {5:…}) are not statement content.
    const line = raw.replace(/^(\{\d:[^{}]*\}?)+/, '').trimEnd();
    if (line === '' || /^-\}?$/.test(line.trim()) || line.startsWith('{')) return;
    const m = TAG.exec(line.trim());
    if (m) out.push({ tag: m[1], value: m[2], more: [], baris: i + 1 });
    else out[out.length - 1]?.more.push(line);
  });
  return out;
}

function swiftDate(yymmdd: string, baris: number): string {
  const yy = Number(yymmdd.slice(0, 2));
  return isoDate(yy < 70 ? 2000 + yy : 1900 + yy, Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6)), baris, yymmdd);
}

function balance(f: Field): { sen: number; date: string } {
  const m = /^([DC])(\d{6})([A-Z]{3})([\d,]+)$/.exec(f.value.trim());
  if (!m) throw new StatementError(f.baris, `Baris ${f.baris}: saldo :${f.tag}: "${f.value.trim()}" tidak dikenali`);
  if (m[3] !== 'IDR') throw new StatementError(f.baris, `Baris ${f.baris}: mata uang ${m[3]} tidak didukung, hanya IDR`);
  const sen = parseSen(m[4], 'swift', f.baris, 'saldo');
  return { sen: m[1] === 'D' ? -sen : sen, date: swiftDate(m[2], f.baris) };
}

const LINE_61 = /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?([\d,]+)([NSF][A-Z0-9]{3})(.*)$/;

function statementLine(f: Field): RawLine {
  const m = LINE_61.exec(f.value.trim());
  if (!m) throw new StatementError(f.baris, `Baris ${f.baris}: baris :61: "${f.value.trim()}" tidak dikenali`);
  const valueDate = swiftDate(m[1], f.baris);
  let tanggal = valueDate;
  if (m[2]) {
    // The entry date has no year: take the value date's, moved a year when the months lie across new year.
    let year = Number(valueDate.slice(0, 4));
    const month = Number(m[2].slice(0, 2));
    const valueMonth = Number(valueDate.slice(5, 7));
    if (month - valueMonth > 6) year--;
    if (valueMonth - month > 6) year++;
    tanggal = isoDate(year, month, Number(m[2].slice(2, 4)), f.baris, m[2]);
  }
  const amount = parseSen(m[5], 'swift', f.baris);
  const credit = m[3] === 'C' || m[3] === 'RD';
  const cut = m[7].indexOf('//');
  const customerRef = (cut < 0 ? m[7] : m[7].slice(0, cut)).trim();
  const bankRef = cut < 0 ? '' : m[7].slice(cut + 2).trim();
  const ref = bankRef || (customerRef !== 'NONREF' ? customerRef : '');
  return {
    baris: f.baris,
    tanggal,
    keterangan: '',
    referensi: ref === '' ? null : ref,
    debitSen: credit ? 0 : amount,
    kreditSen: credit ? amount : 0,
    saldoSen: null,
  };
}

interface Open {
  baris: number;
  opening: number | null;
  lines: RawLine[];
}

export const mt940Reader: FormatReader = {
  format: 'mt940',
  detect(lines) {
    const text = lines.slice(0, 60).join('\n');
    return /^\s*:20:/m.test(text) && /^\s*:25:/m.test(text) && /^\s*:60[FM]:/m.test(text);
  },
  parse(lines) {
    const fields = fieldsOf(lines);
    const all: RawLine[] = [];
    let rekening: string | null = null;
    let accountSeen: string | null = null;
    let first: { sen: number; date: string } | null = null;
    let closing: { sen: number; date: string; baris: number } | null = null;
    let cur: Open | null = null;
    let prevTag = '';

    for (const f of fields) {
      const tag = f.tag;
      if (tag === '20') {
        if (cur) throw new StatementError(f.baris, `Baris ${f.baris}: pernyataan sebelumnya (baris ${cur.baris}) tidak ditutup dengan :62F:`);
        cur = { baris: f.baris, opening: null, lines: [] };
      } else if (!cur) {
        if (tag !== '86') throw new StatementError(f.baris, `Baris ${f.baris}: :${tag}: sebelum :20:`);
      } else if (tag === '25') {
        const account = f.value.trim();
        if (accountSeen !== null && account !== accountSeen) {
          throw new StatementError(f.baris, `Baris ${f.baris}: rekening ${account} berbeda dari ${accountSeen} di pernyataan sebelumnya`);
        }
        accountSeen = account;
        const digits = (account.split('/').pop() ?? '').replace(/[^0-9]/g, '');
        rekening = digits === '' ? null : digits;
      } else if (tag === '60F' || tag === '60M') {
        const b = balance(f);
        if (closing && closing.sen !== b.sen) {
          throw new StatementError(
            f.baris,
            `Baris ${f.baris}: saldo tidak sesuai: saldo awal ${formatSenId(b.sen)} tidak sama dengan saldo akhir ${formatSenId(closing.sen)} di baris ${closing.baris}`,
          );
        }
        first ??= b;
        cur.opening = b.sen;
      } else if (tag === '61') {
        if (cur.opening === null) throw new StatementError(f.baris, `Baris ${f.baris}: :61: sebelum saldo awal :60F:`);
        cur.lines.push(statementLine(f));
      } else if (tag === '86') {
        const line = cur.lines[cur.lines.length - 1];
        if (prevTag === '61' && line) line.keterangan = collapse([f.value, ...f.more].join(' '));
      } else if (tag === '62F' || tag === '62M') {
        if (cur.opening === null) throw new StatementError(f.baris, `Baris ${f.baris}: :${tag}: tanpa saldo awal :60F:`);
        const b = balance(f);
        checkClosing(cur.opening, cur.lines, b.sen, f.baris);
        all.push(...cur.lines);
        closing = { ...b, baris: f.baris };
        cur = null;
      }
      prevTag = tag;
    }

    const lastRead = lastFilled(lines) + 1;
    if (cur) throw cutFile(lastRead, 'saldo akhir :62F: tidak ada');
    if (!first || !closing) throw cutFile(lastRead, 'tidak ada pernyataan yang lengkap');

    return {
      format: 'mt940',
      rekening,
      periode: null,
      tglAwal: first.date,
      tglAkhir: closing.date,
      saldoAwalSen: first.sen,
      saldoAkhirSen: closing.sen,
      saldoAkhirBaris: closing.baris,
      lines: all,
      pending: 0,
    };
  },
};
