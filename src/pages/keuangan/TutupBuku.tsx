import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'ra-core';
import { formatDate, formatDateTime, formatMoney, formatReportMoney } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import { useCan } from '../../framework/access';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';

interface ClosedYear { tahun: number; tanggal: string; laba: number; jurnal_id: number; nomor: string; oleh: string | null; pada: string }
interface Answer { data: ClosedYear[]; total: number; terbuka: { tahun: number; laba: number; alasan: string | null } | null }

const labaRugi = (n: number) => `${n < 0 ? 'Rugi' : 'Laba'} ${formatMoney(Math.abs(n))}`;

/**
 * /tutup-buku: the year-end closing (POST /api/tutup-buku). The closed years, and for the last ended year still open
 * its profit or loss to be moved to Laba Ditahan, closed after a confirmation.
 */
export default function TutupBuku(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error, isPending, refetch } = useQuery({ queryKey: ['niaga', 'tutup-buku'], queryFn: () => dataProvider.action<Answer>('/tutup-buku', undefined, { method: 'GET' }) });
  let body: React.ReactNode;
  if (error) body = <Alert severity="error">Data tutup buku tidak dapat dimuat.</Alert>;
  else if (isPending || !data) body = <Typography color="text.secondary">Memuat tutup buku…</Typography>;
  else body = <><OpenYear open={data.terbuka} onClosed={() => void refetch()} /><ClosedYears rows={data.data} /></>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>Tutup Buku Tahunan</Typography>
          {body}
        </CardContent>
      </Card>
    </Box>
  );
}

function OpenYear({ open, onClosed }: { open: Answer['terbuka']; onClosed: () => void }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const canClose = useCan('/tutup-buku', 'create');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!open) return <Alert severity="success" sx={{ mb: 2 }}>Semua tahun yang sudah berakhir telah ditutup.</Alert>;
  const close = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.action<{ message: string }>('/tutup-buku', { tahun: open.tahun }, { method: 'POST' });
      notify(answer.message, { type: 'success' });
      setAsking(false);
      onClosed();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="tahun-terbuka">
      <Typography>
        Tahun {open.tahun} belum ditutup. {labaRugi(open.laba)} tahun ini akan dipindahkan ke Laba Ditahan dengan jurnal penutup per {formatDate(`${open.tahun}-12-31`)},
        dan tidak ada transaksi yang dapat diposting pada atau sebelum tanggal itu.
      </Typography>
      {open.alasan && <Alert severity="warning">{open.alasan}</Alert>}
      {canClose && (
        <Box>
          <Button variant="contained" onClick={() => setAsking(true)} disabled={!!open.alasan}>Tutup Buku {open.tahun}</Button>
        </Box>
      )}
      <Dialog open={asking} onClose={() => !busy && setAsking(false)} aria-labelledby="tutup-buku-judul">
        <DialogTitle id="tutup-buku-judul">Tutup Buku {open.tahun}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {labaRugi(open.laba)} dipindahkan ke Laba Ditahan per {formatDate(`${open.tahun}-12-31`)}. Setelah ditutup, transaksi bertanggal
            {' '}{formatDate(`${open.tahun}-12-31`)} atau sebelumnya tidak dapat diposting, dan jurnal penutup tidak dapat dibatalkan.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={busy}>Batal</Button>
          <Button variant="contained" color="warning" onClick={() => void close()} disabled={busy}>Ya, Tutup Buku {open.tahun}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function ClosedYears({ rows }: { rows: ClosedYear[] }) {
  if (rows.length === 0) return <Typography color="text.secondary">Belum ada tahun yang ditutup.</Typography>;
  return (
    <Table size="small" sx={stackedOnPhone} aria-label="Tahun yang sudah ditutup">
      <TableHead>
        <TableRow>
          <TableCell>Tahun</TableCell><TableCell>Tanggal Tutup</TableCell><TableCell align="right">Laba (Rugi) Dipindahkan</TableCell>
          <TableCell>Nomor Jurnal</TableCell><TableCell>Oleh</TableCell><TableCell>Pada</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.tahun}>
            <TableCell data-label="Tahun">{r.tahun}</TableCell>
            <TableCell data-label="Tanggal Tutup">{formatDate(r.tanggal)}</TableCell>
            <TableCell data-label="Laba (Rugi) Dipindahkan" align="right">{formatReportMoney(r.laba, true)}</TableCell>
            <TableCell data-label="Nomor Jurnal">{r.nomor}</TableCell>
            <TableCell data-label="Oleh">{r.oleh ?? '-'}</TableCell>
            <TableCell data-label="Pada">{formatDateTime(r.pada)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
