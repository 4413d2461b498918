import type WebBluetoothReceiptPrinter from '@point-of-sale/webbluetooth-receipt-printer';
import type { ConnectedPrinter } from '@point-of-sale/webbluetooth-receipt-printer';
import type { NotaData } from './notaData';
import { COLUMNS, type Paper } from './notaText';

/**
 * Printing the nota on a Bluetooth (BLE) ESC/POS thermal printer from the browser (issue 39), through
 * @point-of-sale/webbluetooth-receipt-printer. The first print asks the user to pick the printer (Chrome's device
 * chooser); its id, name and the paper width are kept in localStorage, and later prints reconnect to it without
 * asking where the browser can list permitted devices (`navigator.bluetooth.getDevices()`). No network involved:
 * printing works offline. Browsers without Web Bluetooth (iOS, Firefox) get the picture or the print dialog.
 */
export const NO_BLUETOOTH_MESSAGE = 'Browser ini tidak dapat memakai printer Bluetooth (iPhone/iPad dan Firefox belum mendukung Web Bluetooth). '
  + 'Bagikan nota sebagai gambar atau cetak lewat dialog cetak.';

const KEY = 'niaga-printer-nota';

export interface PrinterSetting { id: string | null; name: string | null; paper: Paper }

export function bluetoothSupported(): boolean {
  return typeof navigator !== 'undefined' && Boolean((navigator as Navigator & { bluetooth?: unknown }).bluetooth);
}

export function readPrinterSetting(): PrinterSetting {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PrinterSetting> | null;
    return { id: raw?.id ?? null, name: raw?.name ?? null, paper: raw?.paper === 80 ? 80 : 58 };
  } catch {
    return { id: null, name: null, paper: 58 };
  }
}

export function savePrinterSetting(change: Partial<PrinterSetting>): PrinterSetting {
  const next = { ...readPrinterSetting(), ...change };
  try { localStorage.setItem(KEY, JSON.stringify(next)); } catch { /* private mode: remembered for this page only */ }
  return next;
}

let driver: WebBluetoothReceiptPrinter | null = null;
let connected: ConnectedPrinter | null = null;

async function getDriver(): Promise<WebBluetoothReceiptPrinter> {
  if (!bluetoothSupported()) throw new Error(NO_BLUETOOTH_MESSAGE);
  if (driver) return driver;
  const { default: Driver } = await import('@point-of-sale/webbluetooth-receipt-printer');
  const created = new Driver();
  created.addEventListener('connected', (device: ConnectedPrinter) => {
    connected = device;
    savePrinterSetting({ id: device.id, name: device.name || 'Printer Bluetooth' });
  });
  created.addEventListener('disconnected', () => { connected = null; });
  driver = created;
  return created;
}

// The driver announces a connection from a timer after connect()/reconnect() settle.
const settle = () => new Promise((resolve) => { setTimeout(resolve, 20); });

/** The user picks a printer now (must follow a tap: the browser's chooser needs a user gesture). */
export async function choosePrinter(): Promise<ConnectedPrinter | null> {
  const d = await getDriver();
  if (connected) { await d.disconnect(); connected = null; }
  await d.connect();
  await settle();
  return connected;
}

/** The remembered printer again, without the chooser, where the browser allows it; null when it cannot. */
export async function reconnectPrinter(): Promise<ConnectedPrinter | null> {
  const d = await getDriver();
  if (connected) return connected;
  const { id } = readPrinterSetting();
  if (!id) return null;
  await d.reconnect({ id });
  await settle();
  return connected;
}

export function connectedPrinter(): ConnectedPrinter | null {
  return connected;
}

/** Prints the nota: the connected or remembered printer, else the chooser. Resolves with the printer's name. */
export async function printBluetooth(nota: NotaData, paper: Paper): Promise<string> {
  const device = (await reconnectPrinter()) ?? (await choosePrinter());
  if (!device) throw new Error('Printer belum dipilih atau tidak dapat dihubungkan. Nyalakan printer dan pilih lagi.');
  if (device.language !== 'esc-pos' && device.language !== 'star-line' && device.language !== 'star-prnt') {
    throw new Error(`Printer ${device.name} hanya mencetak gambar; bagikan nota sebagai gambar.`);
  }
  const { encodeNota } = await import('./escpos');
  const bytes = encodeNota(nota, { columns: COLUMNS[paper] as 32 | 48, language: device.language, codepageMapping: device.codepageMapping });
  await driver!.print(bytes);
  return device.name || 'Printer Bluetooth';
}
