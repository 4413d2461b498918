import { describe, expect, it } from 'vitest';
import { poll, toast, useBrowserSession } from './harness.js';

const session = useBrowserSession();

/** Today in Asia/Jakarta as the date field takes it (DDMMYYYY) and as lists show it (DD-MM-YYYY). */
function today() {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).split('-');
  return { typed: `${d}${m}${y}`, shown: `${d}-${m}-${y}`, prefix: `JU/${y}/${m}/` };
}

const KETERANGAN = 'Setoran Kas Besar ke Bank BCA (uji peramban)';
/** The account page of Bank BCA, remembered from the first test for the ledger checks. */
let bcaId = '';
/**
 * Bank BCA's and Kas Besar's balances before the manual journal moves Rp. 1.500.000 from one to the other: the demo's
 * sales, collections and deposits move them too, so the checks read them instead of fixing them.
 */
const before = { bca: 0, kas: 0 };
const rupiah = (n: number) => `Rp. ${n.toLocaleString('id-ID')}`;
const asPattern = (text: string) => text.replace(/[.()]/g, '\\$&');

describe('accounting screens in the browser (issue 5)', () => {
  it('finance posts a balanced manual journal with running totals and finds its JU number in the list', async () => {
    const s = await session.as('finance');
    const t = today();
    const { data: akun } = await session.api<{ data: Array<{ kode: string; saldo: number }> }>('/akun?perPage=200');
    before.bca = Number(akun.find((a) => a.kode === '1-1200')!.saldo);
    const { data: kas } = await session.api<{ data: Array<{ kode: string; saldo: number }> }>('/kas?perPage=50');
    before.kas = Number(kas.find((k) => k.kode === 'KAS-01')!.saldo);
    await session.page.goto(`${session.app.url}/jurnal/create`);
    await s.main.getByRole('heading', { name: 'Tambah Jurnal' }).waitFor();
    await session.noEnglish('/jurnal/create');
    const totals = s.main.getByTestId('line-totals');
    expect(await totals.innerText()).toMatch(/Jumlah baris:\s*0\s+Total Debit: Rp\. 0\s+Total Kredit: Rp\. 0/);

    await s.main.getByRole('group', { name: 'Tanggal' }).click();
    await session.page.keyboard.type(t.typed);
    await s.field('Keterangan').fill(KETERANGAN);

    await s.button('Tambah').click();
    await s.pick('Akun', 'Bank BCA', 0);
    await s.field('Debit', 0).fill('1500000');
    await poll(() => totals.innerText()).toMatch(/Jumlah baris:\s*1\s+Total Debit: Rp\. 1\.500\.000\s+Total Kredit: Rp\. 0/);

    await s.button('Tambah').click();
    await s.pick('Akun', 'Kas Besar', 1);
    await s.field('Kredit', 1).fill('1500000');
    await poll(() => totals.innerText()).toMatch(/Jumlah baris:\s*2\s+Total Debit: Rp\. 1\.500\.000\s+Total Kredit: Rp\. 1\.500\.000/);
    expect(await s.field('Debit', 0).inputValue()).toBe('1.500.000');
    await session.noEnglish('/jurnal/create filled');

    const answer = session.page.waitForResponse((r) => r.url().includes('/api/input/jurnal'));
    await s.save();
    expect((await answer).status()).toBe(201);
    await session.page.waitForURL(/\/jurnal$/);
    await toast(session.page, 'Berhasil!').filter({ hasText: 'Jurnal berhasil ditambahkan' }).waitFor();

    const row = s.row(new RegExp(KETERANGAN.replace(/[()]/g, '\\$&')));
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(t.prefix);
    expect(text).toMatch(/JU\/\d{4}\/\d{2}\/\d{4}/);
    expect(text).toContain(t.shown);
    expect(text).toMatch(/Jurnal Umum\s+Rp\. 1\.500\.000\s+Diposting/);
    await session.noEnglish('/jurnal');

    await session.page.goto(`${session.app.url}/akun`);
    const bca = s.row(/Bank BCA/);
    await bca.waitFor();
    expect(await bca.innerText()).toMatch(new RegExp(`1-1200\\s+Bank BCA\\s+Aset\\s+Debit\\s+Aset Lancar\\s+Ya\\s+${asPattern(rupiah(before.bca + 1_500_000))}`));
    const href = await bca.getByRole('link', { name: 'Lihat detail' }).getAttribute('href');
    bcaId = href!.match(/\/akun\/(\d+)/)![1];
  });

  it('an account page shows its balance and the journal lines posted to it', async () => {
    const s = await session.as('finance');
    await session.page.goto(`${session.app.url}/akun`);
    await s.row(/Bank BCA/).getByRole('link', { name: 'Lihat detail' }).click();
    await session.page.waitForURL(/\/akun\/\d+\/show$/);
    await s.main.getByText('Buku Besar').waitFor();
    const saldo = asPattern(rupiah(before.bca + 1_500_000));
    await poll(() => s.main.innerText()).toMatch(new RegExp(`Saldo\\s+${saldo}`));
    const text = await s.main.innerText();
    expect(text).toMatch(/Nama Akun\s+Bank BCA/);
    const lines = s.main.locator('table').last().locator('tbody tr');
    await poll(async () => (await lines.allInnerTexts()).some((l) => l.includes('Rp. 1.500.000'))).toBe(true);
    const all = await lines.allInnerTexts();
    // The ledger opens on its latest page, oldest first, each line ending with the running balance: today's journal last.
    expect(all.length).toBeGreaterThan(1);
    for (const line of all) expect(line).toMatch(/JU\/\d{4}\/\d{2}\/\d{4}.*Rp\. [\d.]+\s*$/s);
    expect(all[all.length - 1]).toMatch(new RegExp(`${today().shown}\\s+JU/\\d{4}/\\d{2}/\\d{4}.*Rp\\. 1\\.500\\.000\\s+${saldo}`, 's'));
    await session.noEnglish('/akun/:id/show');
  });

  it('/akun/info/:id opens the account ledger with a running balance', async () => {
    const s = await session.as('finance');
    await session.page.goto(`${session.app.url}/akun/info/${bcaId || 5}`);
    await session.page.waitForURL(/\/akun\/\d+\/show$/);
    await s.main.getByText('Buku Besar').waitFor({ timeout: 10000 });
    const table = s.main.locator('table').last();
    expect(await table.locator('thead').innerText()).toMatch(/Saldo/);
    await poll(() => table.locator('tbody').innerText()).toMatch(/Rp\. [\d.]+/);
  });

  it('a posted journal opens read-only: no "Simpan", the server would refuse any change', async () => {
    const s = await session.as('finance');
    await session.page.goto(`${session.app.url}/jurnal/1`);
    await s.main.getByText('Saldo awal pembukuan').first().waitFor({ timeout: 10000 });
    expect(await s.main.getByRole('button', { name: 'Simpan' }).count()).toBe(0);
  });

  it('/integritas shows every check OK after the demo seed and a manual journal', async () => {
    const s = await session.as('finance');
    await session.page.goto(`${session.app.url}/integritas`);
    await s.main.getByText('Semua pemeriksaan sesuai').waitFor();
    const checks = ['Saldo stok sama dengan jumlah kartu stok', 'Tidak ada saldo stok negatif', 'Setiap jurnal seimbang',
      'Neraca saldo seimbang', 'Nilai persediaan sama dengan saldo akun persediaan'];
    for (const c of checks) await s.main.getByText(c).first().waitFor();
    // each check carries a green or a red icon (the icons have no accessible name; their colour class tells)
    expect(await s.main.locator('li svg.MuiSvgIcon-colorSuccess').count()).toBeGreaterThanOrEqual(6);
    expect(await s.main.locator('svg.MuiSvgIcon-colorError').count()).toBe(0);
    expect(await s.main.innerText()).toMatch(/debit = kredit = Rp\. [\d.]+/);
    await s.main.getByRole('button', { name: 'Periksa Ulang' }).click();
    await s.main.getByText('Semua pemeriksaan sesuai').waitFor();
    await session.noEnglish('/integritas');
  });

  it('/kas lists the cash and bank accounts with their Rp. balances, the journal included', async () => {
    const s = await session.as('finance');
    await session.page.goto(`${session.app.url}/kas`);
    expect(await s.range()).toBe('1-6 dari 6');
    const rows = await s.rows.allInnerTexts();
    for (const r of rows) expect(r).toMatch(/Rp\. [\d.]+/);
    expect(await s.row(/KAS-01/).innerText()).toMatch(new RegExp(`Kas Besar\\s+Kas Besar\\s+Kas Besar\\s+Siti Rahmawati\\s+Ya\\s+${asPattern(rupiah(before.kas - 1_500_000))}`));
    expect(await s.row(/BCA-01/).innerText()).toMatch(new RegExp(`BCA Operasional\\s+Bank\\s+Bank BCA\\s+Ya\\s+${asPattern(rupiah(before.bca + 1_500_000))}`));
    await session.noEnglish('/kas');
  });

  it('/kas-alur/:id: from a /kas row to the account flow, a receipt raises the balance and shows in the running balance', async () => {
    const s = await session.as('finance');
    await session.page.goto(`${session.app.url}/kas`);
    await s.row(/KAS-01/).getByRole('link', { name: 'Alur kas' }).click();
    await session.page.waitForURL(/\/kas-alur\/\d+$/);
    await s.main.getByRole('heading', { name: /^Alur Kas KAS-01 - Kas Besar$/ }).waitFor();
    await poll(() => s.main.getByTestId('kas-saldo').innerText()).toBe(rupiah(before.kas - 1_500_000));
    await session.noEnglish('/kas-alur/:id');
    await s.button('Kas Masuk').click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Akun Lawan', exact: true }).fill('Pendapatan Bunga');
    await session.page.getByRole('option', { name: 'Pendapatan Bunga Bank', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Nominal', exact: true }).fill('250000');
    await dialog.getByRole('textbox', { name: 'Keterangan', exact: true }).fill('Bunga jasa giro uji peramban');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await toast(session.page, 'Berhasil!').waitFor();
    await poll(() => s.main.getByTestId('kas-saldo').innerText()).toBe(rupiah(before.kas - 1_250_000));
    await poll(() => s.row(/Bunga jasa giro uji peramban/).innerText()).toMatch(new RegExp(`Rp\\. 250\\.000[\\s\\S]*${asPattern(rupiah(before.kas - 1_250_000))}`));
  });

  it('customer debts: /hutang lists the demo\'s opening invoices and a customer\'s Status Kredit shows theirs', async () => {
    const s = await session.as('finance');
    // the dashboard sums them first
    const card = s.main.locator('.MuiCard-root').filter({ has: session.page.getByRole('heading', { name: 'Hutang Konsumen' }) });
    await poll(() => card.innerText()).toMatch(/Total hutang \(\d+ konsumen\)\s*Rp\. [\d.]+/);
    await session.page.goto(`${session.app.url}/hutang`);
    await s.main.getByRole('heading', { name: 'Hutang Konsumen' }).waitFor();
    await poll(() => s.rows.count()).toBeGreaterThan(0);
    expect(await s.rows.first().innerText()).toMatch(/HTG\/\d{4}\/\d{2}\/\d{4}[\s\S]*Saldo Awal[\s\S]*Rp\. [\d.]+/);
    await session.noEnglish('/hutang');

    const first = (await session.api<{ data: Array<{ konsumen_id: number; nomor: string }> }>('/hutang?perPage=1&sort=sisa&order=DESC')).data[0]; // an open one: the year has paid many off
    const status = (await session.api<{ data: { total_hutang: number } }>(`/check-hutang?konsumen_id=${first.konsumen_id}`)).data;
    await session.page.goto(`${session.app.url}/konsumen/${first.konsumen_id}/show`);
    await s.button('Status Kredit').click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByText(first.nomor).waitFor();
    expect(await dialog.innerText()).toMatch(/(Boleh kredit|Kredit ditolak)/);
    expect(await dialog.innerText()).toContain(`Total Hutang\n${'Rp. ' + status.total_hutang.toLocaleString('id-ID')}`);
    await session.noEnglish('Status Kredit');
  });

  it('finance records an opening customer debt at /hutang/create: a zero amount is refused inline, then it posts', async () => {
    const s = await session.as('finance');
    const { data: [customer] } = await session.api<{ data: Array<{ id: number; nama: string }> }>('/konsumen?perPage=1&sort=kode&order=DESC');
    const before = (await session.api<{ data: { total_hutang: number } }>(`/check-hutang?konsumen_id=${customer.id}`)).data.total_hutang;
    await session.page.goto(`${session.app.url}/hutang/create`);
    await s.main.getByRole('heading', { name: 'Tambah Hutang Konsumen' }).waitFor();
    await session.noEnglish('/hutang/create');
    await s.pick('Konsumen', customer.nama);
    await s.field('No. Faktur Asal').fill('FJ-UJI-0001');
    await s.field('Jumlah').fill('0');
    await s.save();
    await s.main.getByText(/Jumlah.*(minimal|paling sedikit|lebih dari)/i).first().waitFor();
    expect((await session.api<{ data: { total_hutang: number } }>(`/check-hutang?konsumen_id=${customer.id}`)).data.total_hutang).toBe(before);

    await s.field('Jumlah').fill('750000');
    await s.save();
    await toast(session.page, 'Berhasil!').first().waitFor();
    expect((await session.api<{ data: { total_hutang: number } }>(`/check-hutang?konsumen_id=${customer.id}`)).data.total_hutang).toBe(before + 750_000);
  });

  it('a sales user is not authorized for /jurnal', async () => {
    await session.as('sales1');
    await session.page.goto(`${session.app.url}/jurnal`);
    await session.page.waitForURL(/\/not-authorized$/);
    await session.page.goto(`${session.app.url}/jurnal/create`);
    await session.page.waitForURL(/\/not-authorized$/);
    await session.noEnglish('/not-authorized');
  });
});
