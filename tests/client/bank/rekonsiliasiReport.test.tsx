import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { todayJakarta } from '../../../common/format';
import { findReport, reportParams, REPORTS, type ReportResult } from '../../../common/laporan';
import ReportPage from '../../../src/pages/laporan/ReportPage';
import { buildRouteTable } from '../../../src/framework/routeTable';
import registry from '../../../resources.config';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => { URL.createObjectURL = () => 'blob:x'; URL.revokeObjectURL = () => undefined; });
afterEach(() => { server?.restore(); URL.createObjectURL = realCreate; URL.revokeObjectURL = realRevoke; });

const WAIT = { timeout: 15000 };
const today = todayJakarta();
const BANKS = [{ id: 4, kode: 'BNK-01', nama: 'Bank BCA', jenis: 'bank' }, { id: 5, kode: 'BNK-02', nama: 'Bank Mandiri', jenis: 'bank' }];

function reportServer() {
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/laporan-ekspor') {
      return { data: { data: { filename: 'rekonsiliasi-1.xlsx', judul: 'Rekonsiliasi Bank.xlsx', status: 'selesai', baris_ditulis: 1, baris_total: 1, persen: 100, pesan: null } } };
    }
    if (req.path.startsWith('/api/laporan-ekspor/') || req.path === '/api/clear-export') return { data: 'xlsx', headers: { 'content-disposition': 'attachment; filename="Rekonsiliasi Bank.xlsx"' } };
    if (req.path === '/api/kas') return { data: { data: BANKS, total: BANKS.length } };
    if (req.path === '/api/laporan/rekonsiliasi-bank') {
      const data: ReportResult = {
        report: 'rekonsiliasi-bank', title: 'Rekonsiliasi Bank', tgl_awal: today, tgl_akhir: today, periode: 'per 27 November 2026',
        sections: [{
          title: 'Setoran dalam perjalanan',
          columns: [{ key: 'tanggal', label: 'Tanggal', kind: 'date' }, { key: 'keterangan', label: 'Keterangan', kind: 'text' }, { key: 'jumlah', label: 'Jumlah', kind: 'money' }],
          rows: [{ tanggal: '2026-11-26', keterangan: 'Setoran ST/2026/11/0004', jumlah: 2_500_000 }], total: { keterangan: 'Total', jumlah: 2_500_000 },
        }],
        summary: [{ label: 'Selisih', value: 0 }],
      };
      return { data: { data } };
    }
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

describe('a bank account\'s report at one date (kas + tanggal): Rekonsiliasi Bank', () => {
  it('is registered right after the Neraca, takes kas_id and tanggal, and has its own screen', () => {
    const names = REPORTS.map((r) => r.name);
    expect(names[names.indexOf('neraca') + 1]).toBe('rekonsiliasi-bank');
    expect(findReport('rekonsiliasi-bank')).toEqual({
      name: 'rekonsiliasi-bank', title: 'Rekonsiliasi Bank', path: '/rekonsiliasi-bank', bySales: false, icon: 'AccountBalance', kas: true, tanggal: true,
    });
    expect(reportParams(findReport('rekonsiliasi-bank')!)).toEqual(['tgl_awal', 'tgl_akhir', 'kas_id', 'tanggal']);
    expect(reportParams(findReport('jurnal')!)).toEqual(['tgl_awal', 'tgl_akhir']);
    expect(buildRouteTable(registry).find((r) => r.path === '/rekonsiliasi-bank')).toMatchObject({ access: { menu: '/rekonsiliasi-bank', action: 'read' } });
  });

  it('picks a bank (banks only) and one date, and sends kas_id and tanggal to the report and its PDF', async () => {
    server = reportServer();
    renderApp(<ReportPage />, { path: '/rekonsiliasi-bank' });
    expect(await screen.findByText('Setoran ST/2026/11/0004', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Setoran dalam perjalanan')).toBeInTheDocument();
    expect(screen.queryByText('Tanggal Awal')).toBeNull();
    expect(screen.queryByText('Tanggal Akhir')).toBeNull();
    expect(screen.getAllByText('Per Tanggal').length).toBeGreaterThan(0);
    expect(server.requests.find((r) => r.path === '/api/kas')!.query.get('jenis')).toBe('bank');
    const first = server.requests.filter((r) => r.path === '/api/laporan/rekonsiliasi-bank');
    expect(first).toHaveLength(1);
    expect(Object.fromEntries(first[0].query)).toEqual({ tanggal: today, kas_id: '4' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rekening Bank' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bank Mandiri' }, WAIT));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/laporan/rekonsiliasi-bank' && r.query.get('kas_id') === '5')).toBe(true), WAIT);
    expect(Object.fromEntries(server.requests.filter((r) => r.path === '/api/laporan/rekonsiliasi-bank').at(-1)!.query)).toEqual({ tanggal: today, kas_id: '5' });

    fireEvent.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    await waitFor(() => expect(server!.requests.some((r) => r.query.get('format') === 'pdf')).toBe(true), WAIT);
    expect(Object.fromEntries(server.requests.find((r) => r.query.get('format') === 'pdf')!.query)).toEqual({ tanggal: today, kas_id: '5', format: 'pdf' });

    // The XLSX is a long export: its body names the report, the bank and the date.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unduh XLSX' })).toBeEnabled(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/clear-export')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/laporan-ekspor')!.body).toEqual({ laporan: 'rekonsiliasi-bank', tanggal: today, kas_id: 5 });
  });
});
