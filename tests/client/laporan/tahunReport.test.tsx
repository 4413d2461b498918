import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { todayJakarta } from '../../../common/format';
import type { ReportResult } from '../../../common/laporan';
import ReportPage from '../../../src/pages/laporan/ReportPage';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const year = todayJakarta().slice(0, 4);

describe("a tax year's report (tahun) on the report screen: Laporan Koreksi Fiskal (issue 38)", () => {
  it('asks the year only, not dates nor a month, and sends tahun to the server and its downloads', async () => {
    server = fakeApi((req: RecordedRequest) => {
      if (req.path === '/api/laporan/koreksi-fiskal') {
        const data: ReportResult = {
          report: 'koreksi-fiskal', title: 'Laporan Koreksi Fiskal', tgl_awal: `${year}-01-01`, tgl_akhir: `${year}-12-31`, periode: `Tahun Pajak ${year}`,
          sections: [{
            columns: [{ key: 'kode', label: 'Kode', kind: 'text' }, { key: 'koreksi_positif', label: 'Koreksi Positif', kind: 'money' }],
            rows: [{ kode: 'KDR-0001', koreksi_positif: 1_250_000 }], total: { kode: 'Total', koreksi_positif: 1_250_000 },
          }],
          summary: [{ label: 'Koreksi Fiskal Positif', value: 1_250_000 }],
        };
        return { data: { data } };
      }
      return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
    });
    renderApp(<ReportPage />, { path: '/pajak/koreksi-fiskal' });
    await waitFor(() => expect(screen.queryByText('KDR-0001')).not.toBeNull(), WAIT);
    expect(screen.queryByText(`Tahun Pajak ${year}`)).not.toBeNull();
    expect(screen.getAllByText('Tahun Pajak').length).toBeGreaterThan(0);
    expect(screen.queryByText('Tanggal Awal')).toBeNull();
    expect(screen.queryByText('Masa Pajak')).toBeNull();
    const asked = server.requests.filter((r) => r.path === '/api/laporan/koreksi-fiskal');
    expect(Object.fromEntries(asked[0].query)).toEqual({ tahun: year });
    fireEvent.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    await waitFor(() => expect(server!.requests.some((r) => r.query.get('format') === 'pdf')).toBe(true), WAIT);
    expect(Object.fromEntries(server.requests.find((r) => r.query.get('format') === 'pdf')!.query)).toEqual({ tahun: year, format: 'pdf' });
  });
});
