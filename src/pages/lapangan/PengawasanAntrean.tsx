import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../../common/format';
import { api } from '../../providers/http';

interface Row {
  karyawan_id: number; nama: string; menunggu: number | null; ditolak: number | null; dilaporkan_at: string | null; terlambat: number;
  dokumen_terlambat: Array<{ jenis: string; nomor: string; dibuat_offline_at: string; diterima_at: string }>;
}

/** For supervisors and finance: per salesperson, the queue their phone last reported and the documents that came late. */
export function PengawasanAntrean() {
  const q = useQuery({
    queryKey: ['niaga', 'sinkron-ringkasan'],
    queryFn: async () => (await api.get<{ data: Row[]; jam: number }>('/sinkron-ringkasan')).data,
  });
  if (q.isError) return <Alert severity="warning">Ringkasan antrean perangkat belum dapat dimuat.</Alert>;
  if (!q.data) return <Typography role="status">Memuat ringkasan antrean…</Typography>;
  return (
    <Stack spacing={1} component="section" aria-label="Antrean perangkat sales">
      <Typography variant="h6" component="h2">Antrean Perangkat Sales</Typography>
      <Typography variant="body2" color="text.secondary">Terlambat = dibuat offline lebih dari {q.data.jam} jam sebelum diterima server (7 hari terakhir).</Typography>
      {q.data.data.length === 0 && <Typography>Belum ada laporan perangkat.</Typography>}
      {q.data.data.map((r) => (
        <Box key={r.karyawan_id} sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
          <Typography fontWeight={600}>{r.nama}</Typography>
          <Typography variant="body2">
            {r.menunggu === null ? 'Belum melapor' : `${r.menunggu} menunggu · ${r.ditolak} ditolak · dilaporkan ${formatDateTime(r.dilaporkan_at)}`}
            {` · ${r.terlambat} terlambat`}
          </Typography>
          {r.dokumen_terlambat.slice(0, 5).map((d) => (
            <Typography key={d.nomor} variant="caption" component="div">{d.jenis} {d.nomor}: dibuat {formatDateTime(d.dibuat_offline_at)}, diterima {formatDateTime(d.diterima_at)}</Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
