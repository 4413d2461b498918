import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useGetOne } from 'ra-core';
import { formatDate, formatMoney, todayJakarta } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import { PaymentCard, PaymentSave, usePaymentPost } from '../../framework/form/PaymentScreen';
import { LeaveWarning } from '../../framework/form/UnsavedChanges';
import type { ResourceViewProps } from '../../framework/pageParts';
import { DateField } from '../../framework/inputs/DateField';
import { NumberField } from '../../framework/inputs/NumberField';
import { Fact } from '../../framework/display/Fact';

interface Purchase {
  id: number; nomor: string; status: string; total: number; dibayar: number; hutang: number; sisa: number; jatuh_tempo: string | null;
  supplier?: { nama?: string } | null;
}
interface Kas { id: number; nama: string; saldo: number; karyawan_id: number | null }

function PayForm({ p }: { p: Purchase }) {
  const { busy, problem, setProblem, post } = usePaymentPost();
  const kas = useGetList<Kas>('kas', { pagination: { page: 1, perPage: 100 }, sort: { field: 'kode', order: 'ASC' }, filter: { aktif: true } });
  const options = (kas.data ?? []).filter((k) => k.karyawan_id === null);
  const [jumlah, setJumlah] = useState<number | null>(p.hutang);
  const [kasId, setKasId] = useState<number | ''>('');
  const [tanggal, setTanggal] = useState(todayJakarta());
  const [keterangan, setKeterangan] = useState('');
  const jumlahError = jumlah === null || jumlah < 1 ? 'Jumlah wajib diisi' : jumlah > p.hutang ? `Maksimal ${formatMoney(p.hutang)}` : undefined;
  const dirty = kasId !== '' || keterangan !== '' || jumlah !== p.hutang;

  const submit = async () => {
    if (jumlahError || kasId === '') {
      setProblem({ message: kasId === '' ? 'Pilih kas atau bank pembayar' : jumlahError!, fields: kasId === '' ? { kas_id: 'Pilih kas atau bank pembayar' } : {}, alasan: null });
      return;
    }
    await post<{ data: { id: number }; message?: string }>(
      '/input/pembelian-bayar', { pembelian_id: p.id, kas_id: kasId, jumlah, tanggal, ...(keterangan ? { keterangan } : {}) },
      `Pembayaran ${formatMoney(jumlah ?? 0)} tercatat`, (answer) => `/pembelian-bayar/${answer.data.id}/show`,
    );
  };

  return (
    <Stack spacing={2}>
      <LeaveWarning dirty={dirty && !busy} />
      <NumberField money required label="Jumlah Dibayar" value={jumlah} onChange={setJumlah} error={jumlahError ?? problem?.fields.jumlah} helperText={`Maksimal ${formatMoney(p.hutang)}`} />
      <TextField select required fullWidth label="Dibayar dari Kas/Bank" value={kasId} onChange={(e) => setKasId(e.target.value === '' ? '' : Number(e.target.value))}
        error={Boolean(problem?.fields.kas_id)} helperText={problem?.fields.kas_id ?? (options.length === 0 && !kas.isPending ? 'Tidak ada kas/bank perusahaan yang dapat dipilih' : undefined)}>
        {options.map((k) => <MenuItem key={k.id} value={k.id}>{k.nama} (saldo {formatMoney(k.saldo)})</MenuItem>)}
      </TextField>
      <DateField label="Tanggal Bayar" value={tanggal} onChange={setTanggal} error={problem?.fields.tanggal} />
      <TextField label="Keterangan" fullWidth value={keterangan} onChange={(e) => setKeterangan(e.target.value)} />
      <PaymentSave problem={problem} disabled={busy} onSave={() => void submit()} />
    </Stack>
  );
}

/** SPEC.md /pembelian/bayar/:id: what the company owes the supplier on this purchase and a payment of it, never above that. */
export default function PembelianBayar(props: ResourceViewProps) {
  const { data: p, error, isPending } = useGetOne<Purchase>('pembelian', { id: Number(props.id) });
  let body: React.ReactNode;
  if (error) body = <Alert severity="error">Pembelian tidak ditemukan.</Alert>;
  else if (isPending || !p) body = <Typography color="text.secondary">Memuat hutang…</Typography>;
  else {
    body = (
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
          <Fact label="Supplier" value={p.supplier?.nama} />
          <Fact label="Total Pembelian" value={formatMoney(p.total)} />
          <Fact label="Sudah Dibayar" value={formatMoney(p.dibayar)} />
          <Fact label="Hutang Berjalan" value={<Typography component="span" sx={{ fontWeight: 700 }} color="warning.main">{formatMoney(p.hutang)}</Typography>} testId="bayar-hutang" />
          <Fact label="Jatuh Tempo" value={formatDate(p.jatuh_tempo)} />
        </Stack>
        {(p.status === 'dipesan' || p.status === 'diterima') && p.hutang > 0
          ? <PayForm p={p} />
          : <Alert severity="info">Pembelian {p.nomor} tidak punya hutang yang dapat dibayar{p.status === 'lunas' ? ': sudah lunas' : ' saat ini'}.</Alert>}
      </Stack>
    );
  }
  return (
    <PaymentCard
      title={`Bayar Pembelian ${p?.nomor ?? ''}`}
      back={<LinkButton to={p ? `/pembelian/${p.id}/show` : '/pembelian'} label={p ? 'Kembali ke Pembelian' : 'Daftar Pembelian'} />}
    >
      {body}
    </PaymentCard>
  );
}
