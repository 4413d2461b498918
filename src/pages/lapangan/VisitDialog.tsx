import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { todayJakarta } from '../../../common/format';
import { ALASAN_KUNJUNGAN } from '../../../common/kunjungan';
import type { DayData } from '../../offline/dayData';
import { requestBackgroundSync, syncNow } from '../../offline/engine';
import { currentPosition, recordVisit } from '../../offline/visits';

/** A visit that ends without a sale, or a shop passed by: a reason from the list, the time, the position if allowed. */
export function VisitDialog({ day, userId, konsumen, onClose }: { day: DayData; userId: number; konsumen: { id: number; nama: string }; onClose: () => void }) {
  const [status, setStatus] = useState<'tanpa_penjualan' | 'dilewati'>('tanpa_penjualan');
  const [alasan, setAlasan] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = !alasan || (alasan === 'lainnya' && !keterangan.trim());

  const save = async () => {
    setTried(true);
    if (missing) return;
    setBusy(true);
    try {
      const position = await currentPosition();
      await recordVisit({ userId, tanggal: day.tanggal || todayJakarta(), konsumenId: konsumen.id, konsumenNama: konsumen.nama, status, alasan, keterangan, position });
      void requestBackgroundSync();
      void syncNow();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="kunjungan-judul">
      <DialogTitle id="kunjungan-judul">{konsumen.nama}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup value={status} onChange={(e) => setStatus(e.target.value as typeof status)} aria-label="Hasil kunjungan">
            <FormControlLabel value="tanpa_penjualan" control={<Radio />} label="Dikunjungi tanpa penjualan" />
            <FormControlLabel value="dilewati" control={<Radio />} label="Dilewati (tidak dikunjungi)" />
          </RadioGroup>
          <TextField select label="Alasan" value={alasan} onChange={(e) => setAlasan(e.target.value)} required
            error={tried && !alasan} helperText={tried && !alasan ? 'Pilih alasannya' : ' '}>
            {ALASAN_KUNJUNGAN.map((a) => <MenuItem key={a.value} value={a.value}>{a.label}</MenuItem>)}
          </TextField>
          <TextField label="Keterangan" value={keterangan} onChange={(e) => setKeterangan(e.target.value)} multiline minRows={2}
            required={alasan === 'lainnya'} error={tried && alasan === 'lainnya' && !keterangan.trim()}
            helperText={alasan === 'lainnya' ? 'Wajib untuk alasan Lainnya' : ' '} />
          <Alert severity="info">Waktu dan lokasi ponsel (bila diizinkan) ikut tercatat.</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>Simpan Kunjungan</Button>
      </DialogActions>
    </Dialog>
  );
}
