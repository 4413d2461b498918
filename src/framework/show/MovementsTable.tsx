import { useEffect, useState, type ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatDate, formatMoney } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { paginationFits, stackedOnPhone } from './stackedTable';
import { SourceDocument, type SourceDocumentValue } from '../display/SourceDocument';

/** One journal line of a ledger account, with the balance after it. */
export interface MovementRow {
  id: number;
  tanggal: string;
  nomor: string;
  keterangan: string | null;
  debit: number;
  kredit: number;
  saldo: number;
  /** The document behind the line in words, linked, and the party it concerns (server/core/documents/sources.ts). */
  sumber_dokumen?: SourceDocumentValue | null;
}

/** Dates and amounts stay on one line on a laptop; the words of the line wrap instead. */
const ONE_LINE = { whiteSpace: { sm: 'nowrap' } } as const;

/** A page of movements as the ledger routes answer it: the balance before the range, the lines, their count. */
export interface MovementsAnswer {
  saldo_awal: number;
  data: MovementRow[];
  total: number;
}

/**
 * Money movements of one account in date order with the running balance (a cash account's flow, an account's
 * ledger): `GET <path>` paged, opening on the latest page and again on it when `filter` changes.
 */
export function MovementsTable(props: {
  path: string;
  params?: Record<string, string | number>;
  /** A narrower range (dates): sent after the page, and a change starts again on the latest page. */
  filter?: Record<string, string | undefined>;
  /** The react-query key of the answer, before the page and page size. */
  queryKey: unknown[];
  columns: { nomor: string; debit: string; kredit: string };
  empty: string;
  formatSaldo: (value: number) => string;
  /** Shown above the table (a heading, the balance before the range) once the answer is in or not. */
  above?: (answer: MovementsAnswer | undefined) => ReactNode;
  ariaLabel?: string;
  mt: number;
}) {
  const { path, params, filter, columns } = props;
  const [page, setPage] = useState<number | null>(null);
  const [perPage, setPerPage] = useState(25);
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error } = useQuery({
    queryKey: [...props.queryKey, page ?? 0, perPage],
    queryFn: () => dataProvider.action<MovementsAnswer>(path, undefined, { method: 'GET', params: { ...params, page: (page ?? 0) + 1, perPage, ...filter } }),
  });
  useEffect(() => { if (error) notifyError(error); }, [error, notifyError]);
  const filterKey = JSON.stringify(filter ?? {});
  useEffect(() => { setPage(null); }, [filterKey]);
  const lastPage = data ? Math.max(0, Math.ceil(data.total / perPage) - 1) : 0;
  useEffect(() => { if (page === null && data && lastPage > 0) setPage(lastPage); }, [page, data, lastPage]);
  const rows = data?.data ?? [];
  return (
    <Box sx={{ mt: props.mt }}>
      {props.above?.(data)}
      <Table size="small" aria-label={props.ariaLabel} sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>{columns.nomor}</TableCell>
            <TableCell>Dokumen</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell align="right" sx={ONE_LINE}>{columns.debit}</TableCell>
            <TableCell align="right" sx={ONE_LINE}>{columns.kredit}</TableCell>
            <TableCell align="right" sx={ONE_LINE}>Saldo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data && rows.length === 0 && <TableRow><TableCell colSpan={7}>{props.empty}</TableCell></TableRow>}
          {rows.map((m) => (
            <TableRow key={m.id}>
              <TableCell data-label="Tanggal" sx={ONE_LINE}>{formatDate(m.tanggal)}</TableCell>
              <TableCell data-label={columns.nomor} sx={ONE_LINE}>{m.nomor}</TableCell>
              <TableCell data-label="Dokumen"><SourceDocument doc={m.sumber_dokumen} withParty /></TableCell>
              <TableCell data-label="Keterangan">{m.keterangan ?? ''}</TableCell>
              <TableCell data-label={columns.debit} align="right" sx={ONE_LINE}>{m.debit ? formatMoney(m.debit) : ''}</TableCell>
              <TableCell data-label={columns.kredit} align="right" sx={ONE_LINE}>{m.kredit ? formatMoney(m.kredit) : ''}</TableCell>
              <TableCell data-label="Saldo" align="right" sx={ONE_LINE}>{props.formatSaldo(m.saldo)}</TableCell>
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
