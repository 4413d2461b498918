import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../../../server/domain/bank/format/index.js';
import { expectError, fixture, line, parseText } from './helpers.js';

const HEADER = 'Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit';

describe('Mandiri CSV', () => {
  it('reads the fixture: Reference No., .00 for zero, a transaction split over three rows joined', () => {
    expect(parseStatement(fixture('mandiri.csv'))).toEqual({
      format: 'mandiri',
      rekening: '1370012345678',
      tgl_awal: '2026-03-02',
      tgl_akhir: '2026-03-31',
      saldo_awal: null,
      saldo_akhir: null,
      pending: 0,
      lines: [
        line(2, '2026-03-02', 'TRANSFER DARI UD SINAR TANI', 0, 12750000, null, 'MCM2603020001'),
        line(3, '2026-03-03', 'TRANSFER KE PT GULA MANIS SENTOSA PEMBAYARAN PO 0311 DAN PO 0312 GUDANG KUDUS', 29000000, 0, null, 'MCM2603030007'),
        line(6, '2026-03-04', 'SETORAN TUNAI CABANG PATI', 0, 5000000),
        line(7, '2026-03-06', 'TRANSFER DARI TOKO BERKAH', 0, 483251, null, 'MCM2603060011'),
        line(8, '2026-03-09', 'BIAYA ADMINISTRASI', 12500, 0),
        line(9, '2026-03-12', 'TRANSFER KE CV ANEKA PANGAN NOTA 7781', 1220000, 0, null, 'MCM2603120003'),
        line(11, '2026-03-18', 'TRANSFER DARI KOPERASI TANI MAKMUR', 0, 2118000, null, 'MCM2603180021'),
        line(12, '2026-03-31', 'BUNGA JASA GIRO', 0, 9123),
      ],
    });
  });

  it('reads Indonesian-grouped amounts when the export uses them', () => {
    const s = parseText([HEADER, '123,01/03/26,01/03/26,8310,A,,R1,,"1.234.567,89"'].join('\n'));
    expect(s.lines).toEqual([line(2, '2026-03-01', 'A', 0, 1234568, null, 'R1')]);
  });

  it('refuses both or neither of debit and credit, a continuation without a transaction and a cut last row', () => {
    expectError(() => parseText([HEADER, '123,01/03/26,01/03/26,8310,A,,R1,"5.00","7.00"'].join('\n')), 2, 'Baris 2: harus ada tepat satu dari debit atau kredit');
    expectError(() => parseText([HEADER, '123,01/03/26,01/03/26,8310,A,,R1,.00,.00'].join('\n')), 2, 'Baris 2: harus ada tepat satu dari debit atau kredit');
    expectError(() => parseText([HEADER, ',,,,LANJUTAN,,,,'].join('\n')), 2, 'Baris 2: lanjutan keterangan tanpa transaksi di atasnya');
    expectError(() => parseText([HEADER, '123,32/03/26,01/03/26,8310,A,,R1,.00,5.00'].join('\n')), 2, 'Baris 2: tanggal "32/03/26" tidak dikenali');
    expectError(
      () => parseText([HEADER, '123,01/03/26,01/03/26,8310,A,,R1,.00,5.00', '123,02/03/26,02/03/26,83'].join('\n')),
      3,
      'Berkas terpotong: baris mutasi berhenti di tengah (baris terakhir yang terbaca: 3)',
    );
  });
});
