import { useState } from 'react';
import { Alert, Avatar, Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatMoney, formatNumber, todayJakarta } from '../../../common/format';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { ResourceViewProps } from '../../framework/pageParts';
import { Figure } from './Figure';
import type { RankRow } from './salesTypes';

const URUT = [{ value: 'penjualan', label: 'Penjualan' }, { value: 'tagihan', label: 'Tagihan' }, { value: 'retur', label: 'Retur' }];

/**
 * SPEC.md /rank-sales: salespeople ranked over a period by sales, collections or returns. A salesperson gets
 * only their own card and rank number from the server.
 */
export default function RankSales(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const today = todayJakarta();
  const [awal, setAwal] = useState(`${today.slice(0, 7)}-01`);
  const [akhir, setAkhir] = useState(today);
  const [urut, setUrut] = useState('penjualan');
  const query = useQuery({
    queryKey: ['rank-sales', awal, akhir, urut],
    queryFn: () => dataProvider.action<{ data: RankRow[]; jumlah_sales: number }>('/rank-sales', undefined, { method: 'GET', params: { tgl_awal: awal, tgl_akhir: akhir, urut } }),
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>Peringkat Sales</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField size="small" type="date" label="Dari Tanggal" value={awal} onChange={(e) => e.target.value && setAwal(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="Sampai Tanggal" value={akhir} onChange={(e) => e.target.value && setAkhir(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" select label="Urutkan Menurut" value={urut} onChange={(e) => setUrut(e.target.value)} sx={{ minWidth: 180 }}>
          {URUT.map((u) => <MenuItem key={u.value} value={u.value}>{u.label}</MenuItem>)}
        </TextField>
      </Stack>
      {query.isPending && <LoadingScreen />}
      {query.isError && <Alert severity="error">Peringkat tidak dapat dimuat; periksa tanggalnya.</Alert>}
      {query.data && query.data.data.length === 0 && <Alert severity="info">Belum ada sales.</Alert>}
      <Stack spacing={2}>
        {query.data?.data.map((r) => (
          <Card key={r.karyawan_id} data-testid={`rank-${r.karyawan_id}`}>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                <Avatar sx={{ bgcolor: r.peringkat === 1 ? 'primary.main' : 'grey.700', color: '#fff' }} aria-label={`Peringkat ${r.peringkat}`}>{r.peringkat}</Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h2" noWrap>{r.nama}</Typography>
                  <Typography variant="body2" color="text.secondary">Peringkat {r.peringkat} dari {query.data.jumlah_sales} sales</Typography>
                </Box>
              </Stack>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
                <Figure label={`Penjualan (${formatNumber(r.jumlah_nota, 0)} nota)`} value={formatMoney(r.penjualan)} />
                <Figure label="Tagihan" value={formatMoney(r.tagihan)} />
                <Figure label="Retur" value={formatMoney(r.retur)} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
