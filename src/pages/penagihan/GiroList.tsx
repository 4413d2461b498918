import { useState, type FormEvent } from 'react';
import {
  Alert, Box, Button, Card, CardActions, CardContent, Grid, MenuItem, Stack, TextField, ToggleButton,
  ToggleButtonGroup, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'ra-core';
import { formatDate, formatMoney, todayJakarta } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import type { ResourceViewProps } from '../../framework/pageParts';
import { GIRO_STATUS } from '../../framework/display/payments';
import { StatusChip } from '../../framework/display/StatusChip';
import { useCan } from '../../framework/access';
import { ActionDialog } from '../../framework/form/ActionDialog';
import { useDialogAction } from '../../framework/form/useDialogAction';

export interface GiroRow {
  id: number; nomor: string; tanggal: string; giro_nomor: string; giro_bank: string; giro_jatuh_tempo: string; jumlah: number; giro_status: string;
  konsumen?: { nama?: string } | null; karyawan?: { nama_lengkap?: string } | null; giro_alasan?: string | null; giro_tanggal_proses?: string | null;
}


/** Clearing (bank account, date) or bouncing (reason) one giro. */
function GiroDialog({ giro, mode, onClose, onDone }: { giro: GiroRow; mode: 'cair' | 'tolak'; onClose: () => void; onDone: () => void }) {
  const { data: bank } = useGetList<{ id: number; kode: string; nama: string }>('kas', { filter: { jenis: 'bank' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'kode', order: 'ASC' } }, { enabled: mode === 'cair' });
  const [kasId, setKasId] = useState('');
  const [tanggal, setTanggal] = useState(todayJakarta());
  const [alasan, setAlasan] = useState('');
  const { run, busy, errors } = useDialogAction(onDone);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = mode === 'cair' ? { id: giro.id, kas_id: kasId ? Number(kasId) : undefined, tanggal } : { id: giro.id, alasan, tanggal };
    await run(mode === 'cair' ? '/giro-cair' : '/giro-tolak', body, 'Giro diproses');
  };
  const err = (name: string): string | undefined => errors[name];
  return (
    <ActionDialog
      title={`${mode === 'cair' ? 'Cairkan' : 'Tolak'} Giro ${giro.giro_nomor}`} maxWidth="xs" onClose={onClose} onSubmit={submit} busy={busy}
      submitLabel={mode === 'cair' ? 'Cairkan' : 'Tolak Giro'} submitColor={mode === 'cair' ? 'primary' : 'error'}
    >
      <Typography>{giro.giro_bank} · {formatMoney(giro.jumlah)}</Typography>
      {mode === 'cair' ? (
        <TextField select label="Rekening Bank" value={kasId} onChange={(e) => setKasId(e.target.value)} required error={Boolean(err('kas_id'))} helperText={err('kas_id')}>
          {(bank ?? []).map((k) => <MenuItem key={k.id} value={String(k.id)}>{k.kode} - {k.nama}</MenuItem>)}
        </TextField>
      ) : (
        <TextField label="Alasan Ditolak" value={alasan} onChange={(e) => setAlasan(e.target.value)} required error={Boolean(err('alasan'))}
          helperText={err('alasan') ?? 'Piutang konsumen dibuka kembali; Finance dan sales diberi tahu'} />
      )}
      <TextField label={mode === 'cair' ? 'Tanggal Cair' : 'Tanggal Ditolak'} type="date" value={tanggal} onChange={(e) => setTanggal(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }} error={Boolean(err('tanggal'))} helperText={err('tanggal')} />
    </ActionDialog>
  );
}

/**
 * The giro register (/giro): every giro received, at a sale or as a collection, by effective date with its status;
 * finance clears or bounces the ones not cleared yet.
 */
export default function GiroList(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const canProcess = useCan('/giro', 'update');
  const [status, setStatus] = useState<string>('terdaftar');
  const [acting, setActing] = useState<{ giro: GiroRow; mode: 'cair' | 'tolak' } | null>(null);
  const query = useQuery({
    queryKey: ['niaga', 'giro-masuk', status],
    queryFn: () => dataProvider.getList<GiroRow>('giro-masuk', {
      filter: status ? { giro_status: status } : {}, pagination: { page: 1, perPage: 200 }, sort: { field: 'giro_jatuh_tempo', order: 'ASC' },
    }),
  });
  const today = todayJakarta();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ToggleButtonGroup exclusive size="small" value={status} onChange={(_e, v) => { if (v !== null) setStatus(v); }} aria-label="Status giro" sx={{ mb: 2, flexWrap: 'wrap' }}>
        <ToggleButton value="terdaftar">Belum Cair</ToggleButton>
        <ToggleButton value="cair">Cair</ToggleButton>
        <ToggleButton value="ditolak">Ditolak</ToggleButton>
        <ToggleButton value="">Semua</ToggleButton>
      </ToggleButtonGroup>
      {query.isError && <Alert severity="error">{errorToasts(query.error).join(' ')}</Alert>}
      {query.isPending && <Typography color="text.secondary">Memuat…</Typography>}
      {query.data && query.data.data.length === 0 && <Typography color="text.secondary">Tidak ada giro.</Typography>}
      {query.data && query.data.data.length > 0 && (
        <Typography sx={{ mb: 1 }}>{query.data.total} giro, total {formatMoney(query.data.data.reduce((s, g) => s + Number(g.jumlah), 0))}</Typography>
      )}
      <Grid container spacing={1.5}>
        {(query.data?.data ?? []).map((g) => {
          const due = g.giro_status === 'terdaftar' && g.giro_jatuh_tempo <= today;
          return (
            <Grid key={g.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <Card variant="outlined" component="article" aria-label={`Giro ${g.giro_nomor}`}>
                <CardContent sx={{ pb: 1 }}>
                  <Stack direction="row" justifyContent="space-between" spacing={1}>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.giro_nomor} · {g.giro_bank}</Typography>
                    <StatusChip map={GIRO_STATUS} value={g.giro_status} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[g.konsumen?.nama, g.karyawan?.nama_lengkap, g.nomor].filter(Boolean).join(' · ')}
                  </Typography>
                  <Typography variant="body2" sx={{ color: due ? 'error.main' : undefined, fontWeight: due ? 600 : undefined }}>
                    Efektif {formatDate(g.giro_jatuh_tempo)}{due ? ' (sudah dapat dicairkan)' : ''}
                  </Typography>
                  {g.giro_status === 'ditolak' && g.giro_alasan && <Typography variant="body2" color="error.main">Ditolak: {g.giro_alasan}</Typography>}
                  <Typography variant="h6">{formatMoney(Number(g.jumlah))}</Typography>
                </CardContent>
                {canProcess && g.giro_status === 'terdaftar' && (
                  <CardActions>
                    <Button size="small" variant="contained" onClick={() => setActing({ giro: g, mode: 'cair' })}>Cairkan</Button>
                    <Button size="small" color="error" onClick={() => setActing({ giro: g, mode: 'tolak' })}>Tolak</Button>
                  </CardActions>
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {acting && <GiroDialog giro={acting.giro} mode={acting.mode} onClose={() => setActing(null)} onDone={() => { setActing(null); void query.refetch(); }} />}
    </Box>
  );
}
