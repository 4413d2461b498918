import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../../../server/domain/bank/format/index.js';
import { expectError, fixture, line, parseText } from './helpers.js';

describe('BRI CSV', () => {
  it('reads the fixture: columns by name, opening from the first row, running balances, remark appended', () => {
    expect(parseStatement(fixture('bri.csv'))).toEqual({
      format: 'bri',
      rekening: '058801037081508',
      tgl_awal: '2026-04-01',
      tgl_akhir: '2026-04-30',
      saldo_awal: 7350000,
      saldo_akhir: 7720864,
      pending: 0,
      lines: [
        line(2, '2026-04-01', 'NBMB UD SINAR TANI TO CV SUMBER REJEKI ESB:NBMB:0001500F:168770158106 PELUNASAN NOTA 301', 0, 1250000, 8600000),
        line(3, '2026-04-01', 'ATM TARIK TUNAI 00231 KUDUS', 500000, 0, 8100000),
        line(4, '2026-04-02', 'BRIVA30135083144889247 PEMBAYARAN PAJAK', 234567, 0, 7865433),
        line(5, '2026-04-03', 'SETOR TUNAI TELLER KCP PATI', 0, 3000000, 10865433),
        line(6, '2026-04-06', 'NBMB CV SUMBER REJEKI TO PT GULA MANIS ESB:NBMB:0001500F:168770199311 PO 0412', 4100000, 0, 6765433),
        line(7, '2026-04-08', 'TRF DARI TOKO BERKAH', 0, 965433, 7730866),
        line(8, '2026-04-15', 'BIAYA ADMIN BULANAN', 12500, 0, 7718366),
        line(9, '2026-04-30', 'BUNGA TABUNGAN', 0, 3123, 7721489),
        line(10, '2026-04-30', 'PAJAK BUNGA', 625, 0, 7720864),
      ],
    });
  });

  const semi = (rows: string[]) =>
    ['NOREK;TGL_TRAN;DESK_TRAN;SALDO_AWAL_MUTASI;MUTASI_DEBET;MUTASI_KREDIT;SALDO_AKHIR_MUTASI;GLSIGN', ...rows].join('\n');

  it('reads a semicolon export with dd/mm/yyyy hh:mm dates', () => {
    const s = parseText(semi(['123456;01/04/2026 08:00;SETOR;1000.00;.00;500.00;1500.00;Cr', '123456;02/04/2026 09:30;TARIK;1500.00;200.00;.00;1300.00;Db']));
    expect([s.rekening, s.saldo_awal, s.saldo_akhir, s.lines]).toEqual([
      '123456',
      1000,
      1300,
      [line(2, '2026-04-01', 'SETOR', 0, 500, 1500), line(3, '2026-04-02', 'TARIK', 200, 0, 1300)],
    ]);
  });

  it('refuses a row whose own balances disagree or that does not open where the previous one closed', () => {
    expectError(
      () => parseText(semi(['123456;01/04/2026 08:00;SETOR;1000.00;.00;500.00;1400.00;Cr'])),
      2,
      'Baris 2: saldo tidak sesuai: tertulis 1.400,00, seharusnya 1.500,00',
    );
    expectError(
      () => parseText(semi(['123456;01/04/2026 08:00;SETOR;1000.00;.00;500.00;1500.00;Cr', '123456;02/04/2026 09:30;TARIK;1600.00;200.00;.00;1400.00;Db'])),
      3,
      'Baris 3: saldo tidak sesuai: tertulis 1.600,00, seharusnya 1.500,00',
    );
    expectError(() => parseText(semi(['123456;01/04/2026 08:00;SETOR;1000.00;.00;5O0.00;1500.00;Cr'])), 2, 'Baris 2: kredit "5O0.00" bukan angka');
  });
});
