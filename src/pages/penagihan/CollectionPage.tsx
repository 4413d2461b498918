import { KAS_TUNAI_PERUSAHAAN } from '../../../common/kas';
import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert, Box, Button, Card, CardActions, CardContent, Chip, FormControl, FormControlLabel,
  FormLabel, Grid, MenuItem, Radio, RadioGroup, Stack, TextField, Typography,
} from '@mui/material';
import Payments from '@mui/icons-material/Payments';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'ra-core';
import { formatDate, formatMoney, parseNumber } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import type { ResourceViewProps } from '../../framework/pageParts';
import { GroupedNumberText, groupDigits } from '../../framework/inputs/NumberField';
import { Figure } from '../../framework/display/Figure';
import { isSalesUser, useCan } from '../../framework/access';
import { ActionDialog } from '../../framework/form/ActionDialog';
import { useDialogAction } from '../../framework/form/useDialogAction';

export interface OpenInvoice {
  id: number; nomor: string; no_faktur: string | null; sumber: string; tanggal: string; jatuh_tempo: string; jumlah: number; sisa: number;
  konsumen_id: number; konsumen_kode: string; konsumen_nama: string; rute_id: number | null; rute_kode: string | null; rute_nama: string | null;
  karyawan_id: number | null; sales_nama: string | null; penjualan_id: number | null; penjualan_nomor: string | null; terlambat_hari: number; jatuh_tempo_hari: number;
}
export interface CollectionAnswer {
  data: OpenInvoice[]; total: number; tanggal: string; bank: Array<{ id: number; kode: string; nama: string }>;
  totals: { jumlah_faktur: number; sisa: number; jumlah_konsumen: number; lewat_tempo: { jumlah_faktur: number; sisa: number } };
}


/** Due date line of an invoice: overdue in the error colour ("lewat N hari"), due today, or days left. */
export function DueLabel({ inv }: { inv: OpenInvoice }) {
  if (inv.terlambat_hari > 0) return <Chip size="small" color="error" label={`lewat ${inv.terlambat_hari} hari`} />;
  if (inv.jatuh_tempo_hari === 0) return <Chip size="small" color="warning" label="jatuh tempo hari ini" />;
  return <Chip size="small" variant="outlined" label={`${inv.jatuh_tempo_hari} hari lagi`} />;
}

/** The payment of one invoice: tunai, transfer or QRIS (bank account) or giro (number, bank, effective date). */
export function PaymentDialog({ inv, bank, onClose, onDone }: { inv: OpenInvoice; bank: CollectionAnswer['bank']; onClose: () => void; onDone: () => void }) {
  const sales = isSalesUser();
  const { data: tunaiKas } = useGetList<{ id: number; kode: string; nama: string }>('kas', { filter: { jenis: KAS_TUNAI_PERUSAHAAN }, pagination: { page: 1, perPage: 100 }, sort: { field: 'kode', order: 'ASC' } });
  const [tipe, setTipe] = useState<'tunai' | 'transfer' | 'qris' | 'giro'>('tunai');
  const [jumlah, setJumlah] = useState(groupDigits(String(inv.sisa)));
  const [kasId, setKasId] = useState<string>('');
  const [giro, setGiro] = useState({ giro_nomor: '', giro_bank: '', giro_jatuh_tempo: '' });
  const [keterangan, setKeterangan] = useState('');
  const { run, busy, errors, setErrors } = useDialogAction(onDone);
  const kasChoices = tipe === 'transfer' || tipe === 'qris' ? bank : tipe === 'tunai' && !sales ? (tunaiKas ?? []) : [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = parseNumber(jumlah);
    const body: Record<string, unknown> = { hutang_id: inv.id, tipe, jumlah: amount };
    if (kasChoices.length && kasId) body.kas_id = Number(kasId);
    if (tipe === 'giro') Object.assign(body, giro);
    if (keterangan.trim()) body.keterangan = keterangan.trim();
    await run('/input/penjualan-bayar', body, 'Pembayaran dicatat');
  };
  const err = (name: string): string | undefined => errors[name];

  return (
    <ActionDialog title={`Bayar ${inv.nomor}`} maxWidth="sm" onClose={onClose} onSubmit={submit} busy={busy} submitLabel="Simpan Pembayaran">
      <Typography>{inv.konsumen_nama} · sisa <strong>{formatMoney(inv.sisa)}</strong></Typography>
      <FormControl>
        <FormLabel id="tipe-bayar">Jenis Bayar</FormLabel>
        <RadioGroup row aria-labelledby="tipe-bayar" value={tipe} onChange={(e) => { setTipe(e.target.value as typeof tipe); setKasId(''); setErrors({}); }}>
          <FormControlLabel value="tunai" control={<Radio />} label="Tunai" />
          <FormControlLabel value="transfer" control={<Radio />} label="Transfer" />
          <FormControlLabel value="qris" control={<Radio />} label="QRIS" />
          <FormControlLabel value="giro" control={<Radio />} label="Giro" />
        </RadioGroup>
      </FormControl>
      <GroupedNumberText money label="Jumlah" value={jumlah} onChange={setJumlah} required
        error={Boolean(err('jumlah'))} helperText={err('jumlah') ?? `Paling banyak ${formatMoney(inv.sisa)}`} />
      {kasChoices.length > 0 && (
        <TextField select label={tipe === 'transfer' ? 'Rekening Bank Penerima' : tipe === 'qris' ? 'Rekening Bank Penerima QRIS' : 'Kas Penerima'} value={kasId} onChange={(e) => setKasId(e.target.value)} required
          error={Boolean(err('kas_id'))} helperText={err('kas_id')}>
          {kasChoices.map((k) => <MenuItem key={k.id} value={String(k.id)}>{k.kode} - {k.nama}</MenuItem>)}
        </TextField>
      )}
      {tipe === 'tunai' && sales && <Typography variant="body2" color="text.secondary">Uang tunai masuk ke kas Anda dan disetor lewat Setoran.</Typography>}
      {tipe === 'giro' && (
        <>
          <TextField label="No. Giro" value={giro.giro_nomor} onChange={(e) => setGiro({ ...giro, giro_nomor: e.target.value })} required error={Boolean(err('giro_nomor'))} helperText={err('giro_nomor')} />
          <TextField label="Bank Giro" value={giro.giro_bank} onChange={(e) => setGiro({ ...giro, giro_bank: e.target.value })} required error={Boolean(err('giro_bank'))} helperText={err('giro_bank')} />
          <TextField label="Tanggal Efektif Giro" type="date" value={giro.giro_jatuh_tempo} onChange={(e) => setGiro({ ...giro, giro_jatuh_tempo: e.target.value })} required
            slotProps={{ inputLabel: { shrink: true } }} error={Boolean(err('giro_jatuh_tempo'))} helperText={err('giro_jatuh_tempo') ?? 'Giro belum dihitung kas sampai cair'} />
        </>
      )}
      <TextField label="Keterangan" value={keterangan} onChange={(e) => setKeterangan(e.target.value)} multiline minRows={2} />
      {Object.keys(errors).filter((k) => !['jumlah', 'kas_id', 'giro_nomor', 'giro_bank', 'giro_jatuh_tempo'].includes(k)).map((k) => (
        <Alert key={k} severity="error">{errors[k]}</Alert>
      ))}
    </ActionDialog>
  );
}

/**
 * SPEC.md /collection: the open invoices of the customers the user sees (a salesperson: their routes), oldest
 * due date first, overdue ones in the error colour, each with "Bayar". Cards, so a 390 px phone needs no scrolling sideways.
 */
export default function CollectionPage(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const canPay = useCan('/collection', 'create');
  const sales = isSalesUser();
  const [filter, setFilter] = useState<{ rute_id?: string; karyawan_id?: string; q?: string }>({});
  const [typed, setTyped] = useState('');
  const [paying, setPaying] = useState<OpenInvoice | null>(null);
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  const query = useQuery({
    queryKey: ['niaga', 'collection', params],
    queryFn: () => dataProvider.action<CollectionAnswer>('/collection', undefined, { method: 'GET', params }),
  });
  const all = useQuery({
    queryKey: ['niaga', 'collection', {}],
    queryFn: () => dataProvider.action<CollectionAnswer>('/collection', undefined, { method: 'GET', params: {} }),
  });
  const options = useMemo(() => {
    const rute = new Map<number, string>();
    const karyawan = new Map<number, string>();
    for (const r of all.data?.data ?? []) {
      if (r.rute_id) rute.set(r.rute_id, `${r.rute_kode ?? ''} ${r.rute_nama ?? ''}`.trim());
      if (r.karyawan_id) karyawan.set(r.karyawan_id, r.sales_nama ?? String(r.karyawan_id));
    }
    return { rute: [...rute].sort((a, b) => a[1].localeCompare(b[1])), karyawan: [...karyawan].sort((a, b) => a[1].localeCompare(b[1])) };
  }, [all.data]);
  const answer = query.data;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <TextField select size="small" label="Rute" value={filter.rute_id ?? ''} onChange={(e) => setFilter({ ...filter, rute_id: e.target.value })} sx={{ minWidth: 180 }}>
          <MenuItem value="">Semua rute</MenuItem>
          {options.rute.map(([id, label]) => <MenuItem key={id} value={String(id)}>{label}</MenuItem>)}
        </TextField>
        {!sales && (
          <TextField select size="small" label="Sales" value={filter.karyawan_id ?? ''} onChange={(e) => setFilter({ ...filter, karyawan_id: e.target.value })} sx={{ minWidth: 180 }}>
            <MenuItem value="">Semua sales</MenuItem>
            {options.karyawan.map(([id, label]) => <MenuItem key={id} value={String(id)}>{label}</MenuItem>)}
          </TextField>
        )}
        <Box component="form" role="search" onSubmit={(e: FormEvent) => { e.preventDefault(); setFilter({ ...filter, q: typed }); }} sx={{ display: 'flex', gap: 1 }}>
          <TextField size="small" label="Cari konsumen atau nomor" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" variant="outlined">Cari</Button>
        </Box>
      </Stack>
      {query.isError && <Alert severity="error">{errorToasts(query.error).join(' ')}</Alert>}
      {query.isPending && <Typography color="text.secondary">Memuat…</Typography>}
      {answer && (
        <>
          <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
            <Figure label="Total Piutang" value={formatMoney(answer.totals.sisa)} />
            <Figure label="Faktur Terbuka" value={`${answer.totals.jumlah_faktur} faktur, ${answer.totals.jumlah_konsumen} konsumen`} />
            <Figure label="Lewat Jatuh Tempo" value={formatMoney(answer.totals.lewat_tempo.sisa)} tone={answer.totals.lewat_tempo.sisa > 0 ? 'error' : undefined} />
          </Stack>
          {answer.data.length === 0 && <Typography color="text.secondary">Tidak ada faktur terbuka.</Typography>}
          <Grid container spacing={1.5}>
            {answer.data.map((inv) => (
              <Grid key={inv.id} size={{ xs: 12, md: 6, lg: 4 }}>
                <Card variant="outlined" component="article" aria-label={`${inv.konsumen_nama} ${inv.nomor}`}
                  sx={inv.terlambat_hari > 0 ? { borderColor: 'error.main' } : undefined}>
                  <CardContent sx={{ pb: 1 }}>
                    <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{inv.konsumen_nama}</Typography>
                        <Typography variant="body2" color="text.secondary">{[inv.rute_kode, inv.sales_nama].filter(Boolean).join(' · ')}</Typography>
                      </Box>
                      <DueLabel inv={inv} />
                    </Stack>
                    <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                      {inv.penjualan_nomor ?? inv.no_faktur ?? inv.nomor} · jatuh tempo{' '}
                      <Box component="span" sx={{ color: inv.terlambat_hari > 0 ? 'error.main' : undefined, fontWeight: inv.terlambat_hari > 0 ? 600 : undefined }}>{formatDate(inv.jatuh_tempo)}</Box>
                    </Typography>
                    <Typography variant="h6">{formatMoney(inv.sisa)}</Typography>
                  </CardContent>
                  {canPay && (
                    <CardActions>
                      <Button startIcon={<Payments />} variant="contained" size="small" onClick={() => setPaying(inv)} aria-label={`Bayar ${inv.nomor}`}>Bayar</Button>
                    </CardActions>
                  )}
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      )}
      {paying && answer && (
        <PaymentDialog inv={paying} bank={answer.bank} onClose={() => setPaying(null)}
          onDone={() => { setPaying(null); void query.refetch(); void all.refetch(); }} />
      )}
    </Box>
  );
}
