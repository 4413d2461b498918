import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../../../server/domain/bank/format/index.js';
import { expectError, fixture, line, parseText } from './helpers.js';

describe('BCA Bisnis CSV (KlikBCA Bisnis)', () => {
  it('reads the fixture: full dates, amount and DB/CR in one cell, grouped English amounts, quoted summary', () => {
    expect(parseStatement(fixture('bca-bisnis.csv'))).toEqual({
      format: 'bca_bisnis',
      rekening: '5550012345',
      tgl_awal: '2026-03-01',
      tgl_akhir: '2026-03-31',
      saldo_awal: 125000000,
      saldo_akhir: 134837811,
      pending: 0,
      lines: [
        line(7, '2026-03-02', 'TRSF E-BANKING CR 0203/FTSCY/WS95031 UD SINAR TANI', 0, 12750000, 137750000),
        line(8, '2026-03-03', 'KR OTOMATIS LLG-ANTAR BANK TOKO BERKAH NOTA 2240', 0, 4832500, 142582500),
        line(9, '2026-03-05', 'TRSF E-BANKING DB 0503/FTSCY/WS95271 PT GULA MANIS SENTOSA', 29000000, 0, 113582500),
        line(10, '2026-03-06', 'BYR VIA E-BANKING 0603/BPJS/WS95011 BPJS KETENAGAKERJAAN', 3456790, 0, 110125711),
        line(11, '2026-03-10', 'SETORAN TUNAI CABANG KUDUS', 0, 15000000, 125125711),
        line(12, '2026-03-13', 'TRSF E-BANKING DB 1303/FTSCY/WS95301 CV ANEKA PANGAN', 12200000, 0, 112925711),
        line(13, '2026-03-16', 'KR OTOMATIS LLG-ANTAR BANK WARUNG BU SITI', 0, 765000, 113690711),
        line(14, '2026-03-20', 'BIAYA TRANSFER SKN', 2900, 0, 113687811),
        line(15, '2026-03-25', 'TRSF E-BANKING CR 2503/FTSCY/WS95051 KOPERASI TANI MAKMUR', 0, 21180000, 134867811),
        line(16, '2026-03-31', 'BIAYA ADM', 30000, 0, 134837811),
      ],
    });
  });

  it('reads dd/mm dates with the year of the period, and a file without account block or summary', () => {
    const s = parseText(
      [
        'Periode : 01/07/2026 - 31/07/2026',
        'Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo',
        '"01/07","TRSF E-BANKING DB 0107/FTSCY/WS95051 125501327.00 PT CONTOH","0032","125,501,327.00 DB","1,285,083,646.34"',
        '"02/07","TRANSFER MASUK","0032","250,000.00 CR","1,285,333,646.34"',
        '"Saldo Akhir : 1,285,333,646.34"',
      ].join('\n'),
    );
    expect([s.rekening, s.saldo_awal, s.saldo_akhir, s.lines]).toEqual([
      null,
      1410584973,
      1285333646,
      [
        line(3, '2026-07-01', 'TRSF E-BANKING DB 0107/FTSCY/WS95051 125501327.00 PT CONTOH', 125501327, 0, 1285083646),
        line(4, '2026-07-02', 'TRANSFER MASUK', 0, 250000, 1285333646),
      ],
    ]);
  });

  it('names the row whose amount has no DB/CR mark or whose balance does not follow', () => {
    const file = (amount: string, saldo: string) =>
      ['Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo', '"01/07/2026","A","0032","100.00 CR","1,100.00"', `"02/07/2026","B","0032","${amount}","${saldo}"`].join('\n');
    expectError(() => parseText(file('50.00', '1,050.00')), 3, 'Baris 3: jumlah "50.00" tanpa tanda DB atau CR');
    expectError(() => parseText(file('50.00 DB', '1,060.00')), 3, 'Baris 3: saldo tidak sesuai: tertulis 1.060,00, seharusnya 1.050,00');
    expect(parseText(file('50.00 DB', '1,050.00')).saldo_awal).toBe(1000);
  });
});
