export const SETORAN_STATUS: Record<string, { label: string; color: 'default' | 'success' | 'info' | 'warning' }> = {
  diajukan: { label: 'Diajukan', color: 'warning' },
  diterima: { label: 'Diterima', color: 'info' },
  disetujui: { label: 'Disetujui', color: 'success' },
};
