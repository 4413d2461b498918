import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatMoney } from '../../../common/format';
import { getUser } from '../../providers/session';
import { availableStock, customerDebts, type DayData } from '../../offline/dayData';
import { queueCounts, type QueuedDoc } from '../../offline/queue';
import { useDay, useQueue } from '../../offline/useOffline';
import { JualOffline } from './JualOffline';
import { TagihOffline } from './TagihOffline';
import { KonsumenBaruOffline } from './KonsumenBaruOffline';
import { ReturOffline } from './ReturOffline';
import { AntreanList } from './AntreanList';
import { PengawasanAntrean } from './PengawasanAntrean';
import { levelIsAny } from '../../../common/levels';
import { HariIni, type DayTab } from './HariIni';
import { installTestHandle } from '../../offline/dayActions';
import { KunjunganPengawas } from './KunjunganPengawas';

type TabName = DayTab;
const TABS: TabName[] = ['hari', 'jual', 'tagih', 'retur', 'baru', 'antrean', 'stok', 'konsumen'];

/**
 * `/lapangan`: the salesperson's day on the phone, with or without network (issue 23). It reads the day stored on
 * the device, records sales and collections into the queue, shows the queue with each document's state and the
 * server's reason for a refusal, and the vehicle's stock and the customers' debts as the phone counts them.
 */
export default function LapanganPage() {
  const user = getUser();
  const { day, refresh, refreshing, error, online, sync } = useDay();
  const queue = useQueue();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabName | null;
  const tab: TabName = asked && TABS.includes(asked) ? asked : 'hari';
  const konsumenParam = Number(params.get('konsumen')) || undefined;
  // The tab is in the address, so the phone's back button returns to the day's home.
  const setTab = (next: TabName, konsumenId?: number) => setParams(next === 'hari' ? {} : { tab: next, ...(konsumenId ? { konsumen: String(konsumenId) } : {}) });
  const [editing, setEditing] = useState<QueuedDoc | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const counts = queueCounts(queue);
  useEffect(() => { if (user) installTestHandle(user.id); }, [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!user) return null;
  if (!levelIsAny(user.level?.nama_level, ['sales'])) return <Stack spacing={3}><KunjunganPengawas /><PengawasanAntrean /></Stack>;
  if (day === undefined) return <Typography role="status">Memuat data perangkat…</Typography>;
  const done = (doc: QueuedDoc) => { setSaved(`${doc.ringkasan.konsumen_nama}${doc.ringkasan.total ? `: ${formatMoney(doc.ringkasan.total)}` : ''} masuk antrean`); setEditing(null); setTab('antrean'); };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip color={online ? 'success' : 'warning'} label={online ? 'Online' : 'Offline'} />
        <Typography variant="body2" role="status">
          {day ? `Data per ${formatDateTime(day.disimpan_pada)}` : 'Belum ada data hari ini di perangkat'}
          {` · ${counts.menunggu} menunggu · ${counts.ditolak} ditolak`}
        </Typography>
        <Button size="small" onClick={() => void refresh()} disabled={!online || refreshing}>Perbarui Data</Button>
        <Button size="small" onClick={() => void sync()} disabled={!online || counts.menunggu === 0}>Kirim Sekarang</Button>
      </Box>
      {error && <Alert severity="warning">{error}</Alert>}
      {saved && <Alert severity="success" onClose={() => setSaved(null)}>{saved}</Alert>}
      {!day ? (
        <Alert severity="info">Data hari ini belum tersimpan di perangkat: data diambil otomatis saat ada sinyal (setelah trip dimulai).</Alert>
      ) : (
        <>
          {!day.trip && <Alert severity="info">Tidak ada trip kendaraan yang berjalan: penjualan menunggu barang dimuat.</Alert>}
          <Tabs value={tab} onChange={(_e, v: TabName) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Kerja hari ini">
            <Tab value="hari" label="Hari Ini" />
            <Tab value="jual" label="Jual" />
            <Tab value="tagih" label="Tagih" />
            <Tab value="retur" label="Retur" />
            <Tab value="baru" label="Konsumen Baru" />
            <Tab value="antrean" label={`Antrean (${counts.menunggu + counts.ditolak})`} />
            <Tab value="stok" label="Stok Mobil" />
            <Tab value="konsumen" label="Konsumen" />
          </Tabs>
          {tab === 'hari' && <HariIni day={day} queue={queue} userId={user.id} onGo={setTab} />}
          {tab === 'jual' && <JualOffline key={editing?.client_id ?? `baru-${konsumenParam ?? ''}`} day={day} queue={queue} userId={user.id} editing={editing} konsumenId={konsumenParam} onDone={done} />}
          {tab === 'tagih' && <TagihOffline key={`tagih-${konsumenParam ?? ''}`} day={day} queue={queue} userId={user.id} konsumenId={konsumenParam} onDone={done} />}
          {tab === 'retur' && <ReturOffline day={day} queue={queue} userId={user.id} onDone={done} />}
          {tab === 'baru' && <KonsumenBaruOffline day={day} userId={user.id} onDone={done} />}
          {tab === 'antrean' && <AntreanList queue={queue} day={day} onFix={(d) => { setEditing(d); setTab('jual'); }} />}
          {tab === 'stok' && <StokList day={day} queue={queue} />}
          {tab === 'konsumen' && <KonsumenList day={day} queue={queue} />}
        </>
      )}
    </Stack>
  );
}

export function StokList({ day, queue }: { day: DayData; queue: QueuedDoc[] }) {
  const stock = useMemo(() => availableStock(day, queue), [day, queue]);
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Stok kendaraan">
      {day.barang.map((b) => (
        <Box component="li" key={b.barang_id} sx={{ display: 'flex', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
          <span>{b.nama}</span>
          <span>{stock.get(b.barang_id) ?? 0} {b.satuan[0]?.kode} <Typography component="span" variant="caption" color="text.secondary">(server {b.qty})</Typography></span>
        </Box>
      ))}
    </Stack>
  );
}

export function KonsumenList({ day, queue }: { day: DayData; queue: QueuedDoc[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Konsumen rute">
      {day.konsumen.map((k) => {
        const debts = customerDebts(day, queue, k.id);
        const total = debts.reduce((s, d) => s + d.sisa, 0);
        const oldest = debts.filter((d) => d.id > 0)[0];
        return (
          <Box component="li" key={k.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
            <Typography fontWeight={600}>{k.nama}</Typography>
            <Typography variant="body2">
              Hutang {formatMoney(total)} · limit {formatMoney(k.limit_kredit)}{oldest ? ` · jatuh tempo ${formatDate(oldest.jatuh_tempo)}` : ''}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
