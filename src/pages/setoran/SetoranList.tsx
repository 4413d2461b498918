import { useState } from 'react';
import { Alert, Box, Card, CardActionArea, CardContent, Grid, Stack, TablePagination, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { useNavigate } from 'react-router';
import { formatDate, formatMoney } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import type { ResourceViewProps } from '../../framework/pageParts';
import { SETORAN_STATUS } from './setoranStatus';
import { paginationFits } from '../../framework/show/stackedTable';
import { StatusChip } from '../../framework/display/StatusChip';
import { useCan } from '../../framework/access';

export interface SetoranRow {
  id: number; nomor: string; tanggal: string; status: string; karyawan_id: number; sales?: string;
  tunai_sistem: number; transfer_sistem: number; giro_sistem: number; nota_putih_sistem: number; tunai_disetor: number; selisih: number;
}

/** A page of cards: a year holds more than a thousand deposits. */
const PER_PAGE = 24;

/** SPEC.md /setoran: deposits with their state, expected cash against counted cash and the difference. */
export default function SetoranList(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const navigate = useNavigate();
  const canSetor = useCan('/setoran', 'create');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: ['niaga', 'transaksi-setor-list', status, page],
    queryFn: () => dataProvider.action<{ data: SetoranRow[]; total: number }>('/transaksi-setor-list', undefined, {
      method: 'GET', params: { ...(status ? { status } : {}), page: page + 1, perPage: PER_PAGE },
    }),
  });
  const total = query.data?.total ?? 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" sx={{ mb: 2 }}>
        <ToggleButtonGroup exclusive size="small" value={status} onChange={(_e, v) => { if (v !== null) { setStatus(v); setPage(0); } }} aria-label="Status setoran" sx={{ flexWrap: 'wrap' }}>
          <ToggleButton value="">Semua</ToggleButton>
          <ToggleButton value="diajukan">Diajukan</ToggleButton>
          <ToggleButton value="diterima">Diterima</ToggleButton>
          <ToggleButton value="disetujui">Disetujui</ToggleButton>
        </ToggleButtonGroup>
        {canSetor && <LinkButton to="/setoran/create" label="Setor" icon={<AddCircleOutline />} variant="contained" />}
      </Stack>
      {query.isError && <Alert severity="error">{errorToasts(query.error).join(' ')}</Alert>}
      {query.isPending && <Typography color="text.secondary">Memuat…</Typography>}
      {query.data?.data.length === 0 && <Typography color="text.secondary">Belum ada setoran.</Typography>}
      <Grid container spacing={1.5}>
        {(query.data?.data ?? []).map((s) => (
          <Grid key={s.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <Card variant="outlined" component="article" aria-label={`Setoran ${s.nomor}`}>
              <CardActionArea onClick={() => navigate(`/setoran/${s.id}/show`)}>
                <CardContent>
                  <Stack direction="row" justifyContent="space-between" spacing={1}>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{s.nomor}</Typography>
                    <StatusChip map={SETORAN_STATUS} value={s.status} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">{formatDate(s.tanggal)} · {s.sales}</Typography>
                  <Typography variant="body2">Tunai sistem {formatMoney(s.tunai_sistem)} · disetor {formatMoney(s.tunai_disetor)}</Typography>
                  <Typography variant="body2" sx={{ color: s.selisih < 0 ? 'error.main' : undefined, fontWeight: 600 }}>
                    Selisih {formatMoney(s.selisih)}{s.selisih < 0 ? ' (kurang setor)' : s.selisih > 0 ? ' (lebih setor)' : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">Transfer {formatMoney(s.transfer_sistem)} · Giro {formatMoney(s.giro_sistem)} · Nota putih {formatMoney(s.nota_putih_sistem)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {total > PER_PAGE && (
        <TablePagination
          component="div" sx={paginationFits} count={total} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_e, p) => setPage(p)}
        />
      )}
    </Box>
  );
}
