import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'ra-core';
import { formatMoney, formatNumber } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { TIPE_LABEL } from '../../framework/display/payments';

interface GoodsLine { barang_id: number; kode: string; nama: string; satuan: string; dimuat: number; terjual: number; diretur_konsumen: number; dikembalikan: number; hilang: number; sisa: number }
interface MoneyLine { tipe: string; diterima: number; dari_penjualan: number; dari_penagihan: number; belum_disetor: number; menunggu_persetujuan: number; disetujui: number }
interface TripSales { nota: number; dpp: number; ppn: number; total: number; dibayar: number; kredit: number; pembulatan: number }
export interface TripSummary {
  status: string;
  barang: GoodsLine[];
  total: Omit<GoodsLine, 'barang_id' | 'kode' | 'nama' | 'satuan'>;
  /** The trip's sales: DPP + PPN = total = paid at the sale + credit (nota putih) + cash rounding. */
  penjualan: TripSales;
  uang: MoneyLine[];
  /** The money types only (tunai, transfer, giro): a nota putih is credit, not money received. */
  total_uang: Omit<MoneyLine, 'tipe'>;
}

const GOODS: Array<[keyof TripSummary['total'], string]> = [
  ['dimuat', 'Dimuat'], ['terjual', 'Terjual'], ['diretur_konsumen', 'Diretur Konsumen'], ['dikembalikan', 'Dibongkar'], ['hilang', 'Hilang/Rusak'], ['sisa', 'Sisa'],
];
const MONEY: Array<[keyof TripSummary['total_uang'], string]> = [
  ['dari_penjualan', 'Dari Penjualan'], ['dari_penagihan', 'Dari Penagihan'], ['diterima', 'Diterima'], ['belum_disetor', 'Belum Disetor'],
  ['menunggu_persetujuan', 'Menunggu Persetujuan'], ['disetujui', 'Disetujui'],
];
const SALES: Array<[keyof TripSales, string]> = [
  ['dpp', 'DPP'], ['ppn', 'PPN'], ['total', 'Total (termasuk PPN)'], ['dibayar', 'Dibayar Saat Jual'], ['kredit', 'Kredit (Nota Putih)'], ['pembulatan', 'Pembulatan Tunai'],
];

/** What still stands between the trip and its end, in words: every payment of the trip (its nota putih too) must be in an approved deposit. */
export function settlementText(s: TripSummary): { severity: 'success' | 'info' | 'warning'; text: string } {
  const belum = s.uang.reduce((n, l) => n + l.belum_disetor, 0);
  const menunggu = s.uang.reduce((n, l) => n + l.menunggu_persetujuan, 0);
  if (s.status === 'selesai') return { severity: 'success', text: 'Trip selesai: kendaraan sudah dibongkar dan seluruh uangnya sudah disetor dan disetujui.' };
  const money = [belum > 0 && `${formatMoney(belum)} belum disetor`, menunggu > 0 && `${formatMoney(menunggu)} menunggu persetujuan Finance`].filter(Boolean).join(', ');
  if (s.status === 'tutup') return { severity: 'warning', text: `Kendaraan sudah dibongkar; trip selesai setelah uangnya disetujui: ${money || 'tidak ada'}.` };
  return { severity: 'info', text: `Trip berjalan: sisa ${formatNumber(s.total.sisa)} di kendaraan${money ? `; uang ${money}` : ''}.` };
}

/** A trip's detail (SPEC.md /trip-kendaraan): goods loaded, sold, given back, unloaded, lost and left; its sales; money per payment type. */
export default function TripRingkasan() {
  const record = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const query = useQuery({
    queryKey: ['niaga', 'trip-kendaraan-ringkasan', record?.id],
    enabled: Boolean(record?.id),
    queryFn: async () => (await dataProvider.action<{ data: TripSummary }>(`/trip-kendaraan-ringkasan/${record!.id}`, undefined, { method: 'GET' })).data,
  });
  if (query.isError) return <Alert severity="error" sx={{ mt: 3 }}>{errorToasts(query.error).join(' ')}</Alert>;
  const s = query.data;
  if (!s) return null;
  const note = settlementText(s);
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 3 }}>
      <Alert severity={note.severity}>{note.text}</Alert>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>Barang di Trip</Typography>
        <Table size="small" sx={stackedOnPhone} aria-label="Barang di trip">
          <TableHead>
            <TableRow><TableCell>Barang</TableCell>{GOODS.map(([k, label]) => <TableCell key={k} align="right">{label}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {s.barang.length === 0 && <TableRow><TableCell colSpan={GOODS.length + 1}>Belum ada barang dimuat.</TableCell></TableRow>}
            {s.barang.map((l) => (
              <TableRow key={l.barang_id}>
                <TableCell data-label="Barang">{l.kode} - {l.nama} ({l.satuan})</TableCell>
                {GOODS.map(([k, label]) => <TableCell key={k} data-label={label} align="right">{formatNumber(l[k])}</TableCell>)}
              </TableRow>
            ))}
            {s.barang.length > 0 && (
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
                {GOODS.map(([k, label]) => <TableCell key={k} data-label={label} align="right" sx={{ fontWeight: 600 }}>{formatNumber(s.total[k])}</TableCell>)}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>Penjualan Trip ({formatNumber(s.penjualan.nota)} nota)</Typography>
        <Table size="small" sx={stackedOnPhone} aria-label="Penjualan trip">
          <TableHead>
            <TableRow>{SALES.map(([k, label]) => <TableCell key={k} align="right">{label}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            <TableRow>{SALES.map(([k, label]) => <TableCell key={k} data-label={label} align="right">{formatMoney(s.penjualan[k])}</TableCell>)}</TableRow>
          </TableBody>
        </Table>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>Uang Trip</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Penjualan kredit dihitung sekali sebagai nota putih; penagihan piutang selama trip dicatat terpisah di kolom Dari Penagihan.
        </Typography>
        <Table size="small" sx={stackedOnPhone} aria-label="Uang trip per jenis bayar">
          <TableHead>
            <TableRow><TableCell>Jenis Bayar</TableCell>{MONEY.map(([k, label]) => <TableCell key={k} align="right">{label}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {s.uang.map((l) => (
              <TableRow key={l.tipe}>
                <TableCell data-label="Jenis Bayar">{TIPE_LABEL[l.tipe] ?? l.tipe}</TableCell>
                {MONEY.map(([k, label]) => <TableCell key={k} data-label={label} align="right">{formatMoney(l[k])}</TableCell>)}
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Total Uang (tanpa nota putih)</TableCell>
              {MONEY.map(([k, label]) => <TableCell key={k} data-label={label} align="right" sx={{ fontWeight: 600 }}>{formatMoney(s.total_uang[k])}</TableCell>)}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
