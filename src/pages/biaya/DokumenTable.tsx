import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatMoney } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import { detailPath, type DokumenBiaya } from './biayaApi';

/** Cost documents of any kind, each linking to its own detail page; `langkah` adds the step waiting for the reader. */
export function DokumenTable({ rows, label, langkah = false }: { rows: DokumenBiaya[]; label: string; langkah?: boolean }) {
  return (
    <Table size="small" sx={stackedOnPhone} aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Nomor</TableCell><TableCell>Jenis</TableCell><TableCell>Tanggal</TableCell><TableCell>Penerima</TableCell>
          <TableCell>Status</TableCell>{langkah && <TableCell>Menunggu</TableCell>}<TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((d) => (
          <TableRow key={`${d.id}-${d.langkah ?? ''}`}>
            <TableCell data-label="Nomor"><Link component={RouterLink} to={detailPath(d)}>{d.nomor}</Link></TableCell>
            <TableCell data-label="Jenis">{d.label}</TableCell>
            <TableCell data-label="Tanggal">{formatDate(d.tanggal)}</TableCell>
            <TableCell data-label="Penerima">{d.penerima ?? '-'}</TableCell>
            <TableCell data-label="Status">{d.status_label}</TableCell>
            {langkah && <TableCell data-label="Menunggu">{d.langkah}</TableCell>}
            <TableCell data-label="Total" align="right">{formatMoney(d.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
