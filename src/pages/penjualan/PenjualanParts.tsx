import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetMany } from 'ra-core';
import { formatDate, formatMoney, formatNumber } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import { refName } from '../../framework/display/refName';
import { lineGoodsName, lineUnitName, type Sale, type SalePayment } from './penjualanApi';

type ChipColor = 'default' | 'success' | 'error' | 'warning' | 'info';

export const STATUS_CHIP: Record<Sale['status'], { label: string; color: ChipColor }> = {
  draft: { label: 'Draft', color: 'default' },
  selesai: { label: 'Selesai', color: 'success' },
  dibatalkan: { label: 'Dibatalkan', color: 'error' },
  tak_tertagih: { label: 'Tak Tertagih', color: 'warning' },
};

const TIPE: Record<SalePayment['tipe'], string> = { tunai: 'Tunai', transfer: 'Transfer', qris: 'QRIS', giro: 'Giro', nota_putih: 'Nota Putih (Kredit)' };
const GIRO: Record<string, { label: string; color: ChipColor }> = {
  terdaftar: { label: 'Belum Cair', color: 'info' },
  cair: { label: 'Cair', color: 'success' },
  ditolak: { label: 'Ditolak', color: 'error' },
};

export function StatusChip(props: { status: Sale['status'] }) {
  const s = STATUS_CHIP[props.status] ?? { label: props.status, color: 'default' as const };
  return <Chip label={s.label} color={s.color} size="small" data-testid="status-penjualan" />;
}

/** The goods lines; one block per line on a phone. */
export function SaleLines(props: { sale: Sale }) {
  const lines = props.sale.rincian ?? [];
  return (
    <Table size="small" sx={stackedOnPhone} aria-label="Barang terjual">
      <TableHead>
        <TableRow>
          <TableCell>Barang</TableCell><TableCell align="right">Jumlah</TableCell><TableCell align="right">Harga</TableCell>
          <TableCell align="right">Diskon</TableCell><TableCell align="right">PPN</TableCell><TableCell align="right">Subtotal</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.length === 0 && <TableRow><TableCell colSpan={6}>Belum ada barang.</TableCell></TableRow>}
        {lines.map((l) => (
          <TableRow key={l.id}>
            <TableCell data-label="Barang">{[l.barang_kode, lineGoodsName(l)].filter(Boolean).join(' - ')}</TableCell>
            <TableCell data-label="Jumlah" align="right">{formatNumber(l.jumlah, 0)} {lineUnitName(l)}</TableCell>
            <TableCell data-label="Harga" align="right">{formatMoney(l.harga)}{l.harga_daftar !== null && l.harga_daftar !== undefined && l.harga !== l.harga_daftar ? ` (daftar ${formatMoney(l.harga_daftar)})` : ''}</TableCell>
            <TableCell data-label="Diskon" align="right">{formatMoney(l.diskon)}</TableCell>
            <TableCell data-label="PPN" align="right">{formatMoney(l.ppn)}</TableCell>
            <TableCell data-label="Subtotal" align="right">{formatMoney(l.subtotal)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SaleTotals(props: { sale: Sale }) {
  const s = props.sale;
  const row = (label: string, value: number, strong = false, testId?: string) => (
    <Stack direction="row" justifyContent="space-between" key={label}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }} data-testid={testId}>{formatMoney(value)}</Typography>
    </Stack>
  );
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420, ml: 'auto' }} aria-label="Total penjualan" role="region">
      {row('Subtotal', s.subtotal)}
      {row('Diskon Nota', s.diskon)}
      {row('PPN', s.ppn)}
      {row('Total', s.total, true, 'detail-total')}
      {Number(s.pembulatan ?? 0) > 0 && row('Pembulatan Tunai', -Number(s.pembulatan), false, 'detail-pembulatan')}
      {row('Dibayar Saat Transaksi', s.dibayar)}
      {row('Piutang (Nota Putih)', s.piutang)}
    </Stack>
  );
}

/** Every payment part by type; giro with its number, bank, effective date and clearing status. */
export function SalePayments(props: { sale: Sale }) {
  const rows = props.sale.bayar ?? [];
  // The answer carries each part's kas_id only: the names of those the user may see (a salesperson: their own).
  const kasIds = [...new Set(rows.map((p) => p.kas_id).filter((id): id is number => typeof id === 'number'))];
  const { data: kas } = useGetMany('kas', { ids: kasIds }, { enabled: kasIds.length > 0 });
  const kasName = new Map((kas ?? []).map((k) => [Number(k.id), `${k.kode ?? ''} - ${k.nama ?? ''}`.replace(/^ - /, '')]));
  if (rows.length === 0) return <Typography color="text.secondary">Belum ada pembayaran.</Typography>;
  return (
    <Table size="small" sx={stackedOnPhone} aria-label="Pembayaran">
      <TableHead>
        <TableRow><TableCell>Jenis</TableCell><TableCell>Nomor</TableCell><TableCell>Keterangan</TableCell><TableCell align="right">Jumlah</TableCell></TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p) => {
          const giro = p.giro_status ? GIRO[p.giro_status] : undefined;
          return (
            <TableRow key={p.id} sx={p.status === 'dibatalkan' ? { opacity: 0.7 } : undefined}>
              <TableCell data-label="Jenis">
                <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap>
                  <span>{TIPE[p.tipe] ?? p.tipe}</span>
                  {p.tipe === 'giro' && giro && <Chip size="small" color={giro.color} label={giro.label} />}
                  {p.status === 'dibatalkan' && <Chip size="small" color="error" variant="outlined" label="Dibatalkan" />}
                </Stack>
              </TableCell>
              <TableCell data-label="Nomor">{p.nomor ?? '-'}</TableCell>
              <TableCell data-label="Keterangan">
                {p.tipe === 'giro'
                  ? [p.giro_nomor, p.giro_bank, p.giro_jatuh_tempo ? `efektif ${formatDate(p.giro_jatuh_tempo)}` : ''].filter(Boolean).join(' · ')
                  : p.kas ? refName(p.kas) : (p.kas_id && kasName.get(p.kas_id)) || '-'}
              </TableCell>
              <TableCell data-label="Jumlah" align="right">{formatMoney(p.jumlah)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
