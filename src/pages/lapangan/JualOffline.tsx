import { useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import { formatMoney, todayJakarta } from '../../../common/format';
import { availableStock, type DayData } from '../../offline/dayData';
import { priceSale, type PaymentInput, type SaleInput } from '../../offline/offlineSale';
import { enqueue, fixDoc, type QueuedDoc } from '../../offline/queue';
import { requestBackgroundSync, syncNow } from '../../offline/engine';
import { GroupedNumberText, groupDigits } from '../../framework/inputs/NumberField';

interface Line { key: number; barang_id: number | ''; satuan_id: number | ''; jumlah: string }
const num = (s: string) => Math.max(0, Math.round(Number(s.replace(/\./g, '').replace(',', '.')) || 0));
let nextKey = 1;
/** A chosen goods name wraps in the field, the whole row on a phone. */
const WRAP_SELECT = { gridColumn: { xs: '1 / -1', sm: 'auto' }, '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } };

/** The sale form of the day, on the stored data: every rule checked on the phone, the sale queued with its key. */
export function JualOffline(props: { day: DayData; queue: QueuedDoc[]; userId: number; editing?: QueuedDoc | null; onDone: (doc: QueuedDoc) => void }) {
  const { day, queue, editing } = props;
  const start = editing?.data as { konsumen_id?: number; rincian?: Array<{ barang_id: number; satuan_id: number; jumlah: number }>; bayar?: PaymentInput[] } | undefined;
  const [konsumenId, setKonsumenId] = useState<number | ''>(start?.konsumen_id ?? '');
  const [lines, setLines] = useState<Line[]>(start?.rincian?.map((l) => ({ key: nextKey++, barang_id: l.barang_id, satuan_id: l.satuan_id, jumlah: groupDigits(String(l.jumlah)) })) ?? [{ key: nextKey++, barang_id: '', satuan_id: '', jumlah: '' }]);
  const paid = (t: string) => groupDigits(String(start?.bayar?.find((p) => p.tipe === t)?.jumlah ?? ''));
  const [tunai, setTunai] = useState(paid('tunai'));
  const [transfer, setTransfer] = useState(paid('transfer'));
  const [bankId, setBankId] = useState<number | ''>((start?.bayar?.find((p) => p.tipe === 'transfer')?.kas_id as number | undefined) ?? '');
  const startGiro = start?.bayar?.find((p) => p.tipe === 'giro');
  const [giro, setGiro] = useState({ jumlah: paid('giro'), nomor: startGiro?.giro_nomor ?? '', bank: startGiro?.giro_bank ?? '', efektif: startGiro?.giro_jatuh_tempo ?? '' });
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  // A document being fixed does not count against itself.
  const others = useMemo(() => queue.filter((d) => d.client_id !== editing?.client_id), [queue, editing]);
  const stock = useMemo(() => availableStock(day, others), [day, others]);
  const banks = day.kas.filter((k) => k.jenis === 'bank');

  const input: SaleInput = {
    konsumen_id: Number(konsumenId), tanggal: todayJakarta(),
    lines: lines.filter((l) => l.barang_id !== '').map((l) => ({ barang_id: Number(l.barang_id), satuan_id: Number(l.satuan_id || 0), jumlah: num(l.jumlah) })),
    bayar: [
      ...(num(tunai) > 0 ? [{ tipe: 'tunai' as const, jumlah: num(tunai) }] : []),
      ...(num(transfer) > 0 ? [{ tipe: 'transfer' as const, jumlah: num(transfer), kas_id: bankId === '' ? null : bankId }] : []),
      ...(num(giro.jumlah) > 0 ? [{ tipe: 'giro' as const, jumlah: num(giro.jumlah), giro_nomor: giro.nomor.trim(), giro_bank: giro.bank.trim(), giro_jatuh_tempo: giro.efektif }] : []),
    ],
  };
  const priced = priceSale(day, others, input);
  const set = (key: number, change: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...change } : l)));

  const save = async () => {
    setTried(true);
    if (priced.errors.length || !konsumenId) return;
    setBusy(true);
    try {
      const change = { data: priced.data, ringkasan: priced.summary, stok_keluar: priced.stok_keluar };
      const doc = editing ? await fixDoc(editing.client_id, change) : await enqueue({ jenis: 'penjualan', user_id: props.userId, ...change });
      void requestBackgroundSync();
      void syncNow();
      props.onDone(doc);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="Penjualan offline">
      <TextField select label="Konsumen" value={konsumenId} onChange={(e) => setKonsumenId(Number(e.target.value))} required fullWidth>
        {day.konsumen.map((k) => <MenuItem key={k.id} value={k.id}>{k.nama}</MenuItem>)}
      </TextField>
      {lines.map((l, i) => {
        const goods = day.barang.find((b) => b.barang_id === l.barang_id);
        return (
          // On a phone the goods take a row of their own: a long name wraps instead of ending in "…".
          <Box key={l.key} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr auto', sm: '1fr 5.5rem 4.5rem auto' }, gap: 1, alignItems: 'start' }}>
            <TextField select size="small" label={`Barang ${i + 1}`} value={l.barang_id} sx={WRAP_SELECT} onChange={(e) => set(l.key, { barang_id: Number(e.target.value), satuan_id: day.barang.find((b) => b.barang_id === Number(e.target.value))?.satuan[0]?.satuan_id ?? '' })}
              helperText={goods ? `Sisa ${stock.get(goods.barang_id) ?? 0} ${goods.satuan[0]?.kode ?? ''}` : ' '}>
              {day.barang.map((b) => (
                <MenuItem key={b.barang_id} value={b.barang_id} sx={{ whiteSpace: 'normal', display: 'block' }}>
                  {b.nama}<Typography component="span" variant="caption" color="text.secondary" aria-hidden sx={{ display: 'block' }}>{b.kode}</Typography>
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label="Satuan" value={l.satuan_id} onChange={(e) => set(l.key, { satuan_id: Number(e.target.value) })} disabled={!goods}>
              {(goods?.satuan ?? []).map((u) => <MenuItem key={u.satuan_id} value={u.satuan_id}>{u.kode}</MenuItem>)}
            </TextField>
            <GroupedNumberText size="small" label="Jumlah" value={l.jumlah} onChange={(jumlah) => set(l.key, { jumlah })} />
            <IconButton aria-label={`Buang baris ${i + 1}`} onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}><Delete /></IconButton>
          </Box>
        );
      })}
      <Button variant="outlined" onClick={() => setLines((ls) => [...ls, { key: nextKey++, barang_id: '', satuan_id: '', jumlah: '' }])}>Tambah Barang</Button>
      <Typography variant="h6" component="p">Total {formatMoney(priced.summary.total)}</Typography>
      {Boolean(priced.summary.pembulatan) && (
        <Typography>Pembulatan tunai - {formatMoney(priced.summary.pembulatan!)} · dibayar {formatMoney(priced.summary.total - priced.summary.pembulatan!)}</Typography>
      )}
      <GroupedNumberText money label="Dibayar Tunai" value={tunai} onChange={setTunai} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GroupedNumberText money label="Dibayar Transfer" value={transfer} onChange={setTransfer} />
        <TextField select label="Rekening Bank" value={bankId} onChange={(e) => setBankId(Number(e.target.value))} disabled={num(transfer) === 0}>
          {banks.map((k) => <MenuItem key={k.id} value={k.id}>{k.nama}</MenuItem>)}
        </TextField>
      </Box>
      <GroupedNumberText money label="Dibayar Giro" value={giro.jumlah} onChange={(jumlah) => setGiro((g) => ({ ...g, jumlah }))} />
      {num(giro.jumlah) > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 1 }}>
          <TextField label="No. Giro" value={giro.nomor} onChange={(e) => setGiro((g) => ({ ...g, nomor: e.target.value }))} />
          <TextField label="Bank Giro" value={giro.bank} onChange={(e) => setGiro((g) => ({ ...g, bank: e.target.value }))} />
          <TextField label="Giro Efektif" type="date" value={giro.efektif} onChange={(e) => setGiro((g) => ({ ...g, efektif: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      )}
      <Typography variant="body2">Sisa menjadi Nota Putih (kredit): {formatMoney(priced.summary.bayar?.find((p) => p.tipe === 'nota_putih')?.jumlah ?? 0)}</Typography>
      {tried && priced.errors.length > 0 && <Alert severity="error" role="alert">{priced.errors.map((e) => <div key={e}>{e}</div>)}</Alert>}
      <Button type="submit" variant="contained" disabled={busy}>{editing ? 'Simpan Perbaikan ke Antrean' : 'Simpan ke Antrean'}</Button>
    </Stack>
  );
}
