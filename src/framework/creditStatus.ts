/** An open invoice of a customer, as GET /api/check-hutang lists it. */
export interface Faktur { id: number; nomor: string; no_faktur: string | null; tanggal: string; jatuh_tempo: string; sisa: number; terlambat_hari: number }
/** What GET /api/check-hutang answers of one customer: read by the customer's credit page and the sale form. */
export interface CreditStatus {
  nama: string; limit_kredit: number; total_hutang: number; sisa_limit: number; jumlah_faktur: number; toleransi_hari: number;
  lewat_tempo: { jumlah_faktur: number; total: number; hari_terlama: number };
  boleh_kredit: boolean; alasan: string[]; faktur: Faktur[];
}
