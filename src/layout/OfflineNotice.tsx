import { Alert } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { useOnline } from '../offline/online';

/**
 * Without network every screen but the salesperson's day reads nothing new: this says so, and leads to
 * `/lapangan`, which works from the data kept on the device (issue 23).
 */
export function OfflineNotice() {
  const online = useOnline();
  const { pathname } = useLocation();
  if (online || pathname === '/lapangan') return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      Tidak ada sinyal: data di layar ini belum dapat dimuat atau diperbarui. Penjualan, penagihan, stok mobil dan
      hutang konsumen hari ini tetap dapat dikerjakan di <Link to="/lapangan" style={{ color: 'inherit', fontWeight: 700 }}>Jualan Hari Ini</Link>.
    </Alert>
  );
}
