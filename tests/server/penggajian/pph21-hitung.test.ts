import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IURAN_BPJS, PTKP, TARIF_PASAL_17, TARIF_TER } from '../../../server/db/base/pph21.js';
import { iuranBpjs, pph21Tahunan, pph21Ter, premiBruto, type Kategori, type TabelBpjs, type TabelPph21 } from '../../../server/domain/penggajian/pph21.js';
import { hitungSlip } from '../../../server/domain/penggajian/hitung.js';
import { statusAwalTahun } from '../../../server/domain/penggajian/pajak-karyawan.js';

// The base data as the payroll reads it (tabel-pajak.ts does the same from the database).
const tabel: TabelPph21 = {
  ter: Object.fromEntries(Object.entries(TARIF_TER).map(([k, rows]) => [k, rows.map(([sampai, tarif]) => ({ sampai, tarif }))])) as TabelPph21['ter'],
  ptkp: Object.fromEntries(PTKP.map(([s, jumlah, kategori]) => [s, { jumlah, kategori }])),
  pasal17: TARIF_PASAL_17.map(([sampai, tarif]) => ({ sampai, tarif })),
};
const bpjsOn = (date: string): TabelBpjs => {
  const t: TabelBpjs = {};
  for (const [program, mulai, perusahaan, karyawan, batas] of [...IURAN_BPJS].sort((a, b) => a[1].localeCompare(b[1]))) {
    if (mulai <= date) t[program] = { perusahaan, karyawan, batas };
  }
  return t;
};

describe('TER (PP 58/2023): each category at its bracket edges', () => {
  const first: Record<Kategori, string> = { A: 'TK/0', B: 'K/1', C: 'K/3' };
  it.each(['A', 'B', 'C'] as Kategori[])('category %s: the upper bound takes its row, one rupiah above the next', (k) => {
    const rows = TARIF_TER[k];
    for (let i = 0; i < rows.length - 1; i++) {
      const [sampai, tarif] = rows[i];
      expect(pph21Ter(tabel, first[k], sampai!).tarif, `${k} ${sampai}`).toBe(tarif);
      expect(pph21Ter(tabel, first[k], sampai! + 1).tarif, `${k} ${sampai! + 1}`).toBe(rows[i + 1][1]);
    }
    expect(pph21Ter(tabel, first[k], 10_000_000_000).tarif).toBe(3_400);
  });
  it('matches the regulation at hand-checked rows, including category C where a circulating table is wrong', () => {
    expect(pph21Ter(tabel, 'TK/0', 5_400_000)).toEqual({ kategori: 'A', tarif: 0, pph21: 0 });
    expect(pph21Ter(tabel, 'K/0', 5_400_001)).toEqual({ kategori: 'A', tarif: 25, pph21: 13_500 });
    expect(pph21Ter(tabel, 'TK/2', 6_200_001)).toEqual({ kategori: 'B', tarif: 25, pph21: 15_500 });
    expect(pph21Ter(tabel, 'K/3', 12_050_000)).toEqual({ kategori: 'C', tarif: 200, pph21: 241_000 });
    expect(pph21Ter(tabel, 'K/3', 12_050_001)).toEqual({ kategori: 'C', tarif: 300, pph21: 361_500 });
    expect(pph21Ter(tabel, 'K/3', 47_400_000).tarif).toBe(1_600);
    expect(pph21Ter(tabel, 'K/3', 47_400_001).tarif).toBe(1_700);
    expect(pph21Ter(tabel, 'K/0', 10_000_000)).toEqual({ kategori: 'A', tarif: 200, pph21: 200_000 });
    expect(Object.fromEntries(PTKP.map(([s, , k]) => [s, k]))).toEqual({ 'TK/0': 'A', 'TK/1': 'A', 'K/0': 'A', 'TK/2': 'B', 'TK/3': 'B', 'K/1': 'B', 'K/2': 'B', 'K/3': 'C' });
  });
});

describe('the last period: Pasal 17 on the year, worked by hand', () => {
  it('the official example of PP 58/2023 (K/0, 10 jt a month, pension 100.000 a month): December 515.000', () => {
    expect(pph21Tahunan(tabel, { bruto_setahun: 120_000_000, iuran_setahun: 1_200_000, status_ptkp: 'K/0', dipotong: 2_200_000 })).toEqual({
      biaya_jabatan: 6_000_000, neto: 112_800_000, ptkp: 58_500_000, pkp: 54_300_000, pph21_setahun: 2_715_000, pph21_terutang: 515_000,
    });
  });
  it('TK/0 at 30 jt a month crosses into the 25 % bracket', () => {
    // 360 − 6 (cap) − 8 = 346 jt; − 54 jt = 292 jt; 60 × 5 % + 190 × 15 % + 42 × 25 % = 3 + 28,5 + 10,5 = 42 jt.
    expect(pph21Tahunan(tabel, { bruto_setahun: 360_000_000, iuran_setahun: 8_000_000, status_ptkp: 'TK/0', dipotong: 30_000_000 })).toEqual({
      biaya_jabatan: 6_000_000, neto: 346_000_000, ptkp: 54_000_000, pkp: 292_000_000, pph21_setahun: 42_000_000, pph21_terutang: 12_000_000,
    });
  });
  it('K/3 whose months withheld more than the year: the excess is refunded (negative)', () => {
    // 90 jt − 4,5 jt (5 %) − 2 jt = 83,5 jt; − 72 jt = 11,5 jt × 5 % = 575.000; withheld 1,5 jt → −925.000.
    expect(pph21Tahunan(tabel, { bruto_setahun: 90_000_000, iuran_setahun: 2_000_000, status_ptkp: 'K/3', dipotong: 1_500_000 })).toEqual({
      biaya_jabatan: 4_500_000, neto: 83_500_000, ptkp: 72_000_000, pkp: 11_500_000, pph21_setahun: 575_000, pph21_terutang: -925_000,
    });
  });
  it('rounds PKP down to the thousand and caps biaya jabatan at 500.000 a month worked', () => {
    // 80.123.456 × 5 % = 4.006.172 (floored); neto 74.882.717; PKP 20.882.717 → 20.882.000; × 5 % = 1.044.100.
    expect(pph21Tahunan(tabel, { bruto_setahun: 80_123_456, iuran_setahun: 1_234_567, status_ptkp: 'TK/0', dipotong: 0 })).toMatchObject({ biaya_jabatan: 4_006_172, pkp: 20_882_000, pph21_setahun: 1_044_100 });
    expect(pph21Tahunan(tabel, { bruto_setahun: 120_000_000, iuran_setahun: 0, status_ptkp: 'TK/0', dipotong: 0, bulan: 6 }).biaya_jabatan).toBe(3_000_000);
    expect(pph21Tahunan(tabel, { bruto_setahun: 50_000_000, iuran_setahun: 0, status_ptkp: 'TK/0', dipotong: 0 })).toMatchObject({ pkp: 0, pph21_setahun: 0 });
  });
  it('the progressive tax is continuous and never more than 35 % of PKP', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20_000_000 }), (thousands) => {
      const pkp = thousands * 1_000;
      const tax = pph21Tahunan(tabel, { bruto_setahun: pkp + 6_000_000 + 54_000_000 + 6_000_000 * 19, iuran_setahun: 6_000_000 * 19, status_ptkp: 'TK/0', dipotong: 0 });
      expect(tax.pkp).toBe(pkp);
      expect(tax.pph21_setahun).toBeLessThanOrEqual(pkp * 0.35);
      expect(tax.pph21_setahun).toBeGreaterThanOrEqual(pkp * 0.05);
    }));
  });
});

describe('BPJS above each cap', () => {
  it('on 15 jt in June 2026: Kesehatan on 12 jt, JP on 11.086.300, JHT, JKK and JKM on the whole wage', () => {
    const i = iuranBpjs(bpjsOn('2026-06-01'), 15_000_000, '1');
    expect(i.perusahaan).toEqual({ kesehatan: 480_000, jht: 555_000, jp: 221_726, jkk: 36_000, jkm: 45_000 });
    expect(i.karyawan).toEqual({ kesehatan: 120_000, jht: 300_000, jp: 110_863 });
    expect(premiBruto(i)).toBe(561_000);
  });
  it('the JP cap in force by date: February 2026 still 10.547.400, February 2025 10.042.300', () => {
    expect(iuranBpjs(bpjsOn('2026-02-01'), 15_000_000, '1').karyawan.jp).toBe(105_474);
    expect(iuranBpjs(bpjsOn('2025-02-01'), 15_000_000, '1').karyawan.jp).toBe(100_423);
    expect(iuranBpjs(bpjsOn('2026-06-01'), 5_000_000, '5').perusahaan).toEqual({ kesehatan: 200_000, jht: 185_000, jp: 100_000, jkk: 87_000, jkm: 15_000 });
  });
});

describe('a payslip with PPh 21 and BPJS', () => {
  const pajak = (over: Partial<Parameters<typeof hitungSlip>[0]['pajak'] & object> = {}) => ({
    tabel, bpjs: bpjsOn('2026-06-01'), jkkKelas: '1', status_ptkp: 'TK/0', terakhir: false,
    tahunBerjalan: { bruto: 0, iuran: 0, dipotong: 0, bulan: 0 }, akun: { pph21: 91, bpjs: 92 }, ...over,
  });
  it('15 jt: TER gross with the employer premiums (7 % instead of 6 %), the employee parts deducted, net exact', () => {
    const slip = hitungSlip({ gaji_pokok: 15_000_000, hari_kerja: 25, hari_masuk: 25, komponen: [], kasbon: [], pajak: pajak() });
    expect(slip.pajak).toMatchObject({ bruto_pajak: 15_561_000, kategori_ter: 'A', tarif_ter: 700, pph21: 1_089_270, bpjs_karyawan: 530_863, iuran_pensiun: 410_863 });
    expect(slip.bruto).toBe(15_000_000);
    expect(slip.potongan).toBe(530_863 + 1_089_270);
    expect(slip.bersih).toBe(15_000_000 - 530_863 - 1_089_270);
    expect(slip.lines.filter((l) => l.jenis === 'perusahaan').reduce((s, l) => s + l.jumlah, 0)).toBe(slip.pajak!.bpjs_perusahaan);
  });
  it('December: the year recomputed less what was withheld; an excess comes back as an earning', () => {
    const dec = hitungSlip({ gaji_pokok: 10_000_000, hari_kerja: 25, hari_masuk: 25, komponen: [], kasbon: [], pajak: pajak({ bpjs: null, status_ptkp: 'K/0', terakhir: true, tahunBerjalan: { bruto: 110_000_000, iuran: 0, dipotong: 2_200_000, bulan: 11 } }) });
    // 120 jt − 6 jt = 114 jt − 58,5 jt = 55,5 jt × 5 % = 2.775.000 − 2.200.000 = 575.000.
    expect(dec.pajak).toMatchObject({ metode_pph21: 'tahunan', pph21_setahun: 2_775_000, pph21: 575_000 });
    const refund = hitungSlip({ gaji_pokok: 10_000_000, hari_kerja: 25, hari_masuk: 25, komponen: [], kasbon: [], pajak: pajak({ bpjs: null, status_ptkp: 'K/0', terakhir: true, tahunBerjalan: { bruto: 110_000_000, iuran: 0, dipotong: 3_000_000, bulan: 11 } }) });
    expect(refund.pajak!.pph21).toBe(-225_000);
    expect(refund.lines.find((l) => l.nama === 'Pengembalian Kelebihan PPh 21')).toMatchObject({ jenis: 'pendapatan', akun_id: 91, jumlah: 225_000 });
    expect(refund.bersih).toBe(10_225_000);
  });
  it('the PTKP status of the tax year is the one in force on 1 January', () => {
    const h = [{ berlaku_mulai: '2019-03-15', status_ptkp: 'TK/0' }, { berlaku_mulai: '2026-07-01', status_ptkp: 'K/0' }];
    expect(statusAwalTahun(h, '2026', 'TK/0')).toBe('TK/0');
    expect(statusAwalTahun(h, '2027', 'TK/0')).toBe('K/0');
    expect(statusAwalTahun([{ berlaku_mulai: '2026-05-01', status_ptkp: 'K/2' }], '2026', 'TK/0')).toBe('K/2');
    expect(statusAwalTahun([], '2026', 'TK/1')).toBe('TK/1');
  });
});
