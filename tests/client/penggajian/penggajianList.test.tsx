import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { fakeApi } from '../helpers/fakeApi';
import { grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => { server?.restore(); localStorage.clear(); });
const WAIT = { timeout: 15000 };

function payrollServer() {
  return fakeApi((req) => {
    if (req.path === '/api/pph21-ter') {
      if (req.query.get('bruto') === '') return { status: 422, data: { message: 'Penghasilan bruto wajib diisi', errors: { bruto: ['Penghasilan bruto wajib diisi'] } } };
      return { data: { data: { bruto: Number(req.query.get('bruto')), status_ptkp: req.query.get('status_ptkp'), kategori: 'A', tarif_persen: 2, pph21: 200_000 } } };
    }
    if (req.path === '/api/pph21-tahunan') {
      return { data: { data: { biaya_jabatan: 6_000_000, neto: 112_800_000, ptkp: 58_500_000, pkp: 54_300_000, pph21_setahun: 2_715_000, pph21_terutang: -85_000 } } };
    }
    return { data: { data: [], total: 0 } };
  });
}

const renderList = () => renderApp(<ResourceView resource="penggajian" view="list" />, { entries: grantAll(registry, { create: true, update: true, delete: false }) });

describe('/penggajian: the PPh 21 calculators above the payroll runs', () => {
  it('computes a month by TER from the typed gross, read with thousands separators', async () => {
    server = payrollServer();
    renderList();
    const panel = await screen.findByRole('region', { name: 'Kalkulator PPh 21' }, WAIT);
    fireEvent.change(within(panel).getByLabelText(/Bruto Sebulan/), { target: { value: '10000000' } });
    expect((within(panel).getByLabelText(/Bruto Sebulan/) as HTMLInputElement).value).toBe('10.000.000');
    fireEvent.click(within(panel).getByRole('button', { name: 'Hitung' }));
    await waitFor(() => expect(within(panel).queryByText('Rp. 200.000')).not.toBeNull(), WAIT);
    expect(within(panel).queryByText('2 %')).not.toBeNull();
    const asked = server.requests.find((r) => r.path === '/api/pph21-ter')!;
    expect([asked.query.get('bruto'), asked.query.get('status_ptkp')]).toEqual(['10000000', 'TK/0']);
  });

  it('recomputes the year and says a negative result is refunded; a refusal shows the server\'s words', async () => {
    server = payrollServer();
    renderList();
    const panel = await screen.findByRole('region', { name: 'Kalkulator PPh 21' }, WAIT);
    fireEvent.click(within(panel).getByRole('button', { name: 'Hitung' }));
    await waitFor(() => expect(within(panel).queryByText(/Penghasilan bruto wajib diisi/)).not.toBeNull(), WAIT);
    fireEvent.click(within(panel).getByRole('tab', { name: 'Masa Terakhir (Setahun)' }));
    fireEvent.change(within(panel).getByLabelText(/Bruto Setahun/), { target: { value: '120000000' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Hitung' }));
    await waitFor(() => expect(within(panel).queryByText('Kelebihan dikembalikan')).not.toBeNull(), WAIT);
    expect(within(panel).queryByText('Rp. 85.000')).not.toBeNull();
    expect(within(panel).queryByText('Rp. 54.300.000')).not.toBeNull();
    expect(server.requests.some((r) => r.path === '/api/pph21-tahunan' && r.query.get('bruto_setahun') === '120000000')).toBe(true);
  });
});
