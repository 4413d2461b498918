/**
 * PPh 21 and BPJS as base data (issue 38; docs/taxes.md "PPh 21 dan BPJS" names each source). A new rate, bracket or
 * wage cap is a new row with its start date here (and a base-data version), never a code change: the payroll reads
 * the rows in force on the slip's period (server/domain/penggajian/tabel-pajak.ts).
 */

/**
 * PP 58/2023 Lampiran A, B, C (TER bulanan), in force from 1 January 2024: per category, each row's inclusive upper
 * bound of the month's gross ("di atas … sampai dengan …"; null = no upper bound) and its rate in basis points.
 * Checked cell by cell against the regulation's text and two public calculators (docs/taxes.md).
 */
export const TER_MULAI = '2024-01-01';
export const TER_DASAR = 'PP 58/2023 Lampiran {k}; PMK 168/2023';
export const TARIF_TER: Record<'A' | 'B' | 'C', Array<[number | null, number]>> = {
  A: [[5_400_000, 0], [5_650_000, 25], [5_950_000, 50], [6_300_000, 75], [6_750_000, 100], [7_500_000, 125], [8_550_000, 150], [9_650_000, 175], [10_050_000, 200], [10_350_000, 225], [10_700_000, 250], [11_050_000, 300], [11_600_000, 350], [12_500_000, 400], [13_750_000, 500], [15_100_000, 600], [16_950_000, 700], [19_750_000, 800], [24_150_000, 900], [26_450_000, 1000], [28_000_000, 1100], [30_050_000, 1200], [32_400_000, 1300], [35_400_000, 1400], [39_100_000, 1500], [43_850_000, 1600], [47_800_000, 1700], [51_400_000, 1800], [56_300_000, 1900], [62_200_000, 2000], [68_600_000, 2100], [77_500_000, 2200], [89_000_000, 2300], [103_000_000, 2400], [125_000_000, 2500], [157_000_000, 2600], [206_000_000, 2700], [337_000_000, 2800], [454_000_000, 2900], [550_000_000, 3000], [695_000_000, 3100], [910_000_000, 3200], [1_400_000_000, 3300], [null, 3400]],
  B: [[6_200_000, 0], [6_500_000, 25], [6_850_000, 50], [7_300_000, 75], [9_200_000, 100], [10_750_000, 150], [11_250_000, 200], [11_600_000, 250], [12_600_000, 300], [13_600_000, 400], [14_950_000, 500], [16_400_000, 600], [18_450_000, 700], [21_850_000, 800], [26_000_000, 900], [27_700_000, 1000], [29_350_000, 1100], [31_450_000, 1200], [33_950_000, 1300], [37_100_000, 1400], [41_100_000, 1500], [45_800_000, 1600], [49_500_000, 1700], [53_800_000, 1800], [58_500_000, 1900], [64_000_000, 2000], [71_000_000, 2100], [80_000_000, 2200], [93_000_000, 2300], [109_000_000, 2400], [129_000_000, 2500], [163_000_000, 2600], [211_000_000, 2700], [374_000_000, 2800], [459_000_000, 2900], [555_000_000, 3000], [704_000_000, 3100], [957_000_000, 3200], [1_405_000_000, 3300], [null, 3400]],
  C: [[6_600_000, 0], [6_950_000, 25], [7_350_000, 50], [7_800_000, 75], [8_850_000, 100], [9_800_000, 125], [10_950_000, 150], [11_200_000, 175], [12_050_000, 200], [12_950_000, 300], [14_150_000, 400], [15_550_000, 500], [17_050_000, 600], [19_500_000, 700], [22_700_000, 800], [26_600_000, 900], [28_100_000, 1000], [30_100_000, 1100], [32_600_000, 1200], [35_400_000, 1300], [38_900_000, 1400], [43_000_000, 1500], [47_400_000, 1600], [51_200_000, 1700], [55_800_000, 1800], [60_400_000, 1900], [66_700_000, 2000], [74_500_000, 2100], [83_200_000, 2200], [95_600_000, 2300], [110_000_000, 2400], [134_000_000, 2500], [169_000_000, 2600], [221_000_000, 2700], [390_000_000, 2800], [463_000_000, 2900], [561_000_000, 3000], [709_000_000, 3100], [965_000_000, 3200], [1_419_000_000, 3300], [null, 3400]],
};

/** PTKP a year (PMK 101/PMK.010/2016, UU PPh Pasal 7) and each status's TER category (PP 58/2023 Pasal 2 ayat 3–4). */
export const PTKP: Array<[status: string, jumlah: number, kategori: 'A' | 'B' | 'C']> = [
  ['TK/0', 54_000_000, 'A'], ['TK/1', 58_500_000, 'A'], ['TK/2', 63_000_000, 'B'], ['TK/3', 67_500_000, 'B'],
  ['K/0', 58_500_000, 'A'], ['K/1', 63_000_000, 'B'], ['K/2', 67_500_000, 'B'], ['K/3', 72_000_000, 'C'],
];
export const PTKP_MULAI = '2016-01-01';
export const PTKP_DASAR = 'PMK 101/PMK.010/2016; kategori TER: PP 58/2023 Pasal 2';

/** UU PPh Pasal 17 ayat (1) huruf a as amended by UU 7/2021 (HPP), for tax years from 2022: [upper bound of PKP, basis points]. */
export const TARIF_PASAL_17: Array<[number | null, number]> = [[60_000_000, 500], [250_000_000, 1_500], [500_000_000, 2_500], [5_000_000_000, 3_000], [null, 3_500]];
export const PASAL_17_MULAI = '2022-01-01';
export const PASAL_17_DASAR = 'UU PPh Pasal 17 ayat (1) huruf a (UU 7/2021 HPP)';

/**
 * BPJS rates (employer, employee, basis points) and monthly wage caps by start date: [program, start, employer,
 * employee, cap or null, source]. The JP cap is indexed every March by BPJS Ketenagakerjaan's letter.
 */
export const IURAN_BPJS: Array<[string, string, number, number, number | null, string]> = [
  ['kesehatan', '2020-01-01', 400, 100, 12_000_000, 'Perpres 82/2018 Pasal 30 jo. Perpres 75/2019 (batas upah Rp 12.000.000)'],
  ['jht', '2015-07-01', 370, 200, null, 'PP 46/2015 Pasal 16 ayat (1)'],
  ['jp', '2024-03-01', 200, 100, 10_042_300, 'PP 45/2015 Pasal 28 ayat (3); batas upah surat BPJS TK B/1387/022024'],
  ['jp', '2025-03-01', 200, 100, 10_547_400, 'PP 45/2015 Pasal 28 ayat (3); batas upah surat BPJS TK B/726/022025'],
  ['jp', '2026-03-01', 200, 100, 11_086_300, 'PP 45/2015 Pasal 28 ayat (3); batas upah surat BPJS TK B/1226/022026'],
  ['jkk_1', '2015-07-01', 24, 0, null, 'PP 44/2015 Pasal 16 ayat (1), kelompok I'],
  ['jkk_2', '2015-07-01', 54, 0, null, 'PP 44/2015 Pasal 16 ayat (1), kelompok II'],
  ['jkk_3', '2015-07-01', 89, 0, null, 'PP 44/2015 Pasal 16 ayat (1), kelompok III'],
  ['jkk_4', '2015-07-01', 127, 0, null, 'PP 44/2015 Pasal 16 ayat (1), kelompok IV'],
  ['jkk_5', '2015-07-01', 174, 0, null, 'PP 44/2015 Pasal 16 ayat (1), kelompok V'],
  ['jkm', '2015-07-01', 30, 0, null, 'PP 44/2015 Pasal 18 ayat (1)'],
];
