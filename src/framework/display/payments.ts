/** How a customer paid (penjualan_bayar.tipe), as the screens name it. */
export const TIPE_LABEL: Record<string, string> = { tunai: 'Tunai', transfer: 'Transfer', giro: 'Giro', nota_putih: 'Nota Putih (Kredit)' };

/** A received giro's states (penjualan_bayar.giro_status). */
export const GIRO_STATUS: Record<string, { label: string; color: 'default' | 'success' | 'error' | 'warning' }> = {
  terdaftar: { label: 'Belum Cair', color: 'warning' },
  cair: { label: 'Cair', color: 'success' },
  ditolak: { label: 'Ditolak', color: 'error' },
};
