import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const RINGKASAN = [{
  karyawan_id: 5, nama: 'Budi Prasetyo', rute: [{ id: 1, kode: 'RT-01', nama: 'Bandung Kota' }], kendaraan: { id: 2, no_polisi: 'D 8123 ABK' },
  trip: { id: 9, nomor: 'TRP/2026/11/0009', dibuka_pada: '2026-11-20' }, penjualan_hari_ini: 1_234_567, jumlah_nota_hari_ini: 7, kas_di_tangan: 850_000,
  piutang_konsumen: 2_500_000, faktur_terbuka: 3,
}];
const RANK = [
  { karyawan_id: 6, nama: 'Andi Saputra', peringkat: 1, penjualan: 9_000_000, jumlah_nota: 40, tagihan: 1_000_000, retur: 50_000 },
  { karyawan_id: 5, nama: 'Budi Prasetyo', peringkat: 2, penjualan: 4_500_000, jumlah_nota: 22, tagihan: 2_000_000, retur: 0 },
];
const PENCAPAIAN = [
  { karyawan_id: 5, nama: 'Budi Prasetyo', target_sales_id: 1, target_penjualan: 10_000_000, penjualan: 4_500_000, persen_penjualan: 45, target_tagihan: 2_000_000, tagihan: 2_500_000, persen_tagihan: 125 },
  { karyawan_id: 6, nama: 'Andi Saputra', target_sales_id: null, target_penjualan: 0, penjualan: 9_000_000, persen_penjualan: null, target_tagihan: 0, tagihan: 0, persen_tagihan: null },
];

function salesServer() {
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/sales-ringkasan') return { data: { data: RINGKASAN, total: 1, tanggal: req.query.get('tanggal') } };
    if (req.path === '/api/rank-sales') {
      const urut = req.query.get('urut');
      const rows = urut === 'tagihan' ? [{ ...RANK[1], peringkat: 1 }, { ...RANK[0], peringkat: 2 }] : RANK;
      return { data: { data: rows, total: 2, jumlah_sales: 2 } };
    }
    if (req.path === '/api/pencapaian') return { data: { data: PENCAPAIAN, total: 2, periode: req.query.get('periode') } };
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

const renderScreen = (screenName: string, flags = { create: true, update: true, delete: true }) => renderApp(<ResourceView resource="target-sales" view="list" screen={screenName} />, { entries: grantAll(registry, flags) });

describe('salespeople screens', () => {
  it('/sales, /rank-sales and /pencapaian are screens; the ranking is open to any signed-in user', () => {
    const table = buildRouteTable(registry);
    expect(table.find((r) => r.path === '/sales')).toMatchObject({ kind: 'view', screen: 'SalesRingkasan', access: { menu: '/sales', action: 'read' } });
    expect(table.find((r) => r.path === '/rank-sales')).toMatchObject({ kind: 'view', screen: 'RankSales', access: 'exempt' });
    expect(table.find((r) => r.path === '/pencapaian')).toMatchObject({ kind: 'view', screen: 'Pencapaian', access: { menu: '/pencapaian', action: 'read' } });
    const group = registry.menus.find((m) => m.url === '/grup-sales');
    expect(group?.children?.map((c) => c.url)).toEqual(['/retur-konsumen', '/sales', '/rank-sales', '/pencapaian']);
  });

  it('/sales shows each salesperson\'s day on a card with money as Rp.', async () => {
    server = salesServer();
    renderScreen('SalesRingkasan');
    const card = await screen.findByTestId('sales-5', {}, WAIT);
    const c = within(card);
    expect(c.getByText('Budi Prasetyo')).toBeTruthy();
    expect(c.getByText('RT-01 Bandung Kota')).toBeTruthy();
    expect(card.textContent).toContain('Kendaraan D 8123 ABK');
    expect(card.textContent).toContain('Trip TRP/2026/11/0009 sejak 20-11-2026');
    expect(c.getByText('Rp. 1.234.567')).toBeTruthy();
    expect(c.getByText('Rp. 850.000')).toBeTruthy();
    expect(c.getByText('Piutang Konsumen (3 faktur)')).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/api/sales-ringkasan' && /^\d{4}-\d{2}-\d{2}$/.test(r.query.get('tanggal') ?? ''))).toBe(true);
    expect(screen.getByLabelText('Tanggal')).toBeTruthy();
    expect(englishLeaks()).toEqual([]);
  });

  it('/rank-sales ranks by the chosen figure over the period', async () => {
    server = salesServer();
    renderScreen('RankSales');
    const first = await screen.findByTestId('rank-6', {}, WAIT);
    expect(first.textContent).toContain('Peringkat 1 dari 2 sales');
    expect(within(first).getByText('Rp. 9.000.000')).toBeTruthy();
    expect(within(first).getByText('Penjualan (40 nota)')).toBeTruthy();
    const req = server.requests.find((r) => r.path === '/api/rank-sales')!;
    expect(req.query.get('urut')).toBe('penjualan');
    expect(req.query.get('tgl_awal')).toMatch(/^\d{4}-\d{2}-01$/);
    fireEvent.mouseDown(screen.getByLabelText('Urutkan Menurut'));
    fireEvent.click(await screen.findByRole('option', { name: 'Tagihan' }));
    await waitFor(() => expect(screen.getByTestId('rank-5').textContent).toContain('Peringkat 1 dari 2 sales'), WAIT);
    expect(server.requests.some((r) => r.path === '/api/rank-sales' && r.query.get('urut') === 'tagihan')).toBe(true);
    expect(englishLeaks()).toEqual([]);
  });

  it('/pencapaian shows achievement in % with target and actual, a chart, and the target link for those who set targets', async () => {
    server = salesServer();
    renderScreen('Pencapaian');
    const budi = await screen.findByTestId('pencapaian-5', {}, WAIT);
    expect(budi.textContent).toContain('45%');
    expect(budi.textContent).toContain('125%');
    expect(within(budi).getByText('Rp. 10.000.000')).toBeTruthy();
    expect(within(budi).getByRole('progressbar', { name: 'Penjualan 45%' })).toBeTruthy();
    expect(screen.getByTestId('pencapaian-6').textContent).toContain('Belum ada target');
    expect(await screen.findByText('Target dan realisasi penjualan per sales', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Atur Target' }).getAttribute('href')).toContain('/target-sales');
    expect(server.requests.find((r) => r.path === '/api/pencapaian')!.query.get('periode')).toMatch(/^\d{4}-\d{2}$/);
    expect(englishLeaks()).toEqual([]);
  });

  it('/pencapaian offers no target link to a reader', async () => {
    server = salesServer();
    renderScreen('Pencapaian', { create: false, update: false, delete: false });
    await screen.findByTestId('pencapaian-5', {}, WAIT);
    expect(screen.queryByRole('link', { name: 'Atur Target' })).toBeNull();
  });
});
