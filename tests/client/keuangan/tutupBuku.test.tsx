import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const CLOSED_2024 = { tahun: 2024, tanggal: '2024-12-31', laba: -1_250_000, jurnal_id: 7, nomor: 'JU/2024/12/0001', oleh: 'Siti Rahma', pada: '2025-01-10T02:00:00.000Z' };
const CLOSED_2025 = { tahun: 2025, tanggal: '2025-12-31', laba: 1_234_567, jurnal_id: 9, nomor: 'JU/2025/12/0004', oleh: 'Siti Rahma', pada: '2026-01-05T03:30:00.000Z' };

function closingServer(alasan: string | null = null) {
  let closed = false;
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/tutup-buku' && req.method === 'POST') {
      closed = true;
      return { status: 201, data: { data: CLOSED_2025, message: 'Buku tahun 2025 ditutup (JU/2025/12/0004); laba Rp. 1.234.567 dipindahkan ke Laba Ditahan' } };
    }
    if (req.path === '/api/tutup-buku') {
      return { data: closed
        ? { data: [CLOSED_2025, CLOSED_2024], total: 2, terbuka: null }
        : { data: [CLOSED_2024], total: 1, terbuka: { tahun: 2025, laba: 1_234_567, alasan } } };
    }
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

/** Every resource menu, and the screen's own menu with `flags`. */
function entries(flags: { create: boolean; update: boolean; delete: boolean }) {
  const all = grantAll(registry, flags);
  all[0].sub_menu!.push({ id: 999, name: 'Tutup Buku', icon: null, url: '/tutup-buku', ...flags, notifikasi: { notif: 0 } });
  return all;
}

const renderScreen = (flags = { create: true, update: true, delete: true }) =>
  renderApp(<ResourceView resource="jurnal" view="list" screen="TutupBuku" />, { entries: entries(flags) });

describe('Tutup Buku screen', () => {
  it('is a screen of its own menu in Akuntansi', () => {
    expect(buildRouteTable(registry).find((r) => r.path === '/tutup-buku')).toMatchObject({ kind: 'view', screen: 'TutupBuku', access: { menu: '/tutup-buku', action: 'read' } });
    expect(registry.menus.find((m) => m.url === '/akuntansi')?.children?.map((c) => c.url)).toContain('/tutup-buku');
  });

  it('shows the closed years and closes the open year after a confirmation', async () => {
    server = closingServer();
    renderScreen();
    const open = await screen.findByTestId('tahun-terbuka', {}, WAIT);
    expect(open.textContent).toContain('Laba Rp. 1.234.567');
    expect(open.textContent).toContain('31-12-2025');
    const table = screen.getByRole('table', { name: 'Tahun yang sudah ditutup' });
    expect(table.textContent).toContain('(1.250.000)');
    expect(table.textContent).toContain('31-12-2024');
    expect(table.textContent).toContain('JU/2024/12/0001');
    expect(table.textContent).toContain('10-01-2025 09:00');

    await userEvent.click(await screen.findByRole('button', { name: 'Tutup Buku 2025' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog.textContent).toContain('Laba Rp. 1.234.567 dipindahkan ke Laba Ditahan per 31-12-2025');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Tutup Buku 2025' }));
    await waitFor(() => expect(server!.requests.find((r) => r.method === 'POST')?.body).toEqual({ tahun: 2025 }), WAIT);
    await screen.findByText('Semua tahun yang sudah berakhir telah ditutup.', {}, WAIT);
    expect(screen.getByRole('table', { name: 'Tahun yang sudah ditutup' }).textContent).toContain('Rp. 1.234.567');
    expect(englishLeaks()).toEqual([]);
  });

  it('says why a year cannot be closed yet', async () => {
    server = closingServer('Penyusutan aset s.d. Desember 2025 belum diposting (2 aset); posting penyusutannya dulu');
    renderScreen();
    await screen.findByText(/Penyusutan aset s\.d\. Desember 2025 belum diposting/, {}, WAIT);
    expect(((await screen.findByRole('button', { name: 'Tutup Buku 2025' }, WAIT)) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no button without the right to close', async () => {
    server = closingServer();
    renderScreen({ create: false, update: false, delete: false });
    await screen.findByTestId('tahun-terbuka', {}, WAIT);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryAllByRole('button', { name: 'Tutup Buku 2025' })).toHaveLength(0);
  });
});
