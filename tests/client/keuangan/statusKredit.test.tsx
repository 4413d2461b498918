import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { recordActions } from '../../../src/pages/views';
import StatusKreditButton from '../../../src/pages/keuangan/StatusKredit';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll, TestAdmin } from '../helpers/TestAdmin';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const KONSUMEN = { id: 12, kode: 'KSM-012', nama: 'Toko Sumber Rejeki', konsumen_type_id: 1, rute_id: 2, alamat: 'Jl. Pasar 3', limit_kredit: 5_000_000, tempo_hari: 14, toleransi_hari: 7 };
const STATUS = {
  konsumen_id: 12, nama: KONSUMEN.nama, tanggal: '2026-11-23', limit_kredit: 5_000_000, tempo_hari: 14, toleransi_hari: 7,
  total_hutang: 3_000_000, jumlah_faktur: 2, sisa_limit: 2_000_000, jumlah: 0,
  lewat_tempo: { jumlah_faktur: 1, total: 1_000_000, hari_terlama: 9 }, boleh_kredit: false,
  alasan: ['1 faktur lewat jatuh tempo lebih dari 7 hari (terlama 9 hari, sejak 14-11-2026)'],
  faktur: [
    { id: 1, nomor: 'HTG/2026/11/0001', no_faktur: 'FJ-LAMA-0001', tanggal: '2026-10-31', jatuh_tempo: '2026-11-14', jumlah: 1_000_000, sisa: 1_000_000, terlambat_hari: 9 },
    { id: 2, nomor: 'HTG/2026/11/0002', no_faktur: null, tanggal: '2026-11-20', jatuh_tempo: '2026-12-04', jumlah: 2_000_000, sisa: 2_000_000, terlambat_hari: 0 },
  ],
};

function customerServer() {
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/konsumen/12') return { data: { data: KONSUMEN } };
    if (req.path === '/api/check-hutang') return { data: { data: STATUS, message: STATUS.alasan[0] } };
    return { data: { data: [], total: 0 } };
  });
}

function renderCustomer(withDebts: boolean) {
  const entries = grantAll(registry);
  if (!withDebts) entries[0].sub_menu = entries[0].sub_menu!.filter((m) => m.url !== '/hutang');
  render(
    <TestAdmin registry={registry} dataProvider={createDataProvider(registry)} entries={entries} recordActions={{ konsumen: StatusKreditButton }}>
      <ResourceView resource="konsumen" view="show" id="12" />
    </TestAdmin>,
  );
}

describe('Status Kredit on a customer\'s page', () => {
  it('is one of the customer\'s record actions', () => {
    expect(Object.keys(recordActions)).toContain('konsumen');
  });

  it('shows GET /api/check-hutang for the customer: verdict, reasons, figures and open invoices', async () => {
    server = customerServer();
    renderCustomer(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Status Kredit' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await within(dialog).findByText('Kredit ditolak', {}, WAIT);
    expect(server.requests.find((r) => r.path === '/api/check-hutang')?.query.get('konsumen_id')).toBe('12');
    expect(within(dialog).getByRole('alert').textContent).toBe(STATUS.alasan[0]);
    expect(dialog.textContent).toMatch(/Limit KreditRp\. 5\.000\.000/);
    expect(dialog.textContent).toMatch(/Total HutangRp\. 3\.000\.000/);
    expect(dialog.textContent).toMatch(/Sisa LimitRp\. 2\.000\.000/);
    expect(dialog.textContent).toMatch(/Lewat Jatuh TempoRp\. 1\.000\.000/);
    const rows = within(within(dialog).getByRole('table', { name: 'Hutang terbuka' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'HTG/2026/11/0001FJ-LAMA-000114-11-2026Rp. 1.000.000Terlambat 9 hari',
      'HTG/2026/11/0002-04-12-2026Rp. 2.000.000Belum jatuh tempo',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Lihat di Hutang Konsumen' }).getAttribute('href')).toBe(`/hutang?filter=${encodeURIComponent('{"konsumen_id":12}')}`);
    expect(englishLeaks(dialog)).toEqual([]);
  });

  it('is not offered to a level that may not read customer debts', async () => {
    server = customerServer();
    renderCustomer(false);
    await screen.findByText('Toko Sumber Rejeki', {}, WAIT);
    // the other record buttons of the page are there, this one is not
    await screen.findByRole('link', { name: /Ubah/ }, WAIT);
    expect(screen.queryByRole('button', { name: 'Status Kredit' })).toBeNull();
  });
});
