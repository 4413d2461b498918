/** How a customer paid (penjualan_bayar.tipe), as the screens name it. */
export const TIPE_LABEL: Record<string, string> = { tunai: 'Tunai', transfer: 'Transfer', qris: 'QRIS', giro: 'Giro', nota_putih: 'Nota Putih (Kredit)' };

/** A deposit's and a day close's groups: QRIS sits with transfer, as both are already in a bank. */
export const GROUP_LABEL: Record<string, string> = { ...TIPE_LABEL, transfer: 'Transfer & QRIS' };

/** A received giro's states (penjualan_bayar.giro_status). */
export const GIRO_STATUS: Record<string, { label: string; color: 'default' | 'success' | 'error' | 'warning' }> = {
  terdaftar: { label: 'Belum Cair', color: 'warning' },
  cair: { label: 'Cair', color: 'success' },
  ditolak: { label: 'Ditolak', color: 'error' },
};
