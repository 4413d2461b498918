/**
 * The tax law's depreciation groups written as base data (issue 38, docs/taxes.md "Penyusutan fiskal"): UU PPh Pasal 11
 * ayat (1), (2) and (6) as amended by UU 36/2008 (in force 1 January 2009), the non-building assets' groups listed by
 * PMK 72/2023. A changed law is a new row with its start date here (and a base-data version), never a code change.
 */

/** [kode, nama, masa manfaat in years, straight-line rate, declining-balance rate (null: buildings), berlaku_mulai, dasar_hukum] */
export const KELOMPOK_HARTA_FISKAL: Array<[string, string, number, number, number | null, string, string]> = [
  ['1', 'Bukan Bangunan Kelompok 1', 4, 2_500, 5_000, '2009-01-01', 'UU PPh Pasal 11 ayat (1), (2), (6); PMK 72/2023'],
  ['2', 'Bukan Bangunan Kelompok 2', 8, 1_250, 2_500, '2009-01-01', 'UU PPh Pasal 11 ayat (1), (2), (6); PMK 72/2023'],
  ['3', 'Bukan Bangunan Kelompok 3', 16, 625, 1_250, '2009-01-01', 'UU PPh Pasal 11 ayat (1), (2), (6); PMK 72/2023'],
  ['4', 'Bukan Bangunan Kelompok 4', 20, 500, 1_000, '2009-01-01', 'UU PPh Pasal 11 ayat (1), (2), (6); PMK 72/2023'],
  // Buildings: straight line only (Pasal 11 ayat (1)); a permanent building's longer actual life (UU HPP, Pasal 11
  // ayat (6a)) is an election this table does not hold.
  ['bangunan_permanen', 'Bangunan Permanen', 20, 500, null, '2009-01-01', 'UU PPh Pasal 11 ayat (1), (6); PMK 72/2023'],
  ['bangunan_tidak_permanen', 'Bangunan Tidak Permanen', 10, 1_000, null, '2009-01-01', 'UU PPh Pasal 11 ayat (1), (6); PMK 72/2023'],
];
