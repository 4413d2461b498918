import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CARA_COCOK } from '../../../common/bank';
import { formatDate, formatMoney, formatNumber } from '../../../common/format';
import { Fact } from '../../framework/display/Fact';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import { persen, type ImporMutasi } from './bankApi';

const caraLabel = (cara: string | null) => CARA_COCOK.find((o) => o.value === cara)?.label;
const money = (n: number | null) => (n ? formatMoney(n) : '');

/** What a statement holds before it is saved: its format and period, its counts and each line as read. */
export function PratinjauImpor({ hasil }: { hasil: ImporMutasi }) {
  const { impor } = hasil;
  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Fact label="Format" value={impor.format_label} />
        <Fact label="Periode" value={`${formatDate(impor.tgl_awal)} s.d. ${formatDate(impor.tgl_akhir)}`} />
        <Fact label="Saldo Awal" value={formatMoney(impor.saldo_awal)} />
        <Fact label="Saldo Akhir" value={formatMoney(impor.saldo_akhir)} />
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Fact label="Baris" value={formatNumber(hasil.jumlah_baris, 0)} />
        <Fact label="Baru" value={formatNumber(hasil.baris_baru, 0)} />
        <Fact label="Sudah Ada" value={formatNumber(hasil.baris_ganda, 0)} />
        <Fact label="Pending" value={formatNumber(hasil.baris_pending, 0)} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {formatNumber(hasil.cocok_otomatis, 0)} dari {formatNumber(hasil.baris_baru, 0)} baris baru cocok otomatis ({persen(hasil.persen_cocok)}).
      </Typography>
      <Table size="small" sx={[stackedOnPhone, { mt: 1 }]} aria-label="Baris mutasi">
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell align="right">Masuk</TableCell>
            <TableCell align="right">Keluar</TableCell>
            <TableCell align="right">Saldo</TableCell>
            <TableCell>Keadaan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hasil.baris.map((b) => (
            <TableRow key={b.baris}>
              <TableCell data-label="Tanggal" sx={{ whiteSpace: 'nowrap' }}>{formatDate(b.tanggal)}</TableCell>
              <TableCell data-label="Keterangan" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{b.keterangan}</TableCell>
              <TableCell data-label="Masuk" align="right" sx={{ whiteSpace: 'nowrap' }}>{money(b.kredit)}</TableCell>
              <TableCell data-label="Keluar" align="right" sx={{ whiteSpace: 'nowrap' }}>{money(b.debit)}</TableCell>
              <TableCell data-label="Saldo" align="right" sx={{ whiteSpace: 'nowrap' }}>{b.saldo === null ? '' : formatMoney(b.saldo)}</TableCell>
              <TableCell data-label="Keadaan">
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: { xs: 'flex-end', sm: 'flex-start' } }}>
                  {!b.baru && <Chip size="small" label="Sudah ada" />}
                  {b.cocok && <Chip size="small" color="success" variant="outlined" label={caraLabel(b.cocok)} />}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
