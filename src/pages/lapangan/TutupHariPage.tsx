import { useEffect, useMemo, useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle,
  FormControlLabel, IconButton, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatMoney, formatNumber, parseNumber } from '../../../common/format';
import { ALASAN_SELISIH_BARANG, TIPE_UANG, type TipeUang } from '../../../common/kunjungan';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { GroupedNumberText, groupDigits } from '../../framework/inputs/NumberField';
import { Figure } from '../../framework/display/Figure';
import { PecahanInput, pecahanBody, totalPecahan, type Lembar } from '../setoran/PecahanInput';

interface Barang { barang_id: number; kode: string; nama: string; satuan: string; dimuat: number; terjual: number; diretur_konsumen: number; hilang: number; harapan: number }
export interface Ringkasan {
  trip: { id: number; nomor: string; no_polisi: string | null; rute_nama: string | null; dibuka_pada: string };
  barang: Barang[];
  uang: Array<{ tipe: TipeUang; sistem: number }>;
  nota_putih: Array<{ hutang_id: number; nomor: string; konsumen: string; sisa: number; jatuh_tempo: string | null }>;
  penagih: Array<{ karyawan_id: number; nama: string }>;
  /** A draft unloading of the trip, which the close cancels and replaces. */
  pengembalian_draft?: Array<{ id: number; nomor: string }>;
}
interface Hasil { tutup_hari: { id: number; nomor: string }; pengembalian_sales: { id: number; nomor: string }; setoran: { id: number; nomor: string } | null }

const asText = (n: number) => groupDigits(String(n));
const amount = (text: string | undefined) => parseNumber(text ?? '') ?? 0;

/** One goods: the trip's figures, the count with − / + buttons, the difference and its reason. */
function GoodsCard({ b, dihitung, alasan, error, onCount, onAlasan }: {
  b: Barang; dihitung: number; alasan: string; error?: string; onCount: (n: number) => void; onAlasan: (a: string) => void;
}) {
  const selisih = dihitung - b.harapan;
  const figures: Array<[string, number]> = [['Dimuat', b.dimuat], ['Terjual', b.terjual], ['Retur Konsumen', b.diretur_konsumen], ['Harapan Sisa', b.harapan]];
  return (
    <Card variant="outlined" component="li" aria-label={b.nama} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>{b.nama}</Typography>
        <Typography variant="caption" color="text.secondary">{b.kode} · {b.satuan}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 0.5, my: 1 }}>
          {figures.map(([label, v]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>{label}</Typography>
              <Typography variant="body2" sx={{ fontWeight: label === 'Harapan Sisa' ? 600 : undefined }}>{formatNumber(v, 0)}</Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <IconButton aria-label={`Kurangi ${b.nama}`} onClick={() => onCount(Math.max(0, dihitung - 1))} disabled={dihitung <= 0} size="large"><Remove /></IconButton>
          <TextField
            size="small" label="Dihitung" value={formatNumber(dihitung, 0)} sx={{ width: 104 }}
            onChange={(e) => onCount(Math.max(0, parseNumber(e.target.value.replace(/[^\d.]/g, '')) ?? 0))}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Dihitung ${b.nama}` } }}
          />
          <IconButton aria-label={`Tambah ${b.nama}`} onClick={() => onCount(dihitung + 1)} size="large"><Add /></IconButton>
          <Chip
            label={`Selisih ${selisih > 0 ? '+' : ''}${formatNumber(selisih, 0)}`}
            color={selisih === 0 ? 'success' : selisih < 0 ? 'error' : 'warning'} variant={selisih === 0 ? 'outlined' : 'filled'}
          />
        </Stack>
        {selisih !== 0 && (
          <TextField
            select fullWidth size="small" sx={{ mt: 1 }} label="Alasan Selisih" value={alasan} required
            onChange={(e) => onAlasan(e.target.value)} error={Boolean(error)} helperText={error}
            slotProps={{ htmlInput: { 'aria-label': `Alasan selisih ${b.nama}` } }}
          >
            {ALASAN_SELISIH_BARANG.map((a) => <MenuItem key={a.value} value={a.value}>{a.label}</MenuItem>)}
          </TextField>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * "Tutup Hari" (issue 39), phone first: the trip, each goods counted against what should remain (a difference needs
 * its reason), the money counted per kind against the system (cash optionally by denomination), the unpaid notas
 * handed to a collector, then one confirmed "Tutup Hari & Setor" that makes the unloading and the deposit.
 */
export default function TutupHariPage() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const [search] = useSearchParams();
  const tripParam = search.get('trip');
  const params: Record<string, string> = tripParam ? { trip_kendaraan_id: tripParam } : {};
  const query = useQuery({
    queryKey: ['niaga', 'tutup-hari-ringkasan', tripParam],
    queryFn: async () => (await dataProvider.action<{ data: Ringkasan }>('/tutup-hari-ringkasan', undefined, { method: 'GET', params })).data,
    retry: false,
  });
  const r = query.data;
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [alasan, setAlasan] = useState<Record<number, string>>({});
  const [uang, setUang] = useState<Partial<Record<TipeUang, string>>>({});
  const [lembar, setLembar] = useState<Lembar>({});
  const [pecahanOpen, setPecahanOpen] = useState(false);
  const [notes, setNotes] = useState<number[]>([]);
  const [penagih, setPenagih] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ messages: string[]; fields: Record<string, string[]> } | null>(null);
  const [hasil, setHasil] = useState<Hasil | null>(null);

  // The counts start at what should remain, the money at what the system holds.
  useEffect(() => {
    if (!r) return;
    setCounts(Object.fromEntries(r.barang.map((b) => [b.barang_id, b.harapan])));
    setUang(Object.fromEntries(r.uang.map((u) => [u.tipe, asText(u.sistem)])));
  }, [r]);

  const pecahanTotal = totalPecahan(lembar);
  const usePecahan = pecahanTotal > 0;
  const dihitung = (t: TipeUang) => (t === 'tunai' && usePecahan ? pecahanTotal : amount(uang[t]));
  const missingReason = useMemo(() => (r?.barang ?? []).filter((b) => (counts[b.barang_id] ?? b.harapan) !== b.harapan && !alasan[b.barang_id]), [r, counts, alasan]);
  const canSubmit = Boolean(r) && missingReason.length === 0 && (notes.length === 0 || penagih !== '') && !busy;

  const submit = async () => {
    if (!r) return;
    setBusy(true);
    setErrors(null);
    try {
      const body = {
        trip_kendaraan_id: r.trip.id,
        barang: r.barang.map((b) => {
          const n = counts[b.barang_id] ?? b.harapan;
          return { barang_id: b.barang_id, dihitung: n, alasan: n === b.harapan ? null : alasan[b.barang_id] ?? null };
        }),
        uang: r.uang.map((u) => ({ tipe: u.tipe, dihitung: dihitung(u.tipe) })),
        ...(usePecahan ? { pecahan: pecahanBody(lembar) } : {}),
        ...(notes.length ? { hutang_ids: notes, penagih_id: Number(penagih) } : {}),
      };
      const answer = await dataProvider.action<{ data: Hasil }>('/tutup-hari', body);
      setHasil(answer.data);
    } catch (e) {
      // The server's field messages (`barang.2.alasan`, `penagih_id`) shown beside their inputs.
      const raw = (e as { body?: { raw?: { errors?: Record<string, string[] | string> } } }).body?.raw?.errors ?? {};
      const fields = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, [v].flat().map(String)]));
      setErrors({ messages: errorToasts(e), fields });
    } finally {
      setBusy(false);
      setConfirm(false);
    }
  };

  if (hasil) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
        <Alert severity="success" sx={{ mb: 2 }}>Tutup hari {hasil.tutup_hari.nomor} tersimpan.</Alert>
        <Stack spacing={1}>
          <Typography>Pengembalian sales <strong>{hasil.pengembalian_sales.nomor}</strong> menunggu persetujuan gudang.</Typography>
          <Button component={Link} to={`/pengembalian-sales/${hasil.pengembalian_sales.id}/show`} variant="outlined">Lihat Pengembalian {hasil.pengembalian_sales.nomor}</Button>
          {hasil.setoran ? (
            <>
              <Typography>Setoran <strong>{hasil.setoran.nomor}</strong> menunggu diterima Finance.</Typography>
              <Button component={Link} to={`/setoran/${hasil.setoran.id}/show`} variant="outlined">Lihat Setoran {hasil.setoran.nomor}</Button>
            </>
          ) : <Typography>Tidak ada uang yang disetor.</Typography>}
          <Button component={Link} to={`/tutup-hari/${hasil.tutup_hari.id}/show`}>Lihat Dokumen Tutup Hari</Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, overflowX: 'hidden' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>Tutup Hari</Typography>
      {query.isLoading && <Typography>Memuat data trip…</Typography>}
      {query.isError && <Alert severity="warning">{errorToasts(query.error).join(' ')}</Alert>}
      {r && (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Trip {r.trip.nomor}</Typography>
              <Typography variant="body2">{[r.trip.no_polisi, r.trip.rute_nama].filter(Boolean).join(' · ')}</Typography>
              <Typography variant="body2" color="text.secondary">Dimuat {formatDate(r.trip.dibuka_pada)}</Typography>
            </CardContent>
          </Card>
          {(r.pengembalian_draft ?? []).length > 0 && (
            <Alert severity="info">
              Pengembalian {r.pengembalian_draft!.map((d) => d.nomor).join(', ')} (draft) akan dibatalkan dan diganti oleh hitungan tutup hari ini.
            </Alert>
          )}

          <Box component="section" aria-labelledby="th-barang">
            <Typography id="th-barang" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>Barang di Kendaraan</Typography>
            {r.barang.length === 0 && <Typography variant="body2">Trip ini tidak membawa barang.</Typography>}
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {r.barang.map((b, i) => (
                <GoodsCard
                  key={b.barang_id} b={b} dihitung={counts[b.barang_id] ?? b.harapan} alasan={alasan[b.barang_id] ?? ''}
                  error={errors?.fields[`barang.${i}.alasan`]?.[0]}
                  onCount={(n) => setCounts({ ...counts, [b.barang_id]: n })} onAlasan={(a) => setAlasan({ ...alasan, [b.barang_id]: a })}
                />
              ))}
            </Box>
          </Box>

          <Card variant="outlined" component="section" aria-labelledby="th-uang">
            <CardContent>
              <Typography id="th-uang" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>Uang</Typography>
              <Stack spacing={1.5}>
                {r.uang.map((u) => {
                  const label = TIPE_UANG.find((t) => t.value === u.tipe)!.label;
                  const selisih = dihitung(u.tipe) - u.sistem;
                  return (
                    <Box key={u.tipe} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)', gap: 1, alignItems: 'center' }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>{label}</Typography>
                        <Typography variant="caption" color="text.secondary">Sistem {formatMoney(u.sistem)}</Typography>
                        {selisih !== 0 && <Typography variant="caption" color={selisih < 0 ? 'error.main' : 'warning.main'} sx={{ display: 'block' }}>Selisih {formatMoney(selisih)}</Typography>}
                      </Box>
                      <GroupedNumberText
                        money size="small" label={`${label} Dihitung`} value={u.tipe === 'tunai' && usePecahan ? asText(pecahanTotal) : uang[u.tipe] ?? ''}
                        onChange={(text) => setUang({ ...uang, [u.tipe]: text })} disabled={u.tipe === 'tunai' && usePecahan}
                        helperText={u.tipe === 'tunai' && usePecahan ? 'Dari jumlah pecahan' : undefined}
                      />
                    </Box>
                  );
                })}
              </Stack>
              <Button sx={{ mt: 1 }} onClick={() => setPecahanOpen(!pecahanOpen)} aria-expanded={pecahanOpen}>
                {pecahanOpen ? 'Tutup hitungan pecahan' : 'Hitung tunai per pecahan'}
              </Button>
              {pecahanOpen && (
                <Box sx={{ mt: 1 }}>
                  <PecahanInput lembar={lembar} onChange={setLembar} />
                  <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
                    <Figure label="Total Pecahan" value={formatMoney(pecahanTotal)} />
                  </Stack>
                </Box>
              )}
            </CardContent>
          </Card>

          {r.nota_putih.length > 0 && (
            <Card variant="outlined" component="section" aria-labelledby="th-nota">
              <CardContent>
                <Typography id="th-nota" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Nota Putih Belum Lunas</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Centang nota yang diserahkan ke penagih.</Typography>
                <Stack>
                  {r.nota_putih.map((n) => (
                    <FormControlLabel
                      key={n.hutang_id}
                      control={<Checkbox checked={notes.includes(n.hutang_id)} onChange={(e) => setNotes(e.target.checked ? [...notes, n.hutang_id] : notes.filter((x) => x !== n.hutang_id))} />}
                      label={<span>{n.nomor} · {n.konsumen} · {formatMoney(n.sisa)}{n.jatuh_tempo ? ` · jatuh tempo ${formatDate(n.jatuh_tempo)}` : ''}</span>}
                      sx={{ alignItems: 'flex-start', '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere', pt: 1 } }}
                    />
                  ))}
                </Stack>
                <TextField
                  select fullWidth size="small" sx={{ mt: 1 }} label="Penagih" value={penagih} onChange={(e) => setPenagih(e.target.value)}
                  required={notes.length > 0} error={Boolean(errors?.fields.penagih_id)} helperText={errors?.fields.penagih_id?.[0]}
                >
                  {r.penagih.map((p) => <MenuItem key={p.karyawan_id} value={String(p.karyawan_id)}>{p.nama}</MenuItem>)}
                </TextField>
              </CardContent>
            </Card>
          )}

          {errors && <Alert severity="error">{errors.messages.join(' ')}</Alert>}
          {missingReason.length > 0 && <Alert severity="info">Pilih alasan selisih untuk: {missingReason.map((b) => b.nama).join(', ')}.</Alert>}
          <Box>
            <Button variant="contained" size="large" onClick={() => setConfirm(true)} disabled={!canSubmit}>Tutup Hari &amp; Setor</Button>
          </Box>
        </Stack>
      )}
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="th-konfirmasi">
        <DialogTitle id="th-konfirmasi">Tutup hari trip {r?.trip.nomor}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Pengembalian sales dan setoran akan dibuat dari hitungan ini. Tunai disetor {formatMoney(dihitung('tunai'))}. Setelah ini hitungan tidak dapat diubah.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Batal</Button>
          <Button variant="contained" onClick={submit} disabled={busy}>Ya, Tutup Hari</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
