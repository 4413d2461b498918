import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatReportMoney } from '../../common/format.js';
import { REPORTS } from '../../common/laporan.js';
import { pdfText } from '../server/support/pdf-text.js';
import { englishOn, poll, useBrowserSession } from './harness.js';

const session = useBrowserSession();

describe('reports and dashboard in the browser (issue 17)', () => {
  it('finance opens laba rugi, sees the server\'s figures and downloads the same figures as PDF', async () => {
    const s = await session.as('finance');
    await session.page.goto(`${session.app.url}/laporan/laba-rugi`);
    await s.main.getByRole('heading', { name: 'Laporan Laba Rugi' }).waitFor();
    const summary = s.main.getByTestId('laporan-ringkasan');
    await summary.waitFor();
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const { data } = await session.api<{ data: { summary: Array<{ label: string; value: number }> } }>(`/laporan/laba-rugi?tgl_awal=${today.slice(0, 7)}-01&tgl_akhir=${today}`);
    const laba = formatReportMoney(data.summary[0].value, true);
    await poll(() => summary.innerText()).toContain(laba);
    const [file] = await Promise.all([session.page.waitForEvent('download'), s.main.getByRole('button', { name: 'Unduh PDF' }).click()]);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.suggestedFilename()).toMatch(/^Laporan Laba Rugi .*\.pdf$/);
    expect(await pdfText(bytes)).toContain(`Laba (Rugi) Bersih ${laba}`);
    expect(await englishOn(session.page)).toEqual([]);
  });

  it('the owner\'s dashboard shows the company\'s figures as the server counts them, each opening its list', async () => {
    const s = await session.as('owner');
    await session.page.goto(`${session.app.url}/dashboard`);
    await s.main.getByRole('heading', { name: 'Menunggu Tindakan Anda' }).waitFor();
    // POST /api/dashboard-info with the page's own session: what the cards must show.
    const info = await session.page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('niaga.token') ?? '{}').access_token as string;
      return (await fetch('/api/dashboard-info', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })).json();
    }) as { data: { figures: Array<{ key: string; value: number; url: string }> } };
    const keys = info.data.figures.map((f) => f.key);
    expect(keys).toEqual(['penjualan_hari_ini', 'kas', 'piutang', 'hutang', 'nilai_stok', 'nilai_buku_aset']);
    for (const f of info.data.figures) await poll(() => s.main.getByTestId(`angka-${f.key}`).innerText()).toContain(formatMoney(f.value));
    // Both month charts are drawn for the owner, money on the axis in Rp. words and months in Indonesian.
    await s.main.getByRole('heading', { name: 'Penjualan per Bulan' }).waitFor();
    await s.main.getByRole('heading', { name: 'Laba (Rugi) per Bulan' }).waitFor();
    expect(await s.main.getByRole('table', { name: 'Penjualan per bulan' }).innerText()).toMatch(/(Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}/);
    await s.main.getByTestId('angka-piutang').click();
    await session.page.waitForURL(/\/hutang$/);
    expect(await englishOn(session.page)).toEqual([]);
  });

  it('finance downloads a journal XLSX as a long export: progress on screen, then the file with the screen\'s lines', async () => {
    const s = await session.as('finance');
    await session.page.goto(`${session.app.url}/laporan/jurnal`);
    await s.main.getByRole('heading', { name: 'Laporan Jurnal' }).waitFor();
    await poll(() => s.main.getByText(/ dari \d+/).count()).toBeGreaterThan(0);
    const [file] = await Promise.all([
      session.page.waitForEvent('download', { timeout: 60_000 }),
      s.main.getByRole('button', { name: 'Unduh XLSX' }).click(),
      s.main.getByRole('status').filter({ hasText: /Menyiapkan berkas XLSX/ }).first().waitFor(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^Laporan Jurnal \d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const screenTotal = (await session.api<{ data: { total_rows: number } }>(`/laporan/jurnal?tgl_awal=${today.slice(0, 7)}-01&tgl_akhir=${today}&perPage=1`)).data.total_rows;
    // company, title, period, header, every line, total, two summary lines
    expect(wb.worksheets[0].actualRowCount).toBe(4 + screenTotal + 1 + 2);
    // The progress is gone and the server removed the file once it was fetched.
    await poll(() => s.main.getByRole('status').filter({ hasText: /Menyiapkan berkas XLSX/ }).count()).toBe(0);
  });

  it('every report screen a level holds shows the server\'s figures for that level, for each level with reports', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const period = `tgl_awal=${today.slice(0, 7)}-01&tgl_akhir=${today}`;
    const opened: string[] = [];
    for (const user of ['owner', 'finance', 'gm', 'spv', 'sales1']) {
      const s = await session.as(user);
      const role = await session.api<{ data: Array<{ sub_menu: Array<{ url: string }> }> }>('/role?sub_menu=1');
      const held = new Set(role.data.flatMap((m) => m.sub_menu.map((x) => x.url)));
      for (const def of REPORTS.filter((r) => user === 'owner' || held.has(r.path))) {
        await session.page.goto(`${session.app.url}${def.path}`);
        await s.main.getByRole('heading', { name: def.title }).waitFor();
        // A tax year's report opens on this year (issue 38), every other on this month.
        const asked = def.tahun ? `tahun=${today.slice(0, 4)}` : period;
        const { data } = await session.api<{ data: { summary: Array<{ label: string; value: number; kind?: string }> } }>(`/laporan/${def.name}?${asked}`);
        const first = data.summary[0];
        await poll(() => s.main.getByTestId('laporan-ringkasan').innerText()).toContain(first.kind === 'qty' ? formatNumber(first.value, 0) : formatReportMoney(first.value, true));
        expect(await s.main.getByRole('alert').count(), `${user} ${def.path}`).toBe(0);
        opened.push(`${user} ${def.name}`);
      }
    }
    expect(opened).toContain('spv lpj');
    expect(opened).toContain('sales1 droping-sales');
    expect(opened.filter((o) => o.startsWith('finance '))).toHaveLength(REPORTS.length);
  });

  it('a salesperson\'s dashboard shows their own day and their sales report names only them', async () => {
    const s = await session.as('sales1');
    await session.page.goto(`${session.app.url}/dashboard`);
    await s.main.getByText('Menunggu Tindakan Anda').waitFor();
    await s.main.getByTestId('angka-kas').waitFor();
    expect(await s.main.getByTestId('angka-hutang').count()).toBe(0);
    await session.page.goto(`${session.app.url}/laporan/sales`);
    await s.main.getByRole('heading', { name: 'Laporan Sales' }).waitFor();
    await poll(() => s.main.innerText()).toMatch(/Sales: /);
    expect(await s.main.getByLabel('Sales', { exact: true }).count()).toBe(0);
  });
});
