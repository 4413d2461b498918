import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'ra-core';
import { usePermissionSet } from '../../framework/usePermissionSet';
import { can } from '../../providers/permissions';
import { errorToasts } from '../../providers/errorToasts';

const KONDISI = [['baik', 'Baik'], ['rusak_ringan', 'Rusak Ringan'], ['rusak_berat', 'Rusak Berat']] as const;

interface Detector { detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>> }
type DetectorCtor = new (opts: { formats: string[] }) => Detector;

/**
 * Reads QR codes from a video: the browser's BarcodeDetector where it has one, otherwise jsQR, loaded only when a
 * camera is opened on a browser without it (never part of the first screen).
 */
async function qrReader(): Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!w || !h) return null;
    canvas.width = w;
    canvas.height = h;
    const g = canvas.getContext('2d', { willReadFrequently: true });
    if (!g) return null;
    g.drawImage(video, 0, 0, w, h);
    const img = g.getImageData(0, 0, w, h);
    return jsQR(img.data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The device camera looking for a QR code; calls `onCode` with the first code read and stops. */
function Camera({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('Perangkat ini tidak menyediakan kamera untuk browser; ketik kode aset');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await qrReader();
        while (!stopped) {
          const code = video.current && canvas.current ? await read(video.current, canvas.current).catch(() => null) : null;
          if (code) { found.current(code); return; }
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch (e) {
        setError(e instanceof Error && e.name === 'NotAllowedError' ? 'Izin kamera ditolak; ketik kode aset' : e instanceof Error ? e.message : 'Kamera tidak dapat dibuka');
      }
    })();
    return () => { stopped = true; stream?.getTracks().forEach((t) => t.stop()); };
  }, []);
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
      {error ? <Alert severity="warning">{error}</Alert> : <Typography variant="body2">Arahkan kamera ke label QR aset…</Typography>}
      <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} aria-label="Kamera pemindai QR" />
      <canvas ref={canvas} hidden />
      <Button onClick={onClose}>Tutup Kamera</Button>
    </Box>
  );
}

/**
 * On an open audit's page (SPEC.md /asset-audit/detail/:id): check assets by scanning their QR label with the device
 * camera or typing the code, as found (with the condition) or not found (`POST /api/input/asset-audit-rincian`).
 */
export default function AuditScan(_props: { resource: string }) {
  const record = useRecordContext();
  const { permissions } = usePermissionSet();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [kode, setKode] = useState('');
  const [kondisi, setKondisi] = useState('baik');
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<string | null>(null);
  if (!record?.id || record.status !== 'berjalan' || !can(permissions, '/asset-audit', 'create')) return null;

  const check = async (code: string, hasil: 'ditemukan' | 'tidak_ditemukan') => {
    if (!code.trim()) { notify('Pindai atau ketik kode aset', { type: 'warning' }); return; }
    setBusy(true);
    try {
      await dataProvider.create('asset-audit-rincian', { data: { asset_audit_id: record.id, kode: code.trim(), hasil, ...(hasil === 'ditemukan' ? { kondisi } : {}) } });
      setLast(`${code.trim().toUpperCase()}: ${hasil === 'ditemukan' ? 'ditemukan' : 'tidak ditemukan'}`);
      setKode('');
      refresh();
    } catch (e) {
      notify(errorToasts(e).join(' '), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => { e.preventDefault(); void check(kode, 'ditemukan'); };

  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>Cek Aset</Typography>
      <Box component="form" onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField label="Kode Aset" value={kode} onChange={(e) => setKode(e.target.value)} size="small" autoComplete="off" inputProps={{ 'aria-label': 'Kode Aset' }} />
          <TextField select label="Kondisi" value={kondisi} onChange={(e) => setKondisi(e.target.value)} size="small" sx={{ minWidth: 150 }}>
            {KONDISI.map(([v, l]) => <MenuItem key={v} value={v}>{l}</MenuItem>)}
          </TextField>
          <Button type="submit" variant="contained" disabled={busy}>Ditemukan</Button>
          <Button variant="outlined" color="warning" disabled={busy} onClick={() => check(kode, 'tidak_ditemukan')}>Tidak Ditemukan</Button>
          <Button startIcon={<QrCodeScanner />} onClick={() => setCamera(true)} disabled={camera}>Pindai QR</Button>
        </Stack>
      </Box>
      {camera && <Camera onCode={(code) => { setCamera(false); void check(code, 'ditemukan'); }} onClose={() => setCamera(false)} />}
      {last && <Alert severity="success" role="status">{last}</Alert>}
    </Box>
  );
}
