import { Box, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatDate, formatMoney, formatNumber } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { persen, type RingkasanBank } from './bankApi';

/** One card per bank account: its last statement date, the bank's balance and how much of it is matched. */
export function RingkasanCards() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data } = useQuery({
    queryKey: ['niaga', 'mutasi-bank-ringkasan'],
    queryFn: async () => (await dataProvider.action<{ data: RingkasanBank[] }>('/mutasi-bank-ringkasan', undefined, { method: 'GET' })).data,
  });
  if (!data?.length) return null;
  return (
    <Grid container spacing={1.5} sx={{ p: 1 }}>
      {data.map((r) => {
        const progress = `${formatNumber(r.cocok, 0)} dari ${formatNumber(r.baris, 0)} baris cocok (${persen(r.persen_cocok)})`;
        return (
          <Grid key={r.kas_id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" component="article" aria-label={r.kas_nama}>
              <CardContent>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{r.kas_nama}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.tgl_akhir ? `Mutasi terakhir ${formatDate(r.tgl_akhir)}` : 'Belum ada mutasi diimpor'}
                </Typography>
                <Typography variant="body2">Saldo bank <Box component="span" sx={{ fontWeight: 600 }}>{r.saldo_bank === null ? '-' : formatMoney(r.saldo_bank)}</Box></Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>{progress}</Typography>
                <LinearProgress variant="determinate" value={r.persen_cocok} aria-label={`${r.kas_nama}: ${progress}`} sx={{ mt: 0.5 }} />
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
