import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseStatement,
  writeBcaCsv,
  writeMt940,
  type Statement,
  type StatementLine,
} from '../../../../server/domain/bank/format/index.js';
import { expectError, fixture } from './helpers.js';

const withoutBaris = (s: Statement) => ({ ...s, lines: s.lines.map(({ baris: _b, ...l }) => l) });
const reread = (text: string) => parseStatement(Buffer.from(text, 'utf8'));

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Random statements as each format can carry them: BCA keeps balances but no references, MT940 the reverse. */
function statementArb(kind: 'bca' | 'mt940'): fc.Arbitrary<Statement> {
  const word = kind === 'bca' ? fc.stringMatching(/^[A-Z0-9.,"'/&:-]{1,12}$/) : fc.stringMatching(/^[A-Z0-9.,'/&:{}-]{1,14}$/);
  return fc
    .record({
      start: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => Math.floor(ms / DAY) * DAY),
      span: fc.integer({ min: 0, max: 364 }),
      rekening: fc.option(fc.stringMatching(/^[0-9]{10,15}$/), { nil: null }),
      opening: fc.integer({ min: -50_000_000, max: 10_000_000_000 }),
      lines: fc.array(
        fc.record({
          day: fc.double({ min: 0, max: 1, noNaN: true }),
          words: fc.array(word, { maxLength: 14 }),
          debit: fc.boolean(),
          amount: fc.integer({ min: 1, max: 5_000_000_000 }),
          ref: fc.option(fc.stringMatching(/^[A-Z0-9]{1,16}$/), { nil: null }),
        }),
        { maxLength: 15 },
      ),
    })
    .map(({ start, span, rekening, opening, lines }) => {
      let saldo = opening;
      const out: StatementLine[] = lines
        .map((l) => ({ ...l, tanggal: iso(start + Math.round(l.day * span) * DAY) }))
        .sort((a, b) => a.tanggal.localeCompare(b.tanggal))
        .map((l, i) => {
          saldo += l.debit ? -l.amount : l.amount;
          return {
            baris: i + 1,
            tanggal: l.tanggal,
            keterangan: l.words.join(' '),
            referensi: kind === 'mt940' ? l.ref : null,
            debit: l.debit ? l.amount : 0,
            kredit: l.debit ? 0 : l.amount,
            saldo: kind === 'bca' ? saldo : null,
          };
        });
      return {
        format: kind,
        rekening,
        tgl_awal: iso(start),
        tgl_akhir: iso(start + span * DAY),
        saldo_awal: opening,
        saldo_akhir: saldo,
        lines: out,
        pending: 0,
      };
    });
}

describe('writing statements for the demo', () => {
  it('writes the BCA fixture back as a KlikBCA CSV the reader turns into the same statement (pending lines are not written)', () => {
    const s = parseStatement(fixture('bca-pribadi.csv'));
    const text = writeBcaCsv({ ...s, nama: 'CV SUMBER REJEKI ABADI' });
    expect(text.split('\r\n').slice(0, 7)).toEqual([
      'No. rekening : 8720193456',
      'Nama : CV SUMBER REJEKI ABADI',
      'Periode : 20/12/2025 - 10/01/2026',
      'Kode Mata Uang : Rp',
      '',
      'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
      "'20/12,'TRSF E-BANKING CR 2012/FTSCY/WS95031 2500000.00 TOKO MAKMUR JAYA,'0000,2500000.00,CR,12500000.00",
    ]);
    expect(reread(text)).toEqual({ ...s, pending: 0 });
  });

  it('writes the MT940 fixture back as one statement with the same lines and balances', () => {
    const s = parseStatement(fixture('mt940.txt'));
    const text = writeMt940({ ...s, bic: 'BMRIIDJA' });
    expect(text.split('\r\n').slice(0, 7)).toEqual([
      ':20:NIAGA260106',
      ':25:BMRIIDJA/1370012345678',
      ':28C:00001/001',
      ':60F:C251230IDR25000000,00',
      ':61:251230C12750000,00NTRFNONREF//MCM251230001',
      ':86:TRANSFER DARI UD SINAR TANI PELUNASAN NOTA 2231 DAN 2232 GUDANG',
      'KUDUS',
    ]);
    expect(withoutBaris(reread(text))).toEqual(withoutBaris(s));
  });

  it('round-trips random statements through the BCA CSV writer and reader', () => {
    fc.assert(
      fc.property(statementArb('bca'), (s) => {
        const back = reread(writeBcaCsv(s));
        expect(withoutBaris(back)).toEqual(withoutBaris(s));
        expect(back.lines.map((l) => l.baris)).toEqual(s.lines.map((_, i) => (s.rekening === null ? 6 : 7) + i));
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips random statements through the MT940 writer and reader', () => {
    fc.assert(
      fc.property(statementArb('mt940'), (s) => {
        const back = reread(writeMt940(s));
        expect(withoutBaris(back)).toEqual(withoutBaris(s));
        expect(back.lines.every((l, i) => i === 0 || l.baris > back.lines[i - 1].baris)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses to write what the reader could not read back the same', () => {
    const s = parseStatement(fixture('bca-pribadi.csv'));
    expectError(() => writeBcaCsv({ ...s, tgl_akhir: '2026-12-20' }), null, 'Periode CSV BCA harus kurang dari satu tahun');
    expectError(() => writeBcaCsv({ ...s, saldo_akhir: 1 }), null, 'Saldo akhir 1,00 tidak sama dengan saldo awal ditambah mutasi 14.896.354,00');
    expectError(
      () => writeMt940({ ...s, lines: [{ ...s.lines[0], debit: 5 }] }),
      7,
      'Baris 7: harus ada tepat satu dari debit atau kredit, dalam rupiah utuh',
    );
  });
});
