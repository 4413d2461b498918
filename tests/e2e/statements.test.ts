import { describe, expect, it } from 'vitest';
import { formatDateLong, formatReportMoney } from '../../common/format.js';
import type { ReportResult } from '../../common/laporan.js';
import { axeFindings, COLOUR_RULES } from './axe.js';
import { englishOn, poll, useBrowserSession } from './harness.js';
import { LAPTOP, PHONE, SKINS } from './sweep.js';
import { layoutProblems } from './sweep-layout.js';

/**
 * The Laba Rugi and Neraca screens (issue 36) as finance sees them, at a laptop's 1366 × 768 and a phone's 390 × 844,
 * in both skins: the company heading, the statement's lines, the comparison the user picks, the signature block,
 * the server's figures in the parentheses form, nothing wider than the screen and no colour-contrast finding.
 */
const session = useBrowserSession();
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe('financial statements in the browser', () => {
  for (const size of [LAPTOP, PHONE]) {
    for (const skin of Object.values(SKINS)) {
      it(`laba rugi and neraca at ${size.width} × ${size.height}, ${skin.name}`, async () => {
        const s = await session.as('finance');
        const page = session.page;
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.evaluate((mode) => localStorage.setItem('niaga.theme', mode), skin.mode);

        await page.goto(`${session.app.url}/laporan/laba-rugi`);
        await s.main.getByRole('heading', { name: 'Laporan Laba Rugi' }).waitFor();
        await s.main.getByTestId('laporan-kop').waitFor();
        const t = today();
        const lr = (await session.api<{ data: ReportResult }>(`/laporan/laba-rugi?tgl_awal=${t.slice(0, 7)}-01&tgl_akhir=${t}`)).data;
        expect(await s.main.getByTestId('laporan-kop').innerText()).toContain(lr.kop!.nama);
        for (const text of ['Penjualan Neto', 'Laba Kotor', 'Jumlah Beban Usaha', 'Laba Usaha', 'Laba Sebelum Pajak']) {
          await expect(s.main.getByText(text, { exact: true }).first().isVisible()).resolves.toBe(true);
        }
        await poll(() => s.main.getByTestId('laporan-ringkasan').innerText()).toContain(formatReportMoney(lr.summary[0].value, true));
        const signature = s.main.getByTestId('laporan-tanda-tangan');
        for (const p of lr.tanda_tangan!.penanda) {
          expect(await signature.innerText()).toContain(p.peran);
          if (p.nama) expect(await signature.innerText()).toContain(p.nama);
        }
        // The comparison the user picks: the same period a year before.
        await s.main.getByRole('combobox', { name: 'Pembanding' }).click();
        await page.getByRole('option', { name: 'Periode yang sama tahun lalu' }).click();
        const lastYear = `01-${t.slice(5, 7)}-${Number(t.slice(0, 4)) - 1}`;
        await poll(() => s.main.innerText()).toContain(lastYear);
        expect(await layoutProblems(page)).toEqual([]);
        expect(await axeFindings(page, ['nav[aria-label="Menu utama"]'], COLOUR_RULES)).toEqual([]);

        await page.goto(`${session.app.url}/laporan/neraca`);
        await s.main.getByRole('heading', { name: 'Laporan Neraca' }).waitFor();
        await s.main.getByTestId('laporan-kop').waitFor();
        expect(await s.main.getByRole('textbox', { name: 'Tanggal Awal' }).count()).toBe(0);
        await poll(() => s.main.getByTestId('laporan-kop').innerText()).toContain(`per ${formatDateLong(t)}`);
        const neraca = (await session.api<{ data: ReportResult }>(`/laporan/neraca?tgl_akhir=${t}`)).data;
        const sum = Object.fromEntries(neraca.summary.map((x) => [x.label, x.value]));
        expect(sum['Jumlah Aset']).toBe(sum['Jumlah Liabilitas dan Ekuitas']);
        for (const text of ['Jumlah Aset Lancar', 'Jumlah Aset Tidak Lancar', 'Jumlah Liabilitas Jangka Pendek', 'Jumlah Ekuitas', 'Jumlah Liabilitas dan Ekuitas']) {
          await expect(s.main.getByText(text, { exact: true }).first().isVisible()).resolves.toBe(true);
        }
        await poll(() => s.main.getByTestId('laporan-ringkasan').innerText()).toContain(formatReportMoney(sum['Jumlah Aset'], true));
        expect(await s.main.innerText()).not.toMatch(/Posisi/);
        expect(await s.main.innerText()).not.toMatch(/(^|\s)-\d/);
        expect(await layoutProblems(page)).toEqual([]);
        expect(await axeFindings(page, ['nav[aria-label="Menu utama"]'], COLOUR_RULES)).toEqual([]);
        expect(await englishOn(page)).toEqual([]);
      });
    }
  }
});
