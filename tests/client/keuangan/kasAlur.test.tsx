import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import registry from '../../../resources.config';
import { todayJakarta } from '../../../common/format';
import ResourceView from '../../../src/framework/ResourceView';
import { decideRoute } from '../../../src/framework/guard';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { pageMeta } from '../../../src/layout/pageMeta';
import { toPermissionSet } from '../../../src/providers/permissions';
import { screenTitles } from '../../../src/pages/views';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const KAS = { id: 3, kode: 'KAS-01', nama: 'Kas Besar', jenis: 'tunai', akun_id: 11, karyawan_id: 5, karyawan: { id: 5, nama_lengkap: 'Dewi Lestari' }, saldo: 1_234_567 };
const row = (id: number, tanggal: string, debit: number, kredit: number, saldo: number, keterangan: string) =>
  ({ id, tanggal, nomor: `JU/2026/11/000${id}`, sumber: 'kas-alur', keterangan, debit, kredit, saldo, jurnal_id: id,
    sumber_dokumen: { jenis: 'Kas Masuk/Keluar', nomor: null, path: null, pihak: null } });

/** A server holding one cash account; a receipt raises its balance. */
function cashServer(options: { refuse?: boolean; total?: number } = {}) {
  let saldo = KAS.saldo;
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/kas/3') return { data: { data: { ...KAS, saldo } } };
    if (req.path === '/api/kas-alur') {
      return { data: { kas: { ...KAS, saldo }, saldo_awal: 100_000, total: options.total ?? 2, data: [
        row(1, '2026-11-20', 1_500_000, 0, 1_600_000, 'Setoran penjualan'),
        row(2, '2026-11-21', 0, 365_433, saldo, 'Bayar listrik'),
      ] } };
    }
    if (req.path === '/api/akun') return { data: { data: [{ id: 41, kode: '4-900', nama: 'Pendapatan Lain-lain' }], total: 1 } };
    if (req.path === '/api/kas') return { data: { data: [KAS, { id: 4, kode: 'BNK-01', nama: 'Bank BCA' }], total: 2 } };
    if (req.path === '/api/input/kas-alur' || req.path === '/api/kas-mutasi') {
      if (options.refuse) return { status: 422, data: { message: 'Data tidak valid', errors: { akun_id: ['Akun lawan tidak boleh akun kas itu sendiri'] } } };
      saldo += 250_000;
      return { status: 201, data: { data: { jurnal_id: 9, nomor: 'JU/2026/11/0009' }, message: 'Kas masuk dicatat (JU/2026/11/0009)' } };
    }
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

function renderKas(flags = { create: true, update: true, delete: true }) {
  renderApp(<ResourceView resource="kas" view="show" screen="KasAlur" id="3" />, { entries: grantAll(registry, flags) });
}

async function pick(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }, WAIT));
  fireEvent.click(await screen.findByText(option, {}, WAIT));
}

describe('/kas-alur/:id', () => {
  it('is a screen of the cash account that needs read on /kas, titled Alur Kas', () => {
    const routes = buildRouteTable(registry);
    expect(routes.find((r) => r.path === '/kas-alur/:id')).toEqual({
      path: '/kas-alur/:id', kind: 'view', view: 'show', resource: 'kas', access: { menu: '/kas', action: 'read' }, screen: 'KasAlur',
    });
    const decision = decideRoute(routes, '/kas-alur/3', '', { loggedIn: true, permissions: null });
    if (decision.type !== 'render') throw new Error('no screen');
    expect(pageMeta(registry, decision.route, decision.params, screenTitles).crumbs.map((c) => c.label)).toEqual(['Beranda', 'Akuntansi', 'Kas & Bank', 'Alur Kas']);
    const noKas = toPermissionSet(grantAll({ ...registry, resources: registry.resources.filter((r) => r.menu !== '/kas') }));
    expect(decideRoute(routes, '/kas-alur/3', '', { loggedIn: true, permissions: noKas })).toEqual({ type: 'redirect', to: '/not-authorized' });
  });

  it('shows the account, its balance and its movements with the running balance', async () => {
    server = cashServer();
    renderKas();
    expect(await screen.findByText('Setoran penjualan', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('kas-saldo')).toHaveTextContent('Rp. 1.234.567');
    expect(screen.getByTestId('kas-pemegang')).toHaveTextContent('Dewi Lestari');
    expect(screen.getByText('Alur Kas KAS-01 - Kas Besar')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Alur kas' });
    const first = within(table).getByText('Setoran penjualan').closest('tr')!;
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['20-11-2026', 'JU/2026/11/0001', 'Kas Masuk/Keluar', 'Setoran penjualan', 'Rp. 1.500.000', '', 'Rp. 1.600.000']);
    const second = within(table).getByText('Bayar listrik').closest('tr')!;
    expect(second.querySelectorAll('td')[5]).toHaveTextContent('Rp. 365.433');
    expect(second.querySelectorAll('td')[6]).toHaveTextContent('Rp. 1.234.567');
    const ask = server.requests.find((r) => r.path === '/api/kas-alur')!;
    expect(Object.fromEntries(ask.query)).toEqual({ kas_id: '3', page: '1', perPage: '25' });
    expect(englishLeaks()).toEqual([]);
  });

  it('opens on the latest page and pages on', async () => {
    server = cashServer({ total: 30 });
    renderKas();
    await waitFor(() => expect(server!.requests.filter((r) => r.path === '/api/kas-alur').map((r) => r.query.get('page'))).toEqual(['1', '2']), WAIT);
    fireEvent.click(screen.getByRole('button', { name: /sebelumnya/i }));
    await waitFor(() => expect(server!.requests.filter((r) => r.path === '/api/kas-alur').length).toBe(3), WAIT);
  });

  it('asks for the chosen date range and shows the balance before it', async () => {
    server = cashServer();
    renderKas();
    expect(await screen.findByText('Setoran penjualan', {}, WAIT)).toBeInTheDocument();
    const user = userEvent.setup();
    const from = (await screen.findAllByRole('spinbutton', { name: 'Hari' }, WAIT))[0]; // the date pickers load on first use
    await user.click(from);
    await user.keyboard('01112026');
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/kas-alur' && r.query.get('tanggal_gte') === '2026-11-01')).toBe(true), WAIT);
    expect(await screen.findByText('Rp. 100.000', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/Saldo sebelum 01-11-2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Semua Tanggal' }));
    await waitFor(() => expect(screen.queryByText(/Saldo sebelum/)).not.toBeInTheDocument(), WAIT);
  });

  it('records a receipt with the right body, then refreshes the balance with a "Berhasil!" toast', async () => {
    server = cashServer();
    renderKas();
    fireEvent.click(await screen.findByRole('button', { name: 'Kas Masuk' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await pick(/Akun Lawan/, 'Pendapatan Lain-lain');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nominal/ }), { target: { value: '250000' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Keterangan/ }), { target: { value: 'Penjualan tunai' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Berhasil!', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Kas masuk dicatat (JU/2026/11/0009)')).toBeInTheDocument();
    const post = server.requests.find((r) => r.path === '/api/input/kas-alur')!;
    expect(post.body).toEqual({ kas_id: 3, tanggal: todayJakarta(), jenis: 'masuk', akun_id: 41, nominal: 250_000, keterangan: 'Penjualan tunai' });
    await waitFor(() => expect(screen.getByTestId('kas-saldo')).toHaveTextContent('Rp. 1.484.567'), WAIT);
    expect(server.requests.filter((r) => r.path === '/api/kas-alur').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a 422 field error on its input and keeps the form open', async () => {
    server = cashServer({ refuse: true });
    renderKas();
    fireEvent.click(await screen.findByRole('button', { name: 'Kas Keluar' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await pick(/Akun Lawan/, 'Pendapatan Lain-lain');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nominal/ }), { target: { value: '1000' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Keterangan/ }), { target: { value: 'Salah akun' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Akun lawan tidak boleh akun kas itu sendiri', {}, WAIT)).toBeInTheDocument();
    expect((server.requests.find((r) => r.path === '/api/input/kas-alur')!.body as { jenis: string }).jenis).toBe('keluar');
    expect(screen.queryByText('Berhasil!')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('transfers to another cash account', async () => {
    server = cashServer();
    renderKas();
    fireEvent.click(await screen.findByRole('button', { name: 'Mutasi Kas' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await pick(/Kas Tujuan/, 'Bank BCA');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nominal/ }), { target: { value: '500.000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Berhasil!', {}, WAIT)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/kas-mutasi')!.body).toEqual({ kas_asal_id: 3, kas_tujuan_id: 4, tanggal: todayJakarta(), nominal: 500_000 });
  });

  it('is opened from each row of the /kas list', async () => {
    server = cashServer();
    renderApp(<ResourceView resource="kas" view="list" />);
    const links = await screen.findAllByRole('link', { name: 'Alur kas' }, WAIT);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/kas-alur/3', '/kas-alur/4']);
  });

  it('offers no forms without create on /kas', async () => {
    server = cashServer();
    renderKas({ create: false, update: false, delete: false });
    expect(await screen.findByText('Setoran penjualan', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kas Masuk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mutasi Kas' })).not.toBeInTheDocument();
  });
});
