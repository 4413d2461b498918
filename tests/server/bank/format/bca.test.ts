import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../../../server/domain/bank/format/index.js';
import { expectError, fixture, line, parseText } from './helpers.js';

const head = ['No. rekening : 8720193456', 'Nama : CV UJI', 'Periode : 01/02/2026 - 28/02/2026', 'Kode Mata Uang : Rp', '', 'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo'];
const foot = (awal: string, akhir: string) => ['', `Saldo Awal,${awal}`, `Saldo Akhir,${akhir}`];
const bca = (rows: string[], footer = foot('1000000.00', '900000.00')) => [...head, ...rows, ...footer].join('\n');

describe('BCA personal CSV (KlikBCA Mutasi Rekening)', () => {
  it('reads the fixture: account, period across new year, every line exact, PEND skipped and counted', () => {
    expect(parseStatement(fixture('bca-pribadi.csv'))).toEqual({
      format: 'bca',
      rekening: '8720193456',
      tgl_awal: '2025-12-20',
      tgl_akhir: '2026-01-10',
      saldo_awal: 10000000,
      saldo_akhir: 14896354,
      pending: 1,
      lines: [
        line(7, '2025-12-20', 'TRSF E-BANKING CR 2012/FTSCY/WS95031 2500000.00 TOKO MAKMUR JAYA', 0, 2500000, 12500000),
        line(8, '2025-12-22', 'TARIKAN ATM 22/12', 1000000, 0, 11500000),
        line(9, '2025-12-23', 'KR OTOMATIS LLG-ANTAR BANK UD SINAR TANI PELUNASAN NOTA 118', 0, 7350000, 18850000),
        line(10, '2025-12-27', 'BYR VIA E-BANKING 2712/BPLN/WS95011 PLN PASCABAYAR 531200118877', 1845300, 0, 17004700),
        line(11, '2025-12-29', 'TRSF E-BANKING DB 2912/FTSCY/WS95271 4000000.00 PT GULA MANIS SENTOSA', 4000000, 0, 13004700),
        // 8,317.50 and 1,663.50: half a rupiah rounds up, line by line; the balance is checked in sen first.
        line(12, '2025-12-31', 'BUNGA', 0, 8318, 13013018),
        line(13, '2025-12-31', 'PAJAK BUNGA', 1664, 0, 13011354),
        line(14, '2025-12-31', 'BIAYA ADM', 15000, 0, 12996354),
        line(15, '2026-01-02', 'SETORAN TUNAI', 0, 3200000, 16196354),
        line(16, '2026-01-05', 'TRSF E-BANKING CR 0501/FTSCY/WS95051 950000.00 WARUNG BU SITI', 0, 950000, 17146354),
        line(17, '2026-01-08', 'SWITCHING DB TRANSFER KE 008 CV ANEKA PANGAN', 2250000, 0, 14896354),
      ],
    });
  });

  it('reads the quoted `"Saldo Awal : 1,000,000.00"` summary and grouped amounts', () => {
    const s = parseText(
      bca([`'02/02,"'BELI, BAYAR ""TUNAI""",'0000,"100,000.00",DB,"900,000.00"`], ['"Saldo Awal : 1,000,000.00"', '"Saldo Akhir : 900,000.00"']),
    );
    expect([s.saldo_awal, s.saldo_akhir, s.lines]).toEqual([1000000, 900000, [line(7, '2026-02-02', 'BELI, BAYAR "TUNAI"', 100000, 0, 900000)]]);
  });

  it('names the row of a bad amount, date, mark or missing column', () => {
    expectError(() => parseText(bca([`'02/02,'X,'0000,12.3x,DB,900000.00`])), 7, 'Baris 7: jumlah "12.3x" bukan angka');
    expectError(() => parseText(bca([`'30/02,'X,'0000,100000.00,DB,900000.00`])), 7, `Baris 7: tanggal "30/02" tidak dikenali`);
    expectError(() => parseText(bca([`'02/02,'X,'0000,100000.00,XX,900000.00`])), 7, 'Baris 7: tanda "XX" bukan DB atau CR');
    expectError(
      () => parseText(bca([`'02/02,'X,'0000,100000.00`, `'03/02,'Y,'0000,1.00,CR,900001.00`])),
      7,
      'Baris 7: kolom kurang (4 dari 6)',
    );
  });

  it('refuses a running balance that does not follow, a line outside the period and a wrong total', () => {
    expectError(
      () => parseText(bca([`'02/02,'X,'0000,100000.00,DB,900000.00`, `'03/02,'Y,'0000,50000.00,CR,960000.00`], foot('1000000.00', '960000.00'))),
      8,
      'Baris 8: saldo tidak sesuai: tertulis 960.000,00, seharusnya 950.000,00',
    );
    expectError(() => parseText(bca([`'02/03,'X,'0000,100000.00,DB,900000.00`])), 7, 'Baris 7: tanggal 02/03/2026 di luar periode 01/02/2026 - 28/02/2026');
    expectError(
      () => parseText(bca([`'02/02,'X,'0000,100000.00,DB,900000.00`], ['', 'Saldo Awal,1000000.00', 'Mutasi Debet,100001.00,1', 'Saldo Akhir,900000.00'])),
      10,
      'Baris 10: mutasi debet tertulis 100.001,00, jumlah baris 100.000,00',
    );
    expectError(
      () => parseText(bca([`'02/02,'X,'0000,100000.00,DB,900000.00`], foot('1000000.00', '800000.00'))),
      10,
      'Baris 10: saldo tidak sesuai: saldo akhir tertulis 800.000,00, saldo awal ditambah mutasi 900.000,00',
    );
  });

  it('calls a file cut when its rows stop mid-line or the summary its header promised is missing', () => {
    expectError(() => parseStatement(fixture('bca-terpotong.csv')), 14, 'Berkas terpotong: baris mutasi berhenti di tengah (baris terakhir yang terbaca: 14)');
    expectError(
      () => parseText(bca([`'02/02,'X,'0000,100000.00,DB,900000.00`], [])),
      7,
      'Berkas terpotong: ringkasan saldo (Saldo Awal/Saldo Akhir) di akhir berkas tidak ada (baris terakhir yang terbaca: 7)',
    );
  });

  it('accepts a statement without lines when opening and closing agree, and only then', () => {
    expect(parseText(bca([], foot('1000000.00', '1000000.00')))).toEqual({
      format: 'bca', rekening: '8720193456', tgl_awal: '2026-02-01', tgl_akhir: '2026-02-28', saldo_awal: 1000000, saldo_akhir: 1000000, lines: [], pending: 0,
    });
    expectError(() => parseText(bca([], foot('1000000.00', '999999.00'))), 9, 'Baris 9: saldo tidak sesuai: saldo akhir tertulis 999.999,00, saldo awal ditambah mutasi 1.000.000,00');
  });
});
