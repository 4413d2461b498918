import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useGetList, useListContext, useNotify, useRefresh, useUnselectAll } from 'ra-core';
import { formatDate, formatMoney, formatNumber, todayJakarta } from '../../../common/format';
import type { ResourceViewProps } from '../../framework/pageParts';
import { GeneratedList } from '../../framework/list/GeneratedList';
import { useCan } from '../../framework/access';
import { ActionDialog } from '../../framework/form/ActionDialog';
import { useDialogAction } from '../../framework/form/useDialogAction';
import { useNotifyError } from '../../providers/useNotifyError';
import { downloadCoretaxXml, sendCoretaxStatus, type ExportedFile, type StatusOutcome } from './coretaxApi';

const MENU = '/faktur-pajak';

/** After the file is saved: the user imports it in Coretax, then confirms; exactly the file's invoices become diunggah. */
function ConfirmUpload({ file, onClose }: { file: ExportedFile; onClose: () => void }) {
  const refresh = useRefresh();
  const { run, busy, errors } = useDialogAction(() => { refresh(); onClose(); });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run('/faktur-pajak/diunggah', {
      tgl_awal: file.tgl_awal, tgl_akhir: file.tgl_akhir, sampai_id: file.sampaiId, ...(file.ids.length ? { id: file.ids } : {}),
    }, 'Faktur pajak ditandai sudah diunggah');
  };
  return (
    <ActionDialog title="Sudah diunggah ke Coretax?" maxWidth="sm" onClose={onClose} onSubmit={submit} busy={busy} submitLabel="Tandai Sudah Diunggah">
      <Typography>
        Berkas <strong>{file.filename}</strong> berisi {formatNumber(file.jumlah)} faktur pajak ({formatDate(file.tgl_awal)} s.d. {formatDate(file.tgl_akhir)}).
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Impor berkas ini di Coretax (e-Faktur › Pajak Keluaran › Impor Data), lalu tandai di sini. Faktur yang dibuat setelah berkas diunduh tidak ikut ditandai.
      </Typography>
      {Object.values(errors).map((m) => <Alert key={m} severity="error">{m}</Alert>)}
    </ActionDialog>
  );
}

/** The Coretax status read back: what changed, what is still waiting, what was skipped; or every refused row. */
function StatusResult({ outcome, problems }: { outcome: StatusOutcome | null; problems: string[] }) {
  if (problems.length) {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        <Typography variant="body2" fontWeight={600}>Status Coretax tidak diterapkan; tidak ada yang diubah:</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>{problems.map((p) => <li key={p}>{p}</li>)}</Box>
      </Alert>
    );
  }
  if (!outcome) return null;
  return (
    <Alert severity="success" sx={{ mt: 1 }}>
      {formatNumber(outcome.diperbarui)} faktur diperbarui, {formatNumber(outcome.tidak_berubah)} sudah sama, {formatNumber(outcome.menunggu)} masih diproses Coretax
      {outcome.dilewati.length > 0 && `; ${formatNumber(outcome.dilewati.length)} baris tanpa Referensi dilewati (faktur dibuat langsung di Coretax)`}.
    </Alert>
  );
}

/** Above the list: what waits for upload, the period to export, "Unduh XML Coretax" and "Baca Status Coretax". */
function CoretaxPanel() {
  const today = todayJakarta();
  const [tglAwal, setTglAwal] = useState(`${today.slice(0, 7)}-01`);
  const [tglAkhir, setTglAkhir] = useState(today);
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<ExportedFile | null>(null);
  const [outcome, setOutcome] = useState<StatusOutcome | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const canWrite = useCan(MENU, 'update');
  const { total, data } = useGetList('faktur-pajak', { filter: { status: 'belum_diunggah' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'tanggal', order: 'ASC' } });

  const download = async () => {
    setBusy(true);
    try {
      setFile(await downloadCoretaxXml(tglAwal, tglAkhir));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const readStatus = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setBusy(true);
    setOutcome(null);
    setProblems([]);
    try {
      const answer = await sendCoretaxStatus(chosen);
      setOutcome(answer.data);
      notify(answer.message, { type: 'success' });
      refresh();
    } catch (error) {
      const rows = (error as { body?: { raw?: { errors?: { file?: string[] } } } }).body?.raw?.errors?.file;
      if (rows?.length) setProblems(rows);
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ m: 1 }}>
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600}>Coretax</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {total ? `${formatNumber(total)} faktur pajak belum diunggah${data?.[0] ? `, yang terlama ${formatDate(String(data[0].tanggal))}` : ''}.` : 'Semua faktur pajak sudah diunggah.'}
          {' '}Penjualan kepada pembeli tanpa NPWP/NIK tidak dibuatkan faktur (digunggung, dijumlah di Laporan PPN Masa).
        </Typography>
        {canWrite && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} useFlexGap flexWrap="wrap">
            <TextField label="Dari Tanggal" type="date" size="small" value={tglAwal} onChange={(e) => setTglAwal(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label="Sampai Tanggal" type="date" size="small" value={tglAkhir} onChange={(e) => setTglAkhir(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button variant="contained" startIcon={<Download />} onClick={download} disabled={busy}>Unduh XML Coretax</Button>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={busy}>Baca Status Coretax</Button>
            <input ref={input} type="file" hidden accept=".xlsx,.csv,text/csv" aria-label="Berkas ekspor Faktur Keluaran Coretax" onChange={readStatus} />
          </Stack>
        )}
        <StatusResult outcome={outcome} problems={problems} />
      </CardContent>
      {file && <ConfirmUpload file={file} onClose={() => setFile(null)} />}
    </Card>
  );
}

/** The chosen rows' invoices as one Coretax file (those not uploaded yet), then the same confirmation. */
function ExportSelected() {
  const { selectedIds, data } = useListContext();
  const unselectAll = useUnselectAll('faktur-pajak');
  const notifyError = useNotifyError();
  const [file, setFile] = useState<ExportedFile | null>(null);
  const chosen = (data ?? []).filter((r) => selectedIds.includes(r.id));
  const dates = chosen.map((r) => String(r.tanggal)).sort();
  const download = async () => {
    try {
      setFile(await downloadCoretaxXml(dates[0], dates[dates.length - 1], selectedIds.map(Number)));
    } catch (error) {
      notifyError(error);
    }
  };
  const ppn = chosen.reduce((s, r) => s + Number(r.ppn ?? 0), 0);
  return (
    <>
      <Button size="small" startIcon={<Download />} onClick={download} disabled={chosen.length === 0}>
        Unduh XML Coretax ({formatNumber(chosen.length)} faktur, PPN {formatMoney(ppn)})
      </Button>
      {file && <ConfirmUpload file={file} onClose={() => { setFile(null); unselectAll(); }} />}
    </>
  );
}

/** /faktur-pajak: the tax invoices with their state, the Coretax panel, and the export of chosen invoices. */
export default function FakturPajakList(props: ResourceViewProps) {
  const canWrite = useCan(MENU, 'update');
  return <GeneratedList {...props} aside={<CoretaxPanel />} bulkActions={canWrite ? <ExportSelected /> : undefined} />;
}
