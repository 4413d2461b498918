import { Suspense } from 'react';
import { Alert, Box, Button, Card, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { getGudang, getUser } from '../../providers/session';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { DashboardInfo } from './dashboardTypes';
import { FigureCards, WaitingAndAlerts } from './DayWork';
import { lazyWithTimeout } from '../../framework/lazy/lazyWithTimeout';
import { RecentActivity } from './RecentActivity';
import { DebtSummary } from './DebtSummary';
import { isSalesUser } from '../../framework/access';

const TODAY = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });

/** recharts is the largest library of the page: it arrives after the figures are on screen. */
const ActivityChart = lazyWithTimeout(() => import('./ActivityChart'));
const MonthCharts = lazyWithTimeout(() => import('./MonthCharts'));
const SalesDayHome = lazyWithTimeout(() => import('../lapangan/SalesDayHome'));

/** The first page after login, the day's work: today's figures, what waits, alerts and charts, as far as the user may see. */
export default function DashboardPage() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['niaga', 'dashboard-info'],
    queryFn: () => dataProvider.action<{ data: DashboardInfo }>('/dashboard-info', {}),
  });
  const user = getUser();
  const gudang = getGudang();

  return (
    <Box>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Selamat datang, <strong>{user?.karyawan?.nama_lengkap || user?.email}</strong> ({user?.level?.nama_level})
        {gudang ? ` · ${gudang.nama_gudang}` : ''} · {TODAY.format(new Date())}
      </Typography>
      {isSalesUser() && (
        <Box sx={{ mb: 3, maxWidth: 720 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}><SalesDayHome /></Suspense>
        </Box>
      )}
      {isPending && <LoadingScreen />}
      {error && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Coba Lagi</Button>}>
          {errorToasts(error).join(' ')}
        </Alert>
      )}
      {data && (
        <>
          <FigureCards figures={data.data.figures} />
          <Box sx={{ mt: 2 }}><WaitingAndAlerts waiting={data.data.waiting} alerts={data.data.alerts} /></Box>
          <Suspense fallback={<Card sx={{ p: 2, mt: 2 }}><Skeleton variant="rounded" height={300} /></Card>}>
            <MonthCharts />
          </Suspense>
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <Suspense fallback={<Card sx={{ p: 2 }}><Skeleton variant="rounded" height={340} /></Card>}>
              <ActivityChart activity={data.data.activity} />
            </Suspense>
            <RecentActivity recent={data.data.recent} />
          </Box>
          <DebtSummary />
        </>
      )}
    </Box>
  );
}
