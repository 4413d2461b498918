/**
 * Tables of the tax law written as base data (issue 37, docs/taxes.md). A new rate is a new row here (and a base-data
 * version), never a code change: `ppnRateOn` (server/ledger/tarif-ppn.ts) reads the row in force on a date.
 */

/** [berlaku_mulai, tarif in basis points, DPP nilai lain numerator, denominator, legal basis] */
export const TARIF_PPN: Array<[string, number, number, number, string]> = [
  // UU 7/2021 (UU HPP) Pasal 4 angka 2, amending UU PPN Pasal 7 ayat (1) huruf a: 11 % from 1 April 2022, on the full price.
  ['2022-04-01', 1_100, 1, 1, 'UU HPP Pasal 7 ayat (1) huruf a'],
  // UU HPP Pasal 7 ayat (1) huruf b: 12 % from 1 January 2025; PMK 131/2024 Pasal 3: for goods that are not luxury
  // goods, on a DPP nilai lain of 11/12 of the price (effectively 11 %). Luxury goods (Pasal 2) stay on the full price.
  ['2025-01-01', 1_200, 11, 12, 'UU HPP Pasal 7 ayat (1) huruf b; PMK 131/2024 Pasal 3'],
];

/**
 * Coretax's unit codes (`Unit` of a tax invoice line), as Odoo 18's l10n_id_efaktur_coretax ships them
 * (data/l10n_id_efaktur_coretax.uom.code.csv), its few English names in Indonesian (Wet Ton → Ton Basah, Inches → Inci,
 * Barrel → Barel, Piece → Buah (Piece), Roll → Rol); not checked against a DJP publication, see docs/taxes.md.
 */
export const SATUAN_CORETAX: Array<[string, string]> = [
  ['UM.0001', 'Metrik Ton'], ['UM.0002', 'Ton Basah'], ['UM.0003', 'Kilogram'], ['UM.0004', 'Gram'], ['UM.0005', 'Karat'],
  ['UM.0006', 'Kiloliter'], ['UM.0007', 'Liter'], ['UM.0008', 'Barel'], ['UM.0009', 'MMBTU'], ['UM.0010', 'Ampere'],
  ['UM.0011', 'Sentimeter Kubik'], ['UM.0012', 'Meter Persegi'], ['UM.0013', 'Meter'], ['UM.0014', 'Inci'], ['UM.0015', 'Sentimeter'],
  ['UM.0016', 'Yard'], ['UM.0017', 'Lusin'], ['UM.0018', 'Unit'], ['UM.0019', 'Set'], ['UM.0020', 'Lembar'],
  ['UM.0021', 'Buah (Piece)'], ['UM.0022', 'Boks'], ['UM.0023', 'Tahun'], ['UM.0024', 'Bulan'], ['UM.0025', 'Minggu'],
  ['UM.0026', 'Hari'], ['UM.0027', 'Jam'], ['UM.0028', 'Menit'], ['UM.0029', 'Persen'], ['UM.0030', 'Kegiatan'],
  ['UM.0031', 'Laporan'], ['UM.0032', 'Bahan'], ['UM.0033', 'Lainnya'], ['UM.0034', 'Meter Kubik'], ['UM.0035', 'Sentimeter Persegi'],
  ['UM.0036', 'Drum'], ['UM.0037', 'Karton'], ['UM.0038', 'kWh'], ['UM.0039', 'Rol'],
];
