import { Alert, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatDateTime } from '../../../common/format';
import { useDay, useQueue } from '../../offline/useOffline';
import { KonsumenList, StokList } from './LapanganPage';

/**
 * A salesperson's `/konsumen` or `/stok-mobil` without network (issue 23): the list read from the day kept on the
 * device, less what waits in the queue, instead of a screen that cannot load.
 */
export default function StoredDayScreen({ kind }: { kind: 'konsumen' | 'stok' }) {
  const { day } = useDay();
  const queue = useQueue();
  if (day === undefined) return <Typography role="status">Memuat data perangkat…</Typography>;
  if (!day) {
    return <Alert severity="warning">Tidak ada sinyal dan data hari ini belum sempat tersimpan di perangkat: data diambil otomatis begitu Anda masuk saat ada sinyal.</Alert>;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity="info" role="status">
        Tidak ada sinyal: {kind === 'stok' ? 'stok kendaraan' : 'konsumen rute dan hutangnya'} dari data perangkat per {formatDateTime(day.disimpan_pada)},
        dikurangi antrean yang belum terkirim. Jual dan tagih di <Link to="/lapangan" style={{ color: 'inherit', fontWeight: 700 }}>Jualan Hari Ini</Link>.
      </Alert>
      {kind === 'stok' ? <StokList day={day} queue={queue} /> : <KonsumenList day={day} queue={queue} />}
    </Stack>
  );
}
