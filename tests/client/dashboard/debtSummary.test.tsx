import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import registry from '../../../resources.config';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { DebtSummary } from '../../../src/pages/dashboard/DebtSummary';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll, TestAdmin } from '../helpers/TestAdmin';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const SUMMARY = {
  tanggal: '2026-11-23', total_hutang: 435_638_000, jumlah_konsumen: 111, lewat_tempo: { total: 319_692_500, jumlah_konsumen: 99 },
  terlama: Array.from({ length: 7 }, (_, i) => ({ konsumen_id: 10 + i, kode: `KSM-0${10 + i}`, nama: `Toko ${i + 1}`, jatuh_tempo: '2026-08-22', terlambat_hari: 93 - i, sisa: 1_000_000 * (i + 1) })),
};

function renderCard(withDebts: boolean) {
  server = fakeApi((req: RecordedRequest) => (req.path === '/api/check-hutang' ? { data: { data: SUMMARY } } : { status: 404, data: { message: 'Alamat API tidak ditemukan' } }));
  const entries = grantAll(registry);
  if (!withDebts) entries[0].sub_menu = entries[0].sub_menu!.filter((m) => m.url !== '/hutang');
  render(
    <TestAdmin registry={registry} dataProvider={createDataProvider(registry)} entries={entries}>
      <div data-testid="page"><span>Dasbor</span><DebtSummary /></div>
    </TestAdmin>,
  );
}

describe('dashboard: customer debts', () => {
  it('shows the total and overdue debts of the user\'s customers and the five most overdue, each linking to the customer', async () => {
    renderCard(true);
    const card = (await screen.findByRole('heading', { name: 'Hutang Konsumen' }, WAIT)).closest('.MuiCard-root') as HTMLElement;
    expect(card.textContent).toContain('Total hutang (111 konsumen)Rp. 435.638.000');
    expect(card.textContent).toContain('Lewat jatuh tempo (99 konsumen)Rp. 319.692.500');
    const items = within(within(card).getByRole('list', { name: 'Paling lama lewat jatuh tempo' })).getAllByRole('link');
    expect(items).toHaveLength(5);
    expect(items[0].textContent).toBe('KSM-010 · Toko 1Jatuh tempo 22-08-2026 · sisa Rp. 1.000.00093 hari');
    expect(items[0].getAttribute('href')).toBe('/konsumen/10/show');
    expect(server!.requests.filter((r) => r.path === '/api/check-hutang')[0].query.toString()).toBe('');
    expect(englishLeaks(card)).toEqual([]);
  });

  it('is not there, and asks nothing, for a level that may not read customer debts', async () => {
    renderCard(false);
    await screen.findByText('Dasbor', {}, WAIT);
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('heading', { name: 'Hutang Konsumen' })).toBeNull();
    expect(server!.requests.filter((r) => r.path === '/api/check-hutang')).toEqual([]);
  });
});
