import { useState } from 'react';
import { Alert, Box, Card, CardContent, MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatMoney } from '../../../common/format';
import { useRegistry } from '../../framework/RegistryContext';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { ResourceViewProps } from '../../framework/pageParts';
import type { DokumenBiaya } from './biayaApi';
import { DokumenTable } from './DokumenTable';
import { PeriodeFilter, thisMonth } from './PeriodeFilter';

const PER_PAGE = 25;

/** SPEC.md /biaya/detail: the cost documents behind the overview, by kind and period, with their total. */
export default function BiayaDetail(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const kinds = useRegistry().resources.filter((r) => r.cost);
  const [[awal, akhir], setPeriode] = useState(thisMonth);
  const [jenis, setJenis] = useState('');
  const [page, setPage] = useState(1);
  const params = { ...(awal ? { tgl_awal: awal } : {}), ...(akhir ? { tgl_akhir: akhir } : {}), ...(jenis ? { jenis } : {}), page: String(page), perPage: String(PER_PAGE) };
  const { data, error } = useQuery({
    queryKey: ['biaya-detail', awal, akhir, jenis, page],
    queryFn: () => dataProvider.action<{ data: DokumenBiaya[]; total: number; jumlah_total: number }>('/biaya-detail', undefined, { method: 'GET', params }),
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>Detail Biaya</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PeriodeFilter awal={awal} akhir={akhir} onChange={(a, b) => { setPeriode([a, b]); setPage(1); }} />
            <TextField select size="small" label="Jenis Biaya" value={jenis} onChange={(e) => { setJenis(e.target.value); setPage(1); }} sx={{ minWidth: 220 }}>
              <MenuItem value="">Semua jenis</MenuItem>
              {kinds.map((k) => <MenuItem key={k.name} value={k.name}>{k.label}</MenuItem>)}
            </TextField>
          </Stack>
          {error && <Alert severity="error">Detail biaya tidak dapat dimuat.</Alert>}
          {data && (
            <>
              <Typography sx={{ my: 1 }} data-testid="biaya-detail-total">{data.total} dokumen, total {formatMoney(data.jumlah_total)}</Typography>
              <DokumenTable rows={data.data} label="Dokumen biaya" />
              {data.total > PER_PAGE && <Pagination sx={{ mt: 2 }} count={Math.ceil(data.total / PER_PAGE)} page={page} onChange={(_e, p) => setPage(p)} />}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
