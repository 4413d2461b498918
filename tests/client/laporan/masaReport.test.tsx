import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import registry from '../../../resources.config';
import { formatMonth, todayJakarta } from '../../../common/format';
import { REPORTS, type ReportResult } from '../../../common/laporan';
import ReportPage from '../../../src/pages/laporan/ReportPage';
import { decideRoute } from '../../../src/framework/guard';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { toPermissionSet } from '../../../src/providers/permissions';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const month = todayJakarta().slice(0, 7);

function reportServer() {
  return fakeApi((req: RecordedRequest) => {
    if (req.path.startsWith('/api/laporan/')) {
      const data: ReportResult = {
        report: 'ppn-masukan', title: 'Laporan PPN Masukan', tgl_awal: `${month}-01`, tgl_akhir: `${month}-28`, periode: `Masa Pajak ${formatMonth(month)}`,
        sections: [{
          columns: [{ key: 'nomor', label: 'Nomor', kind: 'text' }, { key: 'ppn', label: 'PPN', kind: 'money' }],
          rows: [{ nomor: 'PO/2026/11/0001', ppn: 24_750 }], total: { nomor: 'Total', ppn: 24_750 },
        }],
        summary: [{ label: 'PPN Masukan yang dapat dikreditkan', value: 24_750 }],
      };
      return { data: { data } };
    }
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

describe('a tax period\'s report (masa) on the report screen', () => {
  it('picks a month, not two dates, and asks the server by periode', async () => {
    server = reportServer();
    renderApp(<ReportPage />, { path: '/pajak/ppn-masukan' });
    await waitFor(() => expect(screen.queryByText('PO/2026/11/0001')).not.toBeNull(), WAIT);
    expect(screen.queryByText(`Masa Pajak ${formatMonth(month)}`)).not.toBeNull();
    expect(screen.getAllByText('Masa Pajak').length).toBeGreaterThan(0);
    expect(screen.queryByText('Tanggal Awal')).toBeNull();
    expect(screen.queryByText('Tanggal Akhir')).toBeNull();
    const asked = server.requests.filter((r) => r.path === '/api/laporan/ppn-masukan');
    expect(asked.length).toBeGreaterThan(0);
    expect(Object.fromEntries(asked[0].query)).toEqual({ periode: month });
    fireEvent.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    await waitFor(() => expect(server!.requests.some((r) => r.query.get('format') === 'pdf')).toBe(true), WAIT);
    expect(Object.fromEntries(server.requests.find((r) => r.query.get('format') === 'pdf')!.query)).toEqual({ periode: month, format: 'pdf' });
  });

  it('a report by dates keeps its two dates and sends no periode', async () => {
    server = reportServer();
    renderApp(<ReportPage />, { path: '/laporan/jurnal' });
    await waitFor(() => expect(screen.queryByText('PO/2026/11/0001')).not.toBeNull(), WAIT);
    expect(screen.getAllByText('Tanggal Awal').length).toBeGreaterThan(0);
    expect(screen.queryByText('Masa Pajak')).toBeNull();
    const asked = server.requests.find((r) => r.path === '/api/laporan/jurnal')!;
    expect(asked.query.get('periode')).toBeNull();
    expect(asked.query.get('tgl_awal')).toBe(`${month}-01`);
  });

  it('sits under the Pajak menu group and needs its menu', () => {
    const pajak = registry.menus.find((m) => m.url === '/grup-pajak')!;
    expect(pajak).toMatchObject({ name: 'Pajak' });
    // Its own screens first (the tax invoices, the PPN closing, e-Bupot), then its reports.
    expect(pajak.children!.map((c) => c.url)).toEqual(['/faktur-pajak', '/ppn-masa', '/pajak/ebupot', ...REPORTS.filter((r) => r.group === '/grup-pajak').map((r) => r.path)]);
    expect(registry.menus.find((m) => m.url === '/laporan')!.children!.some((c) => c.url === '/pajak/ppn-masukan')).toBe(false);
    const routes = buildRouteTable(registry);
    expect(routes.find((r) => r.path === '/pajak/ppn-masukan')).toMatchObject({ access: { menu: '/pajak/ppn-masukan', action: 'read' } });
    const granted = (urls: string[]) => toPermissionSet([{
      id: 1, menu_id: 1, urutan: 1, menu: { name: 'Semua', icon: null, url: '/semua' }, create: false, update: false, delete: false,
      sub_menu: urls.map((url, i) => ({ id: i + 2, name: url, icon: null, url, create: false, update: false, delete: false, notifikasi: { notif: 0 } })),
    }]);
    expect(decideRoute(routes, '/pajak/ppn-masukan', '', { loggedIn: true, permissions: granted(['/laporan/jurnal']) })).toEqual({ type: 'redirect', to: '/not-authorized' });
    expect(decideRoute(routes, '/pajak/ppn-masukan', '', { loggedIn: true, permissions: granted(['/pajak/ppn-masukan']) })).toMatchObject({ type: 'render' });
  });
});
