import { useState, type ChangeEvent } from 'react';
import {
  Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, LinearProgress,
  Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { useNotify, useRefresh } from 'ra-core';
import type { ResourceDef } from '../../../common/registry';
import { useNotifyError } from '../../providers/useNotifyError';
import { downloadTemplate, issuesFromError, sendImport, type ImportIssue, type ImportReport } from './importApi';

/** Errors shown in the table; the count above says how many there are in all. */
const SHOWN = 200;

type Phase = 'pilih' | 'memeriksa' | 'diperiksa' | 'mengimpor';

function IssuesTable(props: { issues: ImportIssue[]; resource: ResourceDef }) {
  const label = (i: ImportIssue) => i.kolom || props.resource.fields.find((f) => f.name === i.field)?.label || '-';
  return (
    <TableContainer sx={{ maxHeight: 280 }}>
      <Table size="small" stickyHeader aria-label="Kesalahan per baris">
        <TableHead>
          <TableRow><TableCell>Baris</TableCell><TableCell>Kolom</TableCell><TableCell>Kesalahan</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {props.issues.slice(0, SHOWN).map((i, n) => (
            <TableRow key={`${i.baris}-${i.field}-${n}`}>
              <TableCell>{i.baris}</TableCell><TableCell>{label(i)}</TableCell><TableCell>{i.pesan}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Summary(props: { report: ImportReport }) {
  const r = props.report;
  return (
    <Stack spacing={1}>
      <Alert severity={r.tidak_valid > 0 ? 'warning' : 'success'}>
        {r.jumlah_baris} baris diperiksa: {r.valid} valid ({r.ditambahkan} akan ditambahkan, {r.diperbarui} akan diperbarui)
        {r.tidak_valid > 0 ? `, ${r.tidak_valid} baris tidak valid. Perbaiki berkasnya lalu pilih lagi.` : '. Siap diimpor.'}
      </Alert>
      {r.kolom_diabaikan.length > 0 && (
        <Typography variant="body2" color="text.secondary">Kolom diabaikan (tidak dikenal): {r.kolom_diabaikan.join(', ')}</Typography>
      )}
    </Stack>
  );
}

/**
 * "Impor": template download, file choice, a test run (every row checked, nothing saved) with its errors per row,
 * then the import itself (all or nothing) with a progress bar; the list refreshes after it.
 */
export function ImportDialog(props: { resource: ResourceDef; canUpdate: boolean; onClose: () => void }) {
  const { resource } = props;
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [phase, setPhase] = useState<Phase>('pilih');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [issues, setIssues] = useState<ImportIssue[]>([]);
  const [sent, setSent] = useState(0);
  const busy = phase === 'memeriksa' || phase === 'mengimpor';

  const reset = () => { setReport(null); setIssues([]); setPhase('pilih'); };
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    setFile(e.target.files?.[0] ?? null);
    reset();
    e.target.value = '';
  };

  const check = async () => {
    if (!file) return;
    setPhase('memeriksa');
    try {
      const answer = await sendImport(resource.name, file, { dryRun: true, update });
      setReport(answer.data);
      setIssues(answer.data.kesalahan);
      setPhase('diperiksa');
    } catch (error) {
      notifyError(error);
      reset();
    }
  };

  const run = async () => {
    if (!file) return;
    setPhase('mengimpor');
    setSent(0);
    try {
      const answer = await sendImport(resource.name, file, { dryRun: false, update, onProgress: setSent });
      notify(answer.message, { type: 'success' });
      refresh();
      props.onClose();
    } catch (error) {
      notifyError(error);
      const rows = issuesFromError(error);
      setIssues(rows);
      setReport(rows.length && report ? { ...report, tidak_valid: new Set(rows.map((r) => r.baris)).size } : report);
      setPhase('diperiksa');
    }
  };

  const template = async () => {
    try {
      await downloadTemplate(resource.name);
    } catch (error) {
      notifyError(error);
    }
  };

  const ready = phase === 'diperiksa' && report !== null && issues.length === 0 && report.tidak_valid === 0;
  return (
    <Dialog open onClose={busy ? undefined : props.onClose} maxWidth="md" fullWidth aria-labelledby="judul-impor">
      <DialogTitle id="judul-impor">Impor {resource.labelPlural}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            Isi template (baris 1 judul kolom), lalu pilih berkas CSV atau XLSX. Berkas diperiksa dulu tanpa menyimpan apa pun;
            impor menyimpan semua baris sekaligus atau tidak sama sekali.
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
            <Button size="small" startIcon={<DownloadIcon />} onClick={template} disabled={busy}>Unduh Template</Button>
            <Button size="small" variant="outlined" component="label" startIcon={<FolderOpenIcon />} disabled={busy}>
              Pilih Berkas
              <input hidden type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose} aria-label="Berkas impor" />
            </Button>
            <Typography variant="body2" color="text.secondary">{file ? file.name : 'Belum ada berkas dipilih'}</Typography>
          </Stack>
          {props.canUpdate && (
            <FormControlLabel
              control={<Checkbox checked={update} disabled={busy} onChange={(e) => { setUpdate(e.target.checked); reset(); }} />}
              label="Perbarui data yang sudah ada (dicocokkan dengan kodenya)"
            />
          )}
          {phase === 'memeriksa' && <LinearProgress aria-label="Memeriksa berkas" />}
          {phase === 'mengimpor' && (
            <Box>
              <LinearProgress variant={sent < 1 ? 'determinate' : 'indeterminate'} value={Math.round(sent * 100)} aria-label="Mengimpor" />
              <Typography variant="caption">{sent < 1 ? `Mengunggah ${Math.round(sent * 100)}%` : 'Menyimpan data…'}</Typography>
            </Box>
          )}
          {report && phase !== 'memeriksa' && <Summary report={report} />}
          {issues.length > 0 && (
            <>
              <Typography variant="subtitle2">
                {issues.length} kesalahan{issues.length > SHOWN ? ` (${SHOWN} pertama ditampilkan)` : ''}
              </Typography>
              <IssuesTable issues={issues} resource={resource} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>Tutup</Button>
        <Button onClick={check} disabled={!file || busy}>Periksa</Button>
        <Button variant="contained" onClick={run} disabled={!ready || busy}>Impor</Button>
      </DialogActions>
    </Dialog>
  );
}
