import { useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatMoney, todayJakarta } from '../../../common/format';
import { availableStock, type DayData } from '../../offline/dayData';
import { priceSale, type PaymentInput, type SaleInput } from '../../offline/offlineSale';
import type { QueuedDoc } from '../../offline/queue';
import { queueSale } from '../../offline/dayActions';
import { GroupedNumberText, groupDigits } from '../../framework/inputs/NumberField';
import { KonsumenPilih } from './KonsumenPilih';
import { BarangStepper, type PickedLine } from './BarangStepper';

const num = (s: string) => Math.max(0, Math.round(Number(s.replace(/\./g, '').replace(',', '.')) || 0));

/** The sale form of the day, on the stored data: every rule checked on the phone, the sale queued with its key. */
export function JualOffline(props: { day: DayData; queue: QueuedDoc[]; userId: number; editing?: QueuedDoc | null; konsumenId?: number; onDone: (doc: QueuedDoc) => void }) {
  const { day, queue, editing } = props;
  const start = editing?.data as { konsumen_id?: number; rincian?: Array<{ barang_id: number; satuan_id: number; jumlah: number }>; bayar?: PaymentInput[] } | undefined;
  const [konsumenId, setKonsumenId] = useState<number | ''>(start?.konsumen_id ?? props.konsumenId ?? '');
  const [picked, setPicked] = useState<Map<number, PickedLine>>(() => new Map((start?.rincian ?? []).map((l) => [l.barang_id, { satuan_id: l.satuan_id, jumlah: l.jumlah }])));
  const paid = (t: string) => groupDigits(String(start?.bayar?.find((p) => p.tipe === t)?.jumlah ?? ''));
  const [tunai, setTunai] = useState(paid('tunai'));
  const [transfer, setTransfer] = useState(paid('transfer'));
  const [bankId, setBankId] = useState<number | ''>((start?.bayar?.find((p) => p.tipe === 'transfer')?.kas_id as number | undefined) ?? '');
  const [qris, setQris] = useState(paid('qris'));
  const [qrisBankId, setQrisBankId] = useState<number | ''>((start?.bayar?.find((p) => p.tipe === 'qris')?.kas_id as number | undefined) ?? '');
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
    lines: [...picked].map(([barangId, l]) => ({ barang_id: barangId, satuan_id: l.satuan_id, jumlah: l.jumlah })),
    bayar: [
      ...(num(tunai) > 0 ? [{ tipe: 'tunai' as const, jumlah: num(tunai) }] : []),
      ...(num(transfer) > 0 ? [{ tipe: 'transfer' as const, jumlah: num(transfer), kas_id: bankId === '' ? null : bankId }] : []),
      ...(num(qris) > 0 ? [{ tipe: 'qris' as const, jumlah: num(qris), kas_id: qrisBankId === '' ? null : qrisBankId }] : []),
      ...(num(giro.jumlah) > 0 ? [{ tipe: 'giro' as const, jumlah: num(giro.jumlah), giro_nomor: giro.nomor.trim(), giro_bank: giro.bank.trim(), giro_jatuh_tempo: giro.efektif }] : []),
    ],
  };
  const priced = priceSale(day, others, input);
  const pick = (barangId: number, line: PickedLine | null) => setPicked((m) => {
    const next = new Map(m);
    if (line) next.set(barangId, line); else next.delete(barangId);
    return next;
  });
  const konsumen = day.konsumen.find((k) => k.id === konsumenId);

  const save = async () => {
    setTried(true);
    if (priced.errors.length || !konsumenId) return;
    setBusy(true);
    try {
      const { doc } = await queueSale(day, queue, props.userId, input, editing);
      if (doc) props.onDone(doc);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="Penjualan offline">
      <KonsumenPilih day={day} queue={others} value={konsumenId} onChange={setKonsumenId} error={tried && !konsumenId} />
      <BarangStepper day={day} stock={stock} konsumenTypeId={konsumen ? konsumen.konsumen_type_id : undefined} picked={picked} onChange={pick} />
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
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GroupedNumberText money label="Dibayar QRIS" value={qris} onChange={setQris} />
        <TextField select label="Rekening Bank QRIS" value={qrisBankId} onChange={(e) => setQrisBankId(Number(e.target.value))} disabled={num(qris) === 0}>
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
