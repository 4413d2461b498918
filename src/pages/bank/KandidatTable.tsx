import { Checkbox, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatMoney } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import type { Kandidat } from './bankApi';

/** The book lines that may match a bank line, best first, each with a checkbox; "Jumlah sama" when the amount is equal. */
export function KandidatTable(props: { rows: Kandidat[]; picked: number[]; onToggle: (id: number) => void; disabled?: boolean }) {
  if (!props.rows.length) return <Typography variant="body2" color="text.secondary">Tidak ada baris buku yang cocok dengan mutasi ini.</Typography>;
  return (
    <Table size="small" sx={stackedOnPhone} aria-label="Daftar kandidat">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">Pilih</TableCell>
          <TableCell>Tanggal</TableCell>
          <TableCell>Dokumen</TableCell>
          <TableCell>Keterangan</TableCell>
          <TableCell align="right">Jumlah</TableCell>
          <TableCell align="right">Sisa</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((k) => (
          <TableRow key={k.jurnal_rincian_id} selected={props.picked.includes(k.jurnal_rincian_id)}>
            <TableCell padding="checkbox" data-label="Pilih">
              <Checkbox
                checked={props.picked.includes(k.jurnal_rincian_id)} disabled={props.disabled} onChange={() => props.onToggle(k.jurnal_rincian_id)}
                slotProps={{ input: { 'aria-label': `Pilih ${k.nomor} ${k.dokumen}` } }}
              />
            </TableCell>
            <TableCell data-label="Tanggal" sx={{ whiteSpace: 'nowrap' }}>{formatDate(k.tanggal)}</TableCell>
            <TableCell data-label="Dokumen" sx={{ overflowWrap: 'anywhere' }}>
              <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
                <span>{k.dokumen}</span>
                <Typography variant="caption" color="text.secondary">{k.nomor}</Typography>
                {k.sama_jumlah && <Chip size="small" color="success" variant="outlined" label="Jumlah sama" />}
              </Stack>
            </TableCell>
            <TableCell data-label="Keterangan" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{k.keterangan}</TableCell>
            <TableCell data-label="Jumlah" align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(Math.abs(k.jumlah))}</TableCell>
            <TableCell data-label="Sisa" align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(Math.abs(k.sisa))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
