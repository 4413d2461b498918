import { useNavigate } from 'react-router';
import { Alert, Typography } from '@mui/material';
import { getUser } from '../../providers/session';
import { useDay, useQueue } from '../../offline/useOffline';
import { HariIni, type DayTab } from './HariIni';

/** The salesperson's dashboard opens on the day (issue 39): the same home as /lapangan, its buttons lead there. */
export default function SalesDayHome() {
  const user = getUser();
  const { day } = useDay();
  const queue = useQueue();
  const navigate = useNavigate();
  if (!user) return null;
  if (day === undefined) return <Typography role="status">Memuat data perangkat…</Typography>;
  if (!day) return <Alert severity="info">Data hari ini sedang diambil; tetap di halaman ini sampai sinyal ada.</Alert>;
  const go = (tab: DayTab, konsumenId?: number) => navigate(`/lapangan${tab === 'hari' ? '' : `?tab=${tab}${konsumenId ? `&konsumen=${konsumenId}` : ''}`}`);
  return <HariIni day={day} queue={queue} userId={user.id} onGo={go} />;
}
