import { useState } from 'react';
import {
  Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import CreditScore from '@mui/icons-material/CreditScore';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'ra-core';
import { formatDate, formatMoney } from '../../../common/format';
import { LinkButton } from '../../framework/buttons';
import { useResourceDef } from '../../framework/RegistryContext';
import { useResourceGrants } from '../../framework/usePermissionSet';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import type { CreditStatus, Faktur } from '../../framework/creditStatus';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' | 'success' }) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h6" color={tone ? `${tone}.main` : undefined}>{value}</Typography>
    </Box>
  );
}

function lateChip(f: Faktur, toleransi: number) {
  if (f.terlambat_hari === 0) return <Chip size="small" color="success" label="Belum jatuh tempo" />;
  return <Chip size="small" color={f.terlambat_hari > toleransi ? 'error' : 'warning'} label={`Terlambat ${f.terlambat_hari} hari`} />;
}

/** What `GET /api/check-hutang` says of one customer: limit, debts, overdue invoices, and whether credit is allowed. */
export function CreditStatusView({ status, konsumenId }: { status: CreditStatus; konsumenId: number }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip color={status.boleh_kredit ? 'success' : 'error'} label={status.boleh_kredit ? 'Boleh kredit' : 'Kredit ditolak'} />
        {status.lewat_tempo.jumlah_faktur > 0 && <Chip variant="outlined" color="warning" label={`${status.lewat_tempo.jumlah_faktur} faktur lewat jatuh tempo`} />}
      </Stack>
      {status.alasan.length > 0 && <Alert severity="warning">{status.alasan.map((a) => <div key={a}>{a}</div>)}</Alert>}
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
        <Figure label="Limit Kredit" value={formatMoney(status.limit_kredit)} />
        <Figure label="Total Hutang" value={formatMoney(status.total_hutang)} />
        <Figure label="Sisa Limit" value={formatMoney(status.sisa_limit)} tone={status.sisa_limit > 0 ? 'success' : 'error'} />
        <Figure label="Lewat Jatuh Tempo" value={formatMoney(status.lewat_tempo.total)} tone={status.lewat_tempo.total > 0 ? 'error' : undefined} />
      </Stack>
      {status.faktur.length === 0 ? <Typography color="text.secondary">Tidak ada hutang terbuka.</Typography> : (
        <Table size="small" aria-label="Hutang terbuka">
          <TableHead>
            <TableRow><TableCell>Nomor</TableCell><TableCell>No. Faktur</TableCell><TableCell>Jatuh Tempo</TableCell><TableCell align="right">Sisa</TableCell><TableCell>Status</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {status.faktur.map((f) => (
              <TableRow key={f.id}>
                <TableCell>{f.nomor}</TableCell>
                <TableCell>{f.no_faktur ?? '-'}</TableCell>
                <TableCell>{formatDate(f.jatuh_tempo)}</TableCell>
                <TableCell align="right">{formatMoney(f.sisa)}</TableCell>
                <TableCell>{lateChip(f, status.toleransi_hari)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box>
        <LinkButton to={`/hutang?filter=${encodeURIComponent(JSON.stringify({ konsumen_id: konsumenId }))}`} label="Lihat di Hutang Konsumen" />
      </Box>
    </Stack>
  );
}

/** On a customer's pages (for whoever may read customer debts): the credit status in a dialog. */
export default function StatusKreditButton(_props: { resource: string }) {
  const record = useRecordContext<{ id: number; nama?: string }>();
  const grants = useResourceGrants(useResourceDef('hutang'));
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: ['niaga', 'check-hutang', record?.id],
    enabled: open && Boolean(record?.id),
    queryFn: async () => (await dataProvider.action<{ data: CreditStatus }>('/check-hutang', undefined, { method: 'GET', params: { konsumen_id: record!.id } })).data,
  });
  if (!record?.id || !grants.read) return null;
  return (
    <>
      <Button startIcon={<CreditScore />} onClick={() => setOpen(true)}>Status Kredit</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>Status Kredit {record.nama ?? ''}</DialogTitle>
        <DialogContent>
          {query.isPending && <Typography color="text.secondary">Memuat…</Typography>}
          {query.isError && <Alert severity="error">{errorToasts(query.error).join(' ')}</Alert>}
          {query.data && <CreditStatusView status={query.data} konsumenId={record.id} />}
        </DialogContent>
        <DialogActions><Button onClick={() => setOpen(false)}>Tutup</Button></DialogActions>
      </Dialog>
    </>
  );
}
