import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import Bluetooth from '@mui/icons-material/Bluetooth';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';
import { NotaHtml, printNotaElement } from '../NotaCetak';
import {
  bluetoothSupported, choosePrinter, NO_BLUETOOTH_MESSAGE, printBluetooth, readPrinterSetting, savePrinterSetting,
} from './bluetoothPrinter';
import type { NotaData } from './notaData';
import type { Paper } from './notaText';

type Status = { severity: 'info' | 'success' | 'error'; text: string } | null;

const messageOf = (error: unknown) => String((error as Error)?.message ?? error);

/**
 * The nota's preview and its three ways out (issue 39): a Bluetooth thermal printer (paired once, remembered),
 * a picture shared to WhatsApp (or downloaded), and the browser's print on 58/80 mm paper. Used for a queued sale on
 * the phone (AntreanList) and on a saved sale's page.
 */
export function NotaActions({ nota }: { nota: NotaData }) {
  const [setting, setSetting] = useState(readPrinterSetting);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const preview = useRef<HTMLDivElement>(null);
  const said = useRef<HTMLDivElement>(null);
  // The outcome in view on a small screen (the dialog scrolls).
  useEffect(() => { if (status) said.current?.scrollIntoView?.({ block: 'nearest' }); }, [status]);
  const paper = setting.paper;
  const supported = bluetoothSupported();

  const run = async (start: string, work: () => Promise<string>) => {
    setBusy(true);
    setStatus({ severity: 'info', text: start });
    try {
      setStatus({ severity: 'success', text: await work() });
    } catch (error) {
      setStatus({ severity: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
      setSetting(readPrinterSetting());
    }
  };

  const pick = () => run('Memilih printer…', async () => {
    const device = await choosePrinter();
    if (!device) throw new Error('Tidak ada printer yang dipilih.');
    return `Printer ${device.name || 'Bluetooth'} dipilih dan diingat.`;
  });
  const printBt = () => run('Mencetak lewat Bluetooth…', async () => `Nota dikirim ke ${await printBluetooth(nota, paper)}.`);
  const share = () => run('Menyiapkan gambar nota…', async () => {
    const { shareNota } = await import('./notaImage');
    const result = await shareNota(nota, paper);
    if (result === 'dibagikan') return 'Nota dibagikan.';
    if (result === 'batal') return 'Berbagi dibatalkan.';
    return 'Browser ini tidak dapat membagikan berkas: gambar nota diunduh, kirim dari galeri atau folder unduhan.';
  });
  const printBrowser = () => {
    if (!preview.current) return;
    printNotaElement(preview.current, paper);
    setStatus({ severity: 'info', text: `Dialog cetak dibuka untuk kertas ${paper} mm.` });
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: '100%' }}>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', py: 1, bgcolor: '#fff' }}>
        <NotaHtml ref={preview} nota={nota} paper={paper} />
      </Box>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="body2" id="nota-kertas">Kertas</Typography>
        <ToggleButtonGroup
          size="small" exclusive value={paper} aria-labelledby="nota-kertas"
          onChange={(_, v: Paper | null) => { if (v) setSetting(savePrinterSetting({ paper: v })); }}
        >
          <ToggleButton value={58}>58 mm</ToggleButton>
          <ToggleButton value={80}>80 mm</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {supported ? (
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Button variant="contained" startIcon={<Bluetooth />} disabled={busy} onClick={() => void printBt()}>Cetak Bluetooth</Button>
          <Button disabled={busy} onClick={() => void pick()}>Pilih Printer</Button>
          <Typography variant="body2" color="text.secondary" data-testid="printer-terpilih">
            {setting.name ? `Printer: ${setting.name}` : 'Belum ada printer dipilih'}
          </Typography>
        </Stack>
      ) : (
        <Alert severity="info">{NO_BLUETOOTH_MESSAGE}</Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant={supported ? 'outlined' : 'contained'} startIcon={<Share />} disabled={busy} onClick={() => void share()}>Bagikan (WhatsApp)</Button>
        <Button variant="outlined" startIcon={<Print />} disabled={busy} onClick={printBrowser}>Cetak {paper} mm</Button>
      </Stack>
      {status && (
        <Alert ref={said} severity={status.severity} role={status.severity === 'error' ? 'alert' : 'status'}>{status.text}</Alert>
      )}
    </Stack>
  );
}

export default NotaActions;
