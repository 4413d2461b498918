import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import PointOfSale from '@mui/icons-material/PointOfSale';
import RequestQuote from '@mui/icons-material/RequestQuote';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import Savings from '@mui/icons-material/Savings';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { formatDateTime, formatMoney } from '../../../common/format';
import { customerDebts, type DayData } from '../../offline/dayData';
import type { QueuedDoc } from '../../offline/queue';
import { visitStates, type VisitState } from '../../offline/visits';
import { VisitDialog } from './VisitDialog';
import { ALASAN_LABEL } from '../../../common/kunjungan';

export type DayTab = 'hari' | 'jual' | 'tagih' | 'retur' | 'baru' | 'antrean' | 'stok' | 'konsumen';

/** Short enough for a chip on a phone; the registry's labels say it in full. */
const CHIP_LABEL: Record<VisitState, string> = { belum: 'Belum', terjual: 'Terjual', tanpa_penjualan: 'Tanpa penjualan', dilewati: 'Dilewati' };
const CHIP_COLOR: Record<VisitState, 'default' | 'success' | 'warning' | 'info'> = { belum: 'default', terjual: 'success', tanpa_penjualan: 'info', dilewati: 'warning' };

/**
 * The salesperson's home of the day (issue 39): the open trip, the day's buttons, and today's shops in the route's
 * order, each with its open debt and whether it was visited; a shop is sold to or marked visited from here.
 * Everything comes from the day stored on the phone, so it works without signal.
 */
export function HariIni({ day, queue, userId, onGo }: { day: DayData; queue: QueuedDoc[]; userId: number; onGo: (tab: DayTab, konsumenId?: number) => void }) {
  const states = useMemo(() => visitStates(day, queue), [day, queue]);
  const [visiting, setVisiting] = useState<{ id: number; nama: string } | null>(null);
  const plan = day.kunjungan ?? [];
  const count = (s: VisitState) => plan.filter((v) => (states.get(v.konsumen_id)?.status ?? 'belum') === s).length;
  const done = plan.length - count('belum');

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          {day.trip ? (
            <>
              <Typography variant="h6" component="h2">Trip {day.trip.nomor}</Typography>
              <Typography>{[day.trip.no_polisi, day.trip.rute_nama ? `Rute ${day.trip.rute_nama}` : null].filter(Boolean).join(' · ')}</Typography>
              {day.trip.nilai_muat !== undefined && <Typography color="text.secondary">Nilai muatan {formatMoney(day.trip.nilai_muat)}</Typography>}
            </>
          ) : (
            <Typography>Tidak ada trip kendaraan yang berjalan: penjualan menunggu barang dimuat.</Typography>
          )}
        </CardContent>
      </Card>
      <Box component="nav" aria-label="Aksi hari ini" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))', gap: 1 }}>
        <Button variant="contained" startIcon={<PointOfSale />} onClick={() => onGo('jual')}>Jual</Button>
        <Button variant="outlined" startIcon={<RequestQuote />} onClick={() => onGo('tagih')}>Tagih</Button>
        <Button variant="outlined" startIcon={<AssignmentReturn />} onClick={() => onGo('retur')}>Retur</Button>
        <Button variant="outlined" startIcon={<Savings />} component={RouterLink} to="/setoran/create">Setor</Button>
        <Button variant="outlined" startIcon={<EventAvailable />} component={RouterLink} to="/lapangan/tutup-hari" disabled={!day.trip}>Tutup Hari</Button>
      </Box>
      <Box>
        <Typography variant="h6" component="h2">Kunjungan Hari Ini</Typography>
        {plan.length === 0 ? (
          <Alert severity="info">Belum ada toko yang dijadwalkan hari ini{day.trip ? '' : ' (belum ada trip)'}.</Alert>
        ) : (
          <>
            <Typography role="status">{`${done} dari ${plan.length} toko dikunjungi · ${count('terjual')} terjual · ${count('belum')} belum`}</Typography>
            <LinearProgress variant="determinate" value={(done / plan.length) * 100} aria-label="Kemajuan kunjungan" sx={{ my: 1 }} />
          </>
        )}
      </Box>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Daftar kunjungan">
        {plan.map((v, i) => {
          const state = states.get(v.konsumen_id) ?? { status: 'belum' as const, alasan: null, waktu: null };
          const debts = customerDebts(day, queue, v.konsumen_id);
          const hutang = debts.reduce((s, d) => s + d.sisa, 0);
          const overdue = debts.filter((d) => d.terlambat_hari > 0).reduce((s, d) => s + d.sisa, 0);
          return (
            <Card component="li" key={v.konsumen_id} variant="outlined" data-testid={`kunjungan-${v.konsumen_id}`}>
              <CardContent sx={{ pb: '12px !important' }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>{i + 1}. {v.nama}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{[v.kode, v.alamat].filter(Boolean).join(' · ')}</Typography>
                  </Box>
                  <Chip size="small" color={CHIP_COLOR[state.status]} label={CHIP_LABEL[state.status]} />
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  Hutang {formatMoney(hutang)}{overdue > 0 ? ` · lewat tempo ${formatMoney(overdue)}` : ''}
                  {state.waktu ? ` · pukul ${formatDateTime(state.waktu).slice(-5)}` : ''}
                  {state.alasan ? ` · ${ALASAN_LABEL[state.alasan] ?? state.alasan}` : ''}
                </Typography>
                {state.status !== 'terjual' && (
                  <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                    <Button size="small" variant="contained" onClick={() => onGo('jual', v.konsumen_id)} aria-label={`Jual ke ${v.nama}`}>Jual</Button>
                    {hutang > 0 && <Button size="small" variant="outlined" onClick={() => onGo('tagih', v.konsumen_id)} aria-label={`Tagih ${v.nama}`}>Tagih</Button>}
                    {state.status === 'belum' && (
                      <Button size="small" onClick={() => setVisiting({ id: v.konsumen_id, nama: v.nama })} aria-label={`Tidak Jual di ${v.nama}`}>Tidak Jual</Button>
                    )}
                  </Box>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      {visiting && <VisitDialog day={day} userId={userId} konsumen={visiting} onClose={() => setVisiting(null)} />}
    </Stack>
  );
}
