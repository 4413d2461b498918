import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { DayData } from '../../offline/dayData';
import { enqueue, type QueuedDoc } from '../../offline/queue';
import { requestBackgroundSync, syncNow } from '../../offline/engine';

/** A new customer registered on the phone: it is queued as an ajuan konsumen, approved at the office as usual. */
export function KonsumenBaruOffline(props: { day: DayData; userId: number; onDone: (doc: QueuedDoc) => void }) {
  const [v, setV] = useState({ nama: '', nama_pemilik: '', alamat: '', no_hp: '', rute_id: '' as number | '', konsumen_type_id: '' as number | '' });
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof typeof v) => ({ value: v[name], onChange: (e: { target: { value: string } }) => setV((o) => ({ ...o, [name]: name.endsWith('_id') ? Number(e.target.value) : e.target.value })) });

  const save = async () => {
    if (!v.nama.trim() || !v.alamat.trim() || !v.rute_id || !v.konsumen_type_id) return setError('Nama toko, alamat, rute dan tipe konsumen wajib diisi');
    const data: Record<string, unknown> = { nama: v.nama.trim(), alamat: v.alamat.trim(), rute_id: v.rute_id, konsumen_type_id: v.konsumen_type_id };
    if (v.nama_pemilik.trim()) data.nama_pemilik = v.nama_pemilik.trim();
    if (v.no_hp.trim()) data.no_hp = v.no_hp.trim();
    const doc = await enqueue({ jenis: 'ajuankonsumen', user_id: props.userId, data, ringkasan: { konsumen_nama: v.nama.trim(), total: 0, keterangan: 'Menunggu persetujuan kantor' } });
    void requestBackgroundSync();
    void syncNow();
    props.onDone(doc);
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="Konsumen baru offline">
      <Alert severity="info">Konsumen baru masuk sebagai ajuan dan baru dapat dijual kredit setelah disetujui kantor.</Alert>
      <TextField label="Nama Toko" required {...field('nama')} />
      <TextField label="Nama Pemilik" {...field('nama_pemilik')} />
      <TextField label="Alamat" required multiline {...field('alamat')} />
      <TextField label="No. HP" {...field('no_hp')} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
      <TextField select label="Rute" required {...field('rute_id')}>
        {(props.day.rute ?? []).map((r) => <MenuItem key={r.id} value={r.id}>{r.nama}</MenuItem>)}
      </TextField>
      <TextField select label="Tipe Konsumen" required {...field('konsumen_type_id')}>
        {(props.day.tipe_konsumen ?? []).map((t) => <MenuItem key={t.id} value={t.id}>{t.nama}</MenuItem>)}
      </TextField>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained">Simpan ke Antrean</Button>
    </Stack>
  );
}
