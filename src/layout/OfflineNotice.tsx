import { Alert } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { useOnline } from '../offline/online';
import { useOfflineStandIn } from './OfflineStandIn';

/**
 * Without network every screen but the salesperson's day reads nothing new: this says so, and leads to
 * `/lapangan`, which works from the data kept on the device (issue 23). A salesperson's `/konsumen` and `/stok-mobil`
 * show their stored-day lists instead (OfflineStandIn.tsx).
 */
export function OfflineNotice() {
  const online = useOnline();
  const { pathname } = useLocation();
  const standIn = useOfflineStandIn();
  if (online || pathname === '/lapangan' || standIn) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      Tidak ada sinyal: data di layar ini belum dapat dimuat atau diperbarui. Penjualan, penagihan, stok mobil dan
      hutang konsumen hari ini tetap dapat dikerjakan di <Link to="/lapangan" style={{ color: 'inherit', fontWeight: 700 }}>Jualan Hari Ini</Link>.
    </Alert>
  );
}
