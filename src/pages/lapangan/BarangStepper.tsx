import { useState } from 'react';
import { Box, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { formatMoney } from '../../../common/format';
import { priceFor, type DayData } from '../../offline/dayData';

export interface PickedLine { satuan_id: number; jumlah: number }

/**
 * The vehicle's goods as a list to pick from on a phone: the full name (wrapped, never cut), the price in force for
 * the customer's type per unit, what is left after the queue, and a − / + stepper with the unit beside it.
 */
export function BarangStepper(props: {
  day: DayData; stock: Map<number, number>; konsumenTypeId: number | null | undefined;
  picked: Map<number, PickedLine>; onChange: (barangId: number, line: PickedLine | null) => void;
}) {
  const { day, stock, picked } = props;
  const [cari, setCari] = useState('');
  const goods = day.barang.filter((b) => !cari.trim() || `${b.nama} ${b.kode}`.toLowerCase().includes(cari.trim().toLowerCase()));
  return (
    <Stack spacing={1}>
      <TextField size="small" label="Cari barang" value={cari} onChange={(e) => setCari(e.target.value)} />
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Barang di kendaraan">
        {goods.map((b) => {
          const line = picked.get(b.barang_id);
          const unit = b.satuan.find((u) => u.satuan_id === line?.satuan_id) ?? b.satuan[0];
          const base = props.konsumenTypeId === undefined ? null : priceFor(day, b.barang_id, props.konsumenTypeId);
          const left = stock.get(b.barang_id) ?? 0;
          const set = (jumlah: number, satuanId = unit?.satuan_id ?? 0) => props.onChange(b.barang_id, jumlah > 0 ? { satuan_id: satuanId, jumlah } : null);
          return (
            <Box component="li" key={b.barang_id} data-testid={`barang-${b.barang_id}`}
              sx={{ border: 1, borderColor: line ? 'primary.main' : 'divider', borderRadius: 1, p: 1 }}>
              <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>{b.nama}</Typography>
              <Typography variant="body2" color="text.secondary">
                {b.kode} · sisa {left} {b.satuan[0]?.kode ?? ''}{base !== null ? ` · ${formatMoney(base * (unit?.faktor ?? 1))}/${unit?.kode ?? ''}` : ''}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <IconButton aria-label={`Kurangi ${b.nama}`} onClick={() => set(Math.max(0, (line?.jumlah ?? 0) - 1))} disabled={!line}><Remove /></IconButton>
                <TextField size="small" value={line?.jumlah ?? 0} sx={{ width: '5rem' }}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Jumlah ${b.nama}`, style: { textAlign: 'center' } } }}
                  onChange={(e) => set(Math.max(0, Math.round(Number(e.target.value.replace(/\D/g, '')) || 0)))} />
                <IconButton aria-label={`Tambah ${b.nama}`} onClick={() => set((line?.jumlah ?? 0) + 1)}><Add /></IconButton>
                {b.satuan.length > 1 ? (
                  <TextField select size="small" value={unit?.satuan_id ?? ''} onChange={(e) => set(line?.jumlah ?? 1, Number(e.target.value))}
                    slotProps={{ htmlInput: { 'aria-label': `Satuan ${b.nama}` } }}>
                    {b.satuan.map((u) => <MenuItem key={u.satuan_id} value={u.satuan_id}>{u.kode}</MenuItem>)}
                  </TextField>
                ) : <Typography>{unit?.kode}</Typography>}
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
