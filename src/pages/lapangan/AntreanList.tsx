import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { formatDateTime, formatMoney } from '../../../common/format';
import type { DayData } from '../../offline/dayData';
import { JENIS_LABEL, STATE_LABEL, voidDoc, type QueuedDoc, type QueueState } from '../../offline/queue';
import { getUser } from '../../providers/session';
import { notaFromQueued } from './nota/notaData';
import { NotaActions } from './nota/NotaActions';

const COLOR: Record<QueueState, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  menunggu: 'warning', mengirim: 'info', terkirim: 'success', ditolak: 'error', dibatalkan: 'default',
};

/** The queue on screen: each document with its state, the server's reason when refused, and what can be done. */
export function AntreanList(props: { queue: QueuedDoc[]; day: DayData | null; onFix: (doc: QueuedDoc) => void }) {
  const [printing, setPrinting] = useState<QueuedDoc | null>(null);
  const [voiding, setVoiding] = useState<QueuedDoc | null>(null);
  const shown = [...props.queue].reverse();
  if (shown.length === 0) return <Typography color="text.secondary">Antrean kosong: semua dokumen sudah terkirim.</Typography>;
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Antrean dokumen">
      {shown.map((d) => (
        <Card component="li" key={d.client_id} variant="outlined" data-state={d.state}>
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography fontWeight={700}>{JENIS_LABEL[d.jenis]} · {d.ringkasan.konsumen_nama}</Typography>
              <Chip size="small" color={COLOR[d.state]} label={STATE_LABEL[d.state]} />
            </Box>
            <Typography variant="body2">{formatMoney(d.ringkasan.total)} · dibuat {formatDateTime(d.dibuat_offline_at)}{d.server ? ` · ${d.server.nomor}` : ''}</Typography>
            {d.state === 'ditolak' && <Alert severity="error" sx={{ mt: 1 }}>Alasan server: {d.alasan}</Alert>}
          </CardContent>
          <CardActions sx={{ flexWrap: 'wrap' }}>
            {d.jenis === 'penjualan' && d.state !== 'dibatalkan' && <Button size="small" onClick={() => setPrinting(d)}>Cetak Nota</Button>}
            {d.state === 'ditolak' && d.jenis === 'penjualan' && <Button size="small" onClick={() => props.onFix(d)}>Perbaiki</Button>}
            {(d.state === 'ditolak' || d.state === 'menunggu') && <Button size="small" color="error" onClick={() => setVoiding(d)}>Batalkan</Button>}
          </CardActions>
        </Card>
      ))}
      <Dialog open={Boolean(printing)} onClose={() => setPrinting(null)} fullWidth maxWidth="xs">
        <DialogTitle>Nota</DialogTitle>
        <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
          {printing && <NotaActions nota={notaFromQueued(printing, props.day, { sales: getUser()?.karyawan?.nama_lengkap ?? null })} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPrinting(null)}>Tutup</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={Boolean(voiding)} onClose={() => setVoiding(null)}>
        <DialogTitle>Batalkan dokumen ini?</DialogTitle>
        <DialogContent>Dokumen tetap tercatat di antrean sebagai Dibatalkan dan tidak dikirim ke server.</DialogContent>
        <DialogActions>
          <Button onClick={() => setVoiding(null)}>Tidak</Button>
          <Button color="error" variant="contained" onClick={() => { if (voiding) void voidDoc(voiding.client_id); setVoiding(null); }}>Ya, Batalkan</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
