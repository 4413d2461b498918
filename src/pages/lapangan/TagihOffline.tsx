import { useMemo, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { formatDate, formatMoney } from '../../../common/format';
import { customerDebts, type DayData } from '../../offline/dayData';
import type { QueuedDoc } from '../../offline/queue';
import { queueCollection } from '../../offline/dayActions';
import { GroupedNumberText } from '../../framework/inputs/NumberField';

/** A collection of one open invoice on the stored data (tunai into the salesperson's cash, or transfer or QRIS into a bank). */
export function TagihOffline(props: { day: DayData; queue: QueuedDoc[]; userId: number; konsumenId?: number; onDone: (doc: QueuedDoc) => void }) {
  const { day, queue } = props;
  const [konsumenId, setKonsumenId] = useState<number | ''>(props.konsumenId ?? '');
  const [hutangId, setHutangId] = useState<number | ''>('');
  const [tipe, setTipe] = useState<'tunai' | 'transfer' | 'qris'>('tunai');
  const [bankId, setBankId] = useState<number | ''>('');
  const [jumlah, setJumlah] = useState('');
  const [error, setError] = useState<string | null>(null);
  const debts = useMemo(() => (konsumenId ? customerDebts(day, queue, konsumenId).filter((d) => d.id > 0) : []), [day, queue, konsumenId]);
  const withDebt = day.konsumen.filter((k) => day.hutang.some((h) => h.konsumen_id === k.id));
  const chosen = debts.find((d) => d.id === hutangId);

  const save = async () => {
    const n = Math.round(Number(jumlah.replace(/\./g, '')) || 0);
    if (!chosen || !konsumenId) return setError('Pilih faktur yang dibayar');
    const { doc, errors } = await queueCollection(day, queue, props.userId, { konsumen_id: konsumenId, hutang_id: chosen.id, tipe, jumlah: n, kas_id: bankId === '' ? null : bankId });
    if (!doc) return setError(errors[0]);
    props.onDone(doc);
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="Penagihan offline">
      <TextField select label="Konsumen" value={konsumenId} onChange={(e) => { setKonsumenId(Number(e.target.value)); setHutangId(''); }} required>
        {withDebt.map((k) => <MenuItem key={k.id} value={k.id}>{k.nama}</MenuItem>)}
      </TextField>
      <TextField select label="Faktur" value={hutangId} onChange={(e) => setHutangId(Number(e.target.value))} disabled={!konsumenId} required>
        {debts.map((d) => <MenuItem key={d.id} value={d.id}>{d.nomor} · jatuh tempo {formatDate(d.jatuh_tempo)} · sisa {formatMoney(d.sisa)}</MenuItem>)}
      </TextField>
      <TextField select label="Jenis Bayar" value={tipe} onChange={(e) => setTipe(e.target.value as 'tunai' | 'transfer' | 'qris')}>
        <MenuItem value="tunai">Tunai</MenuItem>
        <MenuItem value="transfer">Transfer</MenuItem>
        <MenuItem value="qris">QRIS</MenuItem>
      </TextField>
      {(tipe === 'transfer' || tipe === 'qris') && (
        <TextField select label="Rekening Bank" value={bankId} onChange={(e) => setBankId(Number(e.target.value))}>
          {day.kas.filter((k) => k.jenis === 'bank').map((k) => <MenuItem key={k.id} value={k.id}>{k.nama}</MenuItem>)}
        </TextField>
      )}
      <GroupedNumberText money label="Jumlah Bayar" value={jumlah} onChange={setJumlah} required />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button type="submit" variant="contained">Simpan ke Antrean</Button>
    </Stack>
  );
}
