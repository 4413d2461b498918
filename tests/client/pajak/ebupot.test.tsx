import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { EBUPOT_SECTIONS } from '../../../src/pages/pajak/ebupotSections';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';
import { todayJakarta } from '../../../common/format';

let server: ReturnType<typeof fakeApi> | null = null;
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => { URL.createObjectURL = () => 'blob:x'; URL.revokeObjectURL = () => undefined; });
afterEach(() => { server?.restore(); localStorage.clear(); URL.createObjectURL = realCreate; URL.revokeObjectURL = realRevoke; });

const WAIT = { timeout: 15000 };
const ROWS = [
  {
    sumber: 'pembayaran', sumber_label: 'Pembayaran', id: 7, nomor: 'BYR/2026/11/0007', tanggal: '2026-11-25', no_bukti_potong: 'BP23/2026/11/0001',
    tgl_bukti_potong: '2026-11-25', vendor_id: 1, vendor: 'Bengkel Mobil Sinar Motor', npwp_nik: '0017001004040000', kode_objek: '24-104-30',
    objek: 'Jasa Perawatan Kendaraan', dpp: 1_234_567, tarif: 200, pph23: 24_691, status_ebupot: 'belum_dilaporkan',
  },
  {
    sumber: 'biaya-operasional', sumber_label: 'Biaya Operasional', id: 3, nomor: 'BOG/2026/11/0003', tanggal: '2026-11-25', no_bukti_potong: 'BP23/2026/11/0002',
    tgl_bukti_potong: '2026-11-26', vendor_id: 9, vendor: 'Ujang Suryana (Kebersihan & Keamanan)', npwp_nik: '3277011503800007', kode_objek: '24-104-36',
    objek: 'Jasa Kebersihan atau Cleaning Service', dpp: 2_500_000, tarif: 400, pph23: 100_000, status_ebupot: 'dilaporkan',
  },
];
const BPMP = [{
  id: 301, slip_gaji_id: 301, nomor: 'SG/2026/11/0001', karyawan: 'Budi Santoso', tin: '3273000000000001', status_ptkp: 'K/1', bruto: 10_561_000, tarif: 200, pph21: 211_220,
  tanggal_potong: '2026-11-30', status_ebupot: 'belum_dilaporkan',
}];
const TOTALS = { jumlah: 2, dpp: 3_734_567, pph23: 124_691, belum_dilaporkan: 1 };

function ebupotServer() {
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/ebupot-bppu') return { data: { data: ROWS, totals: TOTALS } };
    if (req.path === '/api/ebupot-bppu-xml') {
      return { data: '<BpuBulk/>', headers: { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="ebupot-bppu-2026-11.xml"', 'x-bupot-jumlah': '1' } };
    }
    if (req.path === '/api/ebupot-bpmp') return { data: { data: BPMP, totals: { jumlah: 1, bruto: 10_561_000, pph21: 211_220, belum_dilaporkan: 1 } } };
    if (req.path === '/api/ebupot-bppu/dilaporkan') return { data: { data: { jumlah: 1 }, message: '1 bukti potong PPh 23 masa November 2026 ditandai sudah dilaporkan di e-Bupot' } };
    return { data: { data: [], total: 0 } };
  });
}

/** Every resource menu and the e-Bupot screen's own with `flags`. */
function entries(flags: { create: boolean; update: boolean; delete: boolean }) {
  const all = grantAll(registry, flags);
  all[0].sub_menu!.push({ id: 999, name: 'e-Bupot', icon: null, url: '/pajak/ebupot', ...flags, notifikasi: { notif: 0 } });
  return all;
}

const renderScreen = (flags = { create: true, update: true, delete: false }) =>
  renderApp(<ResourceView resource="objek-pph23" view="list" screen="EbupotPage" />, { entries: entries(flags) });

describe('/pajak/ebupot', () => {
  it('is a screen of its own menu in the Pajak group, made of configured sections', () => {
    expect(buildRouteTable(registry).find((r) => r.path === '/pajak/ebupot')).toMatchObject({ kind: 'view', screen: 'EbupotPage', access: { menu: '/pajak/ebupot', action: 'read' } });
    expect(registry.menus.find((m) => m.url === '/grup-pajak')?.children?.map((c) => c.url)).toContain('/pajak/ebupot');
    expect(EBUPOT_SECTIONS.map((s) => s.key)).toEqual(['bppu', 'bpmp']);
  });

  it('lists the month\'s bukti potong with totals, downloads the BPPU XML and marks the month reported', async () => {
    server = ebupotServer();
    renderScreen();
    const section = await screen.findByTestId('ebupot-bppu', {}, WAIT);
    const table = await within(section).findByRole('table', {}, WAIT);
    expect(await within(table).findByText('BP23/2026/11/0001')).toBeInTheDocument();
    expect(within(table).getByText('Rp. 1.234.567')).toBeInTheDocument();
    expect(within(table).getByText('2%')).toBeInTheDocument();
    expect(within(table).getByText('4%')).toBeInTheDocument();
    expect(within(table).getByText('26-11-2026')).toBeInTheDocument();
    expect(within(table).getByText('Pembayaran BYR/2026/11/0007')).toBeInTheDocument();
    expect(within(table).getByText('Belum Dilaporkan')).toBeInTheDocument();
    expect(within(table).getByText('Dilaporkan')).toBeInTheDocument();
    expect(within(table).getByText('Rp. 124.691')).toBeInTheDocument();
    expect(within(section).getByText(/Bukti Potong 2 · DPP Rp\. 3\.734\.567 · PPh 23 Rp\. 124\.691 · 1 belum dilaporkan/)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/ebupot-bppu')!.query.get('periode')).toBe(todayJakarta().slice(0, 7));

    fireEvent.click(within(section).getByRole('button', { name: 'Unduh XML BPPU' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/ebupot-bppu-xml')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/ebupot-bppu-xml')!.query.get('periode')).toBe(todayJakarta().slice(0, 7));

    fireEvent.click(within(section).getByRole('button', { name: 'Tandai Sudah Dilaporkan' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(/1 bukti potong masa .+ yang belum dilaporkan akan ditandai/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tandai Sudah Dilaporkan' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/ebupot-bppu/dilaporkan')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/ebupot-bppu/dilaporkan')!.body).toEqual({ periode: todayJakarta().slice(0, 7) });
    expect(await screen.findByText('1 bukti potong PPh 23 masa November 2026 ditandai sudah dilaporkan di e-Bupot', {}, WAIT)).toBeInTheDocument();
  });

  it('shows the payroll\'s PPh 21 (BPMP) in its own section of the same shape', async () => {
    server = ebupotServer();
    renderScreen();
    const section = await screen.findByTestId('ebupot-bpmp', {}, WAIT);
    const table = await within(section).findByRole('table', {}, WAIT);
    expect(await within(table).findByText('SG/2026/11/0001')).toBeInTheDocument();
    expect(within(table).getByText('Budi Santoso · 3273000000000001')).toBeInTheDocument();
    expect(within(table).getAllByText('Rp. 211.220').length).toBeGreaterThan(0);
    expect(within(section).getByRole('button', { name: 'Unduh XML BPMP' })).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/ebupot-bpmp')!.query.get('periode')).toBe(todayJakarta().slice(0, 7));
  });

  it('reads only, without the buttons, for who may only read the menu', async () => {
    server = ebupotServer();
    renderScreen({ create: false, update: false, delete: false });
    const section = await screen.findByTestId('ebupot-bppu', {}, WAIT);
    expect(await within(section).findByText('BP23/2026/11/0002', {}, WAIT)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Unduh XML BPPU' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Tandai Sudah Dilaporkan' })).toBeNull();
  });
});
