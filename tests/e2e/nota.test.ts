import { describe, expect, it } from 'vitest';
import { poll, useBrowserSession } from './harness.js';
import { decodeEscPos } from '../client/lapangan/escposDecode.js';
import { formatMoney } from '../../common/format.js';

/**
 * The nota of a saved sale in Chromium on a 390 × 844 phone (issue 39), from its page's "Nota 58 mm": printed over
 * Web Bluetooth to a fake BLE printer (a `navigator.bluetooth` injected before the app loads, capturing the
 * bytes the driver writes), printed by the browser on a page 58 mm wide (the PDF's MediaBox), and shared as a PNG.
 */
const session = useBrowserSession();

/** A BLE ESC/POS printer as Web Bluetooth shows it: service 18f0, write characteristic 2af1 (the generic profile). */
function fakeBluetooth() {
  const w = window as unknown as { __bt: { writes: number[][]; requests: number; shared: Array<{ name: string; type: string; size: number }> } };
  w.__bt = { writes: [], requests: 0, shared: [] };
  const SERVICE = '000018f0-0000-1000-8000-00805f9b34fb';
  const write = async (value: ArrayBufferView | ArrayBuffer) => {
    const bytes = ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
    w.__bt.writes.push(Array.from(bytes));
  };
  const characteristic = (uuid: string) => ({
    uuid, properties: { write: true, writeWithoutResponse: true, notify: true },
    writeValue: write, writeValueWithResponse: write, writeValueWithoutResponse: write,
    startNotifications: async function start(this: unknown) { return this; }, addEventListener() {}, removeEventListener() {},
  });
  const chars: Record<string, ReturnType<typeof characteristic>> = {
    '00002af1-0000-1000-8000-00805f9b34fb': characteristic('00002af1-0000-1000-8000-00805f9b34fb'),
    '00002af0-0000-1000-8000-00805f9b34fb': characteristic('00002af0-0000-1000-8000-00805f9b34fb'),
  };
  const service = { uuid: SERVICE, getCharacteristic: async (uuid: string) => chars[uuid] };
  const device: Record<string, unknown> = { id: 'printer-uji-1', name: 'RPP02N', addEventListener() {}, removeEventListener() {} };
  const server = { device, connected: true, getPrimaryServices: async () => [service], getPrimaryService: async () => service };
  device.gatt = { connected: false, connect: async () => server, disconnect() {} };
  Object.defineProperty(navigator, 'bluetooth', {
    configurable: true,
    value: {
      requestDevice: async () => { w.__bt.requests += 1; return device; },
      getDevices: async () => [device],
      getAvailability: async () => true,
      addEventListener() {}, removeEventListener() {},
    },
  });
  // Sharing: the files handed to the share sheet.
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: { files?: File[] }) => Boolean(data?.files?.length) });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: { files: File[] }) => { for (const f of data.files) w.__bt.shared.push({ name: f.name, type: f.type, size: f.size }); },
  });
  window.print = () => { (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1; };
}

describe('the nota three ways (issue 39)', () => {
  it('prints over Web Bluetooth, prints 58 mm wide through the browser, and shares a PNG', async () => {
    await session.as('sales1');
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    const list = await session.api<{ data: Array<{ id: number; nomor: string; status: string; total: number; pembulatan?: number }> }>('/penjualan?page=1&perPage=100');
    const sale = list.data.find((s) => s.status === 'selesai');
    expect(sale, 'penjualan selesai milik sales1').toBeTruthy();
    const full = await session.api<{ data: { total: number; pembulatan?: number } }>(`/penjualan/${sale!.id}`);
    const totalBayar = Number(full.data.total) - Number(full.data.pembulatan ?? 0);

    await page.addInitScript(fakeBluetooth);
    await page.goto(`${session.app.url}/penjualan/${sale!.id}/show`);
    await page.getByRole('button', { name: 'Nota 58 mm' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`No: ${sale!.nomor}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // (a) Web Bluetooth: the chooser once, the bytes to the printer, the printer remembered.
    await dialog.getByRole('button', { name: 'Cetak Bluetooth' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Nota dikirim ke RPP02N.' }).waitFor();
    const bt = await page.evaluate(() => (window as unknown as { __bt: { writes: number[][]; requests: number } }).__bt);
    expect(bt.requests).toBe(1);
    const { lines, commands } = decodeEscPos(Uint8Array.from(bt.writes.flat()));
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(32);
    expect(lines).toContain(`No: ${sale!.nomor}`);
    const total = lines.find((l) => /^TOTAL( BAYAR)? /.test(l) && (l.startsWith('TOTAL BAYAR') || !lines.some((x) => x.startsWith('TOTAL BAYAR'))));
    expect(total?.endsWith(formatMoney(totalBayar))).toBe(true);
    expect(commands.filter((c) => c !== 'LF').at(-1)).toMatch(/^GS V /);
    await dialog.getByText('Printer: RPP02N').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('niaga-printer-nota') ?? '{}'))).toMatchObject({ id: 'printer-uji-1', name: 'RPP02N', paper: 58 });

    // (b) The browser's print: a page 58 mm wide (164.4 pt) and as tall as the nota.
    await dialog.getByRole('button', { name: 'Cetak 58 mm' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    await page.emulateMedia({ media: 'screen' });
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
    expect(box, 'MediaBox halaman pertama').toBeTruthy();
    const [x0, y0, x1, y1] = box!.slice(1).map(Number);
    expect(Math.abs((x1 - x0) - (58 / 25.4) * 72)).toBeLessThanOrEqual(1);
    expect(y1 - y0).toBeGreaterThan(100);
    expect((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length).toBe(1);

    // (c) Sharing: a PNG named after the nota handed to the share sheet.
    await dialog.getByRole('button', { name: 'Bagikan (WhatsApp)' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Nota dibagikan.' }).waitFor();
    const shared = await page.evaluate(() => (window as unknown as { __bt: { shared: Array<{ name: string; type: string; size: number }> } }).__bt.shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ name: `nota-${sale!.nomor.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`, type: 'image/png' });
    expect(shared[0].size).toBeGreaterThan(1000);
    await poll(() => page.getByRole('alert').count()).toBe(0);
  });
});
