import { KAS_TUNAI_PERUSAHAAN } from '../../../common/kas';
import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useGetOne } from 'ra-core';
import { formatDate, formatMoney } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import { PaymentCard, PaymentSave, usePaymentPost } from '../../framework/form/PaymentScreen';
import { LeaveWarning } from '../../framework/form/UnsavedChanges';
import type { ResourceViewProps } from '../../framework/pageParts';
import { DateField } from '../../framework/inputs/DateField';
import { NumberField } from '../../framework/inputs/NumberField';
import { useSeller } from '../../framework/access';
import { daysLate } from '../../framework/display/daysLate';
import { Fact } from '../../framework/display/Fact';
import { refName, type Ref } from '../../framework/display/refName';
import { useBankAccounts, useKasAccounts } from '../../framework/inputs/accountLookups';
import { collectionBody, collectionErrors, emptyCollection, type CollectionInput } from './pelunasan';

/** The fields of GET /api/penjualan/:id this screen reads. */
interface Sale {
  id: number; nomor: string; status: string; konsumen_id: number; konsumen?: Ref; total: number; sisa_piutang: number;
  jatuh_tempo?: string | null; hutang_id?: number | null;
}

interface Hutang { id: number; nomor?: string; sisa: number; jatuh_tempo?: string | null }

function PayForm(props: { sale: Sale; sisa: number; jatuhTempo: string | null | undefined; hutangId: number }) {
  const { sale, sisa } = props;
  const seller = useSeller();
  // A salesperson's cash goes to their own cash account (the server knows it); anyone else says where it went.
  const kasForTunai = !seller.isSales;
  const { busy, problem, post } = usePaymentPost();
  const [v, setV] = useState<CollectionInput>(() => emptyCollection(sisa));
  const [touched, setTouched] = useState(false);
  const toBank = v.tipe === 'transfer' || v.tipe === 'qris';
  const banks = useBankAccounts(toBank, sale.konsumen_id);
  const cash = useKasAccounts(KAS_TUNAI_PERUSAHAAN, v.tipe === 'tunai' && kasForTunai);
  const errors = collectionErrors(sisa, v, kasForTunai);
  const shown = (k: keyof CollectionInput) => (touched || k === 'jumlah' ? errors[k] ?? problem?.fields[k] : problem?.fields[k]);
  const set = (patch: Partial<CollectionInput>) => setV((x) => ({ ...x, ...patch }));
  const dirty = JSON.stringify(v) !== JSON.stringify(emptyCollection(sisa));
  const kasOptions = toBank ? banks.data ?? [] : cash.data ?? [];
  const late = daysLate(props.jatuhTempo);

  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length) return;
    await post('/input/penjualan-bayar', collectionBody(props.hutangId, v, kasForTunai),
      `Pembayaran ${formatMoney(v.jumlah)} untuk ${sale.nomor} dicatat`, () => `/penjualan/${sale.id}/show`);
  };

  return (
    <Stack spacing={2}>
      <LeaveWarning dirty={dirty && !busy} />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        <Fact label="Konsumen" value={refName(sale.konsumen)} />
        <Fact label="Total Nota" value={formatMoney(sale.total)} />
        <Fact label="Sisa Piutang" value={<Typography component="span" sx={{ fontWeight: 700 }} color="warning.main">{formatMoney(sisa)}</Typography>} testId="bayar-sisa" />
        <Fact label="Jatuh Tempo" value={<span>{formatDate(props.jatuhTempo)}{late > 0 && <Typography component="span" color="error.main"> (lewat {late} hari)</Typography>}</span>} />
      </Stack>
      <ToggleButtonGroup exclusive value={v.tipe} onChange={(_e, tipe) => tipe && set({ tipe, kas_id: null })} aria-label="Jenis pembayaran" fullWidth>
        <ToggleButton value="tunai" sx={{ minHeight: 48 }}>Tunai</ToggleButton>
        <ToggleButton value="transfer" sx={{ minHeight: 48 }}>Transfer</ToggleButton>
        <ToggleButton value="qris" sx={{ minHeight: 48 }}>QRIS</ToggleButton>
        <ToggleButton value="giro" sx={{ minHeight: 48 }}>Giro</ToggleButton>
      </ToggleButtonGroup>
      <NumberField money required label="Jumlah Dibayar" value={v.jumlah} onChange={(n) => set({ jumlah: n })} error={shown('jumlah')}
        helperText={`Maksimal ${formatMoney(sisa)}`} />
      {(toBank || (v.tipe === 'tunai' && kasForTunai)) && (
        <TextField select required fullWidth label={v.tipe === 'transfer' ? 'Rekening Bank Tujuan' : v.tipe === 'qris' ? 'Rekening Bank Penerima QRIS' : 'Masuk ke Kas'} value={v.kas_id ?? ''}
          onChange={(e) => set({ kas_id: e.target.value === '' ? null : Number(e.target.value) })} error={Boolean(shown('kas_id'))}
          helperText={shown('kas_id') ?? (kasOptions.length === 0 ? 'Tidak ada kas/rekening yang dapat dipilih' : undefined)}>
          {kasOptions.map((k) => <MenuItem key={k.id} value={k.id}>{k.label}</MenuItem>)}
        </TextField>
      )}
      {v.tipe === 'giro' && (
        <>
          <TextField label="Nomor Giro" required fullWidth value={v.giro_nomor} onChange={(e) => set({ giro_nomor: e.target.value })} error={Boolean(shown('giro_nomor'))} helperText={shown('giro_nomor')} />
          <TextField label="Bank Giro" required fullWidth value={v.giro_bank} onChange={(e) => set({ giro_bank: e.target.value })} error={Boolean(shown('giro_bank'))} helperText={shown('giro_bank')} />
          <DateField label="Tanggal Efektif Giro" value={v.giro_jatuh_tempo} onChange={(d) => set({ giro_jatuh_tempo: d })} error={shown('giro_jatuh_tempo')} />
        </>
      )}
      <TextField label="Keterangan" fullWidth value={v.keterangan} onChange={(e) => set({ keterangan: e.target.value })} />
      <PaymentSave problem={problem} disabled={busy || Boolean(errors.jumlah)} onSave={() => void submit()} />
    </Stack>
  );
}

/**
 * SPEC.md /penjualan/bayar/:id: what the customer still owes on this sale and a payment against it (tunai,
 * transfer, QRIS, giro), never above what is open.
 */
export default function PenjualanBayar(props: ResourceViewProps) {
  const { data: sale, error, isPending } = useGetOne<Sale & { id: number }>('penjualan', { id: Number(props.id) });
  const hutang = useGetOne<Hutang & { id: number }>('hutang', { id: Number(sale?.hutang_id ?? 0) }, { enabled: Boolean(sale?.hutang_id) });
  const back = sale ? <LinkButton to={`/penjualan/${sale.id}/show`} label="Kembali ke Penjualan" /> : <LinkButton to="/penjualan" label="Daftar Penjualan" />;
  let body: React.ReactNode;
  if (error) body = <Alert severity="error">Penjualan tidak ditemukan.</Alert>;
  else if (isPending || !sale || (sale.hutang_id && hutang.isPending)) body = <Typography color="text.secondary">Memuat piutang…</Typography>;
  else {
    const sisa = Number(hutang.data?.sisa ?? sale.sisa_piutang ?? 0);
    if (sale.status !== 'selesai' || !sale.hutang_id || !(sisa > 0)) {
      body = <Alert severity="info">Penjualan {sale.nomor} tidak punya piutang terbuka.</Alert>;
    } else {
      body = <PayForm sale={sale} sisa={sisa} jatuhTempo={hutang.data?.jatuh_tempo ?? sale.jatuh_tempo} hutangId={Number(sale.hutang_id)} />;
    }
  }
  return <PaymentCard title={`Bayar Piutang ${sale?.nomor ?? ''}`} back={back}>{body}</PaymentCard>;
}
