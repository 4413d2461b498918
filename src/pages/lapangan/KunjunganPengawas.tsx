import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatMoney, todayJakarta } from '../../../common/format';
import { ALASAN_LABEL } from '../../../common/kunjungan';
import { api } from '../../providers/http';
import type { DayVisit } from '../../offline/dayData';

interface SalesRow {
  karyawan_id: number; nama: string; trip_nomor: string | null; rencana: number; belum: number; terjual: number;
  tanpa_penjualan: number; dilewati: number; nilai_penjualan: number; kunjungan_terakhir: string | null;
}
interface Plan { kunjungan: DayVisit[]; ringkasan: { rencana: number; belum: number; terjual: number; tanpa_penjualan: number; dilewati: number; nilai_penjualan: number } }

const STATE: Record<DayVisit['status'], { label: string; color: 'default' | 'success' | 'info' | 'warning' }> = {
  belum: { label: 'Belum', color: 'default' }, terjual: { label: 'Terjual', color: 'success' },
  tanpa_penjualan: { label: 'Tanpa penjualan', color: 'info' }, dilewati: { label: 'Dilewati', color: 'warning' },
};

/** One salesperson's shops of the day, in the route's order, with state, time, reason and sales. */
function SalesVisits({ karyawanId, tanggal }: { karyawanId: number; tanggal: string }) {
  const q = useQuery({
    queryKey: ['niaga', 'kunjungan-hari', karyawanId, tanggal],
    queryFn: async () => (await api.get<{ data: Plan }>('/kunjungan-hari', { params: { karyawan_id: karyawanId, tanggal } })).data.data,
  });
  if (q.isError) return <Alert severity="warning">Kunjungan sales ini belum dapat dimuat.</Alert>;
  if (!q.data) return <Typography role="status">Memuat kunjungan…</Typography>;
  return (
    <Stack component="ol" spacing={0.5} sx={{ pl: 3, my: 1 }}>
      {q.data.kunjungan.map((v) => (
        <li key={v.konsumen_id}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <span>{v.nama}</span>
            <Chip size="small" label={STATE[v.status].label} color={STATE[v.status].color} />
            <Typography variant="body2" color="text.secondary">
              {[v.waktu ? `pukul ${formatDateTime(v.waktu).slice(-5)}` : null, v.alasan ? ALASAN_LABEL[v.alasan] ?? v.alasan : null,
                v.penjualan.length ? v.penjualan.map((p) => `${p.nomor} ${formatMoney(p.total)}`).join(', ') : null,
                v.lokasi === 'ditolak' ? 'izin lokasi ditolak' : null].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </li>
      ))}
    </Stack>
  );
}

/** For supervisors: each salesperson's visits of the day, their progress, and the shops one by one on request. */
export function KunjunganPengawas() {
  const [tanggal, setTanggal] = useState(todayJakarta());
  const [open, setOpen] = useState<number | null>(null);
  const q = useQuery({
    queryKey: ['niaga', 'kunjungan-hari', 'semua', tanggal],
    queryFn: async () => (await api.get<{ data: { sales: SalesRow[] } }>('/kunjungan-hari', { params: { tanggal } })).data.data.sales,
  });
  return (
    <Stack spacing={1} component="section" aria-label="Kunjungan sales hari ini">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">Kunjungan Sales {formatDate(tanggal)}</Typography>
        <TextField size="small" type="date" label="Tanggal" value={tanggal} onChange={(e) => e.target.value && setTanggal(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      {q.isError && <Alert severity="warning">Kunjungan sales belum dapat dimuat.</Alert>}
      {!q.data && !q.isError && <Typography role="status">Memuat kunjungan…</Typography>}
      {q.data?.length === 0 && <Typography>Belum ada sales dengan rute.</Typography>}
      {q.data?.map((r) => {
        const done = r.rencana - r.belum;
        return (
          <Box key={r.karyawan_id} sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }} data-testid={`kunjungan-sales-${r.karyawan_id}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography fontWeight={600}>{r.nama}{r.trip_nomor ? ` · ${r.trip_nomor}` : ''}</Typography>
              <Button size="small" onClick={() => setOpen(open === r.karyawan_id ? null : r.karyawan_id)} aria-expanded={open === r.karyawan_id}>
                {open === r.karyawan_id ? 'Tutup Rincian' : 'Lihat Toko'}
              </Button>
            </Box>
            <Typography variant="body2">
              {`${done} dari ${r.rencana} toko · ${r.terjual} terjual · ${r.tanpa_penjualan} tanpa penjualan · ${r.dilewati} dilewati · ${r.belum} belum · penjualan ${formatMoney(r.nilai_penjualan)}`}
              {r.kunjungan_terakhir ? ` · terakhir ${formatDateTime(r.kunjungan_terakhir).slice(-5)}` : ''}
            </Typography>
            <LinearProgress variant="determinate" value={r.rencana ? (done / r.rencana) * 100 : 0} aria-label={`Kemajuan kunjungan ${r.nama}`} sx={{ mt: 0.5 }} />
            {open === r.karyawan_id && <SalesVisits karyawanId={r.karyawan_id} tanggal={tanggal} />}
          </Box>
        );
      })}
    </Stack>
  );
}
