import { useEffect, useMemo, useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItemButton,
  ListItemText, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { formatMoney, formatNumber } from '../../../common/format';
import { NumberField } from '../../framework/inputs/NumberField';
import { lineSubtotal } from './penjualanMath';
import { newLineKey, usePrice, type FormLine } from './penjualanApi';
import type { StockGoods } from './useVehicle';

/** The goods on the vehicle, searched by name or code; each shows what the vehicle still carries. */
function GoodsPickerDialog(props: { goods: StockGoods[]; chosen: Set<number>; onPick: (g: StockGoods) => void; onClose: () => void }) {
  const [q, setQ] = useState('');
  // Only what the vehicle still carries can be sold.
  const shown = props.goods.filter((g) => g.qty > 0 && `${g.nama} ${g.kode}`.toLowerCase().includes(q.trim().toLowerCase()));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>Pilih Barang dari Mobil</DialogTitle>
      <DialogContent dividers>
        <TextField label="Cari barang" value={q} onChange={(e) => setQ(e.target.value)} fullWidth autoFocus sx={{ mb: 1 }} />
        {shown.length === 0 && <Typography color="text.secondary">Tidak ada barang di mobil yang cocok.</Typography>}
        <List aria-label="Barang di mobil">
          {shown.map((g) => (
            <ListItemButton key={g.barang_id} onClick={() => props.onPick(g)} sx={{ minHeight: 56 }}>
              <ListItemText
                primary={`${g.nama}${props.chosen.has(g.barang_id) ? ' (sudah di nota)' : ''}`}
                secondary={`${g.kode} · Stok mobil ${formatNumber(g.qty, 0)}`}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions><Button onClick={props.onClose}>Tutup</Button></DialogActions>
    </Dialog>
  );
}

/**
 * One goods line as a card (one column on a phone): unit, quantity, the price list's price (read-only for a
 * salesperson), the line discount and its subtotal; the vehicle's stock of the goods beside it.
 */
function LineCard(props: {
  line: FormLine; stock: StockGoods | undefined; konsumenId: number | null; tanggal: string; mayChangePrice: boolean;
  onChange: (patch: Partial<FormLine>) => void; onRemove: () => void; error?: string;
}) {
  const { line, stock, onChange } = props;
  const price = usePrice(line.barang_id, props.konsumenId, props.tanggal);
  const units = useMemo(() => price.data?.satuan ?? [], [price.data]);
  const listPrice = price.data?.harga ?? null;
  useEffect(() => {
    if (listPrice === null || listPrice === line.harga_daftar) return;
    const followList = !props.mayChangePrice || line.harga_daftar === null || line.harga === line.harga_daftar;
    onChange({ harga_daftar: listPrice, ...(followList ? { harga: listPrice } : {}) });
    // Only a new list price (another customer or date) resets the line's price.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listPrice]);
  const unit = units.find((u) => u.satuan_id === line.satuan_id) ?? units[0];
  const qty = line.jumlah * line.faktor;
  const over = stock !== undefined && qty > stock.qty;
  const subtotal = lineSubtotal({ qty, harga: line.harga, diskon: line.diskon, kena_ppn: line.kena_ppn });
  const baseKode = units.find((u) => u.faktor === 1)?.kode ?? '';
  return (
    <Card variant="outlined" component="li" aria-label={`Baris ${line.barang_nama}`} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" alignItems="flex-start" spacing={1}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.barang_nama}</Typography>
            <Typography variant="caption" color={over ? 'error.main' : 'text.secondary'}>
              Stok mobil {stock ? `${formatNumber(stock.qty, 0)} ${baseKode}` : 'tidak tersedia'}{line.kena_ppn ? ' · Kena PPN' : ''}
            </Typography>
          </Box>
          <IconButton aria-label={`Hapus ${line.barang_nama}`} onClick={props.onRemove} size="large"><DeleteOutline /></IconButton>
        </Stack>
        {price.isSuccess && price.data === null && <Alert severity="error" sx={{ mt: 1 }}>Harga jual belum ditetapkan untuk barang ini pada tanggal tersebut.</Alert>}
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              select label="Satuan" value={unit?.satuan_id ?? ''} sx={{ flex: 1 }} disabled={units.length === 0}
              onChange={(e) => {
                const u = units.find((x) => x.satuan_id === Number(e.target.value));
                if (u) onChange({ satuan_id: u.satuan_id, faktor: u.faktor });
              }}
            >
              {units.map((u) => <MenuItem key={u.satuan_id} value={u.satuan_id}>{u.kode}{u.faktor > 1 ? ` (${u.faktor} ${baseKode})` : ''}</MenuItem>)}
            </TextField>
            <Box sx={{ flex: 1 }}>
              <NumberField label="Jumlah" required value={line.jumlah} onChange={(v) => onChange({ jumlah: v ?? 0 })}
                error={props.error ?? (line.jumlah < 1 ? 'Minimal 1' : over ? `Melebihi stok mobil (${formatNumber(stock!.qty, 0)} ${baseKode})` : undefined)} />
            </Box>
          </Stack>
          <NumberField
            money label={`Harga per ${baseKode || 'satuan dasar'}`} value={line.harga} readOnly={!props.mayChangePrice}
            onChange={(v) => onChange({ harga: v ?? 0 })}
            helperText={props.mayChangePrice
              ? (line.harga_daftar !== null && line.harga !== line.harga_daftar ? `Harga daftar ${formatMoney(line.harga_daftar)} — perubahan dicatat` : 'Harga daftar untuk tipe konsumen ini')
              : 'Harga daftar (tidak dapat diubah sales)'}
          />
          <NumberField money label="Diskon Baris" value={line.diskon} onChange={(v) => onChange({ diskon: v ?? 0 })}
            error={line.diskon > qty * line.harga ? 'Diskon melebihi nilai barang' : undefined} />
          <Stack direction="row" justifyContent="space-between">
            <Typography color="text.secondary">{formatNumber(line.jumlah, 0)} {unit?.kode ?? ''} × {formatMoney(line.harga * line.faktor)}</Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="subtotal-baris">{formatMoney(subtotal)}</Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The sale's goods lines and the button that adds goods from the vehicle. */
export function BarisPenjualan(props: {
  lines: FormLine[]; goods: StockGoods[]; goodsLoading: boolean; konsumenId: number | null; tanggal: string; mayChangePrice: boolean;
  /** Functional updates: several lines may change in one render (prices arriving together). */
  update: (change: (lines: FormLine[]) => FormLine[]) => void; errors?: Record<string, string>; noVehicle?: string;
}) {
  const [picking, setPicking] = useState(false);
  const byId = new Map(props.goods.map((g) => [g.barang_id, g]));
  const add = (g: StockGoods) => {
    setPicking(false);
    props.update((lines) => [...lines, {
      key: newLineKey(), barang_id: g.barang_id, barang_nama: g.nama, kena_ppn: g.kena_ppn, satuan_id: g.satuan_id, faktor: 1,
      jumlah: 1, harga: 0, harga_daftar: null, diskon: 0,
    }]);
  };
  return (
    <Stack spacing={1.5}>
      {props.lines.length === 0 && <Typography color="text.secondary">Belum ada barang. Tekan "Tambah Barang".</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {props.lines.map((line, i) => (
          <LineCard
            key={line.key} line={line} stock={byId.get(line.barang_id)} konsumenId={props.konsumenId} tanggal={props.tanggal}
            mayChangePrice={props.mayChangePrice} error={props.errors?.[`rincian.${i}.jumlah`]}
            onChange={(patch) => props.update((lines) => lines.map((l) => (l.key === line.key ? { ...l, ...patch } : l)))}
            onRemove={() => props.update((lines) => lines.filter((l) => l.key !== line.key))}
          />
        ))}
      </Stack>
      {props.noVehicle && <Alert severity="warning">{props.noVehicle}</Alert>}
      <Button
        variant="outlined" size="large" startIcon={<AddShoppingCart />} onClick={() => setPicking(true)}
        disabled={!props.konsumenId || props.goodsLoading || Boolean(props.noVehicle)} sx={{ minHeight: 48 }}
      >
        Tambah Barang
      </Button>
      {!props.konsumenId && <Typography variant="caption" color="text.secondary">Pilih konsumen dulu: harga mengikuti tipe konsumen.</Typography>}
      {picking && <GoodsPickerDialog goods={props.goods} chosen={new Set(props.lines.map((l) => l.barang_id))} onPick={add} onClose={() => setPicking(false)} />}
    </Stack>
  );
}
