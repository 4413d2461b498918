import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useNotify, useRefresh } from 'ra-core';
import { formatNumber } from '../../../common/format';
import { BankSelect } from './BankSelect';
import { importMutasi, persen, refusalLines, type ImporMutasi } from './bankApi';
import { PratinjauImpor } from './PratinjauImpor';
import { RefusalAlert } from './RefusalAlert';

export const ACCEPTED_STATEMENTS = '.csv,.txt,.sta,.mt940';

/**
 * "Impor Mutasi": a bank account and its statement file; "Pratinjau" reads it without saving, "Simpan" imports it.
 * A refusal (the same file again, a cut or foreign file, a broken balance chain) stays in the dialog.
 */
export function ImporMutasiDialog(props: { kasId?: number; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const [kasId, setKasId] = useState<number | undefined>(props.kasId);
  const [file, setFile] = useState<File | null>(null);
  const [hasil, setHasil] = useState<ImporMutasi | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async (pratinjau: boolean) => {
    if (kasId === undefined || !file) {
      setProblems(['Pilih rekening bank dan berkas mutasinya']);
      return;
    }
    setBusy(true);
    setProblems([]);
    try {
      const answer = await importMutasi(kasId, file, pratinjau);
      if (pratinjau) {
        setHasil(answer.data);
        return;
      }
      const d = answer.data;
      notify(`${formatNumber(d.baris_baru, 0)} baris diimpor, ${formatNumber(d.cocok_otomatis, 0)} cocok otomatis (${persen(d.persen_cocok)})`, { type: 'success' });
      refresh();
      props.onClose();
    } catch (error) {
      setProblems(refusalLines(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(!hasil);
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="impor-mutasi-judul">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="impor-mutasi-judul">Impor Mutasi Bank</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <BankSelect value={kasId} onChange={(id) => { setKasId(id); setHasil(null); }} required fullWidth />
            <TextField
              type="file" size="small" label="Berkas Mutasi" required fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: ACCEPTED_STATEMENTS } }}
              helperText="CSV dari internet banking (BCA, Mandiri, BRI) atau MT940"
              onChange={(e) => { setFile((e.target as HTMLInputElement).files?.[0] ?? null); setHasil(null); }}
            />
            <RefusalAlert lines={problems} />
            {hasil && <PratinjauImpor hasil={hasil} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Batal</Button>
          {hasil
            ? <Button type="submit" variant="contained" disabled={busy}>Simpan</Button>
            : <Button type="submit" variant="contained" disabled={busy}>Pratinjau</Button>}
        </DialogActions>
      </form>
    </Dialog>
  );
}
