import { Alert, Box, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatMoney } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { ResourceViewProps } from '../../framework/pageParts';

const UMUR = [
  ['belum_jatuh_tempo', 'Belum Jatuh Tempo'], ['hari_1_30', '1–30 Hari'], ['hari_31_60', '31–60 Hari'], ['hari_61_90', '61–90 Hari'], ['lebih_90', '> 90 Hari'],
] as const;
type Umur = (typeof UMUR)[number][0];
interface Open { id: number; nomor: string; tanggal: string; jatuh_tempo: string | null; hutang: number; umur: Umur }
type Supplier = { supplier_id: number; kode: string; nama: string; total: number; pembelian: Open[] } & Record<Umur, number>;
interface Bop { id: number; nomor: string; keperluan: string; dilaporkan: string; jumlah: number; terpakai: number; hutang: number; umur: Umur }
type Holder = { karyawan_id: number; nama: string; total: number; bop: Bop[] } & Record<Umur, number>;
interface Answer {
  data: Supplier[]; tanggal: string; jumlah: Record<Umur | 'total', number>;
  reimburse_bop: { data: Holder[]; jumlah: Record<Umur | 'total', number> }; semua: Record<Umur | 'total', number>;
}

/**
 * SPEC.md /hutang-perusahaan: what the company owes each supplier, aged by due date, with the purchases to pay; then
 * the reimbursements owed to BOP holders who spent more than their advance, aged from their LPJ, with the BOPs to settle.
 */
export default function HutangPerusahaan(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error, isPending } = useQuery({ queryKey: ['hutang-perusahaan'], queryFn: () => dataProvider.action<Answer>('/hutang-perusahaan', undefined, { method: 'GET' }) });
  let body: React.ReactNode;
  if (error) body = <Alert severity="error">Hutang perusahaan tidak dapat dimuat.</Alert>;
  else if (isPending || !data) body = <Typography color="text.secondary">Memuat hutang…</Typography>;
  else if (data.data.length === 0) body = <Alert severity="success">Tidak ada hutang kepada supplier.</Alert>;
  else body = <SupplierDebts data={data} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>Hutang Perusahaan{data ? ` per ${formatDate(data.tanggal)}` : ''}</Typography>
          {body}
          {data && <BopDebts data={data} />}
          {data && <Typography sx={{ mt: 3, fontWeight: 600 }} data-testid="hutang-semua">Seluruh hutang perusahaan: {formatMoney(data.semua.total)}</Typography>}
        </CardContent>
      </Card>
    </Box>
  );
}

/** What the company owes each supplier, per age, and the purchases to pay. */
function SupplierDebts({ data }: { data: Answer }) {
  return (
    <Stack spacing={3}>
      <Table size="small" sx={stackedOnPhone} aria-label="Umur hutang per supplier">
        <TableHead>
          <TableRow>
            <TableCell>Supplier</TableCell>
            {UMUR.map(([k, label]) => <TableCell key={k} align="right">{label}</TableCell>)}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.data.map((s) => (
            <TableRow key={s.supplier_id}>
              <TableCell data-label="Supplier"><Link component={RouterLink} to={`/supplier/${s.supplier_id}/show`}>{s.nama}</Link></TableCell>
              {UMUR.map(([k, label]) => <TableCell key={k} data-label={label} align="right">{formatMoney(s[k])}</TableCell>)}
              <TableCell data-label="Total" align="right" sx={{ fontWeight: 600 }}>{formatMoney(s.total)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Jumlah</TableCell>
            {UMUR.map(([k, label]) => <TableCell key={k} data-label={label} align="right" sx={{ fontWeight: 600 }}>{formatMoney(data.jumlah[k])}</TableCell>)}
            <TableCell data-label="Total" align="right" sx={{ fontWeight: 700 }} data-testid="hutang-total">{formatMoney(data.jumlah.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Table size="small" sx={stackedOnPhone} aria-label="Pembelian belum dibayar">
        <TableHead>
          <TableRow>
            <TableCell>Pembelian</TableCell><TableCell>Supplier</TableCell><TableCell>Tanggal</TableCell><TableCell>Jatuh Tempo</TableCell>
            <TableCell align="right">Hutang</TableCell><TableCell>Umur</TableCell><TableCell>Aksi</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.data.flatMap((s) => s.pembelian.map((p) => (
            <TableRow key={p.id}>
              <TableCell data-label="Pembelian"><Link component={RouterLink} to={`/pembelian/${p.id}/show`}>{p.nomor}</Link></TableCell>
              <TableCell data-label="Supplier">{s.nama}</TableCell>
              <TableCell data-label="Tanggal">{formatDate(p.tanggal)}</TableCell>
              <TableCell data-label="Jatuh Tempo">{formatDate(p.jatuh_tempo)}</TableCell>
              <TableCell data-label="Hutang" align="right">{formatMoney(p.hutang)}</TableCell>
              <TableCell data-label="Umur">{UMUR.find(([k]) => k === p.umur)?.[1]}</TableCell>
              <TableCell data-label="Aksi"><Link component={RouterLink} to={`/pembelian/bayar/${p.id}`}>Bayar</Link></TableCell>
            </TableRow>
          )))}
        </TableBody>
      </Table>
    </Stack>
  );
}

/** The reimbursements owed to BOP holders, per holder and age, with the BOPs behind them. */
function BopDebts({ data }: { data: Answer }) {
  const holders = data.reimburse_bop.data;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>Reimburse BOP kepada Pemegang</Typography>
      {holders.length === 0 ? <Alert severity="success">Tidak ada reimburse BOP yang terutang.</Alert> : (
        <Table size="small" sx={stackedOnPhone} aria-label="Reimburse BOP terutang">
          <TableHead>
            <TableRow>
              <TableCell>BOP</TableCell><TableCell>Pemegang</TableCell><TableCell>LPJ Dilaporkan</TableCell>
              <TableCell align="right">Uang Muka</TableCell><TableCell align="right">Terpakai</TableCell><TableCell align="right">Hutang</TableCell><TableCell>Umur</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {holders.flatMap((h) => h.bop.map((b) => (
              <TableRow key={b.id}>
                <TableCell data-label="BOP"><Link component={RouterLink} to={`/bop/${b.id}/show`}>{b.nomor}</Link></TableCell>
                <TableCell data-label="Pemegang">{h.nama}</TableCell>
                <TableCell data-label="LPJ Dilaporkan">{formatDate(b.dilaporkan)}</TableCell>
                <TableCell data-label="Uang Muka" align="right">{formatMoney(b.jumlah)}</TableCell>
                <TableCell data-label="Terpakai" align="right">{formatMoney(b.terpakai)}</TableCell>
                <TableCell data-label="Hutang" align="right">{formatMoney(b.hutang)}</TableCell>
                <TableCell data-label="Umur">{UMUR.find(([k]) => k === b.umur)?.[1]}</TableCell>
              </TableRow>
            )))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Jumlah</TableCell><TableCell /><TableCell /><TableCell /><TableCell />
              <TableCell data-label="Hutang" align="right" sx={{ fontWeight: 700 }} data-testid="hutang-bop-total">{formatMoney(data.reimburse_bop.jumlah.total)}</TableCell><TableCell />
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
