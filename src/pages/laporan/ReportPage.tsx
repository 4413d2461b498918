import { useCallback, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TablePagination, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { Form, useDataProvider } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';
import { useLocation } from 'react-router';
import { formatNumber, todayJakarta } from '../../../common/format';
import { COMPARISON_OPTIONS, REPORTS, type ReportResult } from '../../../common/laporan';
import { DateInput, MonthInput } from '../../framework/inputs/DateInputs';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { useNotifyError } from '../../providers/useNotifyError';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { isSalesUser } from '../../framework/access';
import { ReportTables } from './ReportTables';
import { BankSelect } from '../bank/BankSelect';
import { defaultPeriod } from './reportFormat';
import { useReportExport, type ExportJob } from './useReportExport';

interface Params {
  tgl_awal?: string;
  tgl_akhir?: string;
  /** A tax period's report: the month `YYYY-MM` instead of the two dates. */
  periode?: string;
  /** A tax year's report: the year `YYYY` only. */
  tahun?: string;
  sales_id?: number;
  /** A financial statement's comparison column. */
  banding?: string;
  /** A bank account's report: the bank. */
  kas_id?: number;
  /** A position at one date: that date only. */
  tanggal?: string;
}

/** The salesperson picker of a report by sales (a salesperson has no picker: their figures are always their own). */
function SalesPicker({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data } = useQuery({
    queryKey: ['niaga', 'laporan-sales'],
    queryFn: async () => (await dataProvider.action<{ data: Array<{ id: number; nama: string }> }>('/laporan-sales', undefined, { method: 'GET' })).data,
  });
  return (
    <TextField select size="small" label="Sales" value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} sx={{ minWidth: 200 }}>
      <MenuItem value="">Semua Sales</MenuItem>
      {(data ?? []).map((s) => <MenuItem key={s.id} value={s.id}>{s.nama}</MenuItem>)}
    </TextField>
  );
}

/** A running export's progress: rows written of the total, a determinate bar, and a way to stop it. */
function ExportProgress({ job, onCancel }: { job: ExportJob; onCancel: () => void }) {
  const text = job.status === 'selesai'
    ? 'Berkas XLSX siap, mengunduh…'
    : `Menyiapkan berkas XLSX: ${formatNumber(job.baris_ditulis, 0)} dari ${formatNumber(job.baris_total, 0)} baris (${job.persen}%)`;
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
      <Box sx={{ flex: 1 }} role="status">
        <Typography variant="body2">{text}</Typography>
        <LinearProgress variant="determinate" value={job.persen} aria-label="Kemajuan ekspor XLSX" />
      </Box>
      <Button onClick={onCancel} disabled={job.status !== 'berjalan'}>Batalkan</Button>
    </Stack>
  );
}

/**
 * /laporan/<name>: a report of common/laporan.ts — period (and salesperson) picker, the figures as the server
 * computed them, and the same figures as PDF and XLSX downloads. The journal is paged on screen; its downloads
 * carry every line.
 */
export default function ReportPage() {
  const { pathname } = useLocation();
  const def = REPORTS.find((r) => r.path === pathname) ?? REPORTS[0];
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notifyError = useNotifyError();
  const [picked, setParams] = useState<Params>(() => ({
    ...defaultPeriod(todayJakarta()), periode: todayJakarta().slice(0, 7), tahun: todayJakarta().slice(0, 4), tanggal: todayJakarta(),
  }));
  // A position (Neraca) is at one date: its period starts on that month's first, the comparison standing before it.
  const position = def.statement === 'posisi';
  // A tax period's report (masa) is asked by its month only.
  // A tax year's report (tahun) by its year only.
  // A position at one date (tanggal, the bank reconciliation) by that date only.
  const asked: Params = def.tahun ? { tahun: picked.tahun } : def.masa ? { periode: picked.periode } : def.tanggal ? { tanggal: picked.tanggal } : {
    ...picked, periode: undefined, tahun: undefined, tanggal: undefined, kas_id: undefined,
    ...(position ? { tgl_awal: `${String(picked.tgl_akhir).slice(0, 7)}-01` } : {}),
    ...(def.statement ? { banding: picked.banding ?? 'sebelumnya' } : { banding: undefined }),
  };
  // A bank account's report (kas) is of the bank picked, and asks nothing before one is.
  const params: Params = def.kas ? { ...asked, kas_id: picked.kas_id } : asked;
  const ready = !def.kas || params.kas_id !== undefined;
  const pickBank = useCallback((id?: number) => setParams((p) => ({ ...p, kas_id: id })), []);
  const [page, setPage] = useState({ page: 1, perPage: 100 });
  const [downloading, setDownloading] = useState<string | null>(null);
  const paged = def.name === 'jurnal';
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = { ...params, ...(paged ? page : {}) };
  const { data, error, isFetching } = useQuery({
    queryKey: ['niaga', 'laporan', def.name, query],
    queryFn: async () => (await dataProvider.action<{ data: ReportResult }>(`/laporan/${def.name}`, undefined, { method: 'GET', params: query })).data,
    enabled: ready,
  });

  const exporter = useReportExport(def.name);
  const download = async (format: 'pdf' | 'xlsx') => {
    setDownloading(format);
    try {
      // An XLSX may be long (a journal of many thousand lines): written by the server with progress shown here.
      if (format === 'xlsx') await exporter.start({ ...params });
      else await dataProvider.download(`/laporan/${def.name}`, { ...params, format }, `${def.title}.${format}`);
    } catch (e) {
      notifyError(e);
    } finally {
      setDownloading(null);
    }
  };

  const apply = (values: Record<string, unknown>) => {
    setParams((p) => ({
      ...p, tgl_awal: String(values.tgl_awal ?? p.tgl_awal), tgl_akhir: String(values.tgl_akhir ?? p.tgl_akhir),
      periode: typeof values.periode === 'string' && values.periode ? values.periode : p.periode,
      tahun: values.tahun !== undefined && values.tahun !== null && String(values.tahun) ? String(values.tahun) : p.tahun,
      tanggal: typeof values.tanggal === 'string' && values.tanggal ? values.tanggal : p.tanggal,
    }));
    setPage((p) => ({ ...p, page: 1 }));
  };

  return (
    <Card>
      <CardContent>
        <Form defaultValues={params} onSubmit={apply}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 2 }}>
            {def.masa && <MonthInput source="periode" label="Masa Pajak" size="small" fullWidth={false} helperText={false} />}
            {def.tahun && <TextInput source="tahun" label="Tahun Pajak" size="small" fullWidth={false} helperText={false} inputProps={{ inputMode: 'numeric', maxLength: 4 }} />}
            {def.kas && <BankSelect value={params.kas_id} onChange={pickBank} pickFirst />}
            {def.tanggal && <DateInput source="tanggal" label="Per Tanggal" size="small" fullWidth={false} helperText={false} />}
            {!def.masa && !def.tahun && !def.tanggal && !position && <DateInput source="tgl_awal" label="Tanggal Awal" size="small" fullWidth={false} helperText={false} />}
            {!def.masa && !def.tahun && !def.tanggal && <DateInput source="tgl_akhir" label={position ? 'Per Tanggal' : 'Tanggal Akhir'} size="small" fullWidth={false} helperText={false} />}
            {def.statement && (
              <TextField
                select size="small" label="Pembanding" value={params.banding} sx={{ minWidth: 240 }}
                onChange={(e) => setParams((p) => ({ ...p, banding: e.target.value }))}
              >
                {COMPARISON_OPTIONS.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
              </TextField>
            )}
            {def.bySales && !isSalesUser() && <SalesPicker value={params.sales_id} onChange={(id) => setParams((p) => ({ ...p, sales_id: id }))} />}
            <Button type="submit" variant="contained">Tampilkan</Button>
            <Button startIcon={<Download />} onClick={() => download('pdf')} disabled={downloading !== null || !ready}>Unduh PDF</Button>
            <Button startIcon={<Download />} onClick={() => download('xlsx')} disabled={downloading !== null || !ready}>Unduh XLSX</Button>
          </Stack>
        </Form>
        {downloading && (exporter.job ? <ExportProgress job={exporter.job} onCancel={exporter.cancel} /> : (
          <Box sx={{ mt: 2 }} role="status">
            <Typography variant="body2">Menyiapkan berkas {downloading.toUpperCase()}…</Typography>
            <LinearProgress aria-label={`Menyiapkan berkas ${downloading.toUpperCase()}`} />
          </Box>
        ))}
        {!data?.kop && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {data?.periode}{data?.sales ? ` — Sales: ${data.sales.nama}` : ''}
          </Typography>
        )}
        {!ready && <Typography variant="body2" sx={{ mt: 2 }}>Pilih rekening bank untuk menampilkan laporan.</Typography>}
        {isFetching && !data && <LoadingScreen />}
        {error && <Alert severity="error" sx={{ mt: 2 }}>{errorToasts(error).join(' ')}</Alert>}
        {data && <ReportTables result={data} />}
        {data && paged && (
          <TablePagination
            component="div" count={data.total_rows ?? 0} page={page.page - 1} rowsPerPage={page.perPage} rowsPerPageOptions={phone ? [] : [50, 100, 500]}
            sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
            onPageChange={(_, p) => setPage((x) => ({ ...x, page: p + 1 }))} onRowsPerPageChange={(e) => setPage({ page: 1, perPage: Number(e.target.value) })}
            labelRowsPerPage="Baris per halaman" labelDisplayedRows={({ from, to, count }) => `${from}–${to} dari ${count}`}
          />
        )}
      </CardContent>
    </Card>
  );
}
