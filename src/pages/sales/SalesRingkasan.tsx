import { useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatDate, formatMoney, formatNumber, todayJakarta } from '../../../common/format';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { ResourceViewProps } from '../../framework/pageParts';
import { Figure } from './Figure';
import { PeriodHeader } from './PeriodHeader';
import type { SalesRingkasan as Row } from './salesTypes';

/**
 * SPEC.md /sales: each salesperson's day on a card — routes, vehicle, open trip, the day's sales, cash on hand
 * and their customers' open receivables (a salesperson sees their own card only).
 */
export default function SalesRingkasan(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const [tanggal, setTanggal] = useState(todayJakarta());
  const query = useQuery({
    queryKey: ['sales-ringkasan', tanggal],
    queryFn: async () => (await dataProvider.action<{ data: Row[] }>('/sales-ringkasan', undefined, { method: 'GET', params: { tanggal } })).data,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PeriodHeader title="Sales" type="date" label="Tanggal" value={tanggal} onChange={setTanggal} />
      {query.isPending && <LoadingScreen />}
      {query.isError && <Alert severity="error">Data sales tidak dapat dimuat.</Alert>}
      {query.data && query.data.length === 0 && <Alert severity="info">Belum ada sales.</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {query.data?.map((s) => (
          <Card key={s.karyawan_id} data-testid={`sales-${s.karyawan_id}`}>
            <CardContent>
              <Typography variant="h6" component="h2">{s.nama}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
                {s.rute.map((r) => <Chip key={r.id} size="small" label={`${r.kode} ${r.nama}`} />)}
                {s.rute.length === 0 && <Typography variant="body2" color="text.secondary">Belum punya rute</Typography>}
              </Stack>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {s.kendaraan ? `Kendaraan ${s.kendaraan.no_polisi}` : 'Tanpa kendaraan'}
                {' · '}
                {s.trip ? `Trip ${s.trip.nomor} sejak ${formatDate(s.trip.dibuka_pada)}` : 'Tidak sedang dalam trip'}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
                <Figure label={`Penjualan ${formatDate(tanggal)}`} value={formatMoney(s.penjualan_hari_ini)} />
                <Figure label="Jumlah Nota" value={formatNumber(s.jumlah_nota_hari_ini, 0)} />
                <Figure label="Kas di Tangan" value={formatMoney(s.kas_di_tangan)} />
                <Figure label={`Piutang Konsumen (${formatNumber(s.faktur_terbuka, 0)} faktur)`} value={formatMoney(s.piutang_konsumen)} tone={s.piutang_konsumen > 0 ? 'warning' : undefined} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
