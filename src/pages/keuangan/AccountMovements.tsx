import { useEffect, useState } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatAccounting, formatDate, formatMoney } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { paginationFits, stackedOnPhone } from '../../framework/show/stackedTable';

interface LedgerRow {
  id: number;
  tanggal: string;
  nomor: string;
  keterangan: string | null;
  debit: number;
  kredit: number;
  saldo: number;
}

interface LedgerAnswer {
  saldo_awal: number;
  data: LedgerRow[];
  total: number;
}

/**
 * The account's ledger (GET /api/buku-besar/:id): journal lines in date order with the running balance on
 * the account's normal side. Opens on the latest page.
 */
export function AccountMovements(props: { akunId: number }) {
  const [page, setPage] = useState<number | null>(null);
  const [perPage, setPerPage] = useState(25);
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['niaga', 'buku-besar', props.akunId, page ?? 0, perPage],
    queryFn: () => dataProvider.action<LedgerAnswer>(`/buku-besar/${props.akunId}`, undefined, { method: 'GET', params: { page: (page ?? 0) + 1, perPage } }),
  });
  useEffect(() => { if (error) notifyError(error); }, [error, notifyError]);
  const lastPage = data ? Math.max(0, Math.ceil(data.total / perPage) - 1) : 0;
  useEffect(() => { if (page === null && data && lastPage > 0) setPage(lastPage); }, [page, data, lastPage]);
  const rows = data?.data ?? [];
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>Buku Besar</Typography>
      <Table size="small" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>Jurnal</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell align="right">Debit</TableCell>
            <TableCell align="right">Kredit</TableCell>
            <TableCell align="right">Saldo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data && rows.length === 0 && <TableRow><TableCell colSpan={6}>Belum ada transaksi pada akun ini.</TableCell></TableRow>}
          {rows.map((m) => (
            <TableRow key={m.id}>
              <TableCell data-label="Tanggal">{formatDate(m.tanggal)}</TableCell>
              <TableCell data-label="Jurnal">{m.nomor}</TableCell>
              <TableCell data-label="Keterangan">{m.keterangan ?? ''}</TableCell>
              <TableCell data-label="Debit" align="right">{m.debit ? formatMoney(m.debit) : ''}</TableCell>
              <TableCell data-label="Kredit" align="right">{m.kredit ? formatMoney(m.kredit) : ''}</TableCell>
              <TableCell data-label="Saldo" align="right">{`Rp. ${formatAccounting(m.saldo)}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        sx={paginationFits}
        count={data?.total ?? 0}
        page={Math.min(page ?? 0, lastPage)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_e, p) => setPage(p)}
        onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(null); }}
      />
    </Box>
  );
}
