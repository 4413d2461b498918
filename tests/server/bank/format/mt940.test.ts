import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../../../server/domain/bank/format/index.js';
import { expectError, fixture, line, parseText } from './helpers.js';

const one = (body: string[], closing = ':62F:C260106IDR1000,00') =>
  [':20:REF1', ':25:1370012345678', ':28C:1/1', ':60F:C260101IDR1000,00', ...body, closing, '-'].join('\n');

describe('MT940', () => {
  it('reads the fixture: two chained statements, entry dates across new year, multi-line :86:, RC and references', () => {
    expect(parseStatement(fixture('mt940.txt'))).toEqual({
      format: 'mt940',
      rekening: '1370012345678',
      tgl_awal: '2025-12-30',
      tgl_akhir: '2026-01-06',
      saldo_awal: 25000000,
      saldo_akhir: 38560198,
      pending: 0,
      lines: [
        line(6, '2025-12-30', 'TRANSFER DARI UD SINAR TANI PELUNASAN NOTA 2231 DAN 2232 GUDANG KUDUS', 0, 12750000, null, 'MCM251230001'),
        line(10, '2025-12-31', 'TRANSFER KE PT GULA MANIS SENTOSA', 2900000, 0, null, 'MCM251231007'),
        line(12, '2025-12-31', 'BUNGA JASA GIRO', 0, 9124),
        // Value date 2026-01-01, entry date 1231: booked on 31 December of the year before.
        line(14, '2025-12-31', 'PAJAK BUNGA JASA GIRO', 1825, 0, null, 'TAX2512'),
        line(23, '2026-01-02', 'SETORAN TUNAI CABANG PATI', 0, 5000000, null, 'MCM260102003'),
        line(25, '2026-01-05', 'PENCAIRAN CEK NO CEK 778812', 1250000, 0, null, 'MCM260105010'),
        line(28, '2026-01-05', 'KOREKSI SETORAN SALAH REKENING', 12500, 0, null, 'MCM260105011'),
        line(31, '2026-01-06', 'BIAYA ADMINISTRASI REKENING GIRO', 34601, 0),
      ],
    });
  });

  it('reads amounts without a comma, RD as a credit and the customer reference when there is no bank one', () => {
    const s = parseText(one([':61:260102C250NTRFINV-77', ':86:A', ':61:2601020102RD50,5NMSCNONREF', ':86:B'], ':62F:C260106IDR1300,50'));
    expect(s.lines).toEqual([line(5, '2026-01-02', 'A', 0, 250, null, 'INV-77'), line(7, '2026-01-02', 'B', 0, 51)]);
  });

  it('calls a file without its closing :62F: cut, naming the last line read', () => {
    expectError(() => parseStatement(fixture('mt940-terpotong.txt')), 32, 'Berkas terpotong: saldo akhir :62F: tidak ada (baris terakhir yang terbaca: 32)');
  });

  it('refuses a closing that does not follow, a second statement that does not open where the first closed, another currency', () => {
    expectError(
      () => parseText(one([':61:260102D100,00NTRFNONREF'])),
      6,
      'Baris 6: saldo tidak sesuai: saldo akhir tertulis 1.000,00, saldo awal ditambah mutasi 900,00',
    );
    const second = [':20:REF2', ':25:1370012345678', ':60F:C260106IDR999,00', ':62F:C260107IDR999,00'];
    expectError(
      () => parseText(`${one([])}\n${second.join('\n')}`),
      9,
      'Baris 9: saldo tidak sesuai: saldo awal 999,00 tidak sama dengan saldo akhir 1.000,00 di baris 5',
    );
    expectError(
      () => parseText(one([], ':62F:C260106USD1000,00')),
      5,
      'Baris 5: mata uang USD tidak didukung, hanya IDR',
    );
    expectError(() => parseText(one([':61:260102X100,00NTRFNONREF'])), 5, 'Baris 5: baris :61: "260102X100,00NTRFNONREF" tidak dikenali');
  });

  it('accepts a statement without lines when opening and closing are equal', () => {
    expect(parseText(one([]))).toEqual({
      format: 'mt940', rekening: '1370012345678', tgl_awal: '2026-01-01', tgl_akhir: '2026-01-06', saldo_awal: 1000, saldo_akhir: 1000, lines: [], pending: 0,
    });
  });
});
