/**
 * Base data of bank statements (issue 40, docs/areas/bank.md): Bank Indonesia's QRIS fee table and the rules a new
 * company starts with. A new rate is a new row here (and a base-data version), never a code change.
 */

/**
 * QRIS merchant discount rate (MDR): [kategori, transaction up to (0 = no limit), rate in basis points, start, source].
 * Regular merchants (usaha kecil, menengah, besar) 0,7 % throughout. Usaha mikro: 0,3 % from 1 July 2023; 0 % up to
 * Rp 100.000 from 1 September 2023 (BI: "at the earliest 1 September, at the latest 30 November 2023"; the earliest is
 * taken); 0 % up to Rp 500.000 from 1 December 2024 (RDG BI 15–16 October 2024). Sources: Bisnis.com 27-07-2023
 * ("Catat, Tidak Semua Transaksi QRIS di Bawah Rp100.000 Gratis"), Fortune IDN (MDR 0,3 % from 1 July 2023),
 * Suara.com / Antara 16-10-2024 (Gubernur BI on MDR 0 % up to Rp 500.000 from 1 December 2024).
 */
const BI_2023 = 'BI: MDR QRIS 0,3% usaha mikro, 0,7% reguler (1 Juli 2023)';
const BI_2023_09 = 'BI: MDR QRIS 0% usaha mikro s.d. Rp100.000 (September 2023)';
const BI_2024 = 'BI RDG Oktober 2024: MDR QRIS 0% usaha mikro s.d. Rp500.000 (1 Desember 2024)';
export const TARIF_MDR_QRIS: Array<[string, number, number, string, string]> = [
  ['usaha_mikro', 0, 30, '2023-07-01', BI_2023],
  ['usaha_kecil', 0, 70, '2023-07-01', BI_2023],
  ['usaha_menengah', 0, 70, '2023-07-01', BI_2023],
  ['usaha_besar', 0, 70, '2023-07-01', BI_2023],
  ['usaha_mikro', 100_000, 0, '2023-09-01', BI_2023_09],
  ['usaha_mikro', 0, 30, '2023-09-01', BI_2023_09],
  ['usaha_mikro', 500_000, 0, '2024-12-01', BI_2024],
  ['usaha_mikro', 0, 30, '2024-12-01', BI_2024],
];

/**
 * The rules a company starts with: [nama, pola, arah, account code, urutan]. Interest and its final tax (PPh 4(2) on
 * savings interest, 20 %, PP 131/2000) come as two lines on Indonesian statements ("BUNGA", "PAJAK BUNGA"); the tax
 * rule is tried first because its description also contains BUNGA.
 */
export const ATURAN_BANK: Array<[string, string, 'kredit' | 'debit', string, number]> = [
  ['Pajak bunga (PPh final)', 'PAJAK BUNGA', 'debit', '8-1500', 10],
  ['Bunga rekening', 'BUNGA', 'kredit', '7-1100', 20],
  ['Biaya administrasi bank', 'BIAYA ADM', 'debit', '6-2200', 30],
];
