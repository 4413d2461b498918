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

const PASAL_23_JASA = 'UU PPh Pasal 23 ayat (1) huruf c angka 2; PMK 141/PMK.03/2015';
const PASAL_23_SEWA = 'UU PPh Pasal 23 ayat (1) huruf c angka 1';
const PASAL_23_15 = (angka: number) => `UU PPh Pasal 23 ayat (1) huruf a angka ${angka}`;
/** The rates of UU 36/2008 (UU PPh as amended), in force since 1 January 2009. */
const UU_36_2008 = '2009-01-01';

/**
 * PPh 23 tax objects (issue 38, docs/taxes.md "PPh 23 dan e-Bupot BPPU"): [kode, nama, tarif in basis points,
 * berlaku_mulai, dasar_hukum]. Codes and names as Coretax's BPPU converter lists them (the REF sheet of DJP's Excel
 * converter, as extracted in a public repository, index id 59378194192; the same codes and rates in several other
 * public lists, e.g. 53759278769, 41233276365). Not the 24-104-14 "jasa lainnya" of older summaries: in Coretax that
 * code is "Jasa Penunjang di Bidang Penerbangan dan Bandar Udara", and 24-100-01 is prizes (15 %), rent is 24-100-02.
 * A company adds the code of any other service of PMK 141/2015 in the menu Objek PPh 23.
 */
export const OBJEK_PPH23: Array<[string, string, number, string, string]> = [
  ['24-100-01', 'Hadiah, Penghargaan, Bonus dan Lainnya Selain yang Telah Dipotong PPh Pasal 21', 1_500, UU_36_2008, PASAL_23_15(4)],
  ['24-100-02', 'Sewa dan Penghasilan Lain Sehubungan dengan Penggunaan Harta Kecuali Sewa Tanah dan/atau Bangunan', 200, UU_36_2008, PASAL_23_SEWA],
  ['24-101-01', 'Dividen', 1_500, UU_36_2008, `${PASAL_23_15(1)} (dividen dalam negeri bagi badan dikecualikan, UU HPP)`],
  ['24-102-01', 'Bunga Selain yang Dikenakan PPh Pasal 4 ayat (2)', 1_500, UU_36_2008, PASAL_23_15(2)],
  ['24-103-01', 'Royalti', 1_500, UU_36_2008, PASAL_23_15(3)],
  ['24-104-01', 'Jasa Teknik', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-02', 'Jasa Manajemen', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-03', 'Jasa Konsultan', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-17', 'Jasa Penyedia Tenaga Kerja dan/atau Tenaga Ahli (Outsourcing Services)', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-24', 'Jasa Sehubungan dengan Software atau Hardware atau Sistem Komputer, Termasuk Perawatan, Pemeliharaan dan Perbaikan', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-29', 'Jasa Perawatan/Perbaikan/Pemeliharaan Mesin, Peralatan, Listrik, Telepon, Air, Gas, AC dan/atau TV Kabel', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-30', 'Jasa Perawatan Kendaraan dan/atau Alat Transportasi Darat, Laut dan Udara', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-32', 'Jasa Penyelidikan dan Keamanan', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-34', 'Jasa Penyediaan Tempat dan/atau Waktu dalam Media Massa, Media Luar Ruang atau Media Lain, dan/atau Jasa Periklanan', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-36', 'Jasa Kebersihan atau Cleaning Service', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-39', 'Jasa Katering atau Tata Boga', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-41', 'Jasa Logistik', 200, UU_36_2008, PASAL_23_JASA],
  // DJP's list says "Jasa Loading dan Unloading"; the screen speaks Indonesian.
  ['24-104-44', 'Jasa Bongkar Muat', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-54', 'Jasa Pencetakan/Penerbitan', 200, UU_36_2008, PASAL_23_JASA],
  ['24-104-56', 'Jasa Pengangkutan/Ekspedisi Kecuali yang Telah Diatur dalam Pasal 15 UU PPh', 200, UU_36_2008, PASAL_23_JASA],
];
