import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatMoney, todayJakarta } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import { useResourceDef } from '../../framework/RegistryContext';
import { useResourceGrants } from '../../framework/usePermissionSet';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { ResourceViewProps } from '../../framework/pageParts';
import { Figure } from './Figure';
import { PeriodHeader } from './PeriodHeader';
import { formatPersen, type PencapaianRow } from './salesTypes';

const PencapaianChart = lazy(() => import('./PencapaianChart'));

function Progress({ label, persen, actual, target }: { label: string; persen: number | null; actual: number; target: number }) {
  return (
    <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatPersen(persen)}</Typography>
      </Stack>
      <LinearProgress variant="determinate" value={Math.min(100, persen ?? 0)} aria-label={`${label} ${formatPersen(persen)}`} sx={{ my: 0.5, height: 8, borderRadius: 4 }} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Figure label="Realisasi" value={formatMoney(actual)} />
        <Figure label="Target" value={formatMoney(target)} />
      </Stack>
    </Box>
  );
}

/**
 * SPEC.md /pencapaian: each salesperson's achievement of the month's targets (sales and collections) in %, with
 * a chart of target vs actual. Targets are kept under Target Sales by the supervisor, GM or owner.
 */
export default function Pencapaian(props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const [periode, setPeriode] = useState(todayJakarta().slice(0, 7));
  const grants = useResourceGrants(useResourceDef(props.resource));
  const query = useQuery({
    queryKey: ['pencapaian', periode],
    queryFn: async () => (await dataProvider.action<{ data: PencapaianRow[] }>('/pencapaian', undefined, { method: 'GET', params: { periode } })).data,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PeriodHeader title="Pencapaian Sales" type="month" label="Periode" value={periode} onChange={setPeriode}>
        {grants.create && <LinkButton to="/target-sales" label="Atur Target" />}
      </PeriodHeader>
      {query.isPending && <LoadingScreen />}
      {query.isError && <Alert severity="error">Pencapaian tidak dapat dimuat.</Alert>}
      {query.data && query.data.length > 0 && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">Target vs Penjualan</Typography>
            <Suspense fallback={<LoadingScreen />}><PencapaianChart rows={query.data} /></Suspense>
          </CardContent>
        </Card>
      )}
      <Stack spacing={2}>
        {query.data?.map((r) => (
          <Card key={r.karyawan_id} data-testid={`pencapaian-${r.karyawan_id}`}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{r.nama}</Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
                <Progress label="Penjualan" persen={r.persen_penjualan} actual={r.penjualan} target={r.target_penjualan} />
                <Progress label="Tagihan" persen={r.persen_tagihan} actual={r.tagihan} target={r.target_tagihan} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
