import { useMemo, useState } from 'react';
import {
  Alert, Autocomplete, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import { useDataProvider, useGetList, useNotify } from 'ra-core';
import { useNavigate } from 'react-router';
import { formatDate, formatMoney, formatNumber, todayJakarta } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import type { ResourceViewProps } from '../../framework/pageParts';

interface Konsumen { id: number; kode?: string; nama: string }
interface Penjualan { id: number; nomor: string; tanggal: string; total: number; sisa_piutang: number }
interface SaleLine { id: number; barang_id: number; barang?: { id: number; nama?: string } | null; qty: number; qty_retur: number; subtotal: number; ppn: number }
interface Choice { jumlah: string; kondisi: 'baik' | 'rusak' }

const netPrice = (l: SaleLine) => (l.qty > 0 ? Math.round(l.subtotal / l.qty) : 0);

/**
 * `/retur-konsumen/create`: the salesperson picks the customer, then one of that customer's completed sales, and
 * types per goods line how much comes back and in what condition (never more than is left to return: the server
 * checks again, pending returns included). Settled against the sale's receivable or paid back in cash.
 */
export default function ReturKonsumenCreate(_props: ResourceViewProps) {
  return <ReturKonsumenForm />;
}

export interface StoredRetur {
  id: number; nomor: string; tanggal: string; konsumen_id: number; konsumen?: { id: number; nama?: string } | null; penjualan_id: number;
  penyelesaian: 'potong_piutang' | 'tunai'; keterangan: string | null; status: string;
  rincian?: Array<{ id: number; penjualan_rincian_id: number; jumlah: number; kondisi: 'baik' | 'rusak' }>;
}

/** The return's form: empty for a new one, or a stored draft with its lines (saved with its id). */
export function ReturKonsumenForm({ record }: { record?: StoredRetur }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const [tanggal, setTanggal] = useState(record?.tanggal ?? todayJakarta());
  const [q, setQ] = useState('');
  const [konsumen, setKonsumen] = useState<Konsumen | null>(record ? { id: record.konsumen_id, nama: record.konsumen?.nama ?? `Konsumen #${record.konsumen_id}` } : null);
  const [penjualanId, setPenjualanId] = useState<number | ''>(record?.penjualan_id ?? '');
  const [penyelesaian, setPenyelesaian] = useState<'potong_piutang' | 'tunai'>(record?.penyelesaian ?? 'potong_piutang');
  const [keterangan, setKeterangan] = useState(record?.keterangan ?? '');
  const [choices, setChoices] = useState<Record<number, Choice>>(() => Object.fromEntries((record?.rincian ?? []).map((l) => [l.penjualan_rincian_id, { jumlah: String(l.jumlah), kondisi: l.kondisi }])));
  const [saving, setSaving] = useState(false);

  const customers = useGetList<Konsumen>('konsumen', { filter: q ? { q } : {}, pagination: { page: 1, perPage: 20 }, sort: { field: 'nama', order: 'ASC' } });
  const sales = useGetList<Penjualan>('penjualan', { filter: { konsumen_id: konsumen?.id, status: 'selesai' }, pagination: { page: 1, perPage: 50 }, sort: { field: 'tanggal', order: 'DESC' } }, { enabled: konsumen !== null });
  const lines = useGetList<SaleLine>('penjualan-rincian', { filter: { penjualan_id: penjualanId }, pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' } }, { enabled: penjualanId !== '' });

  const rincian = useMemo(() => (lines.data ?? []).flatMap((l) => {
    const c = choices[l.id];
    const jumlah = Number(c?.jumlah ?? 0);
    return jumlah > 0 ? [{ penjualan_rincian_id: l.id, jumlah, kondisi: c.kondisi }] : [];
  }), [lines.data, choices]);
  const total = (lines.data ?? []).reduce((s, l) => {
    const jumlah = Number(choices[l.id]?.jumlah ?? 0);
    return s + (l.qty > 0 ? Math.round((l.subtotal * jumlah) / l.qty) + Math.round((l.ppn * jumlah) / l.qty) : 0);
  }, 0);
  const overLine = (lines.data ?? []).find((l) => Number(choices[l.id]?.jumlah ?? 0) > l.qty - l.qty_retur);
  const setChoice = (id: number, patch: Partial<Choice>) => setChoices((prev) => ({ ...prev, [id]: { ...(prev[id] ?? { jumlah: '', kondisi: 'baik' }), ...patch } }));

  const save = async () => {
    if (!konsumen || penjualanId === '') return;
    setSaving(true);
    try {
      const answer = await dataProvider.action<{ data: { id: number; nomor: string } }>('/input/retur-konsumen', {
        ...(record ? { id: record.id } : {}), tanggal, konsumen_id: konsumen.id, penjualan_id: penjualanId, penyelesaian, keterangan: keterangan || null, rincian,
      });
      notify(`Retur Konsumen ${answer.data.nomor} tersimpan sebagai draft`, { type: 'success' });
      navigate(`/retur-konsumen/${answer.data.id}/show`);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{record ? `Ubah Retur Konsumen ${record.nomor}` : 'Retur Konsumen Baru'}</Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            <TextField size="small" type="date" label="Tanggal" value={tanggal} onChange={(e) => e.target.value && setTanggal(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Autocomplete<Konsumen>
              options={customers.data ?? []}
              value={konsumen}
              filterOptions={(x) => x}
              getOptionLabel={(k) => (k.kode ? `${k.kode} - ${k.nama}` : k.nama)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onInputChange={(_e, v, reason) => { if (reason === 'input') setQ(v); }}
              onChange={(_e, v) => { setKonsumen(v); setPenjualanId(''); setChoices({}); }}
              noOptionsText="Konsumen tidak ditemukan"
              loadingText="Memuat…"
              renderInput={(params) => <TextField {...params} size="small" label="Konsumen" required />}
            />
            <TextField
              select size="small" label="Penjualan Asal" required value={penjualanId} disabled={!konsumen}
              onChange={(e) => { setPenjualanId(Number(e.target.value)); setChoices({}); }}
              helperText={!konsumen ? 'Pilih konsumen dahulu' : sales.data?.length === 0 ? 'Konsumen ini belum punya penjualan selesai' : 'Nota penjualan tempat barang dibeli'}
              // The hint says what to do while the field waits for a customer: readable (AA contrast), not greyed out.
              slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
            >
              {record && !(sales.data ?? []).some((p) => p.id === record.penjualan_id) && <MenuItem value={record.penjualan_id}>{`Penjualan #${record.penjualan_id}`}</MenuItem>}
              {(sales.data ?? []).map((p) => <MenuItem key={p.id} value={p.id}>{`${p.nomor} · ${formatDate(p.tanggal)} · ${formatMoney(p.total)}`}</MenuItem>)}
            </TextField>
            <TextField select size="small" label="Penyelesaian" value={penyelesaian} onChange={(e) => setPenyelesaian(e.target.value as 'potong_piutang' | 'tunai')}
              helperText="Potong piutang mengurangi sisa piutang nota; kelebihannya dibayar tunai dari kas sales">
              <MenuItem value="potong_piutang">Potong Piutang</MenuItem>
              <MenuItem value="tunai">Uang Kembali (Tunai)</MenuItem>
            </TextField>
            <TextField size="small" label="Keterangan" value={keterangan} onChange={(e) => setKeterangan(e.target.value)} multiline />
          </Stack>
        </CardContent>
      </Card>
      {penjualanId !== '' && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">Barang Diretur</Typography>
          {(lines.data ?? []).map((l) => {
            const sisa = l.qty - l.qty_retur;
            const c = choices[l.id] ?? { jumlah: '', kondisi: 'baik' };
            const nama = l.barang?.nama ?? `Barang #${l.barang_id}`;
            return (
              <Card key={l.id} variant="outlined" data-testid={`retur-baris-${l.id}`}>
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{nama}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Terjual {formatNumber(l.qty)} · sudah diretur {formatNumber(l.qty_retur)} · harga {formatMoney(netPrice(l))}
                  </Typography>
                  <Stack direction="row" spacing={1}>
                    <TextField
                      size="small" label={`Jumlah ${nama}`} type="number" value={c.jumlah} sx={{ flex: 1 }}
                      slotProps={{ htmlInput: { min: 0, max: sisa, inputMode: 'numeric' } }}
                      error={Number(c.jumlah) > sisa}
                      helperText={Number(c.jumlah) > sisa ? `Paling banyak ${formatNumber(sisa)}` : `Sisa dapat diretur ${formatNumber(sisa)}`}
                      onChange={(e) => setChoice(l.id, { jumlah: e.target.value })}
                    />
                    <TextField select size="small" label={`Kondisi ${nama}`} value={c.kondisi} sx={{ flex: 1 }} onChange={(e) => setChoice(l.id, { kondisi: e.target.value as 'baik' | 'rusak' })}>
                      <MenuItem value="baik">Baik</MenuItem>
                      <MenuItem value="rusak">Rusak</MenuItem>
                    </TextField>
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
      {overLine && <Alert severity="warning" sx={{ mb: 2 }}>Jumlah retur {overLine.barang?.nama ?? ''} melebihi sisa yang dapat diretur.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }}>Total retur: <strong>{formatMoney(total)}</strong></Typography>
        <Button variant="contained" onClick={save} disabled={saving || !konsumen || penjualanId === '' || rincian.length === 0 || overLine !== undefined}>Simpan Draft</Button>
      </Stack>
    </Box>
  );
}
