import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
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
const INVOICES = [
  { id: 41, referensi: 'PJ/2026/11/0041', tanggal: '2026-11-03', konsumen_id: 3, konsumen: { id: 3, nama: 'Toko Maju Jaya' }, npwp_nik: '0987654321424000', dpp: 100_000, ppn: 11_000, status: 'belum_diunggah', nsfp: null },
  { id: 42, referensi: 'PJ/2026/11/0042', tanggal: '2026-11-04', konsumen_id: 4, konsumen: { id: 4, nama: 'Minimarket Sejahtera' }, npwp_nik: '0912345678424000', dpp: 250_000, ppn: 27_500, status: 'disetujui', nsfp: '04002600000000042' },
];

function taxServer(extra: (req: RecordedRequest) => { status?: number; data?: unknown; headers?: Record<string, string> } | undefined = () => undefined) {
  return fakeApi((req) => {
    const own = extra(req);
    if (own) return own;
    if (req.path === '/api/faktur-pajak') {
      const waiting = req.query.get('status') === 'belum_diunggah';
      const rows = waiting ? INVOICES.filter((r) => r.status === 'belum_diunggah') : INVOICES;
      return { data: { data: rows, total: rows.length } };
    }
    return { data: { data: [], total: 0 } };
  });
}

const renderList = () => renderApp(<ResourceView resource="faktur-pajak" view="list" />, { entries: grantAll(registry, { create: true, update: true, delete: false }) });

describe('/faktur-pajak', () => {
  it('is the tax invoices\' list screen of its menu, in the Pajak group', () => {
    const routes = buildRouteTable(registry);
    expect(routes.find((r) => r.path === '/faktur-pajak')).toMatchObject({ resource: 'faktur-pajak', view: 'list', access: { menu: '/faktur-pajak', action: 'read' } });
    const pajak = registry.menus.find((m) => m.url === '/grup-pajak');
    expect(pajak?.children?.map((c) => c.url)).toContain('/faktur-pajak');
  });

  it('says what waits for upload, downloads the Coretax XML of the period and confirms exactly that file', async () => {
    server = taxServer((req) => {
      if (req.path === '/api/efaktur-xml') {
        return { data: '<TaxInvoiceBulk/>', headers: { 'content-disposition': 'attachment; filename="coretax-faktur.xml"', 'x-faktur-jumlah': '1', 'x-faktur-sampai-id': '41' } };
      }
      if (req.path === '/api/faktur-pajak/diunggah') return { data: { data: { jumlah: 1 }, message: '1 faktur pajak ditandai sudah diunggah ke Coretax' } };
      return undefined;
    });
    renderList();
    await waitFor(() => expect(screen.queryByText(/1 faktur pajak belum diunggah, yang terlama 03-11-2026/)).not.toBeNull(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Unduh XML Coretax' }));
    await waitFor(() => expect(screen.queryByText('Sudah diunggah ke Coretax?')).not.toBeNull(), WAIT);
    const asked = server.requests.find((r) => r.path === '/api/efaktur-xml')!;
    const today = todayJakarta();
    expect(asked.query.get('tgl_awal')).toBe(`${today.slice(0, 7)}-01`);
    expect(asked.query.get('tgl_akhir')).toBe(today);
    expect(screen.queryByText(/berisi 1 faktur pajak/)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tandai Sudah Diunggah' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/faktur-pajak/diunggah')).toBe(true), WAIT);
    const confirm = server.requests.find((r) => r.path === '/api/faktur-pajak/diunggah')!;
    expect(confirm.body).toEqual({ tgl_awal: `${today.slice(0, 7)}-01`, tgl_akhir: today, sampai_id: 41 });
  });

  it('reads the Coretax status file back and lists every refused row when the server refuses it', async () => {
    server = taxServer((req) => {
      if (req.path === '/api/efaktur-status') {
        return { status: 422, data: { message: 'Status Coretax tidak diterapkan: 1 baris bermasalah', errors: { file: ['Baris 3: Referensi PJ-X tidak ditemukan di faktur pajak Niaga'] } } };
      }
      return undefined;
    });
    renderList();
    await screen.findByRole('button', { name: 'Baca Status Coretax' }, WAIT);
    fireEvent.change(screen.getByLabelText('Berkas ekspor Faktur Keluaran Coretax'), { target: { files: [new File(['Referensi;Status Faktur\n'], 'keluaran.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(screen.queryByText('Baris 3: Referensi PJ-X tidak ditemukan di faktur pajak Niaga')).not.toBeNull(), WAIT);
    expect(screen.queryByText(/tidak ada yang diubah/)).not.toBeNull();
  });
});
