import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { formatDate, todayJakarta } from '../../../common/format';
import { returnable, type DayData } from '../../offline/dayData';
import { enqueue, type QueuedDoc } from '../../offline/queue';
import { requestBackgroundSync, syncNow } from '../../offline/engine';

/** A customer return of one line of a recent sale, reported from the phone (checked out and approved at the office). */
export function ReturOffline(props: { day: DayData; queue: QueuedDoc[]; userId: number; onDone: (doc: QueuedDoc) => void }) {
  const { day, queue } = props;
  const [konsumenId, setKonsumenId] = useState<number | ''>('');
  const [saleId, setSaleId] = useState<number | ''>('');
  const [lineId, setLineId] = useState<number | ''>('');
  const [jumlah, setJumlah] = useState('');
  const [kondisi, setKondisi] = useState<'baik' | 'rusak'>('baik');
  const [penyelesaian, setPenyelesaian] = useState<'potong_piutang' | 'tunai'>('potong_piutang');
  const [error, setError] = useState<string | null>(null);
  const sales = (day.penjualan ?? []).filter((p) => p.konsumen_id === konsumenId);
  const sale = sales.find((p) => p.id === saleId);
  const line = sale?.rincian.find((l) => l.id === lineId);
  const buyers = day.konsumen.filter((k) => (day.penjualan ?? []).some((p) => p.konsumen_id === k.id));

  const save = async () => {
    const n = Math.round(Number(jumlah) || 0);
    if (!sale || !line) return setError('Pilih penjualan dan barang yang diretur');
    const max = returnable(day, queue, line);
    if (n <= 0 || n > max) return setError(`Jumlah retur ${line.nama} harus 1 sampai ${max} (terjual dikurangi yang sudah diretur dan antrean)`);
    const data = { tanggal: todayJakarta(), konsumen_id: sale.konsumen_id, penjualan_id: sale.id, penyelesaian, rincian: [{ penjualan_rincian_id: line.id, jumlah: n, kondisi }] };
    const k = day.konsumen.find((c) => c.id === sale.konsumen_id);
    const doc = await enqueue({ jenis: 'retur-konsumen', user_id: props.userId, data, ringkasan: { konsumen_nama: k?.nama ?? '', total: 0, keterangan: `Retur ${n} ${line.nama} dari ${sale.nomor}` } });
    void requestBackgroundSync();
    void syncNow();
    props.onDone(doc);
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="Retur konsumen offline">
      <TextField select label="Konsumen" value={konsumenId} onChange={(e) => { setKonsumenId(Number(e.target.value)); setSaleId(''); setLineId(''); }} required>
        {buyers.map((k) => <MenuItem key={k.id} value={k.id}>{k.nama}</MenuItem>)}
      </TextField>
      <TextField select label="Penjualan Asal" value={saleId} onChange={(e) => { setSaleId(Number(e.target.value)); setLineId(''); }} disabled={!konsumenId} required>
        {sales.map((p) => <MenuItem key={p.id} value={p.id}>{p.nomor} · {formatDate(p.tanggal)}</MenuItem>)}
      </TextField>
      <TextField select label="Barang Diretur" value={lineId} onChange={(e) => setLineId(Number(e.target.value))} disabled={!sale} required>
        {(sale?.rincian ?? []).map((l) => <MenuItem key={l.id} value={l.id}>{l.nama} · dapat diretur {returnable(day, queue, l)}</MenuItem>)}
      </TextField>
      <TextField label="Jumlah (satuan dasar)" value={jumlah} onChange={(e) => setJumlah(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} required />
      <TextField select label="Kondisi" value={kondisi} onChange={(e) => setKondisi(e.target.value as 'baik' | 'rusak')}>
        <MenuItem value="baik">Baik (kembali ke kendaraan)</MenuItem>
        <MenuItem value="rusak">Rusak</MenuItem>
      </TextField>
      <TextField select label="Penyelesaian" value={penyelesaian} onChange={(e) => setPenyelesaian(e.target.value as 'potong_piutang' | 'tunai')}>
        <MenuItem value="potong_piutang">Potong Piutang</MenuItem>
        <MenuItem value="tunai">Uang Kembali (Tunai)</MenuItem>
      </TextField>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained">Simpan ke Antrean</Button>
    </Stack>
  );
}
