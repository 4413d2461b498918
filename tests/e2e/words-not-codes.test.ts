/**
 * Issue 35, "words, not codes" and "lists that fit": a journal's source, a cash line's document and party, the menu's
 * icons, Indonesian names, period fields as month pickers, the BOP list's advance, and the dashboard, achievement and
 * LPJ screens inside their cards; in both skins at a laptop's 1366 × 768 and a phone's 390 × 844.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickUntilShown, englishOn, login, poll, useBrowserSession } from './harness.js';
import { layoutProblems } from './sweep-layout.js';
import { codesOn } from './words.js';
import { formatMoney } from '../../common/format.js';

const session = useBrowserSession();

const SIZES = [{ name: 'laptop', width: 1366, height: 768 }, { name: 'ponsel', width: 390, height: 844 }] as const;
const SKINS = ['dark', 'light'] as const;

type Row = Record<string, unknown>;

async function open(page: Page, path: string, shows: string | RegExp): Promise<void> {
  await page.goto(`${session.app.url}${path}`);
  await page.locator('main').getByText(shows).first().waitFor();
}

/** Nothing in English, no internal code on the open screen. */
async function speaksWords(page: Page, where: string): Promise<void> {
  expect({ where, english: await englishOn(page), codes: await codesOn(page) }).toEqual({ where, english: [], codes: [] });
}

describe.each(SKINS)('words, not codes (skin %s)', (skin) => {
  describe.each(SIZES)('at $name', (size) => {
    const phone = size.width < 600;

    async function signIn(): Promise<Page> {
      const page = await session.fresh();
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript((m) => localStorage.setItem('niaga.theme', m), skin);
      await login(page, session.app.url, 'admin');
      return page;
    }

    it('names a journal\'s source document by kind and number, linked, and the stock card\'s too', async () => {
      const page = await signIn();
      const { data: [journal] } = await session.api<{ data: Row[] }>('/jurnal?sumber=penjualan&perPage=1&sort=id&order=DESC');
      const doc = journal.sumber_dokumen as { jenis: string; nomor: string; path: string; pihak: string };
      expect(doc).toMatchObject({ jenis: 'Penjualan', nomor: expect.stringMatching(/^PJ\//), path: expect.stringMatching(/^\/penjualan\/\d+\/show$/) });
      expect(doc.pihak).toBeTruthy();
      // A payment's journal: the payment's own kind and number, never `penjualan-bayar`.
      const { data: [paid] } = await session.api<{ data: Row[] }>('/jurnal?sumber=penjualan-bayar&perPage=1');
      expect((paid.sumber_dokumen as { jenis: string }).jenis).toBe('Pembayaran Konsumen');

      await open(page, `/jurnal/${String(journal.id)}/show`, String(journal.nomor));
      const link = page.locator('main').getByRole('link', { name: `Penjualan ${doc.nomor}` }).first();
      await link.waitFor();
      await speaksWords(page, 'jurnal detail');
      if (!phone) {
        await open(page, '/jurnal', 'Sumber');
        await page.locator('main').getByRole('link', { name: /^Retur Konsumen RK\// }).first().waitFor();
        expect(await page.locator('main').innerText()).not.toMatch(/retur_konsumen|penjualan-bayar/);
        await speaksWords(page, 'jurnal');
        await open(page, '/kartu-stok', 'Kartu Stok');
        const docLink = page.locator('main tbody a').first();
        await docLink.waitFor();
        expect(await docLink.innerText()).toMatch(/^[A-Z][A-Za-z ()]+ [A-Z]+\/\d{4}\//);
        expect(await page.locator('main').innerText()).not.toMatch(/surat_jalan|pengembalian_sales/);
      }
      await open(page, `/jurnal/${String(journal.id)}/show`, String(journal.nomor));
      await page.locator('main').getByRole('link', { name: `Penjualan ${doc.nomor}` }).first().click();
      await page.waitForURL(new RegExp(`${doc.path}$`));
    });

    it('shows on each cash line its document and the customer or salesperson, dates and amounts on one line', async () => {
      const page = await signIn();
      const { data: kas } = await session.api<{ data: Row[] }>('/kas?perPage=100');
      const besar = kas.find((k) => k.kode === 'KAS-01')!;
      await open(page, `/kas-alur/${String(besar.id)}`, /^Alur Kas KAS-01/);
      const table = page.getByRole('table', { name: 'Alur kas' });
      await table.getByText(/^Setoran STR\//).first().waitFor();
      const row = table.locator('tbody tr').filter({ hasText: /Setoran STR\// }).first();
      const { data: sales } = await session.api<{ data: Row[] }>('/karyawan?perPage=200');
      const names = sales.map((k) => String(k.nama_lengkap));
      // The salesperson who deposited, by name.
      const rowText = await row.innerText();
      expect(names.some((n) => n && rowText.includes(n))).toBe(true);
      // A customer's payment into a salesperson's cash names the customer and the payment.
      const kasSales = kas.find((k) => k.kode === 'KAS-S1')!;
      await open(page, `/kas-alur/${String(kasSales.id)}`, /^Alur Kas KAS-S1/);
      await page.getByRole('table', { name: 'Alur kas' }).getByText(/^Pembayaran Konsumen BYR\//).first().waitFor();
      if (!phone) {
        // One line each: the date and the amounts are as tall as one line of text.
        const lines = await page.getByRole('table', { name: 'Alur kas' }).locator('tbody tr').first().evaluate((tr) => {
          const cells = [...tr.querySelectorAll('td')];
          return [0, 4, 5, 6].filter((i) => cells[i].textContent).map((i) => {
            const range = document.createRange();
            range.selectNodeContents(cells[i]);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          });
        });
        expect(lines).toEqual([1, 1, 1]);
      }
      await speaksWords(page, 'alur kas');
    });

    it('draws the menu\'s icons with Indonesian words, picked from a list of them, never as code names', async () => {
      const page = await signIn();
      await open(page, '/menu', phone ? 'Beranda' : 'Ikon');
      expect(await page.locator('main').innerText()).not.toMatch(/LocalShipping|AdminPanelSettings|Dashboard/);
      if (!phone) await page.locator('main tbody').getByText('Truk pengiriman').first().waitFor();
      await speaksWords(page, 'menu');
      const { data: menus } = await session.api<{ data: Row[] }>('/menu?perPage=1000');
      const truck = menus.find((m) => m.icon === 'LocalShipping')!;
      await open(page, `/menu/${String(truck.id)}`, 'Ikon');
      const picker = page.locator('main').getByRole('combobox', { name: 'Ikon' });
      await poll(() => picker.innerText()).toContain('Truk pengiriman');
      expect(await picker.locator('svg').count()).toBe(1);
      await picker.click();
      const option = page.getByRole('option', { name: 'Gudang', exact: true });
      await option.waitFor();
      expect(await option.locator('svg').count()).toBe(1);
      await speaksWords(page, 'menu ubah, pilihan ikon');
      await page.keyboard.press('Escape');
    });

    it('speaks Indonesian: Beranda, Hak Akses, the unit Pcs', async () => {
      const page = await signIn();
      await page.locator('main').getByRole('heading', { name: 'Beranda' }).waitFor();
      await open(page, '/satuan', 'Pcs');
      expect(await page.locator('main').innerText()).not.toMatch(/Pieces/);
      await speaksWords(page, 'satuan');
      await open(page, '/role-management', 'Hak Akses');
      expect(await englishOn(page)).toEqual([]);
      if (phone) await page.getByRole('button', { name: /menu/i }).first().click();
      // The group of the open screen may already be unfolded (or unfold a moment later): clicked only while shut.
      const menu = page.getByRole('navigation', { name: 'Menu utama' });
      const link = menu.getByRole('link', { name: 'Hak Akses' });
      await clickUntilShown(menu.getByText('Pengaturan'), link);
    });

    it('takes a period with a month picker and shows it as a month', async () => {
      const page = await signIn();
      await open(page, '/asset-penyusutan/create', 'Periode');
      const group = page.locator('main').getByRole('group', { name: 'Periode' });
      await group.waitFor();
      await group.click();
      await page.keyboard.type('032025');
      await poll(() => group.innerText()).toMatch(/Maret\s*2025/);
      expect(await page.locator('main').innerText()).not.toMatch(/YYYY-MM/);
      await page.locator('main').getByRole('button', { name: /pilih tanggal|pilih bulan|kalender/i }).first().click();
      await page.getByRole('dialog').getByText('Januari').or(page.getByRole('dialog').getByText('Jan')).first().waitFor();
      await speaksWords(page, 'penyusutan tambah, pemilih bulan');
      await page.keyboard.press('Escape');
      const { data: [target] } = await session.api<{ data: Row[] }>('/target-sales?perPage=1&sort=periode&order=DESC');
      const [y, m] = String(target.periode).split('-');
      const month = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'][Number(m) - 1];
      await open(page, '/target-sales', `${month} ${y}`);
    });

    it('lists a BOP request with the advance asked for, not Rp. 0', async () => {
      const page = await signIn();
      const { data } = await session.api<{ data: Row[] }>('/bop-ajuan?status=diajukan&perPage=1');
      const asked = data[0];
      expect(Number(asked.total)).toBeGreaterThan(0);
      await open(page, '/bop', String(asked.nomor));
      const row = page.locator('main').locator(phone ? '[data-testid="list-card"]' : 'tbody tr').filter({ hasText: String(asked.nomor) }).first();
      await poll(() => row.innerText()).toContain(formatMoney(Number(asked.total)));
      if (!phone) await page.locator('main thead').getByText('Uang Muka Diajukan').waitFor();
    });

    it('fits the dashboard, the achievement screen and the LPJ report inside their cards', async () => {
      const page = await signIn();
      for (const [path, shows] of [['/dashboard', 'Aktivitas 14 Hari Terakhir'], ['/pencapaian', /Pencapaian|Target/], ['/laporan/lpj', 'Per BOP']] as const) {
        await open(page, path, shows);
        await page.waitForLoadState('networkidle');
        expect({ path, problems: await layoutProblems(page) }).toEqual({ path, problems: [] });
      }
    });
  });
});
