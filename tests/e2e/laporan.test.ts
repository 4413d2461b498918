import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../common/format.js';
import { pdfText } from '../server/pdf-text.js';
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
    const laba = formatMoney(data.summary[0].value);
    await poll(() => summary.innerText()).toContain(laba);
    const [file] = await Promise.all([session.page.waitForEvent('download'), s.main.getByRole('button', { name: 'Unduh PDF' }).click()]);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.suggestedFilename()).toMatch(/^Laporan Laba Rugi .*\.pdf$/);
    expect(await pdfText(bytes)).toContain(`Laba (Rugi) Bersih ${laba}`);
    expect(await englishOn(session.page)).toEqual([]);
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
