import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { login, poll, shootOnFailure, startApp, type RunningApp } from './harness.js';
import { axeFindings } from './axe.js';
import { decodeEscPos } from '../client/lapangan/escposDecode.js';
import { formatMoney } from '../../common/format.js';

/**
 * The nota of a saved sale in Chromium on a 390 × 844 phone (issue 39), from its page's "Nota 58 mm": printed over
 * Web Bluetooth to a BLE printer emulated by Chromium's own CDP `BluetoothEmulation` domain (the device chooser
 * answered through `DeviceAccess`, every GATT write captured), printed by the browser on a page 58 mm wide (the
 * PDF's MediaBox), and shared as a PNG (navigator.share stubbed). Web Bluetooth is behind a flag in Chromium on
 * Linux: this file launches its own Chromium with it.
 */
let app: RunningApp;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  app = await startApp();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--enable-experimental-web-platform-features'],
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});
afterEach(async (ctx) => {
  if (page) await shootOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail');
});

const SERVICE = '000018f0-0000-1000-8000-00805f9b34fb';
const PRINT = '00002af1-0000-1000-8000-00805f9b34fb';
const STATUS = '00002af0-0000-1000-8000-00805f9b34fb';

/** A BLE ESC/POS printer (the driver's generic profile: service 18f0, write 2af1, status 2af0) in Chromium's emulation. */
async function emulatePrinter(context: BrowserContext, target: Page): Promise<{ bytes: () => Uint8Array; prompts: () => number }> {
  const central = await browser.newBrowserCDPSession();
  const address = '09:09:09:09:09:09';
  await central.send('BluetoothEmulation.enable', { state: 'powered-on', leSupported: true });
  await central.send('BluetoothEmulation.simulatePreconnectedPeripheral', { address, name: 'RPP02N', manufacturerData: [], knownServiceUuids: [SERVICE] });
  const { serviceId } = await central.send('BluetoothEmulation.addService', { address, serviceUuid: SERVICE });
  const props = { broadcast: false, read: false, writeWithoutResponse: true, write: true, notify: false, indicate: false, authenticatedSignedWrites: false, extendedProperties: false };
  await central.send('BluetoothEmulation.addCharacteristic', { serviceId, characteristicUuid: PRINT, properties: props });
  await central.send('BluetoothEmulation.addCharacteristic', { serviceId, characteristicUuid: STATUS, properties: { ...props, write: false, writeWithoutResponse: false, read: true, notify: true } });
  const written: Buffer[] = [];
  central.on('BluetoothEmulation.gattOperationReceived', (e) => {
    void central.send('BluetoothEmulation.simulateGATTOperationResponse', { address: e.address, type: e.type, code: 0 });
  });
  central.on('BluetoothEmulation.characteristicOperationReceived', (e) => {
    if (e.type === 'write' && e.data) written.push(Buffer.from(e.data, 'base64'));
    void central.send('BluetoothEmulation.simulateCharacteristicOperationResponse', { characteristicId: e.characteristicId, type: e.type, code: 0 });
  });
  await central.send('BluetoothEmulation.simulateAdvertisement', {
    entry: { deviceAddress: address, rssi: -50, scanRecord: { name: 'RPP02N', uuids: [SERVICE], appearance: 0, txPower: 0, manufacturerData: [] } },
  });
  // The browser's device chooser: the emulated printer picked, as a salesperson would.
  const chooser = await context.newCDPSession(target);
  await chooser.send('DeviceAccess.enable');
  const answered = new Set<string>();
  chooser.on('DeviceAccess.deviceRequestPrompted', (e) => {
    if (answered.has(e.id) || e.devices.length === 0) return;
    answered.add(e.id);
    void chooser.send('DeviceAccess.selectPrompt', { id: e.id, deviceId: e.devices[0].id }).catch(() => undefined);
  });
  return { bytes: () => Uint8Array.from(Buffer.concat(written)), prompts: () => answered.size };
}

/** Sharing and printing stubbed: the files handed to the share sheet, the print dialogs opened. */
function stubShareAndPrint() {
  const w = window as unknown as { __nota: { shared: Array<{ name: string; type: string; size: number }>; printed: number } };
  w.__nota = { shared: [], printed: 0 };
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: { files?: File[] }) => Boolean(data?.files?.length) });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: { files: File[] }) => { for (const f of data.files) w.__nota.shared.push({ name: f.name, type: f.type, size: f.size }); },
  });
  window.print = () => { w.__nota.printed += 1; };
}

async function api<T>(path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}').access_token as string;
    return (await fetch(`/api${p}`, { headers: { authorization: `Bearer ${token}` } })).json();
  }, path) as Promise<T>;
}

describe('the nota three ways (issue 39)', () => {
  it('prints over Web Bluetooth, prints 58 mm wide through the browser, and shares a PNG', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    context.setDefaultTimeout(30_000);
    page = await context.newPage();
    await login(page, app.url, 'sales1');
    const list = await api<{ data: Array<{ id: number; nomor: string; status: string; total: number; pembulatan?: number }> }>('/penjualan?page=1&perPage=100');
    const sale = list.data.find((s) => s.status === 'selesai');
    expect(sale?.status, 'penjualan selesai milik sales1').toBe('selesai');
    const full = await api<{ data: { total: number; pembulatan?: number } }>(`/penjualan/${sale!.id}`);
    const totalBayar = Number(full.data.total) - Number(full.data.pembulatan ?? 0);

    await page.addInitScript(stubShareAndPrint);
    await page.goto(`${app.url}/penjualan/${sale!.id}/show`);
    const printer = await emulatePrinter(context, page);
    await page.getByRole('button', { name: 'Nota 58 mm' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`No: ${sale!.nomor}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);

    // (a) Web Bluetooth: the chooser once, the bytes to the printer, the printer remembered.
    await dialog.getByRole('button', { name: 'Cetak Bluetooth' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Nota dikirim ke RPP02N.' }).waitFor();
    expect(printer.prompts()).toBe(1);
    const { lines, commands } = decodeEscPos(printer.bytes());
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(32);
    expect(lines).toContain(`No: ${sale!.nomor}`);
    const total = lines.find((l) => /^TOTAL( BAYAR)? /.test(l) && (l.startsWith('TOTAL BAYAR') || !lines.some((x) => x.startsWith('TOTAL BAYAR'))));
    expect(total?.endsWith(formatMoney(totalBayar))).toBe(true);
    expect(commands.filter((c) => c !== 'LF').at(-1)).toMatch(/^GS V /);
    await dialog.getByText('Printer: RPP02N').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('niaga-printer-nota') ?? '{}'))).toMatchObject({ id: expect.any(String), name: 'RPP02N', paper: 58 });

    // (b) The browser's print: a page 58 mm wide (164.4 pt) and as tall as the nota.
    await dialog.getByRole('button', { name: 'Cetak 58 mm' }).click();
    expect(await page.evaluate(() => (window as unknown as { __nota: { printed: number } }).__nota.printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    await page.emulateMedia({ media: 'screen' });
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
    expect(box?.length, 'MediaBox halaman pertama').toBe(5);
    const [x0, y0, x1, y1] = box!.slice(1).map(Number);
    expect(Math.abs((x1 - x0) - (58 / 25.4) * 72)).toBeLessThanOrEqual(1);
    expect(y1 - y0).toBeGreaterThan(100);
    expect((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length).toBe(1);

    // (c) Sharing: a PNG named after the nota handed to the share sheet.
    await dialog.getByRole('button', { name: 'Bagikan (WhatsApp)' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Nota dibagikan.' }).waitFor();
    const shared = await page.evaluate(() => (window as unknown as { __nota: { shared: Array<{ name: string; type: string; size: number }> } }).__nota.shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ name: `nota-${sale!.nomor.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`, type: 'image/png' });
    expect(shared[0].size).toBeGreaterThan(1000);
    await poll(() => page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
