import { Link as RouterLink } from 'react-router';
import { Box, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatDate, formatMoney } from '../../../common/format';
import { useResourceDef } from '../../framework/RegistryContext';
import { usePermissionSet, useResourceGrants } from '../../framework/usePermissionSet';
import { showPath } from '../../framework/paths';
import type { NiagaDataProvider } from '../../providers/dataProvider';

export interface DebtSummaryData {
  total_hutang: number;
  jumlah_konsumen: number;
  lewat_tempo: { total: number; jumlah_konsumen: number };
  terlama: Array<{ konsumen_id: number; kode: string; nama: string; jatuh_tempo: string; terlambat_hari: number; sisa: number }>;
}

/** Customer debts as GET /api/check-hutang sums them for the user's customers: totals and the most overdue. */
export function DebtSummary() {
  const grants = useResourceGrants(useResourceDef('hutang'));
  // until the level's grants arrive everything reads as allowed: ask only once they say so
  const { isPending } = usePermissionSet();
  const konsumen = useResourceDef('konsumen');
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data } = useQuery({
    queryKey: ['niaga', 'check-hutang', 'ringkasan'],
    enabled: grants.read && !isPending,
    queryFn: async () => (await dataProvider.action<{ data: DebtSummaryData }>('/check-hutang', undefined, { method: 'GET' })).data,
  });
  if (!grants.read || isPending || !data) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">Hutang Konsumen</Typography>
        <Stack direction="row" spacing={4} sx={{ my: 1 }} flexWrap="wrap" useFlexGap>
          <Box>
            <Typography variant="caption" color="text.secondary">Total hutang ({data.jumlah_konsumen} konsumen)</Typography>
            <Typography variant="h5">{formatMoney(data.total_hutang)}</Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">Lewat jatuh tempo ({data.lewat_tempo.jumlah_konsumen} konsumen)</Typography>
            <Typography variant="h5" color={data.lewat_tempo.total > 0 ? 'error.main' : undefined}>{formatMoney(data.lewat_tempo.total)}</Typography>
          </Box>
        </Stack>
        {data.terlama.length > 0 && (
          <List dense aria-label="Paling lama lewat jatuh tempo">
            {data.terlama.slice(0, 5).map((k) => (
              <ListItem key={k.konsumen_id} disablePadding>
                <ListItemButton component={RouterLink} to={showPath(konsumen, k.konsumen_id)}>
                  <ListItemText primary={`${k.kode} · ${k.nama}`} secondary={`Jatuh tempo ${formatDate(k.jatuh_tempo)} · sisa ${formatMoney(k.sisa)}`} />
                  <Chip size="small" color="error" label={`${k.terlambat_hari} hari`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
