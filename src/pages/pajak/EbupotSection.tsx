import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { formatDate, formatMoney, formatMonth, formatNumber } from '../../../common/format';
import { useCan } from '../../framework/access';
import { ActionDialog } from '../../framework/form/ActionDialog';
import { useDialogAction } from '../../framework/form/useDialogAction';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import type { EbupotColumn, EbupotRow, EbupotSectionConfig } from './ebupotSections';

/** The e-Bupot screen's menu: reading it shows the sections, updating it downloads files and marks them reported. */
export const EBUPOT_MENU = '/pajak/ebupot';

interface ListAnswer {
  data: EbupotRow[];
  totals: Record<string, number>;
}

function cellText(config: EbupotSectionConfig, column: EbupotColumn, row: EbupotRow): string {
  if (column.value) return column.value(row);
  const v = row[column.field];
  if (v === null || v === undefined || v === '') return '-';
  switch (column.kind) {
    case 'money': return formatMoney(Number(v));
    case 'percent': return `${formatNumber(Number(v) / 100, 2)}%`;
    case 'date': return formatDate(String(v));
    case 'status': return config.statusLabels[String(v)] ?? String(v);
    default: return String(v);
  }
}

/** Asks before marking: the file was imported in Coretax and its bukti potong were published. */
function ConfirmReported({ config, periode, count, onClose, onDone }: { config: EbupotSectionConfig; periode: string; count: number; onClose: () => void; onDone: () => void }) {
  const { run, busy, errors } = useDialogAction(() => { onDone(); onClose(); });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(config.markPath, { periode }, `${config.title} ${formatMonth(periode)} ditandai sudah dilaporkan`);
  };
  return (
    <ActionDialog title={`${config.title}: sudah dilaporkan?`} maxWidth="sm" onClose={onClose} onSubmit={submit} busy={busy} submitLabel="Tandai Sudah Dilaporkan">
      <Typography>
        {formatNumber(count)} bukti potong masa {formatMonth(periode)} yang belum dilaporkan akan ditandai sudah dilaporkan di e-Bupot.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Tandai setelah berkas XML diimpor di Coretax (eBupot › Impor Data) dan bukti potongnya diterbitkan. Dokumen yang bukti potongnya sudah dilaporkan tidak dapat dibatalkan.
      </Typography>
      {Object.values(errors).map((m) => <Alert key={m} severity="error">{m}</Alert>)}
    </ActionDialog>
  );
}

/**
 * One Coretax withholding file of a month (a config of ebupotSections.ts): its bukti potong with their status, the
 * totals, "Unduh XML …" and "Tandai Sudah Dilaporkan" for those who may update the e-Bupot menu.
 */
export function EbupotSection({ config, periode }: { config: EbupotSectionConfig; periode: string }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const canWrite = useCan(EBUPOT_MENU, 'update');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const queryKey = ['niaga', 'ebupot', config.key, periode];
  const { data, error } = useQuery({
    queryKey,
    queryFn: () => dataProvider.action<ListAnswer>(config.listPath, undefined, { method: 'GET', params: { periode } }),
  });
  const rows = data?.data ?? [];
  const waiting = rows.filter((r) => r[config.statusField] !== 'dilaporkan').length;
  const total = (field: string) => config.totals.find((t) => t.field === field && t.kind === 'money');

  const download = async () => {
    setBusy(true);
    try {
      await dataProvider.download(config.xmlPath, { periode }, config.xmlName(periode));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" data-testid={`ebupot-${config.key}`} component="section" aria-label={config.title}>
      <CardContent>
        <Typography variant="h6" component="h3">{config.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{config.description}</Typography>
        {error && <Alert severity="error">Data {config.title} tidak dapat dimuat.</Alert>}
        {data && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {config.totals.map((t) => `${t.label} ${t.kind === 'money' ? formatMoney(data.totals[t.field] ?? 0) : formatNumber(data.totals[t.field] ?? 0)}`).join(' · ')}
              {rows.length > 0 && (waiting ? ` · ${formatNumber(waiting)} belum dilaporkan` : ' · semua sudah dilaporkan')}
            </Typography>
            {canWrite && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
                <Button variant="contained" startIcon={<Download />} onClick={download} disabled={busy || waiting === 0}>{config.xmlLabel}</Button>
                <Button variant="outlined" startIcon={<TaskAlt />} onClick={() => setConfirming(true)} disabled={busy || waiting === 0}>Tandai Sudah Dilaporkan</Button>
              </Stack>
            )}
            {rows.length === 0
              ? <Typography color="text.secondary">Tidak ada bukti potong pada masa {formatMonth(periode)}.</Typography>
              : (
                // A wide month scrolls sideways: the region takes the keyboard's focus so it can be scrolled without a mouse.
                <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`Tabel ${config.title}`}>
                  <Table size="small" sx={stackedOnPhone} aria-label={`${config.title} ${formatMonth(periode)}`}>
                    <TableHead>
                      <TableRow>
                        {config.columns.map((c) => <TableCell key={c.field} align={c.kind === 'money' || c.kind === 'percent' ? 'right' : 'left'}>{c.label}</TableCell>)}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((row) => (
                        <TableRow key={config.rowKey(row)}>
                          {config.columns.map((c) => (
                            <TableCell key={c.field} data-label={c.label} align={c.kind === 'money' || c.kind === 'percent' ? 'right' : 'left'}>{cellText(config, c, row)}</TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                    <TableFooter>
                      <TableRow>
                        {config.columns.map((c, i) => {
                          const t = total(c.field);
                          if (t) return <TableCell key={c.field} data-label={`Total ${c.label}`} align="right" sx={{ fontWeight: 700 }}>{formatMoney(data.totals[t.field] ?? 0)}</TableCell>;
                          return i === 0 ? <TableCell key={c.field} sx={{ fontWeight: 700 }}>Total</TableCell> : <TableCell key={c.field} data-empty />;
                        })}
                      </TableRow>
                    </TableFooter>
                  </Table>
                </Box>
              )}
          </>
        )}
      </CardContent>
      {confirming && (
        <ConfirmReported
          config={config} periode={periode} count={waiting} onClose={() => setConfirming(false)}
          onDone={() => { void queryClient.invalidateQueries({ queryKey }); }}
        />
      )}
    </Card>
  );
}
