/**
 * Bank statements (issue 40), shared by the server and the browser: the states of a bank line, how it was matched,
 * the directions a rule takes and the merchant categories of the QRIS fee (MDR) table.
 */
import type { EnumOption } from './registry-fields.js';

/** A bank line is `belum` (nothing of it matched), `sebagian` (a split not yet whole) or `cocok`. */
export const STATUS_MUTASI: EnumOption[] = [
  { value: 'belum', label: 'Belum Cocok' },
  { value: 'sebagian', label: 'Cocok Sebagian' },
  { value: 'cocok', label: 'Cocok' },
];

/** How a bank line found its book side. */
export const CARA_COCOK: EnumOption[] = [
  { value: 'otomatis', label: 'Otomatis' },
  { value: 'qris', label: 'Settlement QRIS' },
  { value: 'aturan', label: 'Aturan' },
  { value: 'manual', label: 'Manual' },
  { value: 'jurnal', label: 'Dijurnal ke Akun' },
  { value: 'uang_muka', label: 'Uang Muka Konsumen' },
];

/** Which side of the statement a rule reads: money in (kredit) or out (debit). */
export const ARAH_MUTASI: EnumOption[] = [
  { value: 'kredit', label: 'Uang Masuk (Kredit)' },
  { value: 'debit', label: 'Uang Keluar (Debit)' },
];

/** Merchant categories of Bank Indonesia's QRIS fee (MDR) table. */
export const KATEGORI_MERCHANT: EnumOption[] = [
  { value: 'usaha_mikro', label: 'Usaha Mikro' },
  { value: 'usaha_kecil', label: 'Usaha Kecil' },
  { value: 'usaha_menengah', label: 'Usaha Menengah' },
  { value: 'usaha_besar', label: 'Usaha Besar' },
];

/** The description every QRIS receipt's bank line carries in the books (the matcher finds QRIS receipts by it). */
export const KETERANGAN_QRIS = 'QRIS';

/** The number of days a bank line may stand from its book side (bank later than books by up to `after`). */
export const MATCH_WINDOW = { before: 3, after: 7 } as const;
