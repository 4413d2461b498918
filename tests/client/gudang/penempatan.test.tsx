import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { combinePlacements, kartuStokPath } from '../../../src/pages/gudang/placement';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  server?.restore();
  window.location.hash = '';
});

const WAIT = { timeout: 15000 };
const GUDANG = [{ id: 1, kode: 'GD-01', nama_gudang: 'Gudang Utama Bandung' }, { id: 2, kode: 'GD-02', nama_gudang: 'Gudang Cimahi' }];
const STOK = [
  { id: 101, barang_id: 9, barang: { id: 9, nama: 'Teh Melati 350 ml' }, gudang_id: 2, kendaraan_id: null, lokasi: 'G:2', qty: 120 },
  { id: 102, barang_id: 10, barang: { id: 10, nama: 'Kopi Susu Kaleng' }, gudang_id: 2, kendaraan_id: null, lokasi: 'G:2', qty: 40 },
];
const TEMPAT = [
  { id: 1, barang_id: 9, gudang_id: 2, tempat_tipe: 'rak', tempat_id: 12, tempat_nama: 'Blok A / Rak A-01', qty: 80 },
  { id: 2, barang_id: 9, gudang_id: 2, tempat_tipe: 'palet', tempat_id: 7, tempat_nama: 'Blok A / Palet A-P01', qty: 30.5 },
  { id: 3, barang_id: 10, gudang_id: 2, tempat_tipe: 'laci', tempat_id: 4, tempat_nama: 'Blok B / Rak B-01 / Laci 1', qty: 0 },
];

function stockServer() {
  return fakeApi((req: RecordedRequest) => {
    if (req.path === '/api/gudang') return { data: { data: GUDANG, total: 2 } };
    if (req.path === '/api/barang') return { data: { data: [{ id: 10, kode: 'BRG-010', nama: 'Kopi Susu Kaleng' }], total: 1 } };
    if (req.path === '/api/stok') {
      const ids = req.query.getAll('barang_id').map(Number);
      const rows = STOK.filter((s) => ids.length === 0 || ids.includes(s.barang_id)).map((s) => ({ ...s, gudang_id: Number(req.query.get('gudang_id')) }));
      return { data: { data: rows, total: rows.length } };
    }
    if (req.path === '/api/stok-penempatan') {
      const ids = req.query.getAll('barang_id').map(Number);
      const rows = TEMPAT.filter((t) => ids.includes(t.barang_id));
      return { data: { data: rows, total: rows.length } };
    }
    if (req.path === '/api/stok-ledger') return { data: { data: [], total: 0 } };
    return { status: 404, data: { message: 'Alamat API tidak ditemukan' } };
  });
}

function renderPage() {
  renderApp(<ResourceView resource="stok-penempatan" view="list" screen="Penempatan" />);
}

const cells = (barangId: number) => [...screen.getByTestId(`penempatan-${barangId}`).querySelectorAll('td')].map((td) => td.textContent);

describe('/penempatan', () => {
  it('is a screen of the placements read under /stok, reached from the Persediaan menu', () => {
    expect(buildRouteTable(registry).find((r) => r.path === '/penempatan')).toEqual({
      path: '/penempatan', kind: 'view', view: 'list', resource: 'stok-penempatan', access: { menu: '/stok', action: 'read' }, screen: 'Penempatan',
    });
    const persediaan = registry.menus.find((m) => m.url === '/persediaan');
    expect(persediaan?.children?.map((c) => c.url)).toContain('/penempatan');
  });

  it('adds up placements per goods and leaves the rest unplaced', () => {
    const rows = combinePlacements(STOK, TEMPAT);
    expect(rows.map((r) => [r.nama, r.qty, r.ditempatkan, r.belum, r.places.length])).toEqual([
      ['Teh Melati 350 ml', 120, 110.5, 9.5, 2],
      ['Kopi Susu Kaleng', 40, 0, 40, 0],
    ]);
  });

  it('shows the own warehouse\'s balances, places and unplaced rest from one balance and one placement call', async () => {
    server = stockServer();
    renderPage();
    await screen.findByTestId('penempatan-9', {}, WAIT);
    expect(cells(9)).toEqual(['Teh Melati 350 ml', '120', 'Blok A / Rak A-01: 80Blok A / Palet A-P01: 30,5', '110,5', '9,5', '']);
    expect(cells(10)).toEqual(['Kopi Susu Kaleng', '40', '-', '0', '40', '']);
    const stok = server.requests.filter((r) => r.path === '/api/stok');
    const tempat = server.requests.filter((r) => r.path === '/api/stok-penempatan');
    expect(stok).toHaveLength(1);
    expect(stok[0].query.get('gudang_id')).toBe('2');
    expect(tempat).toHaveLength(1);
    expect(tempat[0].query.get('gudang_id')).toBe('2');
    expect(tempat[0].query.getAll('barang_id')).toEqual(['9', '10']);
    const card = within(screen.getByTestId('penempatan-9')).getByRole('link', { name: 'Kartu stok Teh Melati 350 ml' });
    expect(card).toHaveAttribute('href', kartuStokPath(9, 2));
    expect(englishLeaks()).toEqual([]);
  });

  it('changes warehouse and searches by goods', async () => {
    server = stockServer();
    renderPage();
    await screen.findByTestId('penempatan-9', {}, WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Gudang' }));
    fireEvent.click(await screen.findByRole('option', { name: 'GD-01 - Gudang Utama Bandung' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/stok' && r.query.get('gudang_id') === '1')).toBe(true), WAIT);

    fireEvent.change(screen.getByRole('textbox', { name: 'Cari barang' }), { target: { value: 'kopi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(screen.queryByTestId('penempatan-9')).not.toBeInTheDocument(), WAIT);
    expect(await screen.findByTestId('penempatan-10', {}, WAIT)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/barang')!.query.get('q')).toBe('kopi');
    const last = server.requests.filter((r) => r.path === '/api/stok').at(-1)!;
    expect([last.query.get('gudang_id'), last.query.getAll('barang_id')]).toEqual(['1', ['10']]);
  });

  it('links to a stock card that the generated /kartu-stok list filters by goods and warehouse', async () => {
    server = stockServer();
    // Under Vitest, react-admin's lists read the location of a hash router of their own (ra-core gets another
    // instance of react-router than the test's MemoryRouter); in the browser it is the app's BrowserRouter.
    window.location.hash = `#${kartuStokPath(9, 2)}`;
    renderApp(<ResourceView resource="stok-ledger" view="list" />, { path: kartuStokPath(9, 2) });
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/stok-ledger')).toBe(true), WAIT);
    const ask = server.requests.find((r) => r.path === '/api/stok-ledger')!;
    expect([ask.query.get('barang_id'), ask.query.get('gudang_id')]).toEqual(['9', '2']);
    expect(await screen.findByRole('combobox', { name: 'Barang' }, WAIT)).toBeInTheDocument();
  });
});
