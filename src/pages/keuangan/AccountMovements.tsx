import { useState } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useGetList } from 'ra-core';
import { formatDate, formatMoney } from '../../../common/format';
import { useNotifyError } from '../../providers/useNotifyError';

interface Movement {
  id: number;
  tanggal: string;
  jurnal_id: number;
  jurnal?: { id: number; nomor?: string } | null;
  keterangan: string | null;
  debit: number;
  kredit: number;
}

/** The journal lines posted to one account, newest first (jurnal-rincian filtered by akun_id). */
export function AccountMovements(props: { akunId: number }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const notifyError = useNotifyError();
  const { data = [], total = 0, isPending } = useGetList<Movement>('jurnal-rincian', {
    filter: { akun_id: props.akunId },
    sort: { field: 'tanggal', order: 'DESC' },
    pagination: { page: page + 1, perPage },
  }, { onError: notifyError });
  return (
    <Box sx={{ mt: 3, overflowX: 'auto' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>Mutasi Akun</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>Jurnal</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell align="right">Debit</TableCell>
            <TableCell align="right">Kredit</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!isPending && data.length === 0 && <TableRow><TableCell colSpan={5}>Belum ada transaksi pada akun ini.</TableCell></TableRow>}
          {data.map((m) => (
            <TableRow key={m.id}>
              <TableCell>{formatDate(m.tanggal)}</TableCell>
              <TableCell>{m.jurnal?.nomor ?? `#${m.jurnal_id}`}</TableCell>
              <TableCell>{m.keterangan ?? ''}</TableCell>
              <TableCell align="right">{m.debit ? formatMoney(m.debit) : ''}</TableCell>
              <TableCell align="right">{m.kredit ? formatMoney(m.kredit) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_e, p) => setPage(p)}
        onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(0); }}
      />
    </Box>
  );
}
