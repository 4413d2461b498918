import { useEffect, useState } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatDate, formatMoney } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { paginationFits, stackedOnPhone } from '../../framework/show/stackedTable';

/** A date range of `GET /api/kas-alur` (`YYYY-MM-DD`, either end optional). */
export interface DateRange {
  tanggal_gte?: string;
  tanggal_lte?: string;
}

/** One journal line on the cash account's ledger account, with the balance after it. */
export interface KasAlurRow {
  id: number;
  tanggal: string;
  nomor: string;
  sumber: string | null;
  keterangan: string | null;
  debit: number;
  kredit: number;
  saldo: number;
}

export interface KasAlurAnswer {
  kas: { id: number; kode: string; nama: string; akun_id: number; saldo: number };
  saldo_awal: number;
  data: KasAlurRow[];
  total: number;
}

/**
 * The cash account's movements (GET /api/kas-alur?kas_id=): receipts (debit) and payments (credit) in date
 * order with the running balance, in the chosen date range. Opens on the latest page.
 */
export function KasMovements(props: { kasId: number; range: DateRange }) {
  const { kasId, range } = props;
  const [page, setPage] = useState<number | null>(null);
  const [perPage, setPerPage] = useState(25);
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['niaga', 'kas-alur', kasId, range.tanggal_gte ?? '', range.tanggal_lte ?? '', page ?? 0, perPage],
    queryFn: () => dataProvider.action<KasAlurAnswer>('/kas-alur', undefined, {
      method: 'GET',
      params: { kas_id: kasId, page: (page ?? 0) + 1, perPage, ...range },
    }),
  });
  useEffect(() => { if (error) notifyError(error); }, [error, notifyError]);
  // A new range starts again on its latest page.
  useEffect(() => { setPage(null); }, [range.tanggal_gte, range.tanggal_lte]);
  const lastPage = data ? Math.max(0, Math.ceil(data.total / perPage) - 1) : 0;
  useEffect(() => { if (page === null && data && lastPage > 0) setPage(lastPage); }, [page, data, lastPage]);
  const rows = data?.data ?? [];
  return (
    <Box sx={{ mt: 2 }}>
      {data && range.tanggal_gte && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Saldo sebelum {formatDate(range.tanggal_gte)}: <strong>{formatMoney(data.saldo_awal)}</strong>
        </Typography>
      )}
      <Table size="small" aria-label="Alur kas" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>No. Jurnal</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell align="right">Masuk</TableCell>
            <TableCell align="right">Keluar</TableCell>
            <TableCell align="right">Saldo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data && rows.length === 0 && (
            <TableRow><TableCell colSpan={6}>Belum ada transaksi kas pada periode ini.</TableCell></TableRow>
          )}
          {rows.map((m) => (
            <TableRow key={m.id}>
              <TableCell data-label="Tanggal">{formatDate(m.tanggal)}</TableCell>
              <TableCell data-label="No. Jurnal">{m.nomor}</TableCell>
              <TableCell data-label="Keterangan">{m.keterangan ?? ''}</TableCell>
              <TableCell data-label="Masuk" align="right">{m.debit ? formatMoney(m.debit) : ''}</TableCell>
              <TableCell data-label="Keluar" align="right">{m.kredit ? formatMoney(m.kredit) : ''}</TableCell>
              <TableCell data-label="Saldo" align="right">{formatMoney(m.saldo)}</TableCell>
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
