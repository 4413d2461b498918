import { describe, expect, it } from 'vitest';
import { FORMAT_LABELS, detectFormat, parseStatement } from '../../../../server/domain/bank/format/index.js';
import { expectError, fixture, line } from './helpers.js';

const UNKNOWN = 'Berkas bukan mutasi rekening yang dikenali (BCA, Mandiri, BRI atau MT940)';

describe('detecting the format and decoding the file', () => {
  it('tells each format from its content, not its name', () => {
    const found = Object.fromEntries(
      ['bca-pribadi.csv', 'bca-bisnis.csv', 'mandiri.csv', 'bri.csv', 'mt940.txt', 'bni.csv'].map((f) => [f, detectFormat(fixture(f).toString('utf8'))]),
    );
    expect(found).toEqual({
      'bca-pribadi.csv': 'bca',
      'bca-bisnis.csv': 'bca_bisnis',
      'mandiri.csv': 'mandiri',
      'bri.csv': 'bri',
      'mt940.txt': 'mt940',
      'bni.csv': null,
    });
    expect(FORMAT_LABELS).toEqual({
      bca: 'BCA (CSV pribadi)',
      bca_bisnis: 'BCA Bisnis (CSV)',
      mandiri: 'Mandiri (CSV)',
      bri: 'BRI (CSV)',
      mt940: 'MT940',
    });
  });

  it('reads UTF-16 with a byte-order mark and UTF-8 with a BOM as the same statement as plain UTF-8', () => {
    const plain = parseStatement(fixture('bca-pribadi.csv'));
    expect(parseStatement(fixture('bca-pribadi-utf16.csv'))).toEqual(plain);
    expect(parseStatement(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('bca-pribadi.csv')]))).toEqual(plain);
    const text = fixture('bca-pribadi.csv').toString('utf8');
    const be = Buffer.from(text, 'utf16le').swap16();
    expect(parseStatement(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual(plain);
  });

  it('reads a Windows-1252 file (invalid UTF-8) when it then parses cleanly', () => {
    expect(parseStatement(fixture('bca-latin1.csv')).lines).toEqual([
      line(7, '2026-02-03', 'TRSF E-BANKING CR 0302/FTSCY/WS95031 1500000.00 CAFÉ JOSÉ', 0, 1500000, 6500000),
      line(8, '2026-02-04', 'KR OTOMATIS PT MAJU Ã BERSAMA', 0, 250000, 6750000),
      line(9, '2026-02-10', 'BIAYA ADM', 15000, 0, 6735000),
    ]);
    // The same bytes with a broken balance: the guessed encoding is not kept.
    const broken = Buffer.from(fixture('bca-latin1.csv').toString('latin1').replace('6735000.00', '6735001.00'), 'latin1');
    expectError(() => parseStatement(broken), null, UNKNOWN);
  });

  it('refuses another bank, a PDF, a zip (XLSX), NUL bytes and an empty file with one message', () => {
    expectError(() => parseStatement(fixture('bni.csv')), null, UNKNOWN);
    expectError(() => parseStatement(fixture('mutasi.pdf')), null, UNKNOWN);
    expectError(() => parseStatement(Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000', 'latin1')), null, UNKNOWN);
    expectError(() => parseStatement(Buffer.from('Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo\n\u0000\u0000', 'latin1')), null, UNKNOWN);
    expectError(() => parseStatement(Buffer.alloc(0)), null, UNKNOWN);
  });

  it('reads a renamed file by its content', () => {
    // The name plays no part: the MT940 fixture read from any buffer is MT940.
    expect(parseStatement(Buffer.from(fixture('mt940.txt'))).format).toBe('mt940');
  });
});
