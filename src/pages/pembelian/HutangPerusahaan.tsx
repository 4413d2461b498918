import { Alert, Box, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatMoney } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { ResourceViewProps } from '../views';

const UMUR = [
  ['belum_jatuh_tempo', 'Belum Jatuh Tempo'], ['hari_1_30', '1–30 Hari'], ['hari_31_60', '31–60 Hari'], ['hari_61_90', '61–90 Hari'], ['lebih_90', '> 90 Hari'],
] as const;
type Umur = (typeof UMUR)[number][0];
interface Open { id: number; nomor: string; tanggal: string; jatuh_tempo: string | null; hutang: number; umur: Umur }
type Supplier = { supplier_id: number; kode: string; nama: string; total: number; pembelian: Open[] } & Record<Umur, number>;
interface Answer { data: Supplier[]; tanggal: string; jumlah: Record<Umur | 'total', number> }

/** SPEC.md /hutang-perusahaan: what the company owes each supplier, aged by due date, with the purchases to pay. */
export default function HutangPerusahaan(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error, isPending } = useQuery({ queryKey: ['hutang-perusahaan'], queryFn: () => dataProvider.action<Answer>('/hutang-perusahaan', undefined, { method: 'GET' }) });
  let body: React.ReactNode;
  if (error) body = <Alert severity="error">Hutang perusahaan tidak dapat dimuat.</Alert>;
  else if (isPending || !data) body = <Typography color="text.secondary">Memuat hutang…</Typography>;
  else if (data.data.length === 0) body = <Alert severity="success">Tidak ada hutang kepada supplier.</Alert>;
  else {
    body = (
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
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>Hutang Perusahaan{data ? ` per ${formatDate(data.tanggal)}` : ''}</Typography>
          {body}
        </CardContent>
      </Card>
    </Box>
  );
}
