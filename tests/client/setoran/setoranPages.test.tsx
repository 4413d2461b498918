import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { saveSession } from '../../../src/providers/session';
import { fakeApi, tokenAnswer, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => { server?.restore(); localStorage.clear(); });

const WAIT = { timeout: 15000 };

function asLevel(nama_level: string) {
  const answer = tokenAnswer('akses', 'segar');
  saveSession({ ...answer, user: { ...answer.user, level: { id: 6, nama_level } } });
}

const INVOICES = [
  { id: 7, nomor: 'HTG/2026/09/0007', no_faktur: 'FJ-LAMA-0007', sumber: 'saldo_awal', tanggal: '2026-09-01', jatuh_tempo: '2026-11-10', jumlah: 900_000, sisa: 750_000,
    konsumen_id: 3, konsumen_kode: 'KNS-3', konsumen_nama: 'Toko Maju Jaya', rute_id: 1, rute_kode: 'RT-01', rute_nama: 'Kosambi', karyawan_id: 5, sales_nama: 'Budi Prasetyo',
    penjualan_id: null, penjualan_nomor: null, terlambat_hari: 15, jatuh_tempo_hari: -15 },
  { id: 8, nomor: 'HTG/2026/09/0008', no_faktur: null, sumber: 'saldo_awal', tanggal: '2026-09-01', jatuh_tempo: '2026-12-05', jumlah: 400_000, sisa: 400_000,
    konsumen_id: 4, konsumen_kode: 'KNS-4', konsumen_nama: 'Warung Bu Sri', rute_id: 1, rute_kode: 'RT-01', rute_nama: 'Kosambi', karyawan_id: 5, sales_nama: 'Budi Prasetyo',
    penjualan_id: null, penjualan_nomor: null, terlambat_hari: 0, jatuh_tempo_hari: 10 },
];
const COLLECTION = {
  data: INVOICES, total: 2, tanggal: '2026-11-25', bank: [{ id: 21, kode: 'BCA-01', nama: 'BCA Operasional' }],
  totals: { jumlah_faktur: 2, sisa: 1_150_000, jumlah_konsumen: 2, lewat_tempo: { jumlah_faktur: 1, sisa: 750_000 } },
};

function moneyServer(extra: (req: RecordedRequest) => { status?: number; data?: unknown } | undefined = () => undefined) {
  return fakeApi((req) => {
    const own = extra(req);
    if (own) return own;
    if (req.path === '/api/collection') return { data: COLLECTION };
    if (req.path === '/api/kas') return { data: { data: [{ id: 1, kode: 'KAS-01', nama: 'Kas Besar' }], total: 1 } };
    return { data: { data: [], total: 0 } };
  });
}

const renderView = (resource: string, view: 'list' | 'show' | 'create', screenName?: string, id?: string, flags = { create: true, update: true, delete: true }) => renderApp(<ResourceView resource={resource} view={view} screen={screenName} id={id} />, { entries: grantAll(registry, flags) });

describe('routes', () => {
  it('/collection, /giro, /setoran, /setoran/create and /setoran/detail/:id are screens of their menus', () => {
    const routes = buildRouteTable(registry);
    expect(routes.find((r) => r.path === '/collection')).toMatchObject({ resource: 'penjualan-bayar', screen: 'CollectionPage', access: { menu: '/collection', action: 'read' } });
    expect(routes.find((r) => r.path === '/giro')).toMatchObject({ resource: 'giro-masuk', view: 'list', access: { menu: '/giro', action: 'read' } });
    expect(routes.find((r) => r.path === '/setoran/create')).toMatchObject({ resource: 'setoran', view: 'create', access: { menu: '/setoran', action: 'create' } });
    expect(routes.find((r) => r.path === '/setoran/:id/show')).toMatchObject({ screen: 'SetoranDetail', access: { menu: '/setoran', action: 'read' } });
    expect(routes.find((r) => r.path === '/setoran/detail/:id')).toEqual({ path: '/setoran/detail/:id', kind: 'redirect', to: '/setoran/:id/show' });
  });
});

describe('/collection', () => {
  it('lists open invoices as cards, overdue ones flagged "lewat N hari", with totals', async () => {
    server = moneyServer();
    renderView('penjualan-bayar', 'list', 'CollectionPage');
    const late = await screen.findByRole('article', { name: 'Toko Maju Jaya HTG/2026/09/0007' }, WAIT);
    expect(within(late).getByText('lewat 15 hari')).toBeInTheDocument();
    expect(late.textContent).toContain('Rp. 750.000');
    expect(late.textContent).toContain('10-11-2026');
    expect(within(screen.getByRole('article', { name: 'Warung Bu Sri HTG/2026/09/0008' })).getByText('10 hari lagi')).toBeInTheDocument();
    expect(document.body.textContent).toContain('Rp. 1.150.000');
    expect(englishLeaks()).toEqual([]);
  });

  it('Bayar posts a giro collection with its fields; a refused amount shows on its input', async () => {
    let refuse = true;
    server = moneyServer((req) => {
      if (req.path !== '/api/input/penjualan-bayar') return undefined;
      if (refuse) { refuse = false; return { status: 422, data: { message: 'Data tidak valid', errors: { giro_nomor: ['No. Giro wajib diisi'] } } }; }
      return { status: 201, data: { data: { id: 1 }, message: 'Pembayaran BYR/2026/11/0001 sebesar Rp. 500.000 dicatat' } };
    });
    renderView('penjualan-bayar', 'list', 'CollectionPage');
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar HTG/2026/09/0007' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(within(dialog).getByLabelText('Giro'));
    const jumlah = within(dialog).getByLabelText(/Jumlah/);
    await userEvent.clear(jumlah);
    await userEvent.type(jumlah, '500000');
    await userEvent.type(within(dialog).getByLabelText(/Bank Giro/), 'BRI');
    fireEvent.change(within(dialog).getByLabelText(/Tanggal Efektif Giro/), { target: { value: '2026-12-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Pembayaran' }));
    expect(await within(dialog).findByText('No. Giro wajib diisi', {}, WAIT)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/No\. Giro/), 'GR-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Pembayaran' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const posts = server.requests.filter((r) => r.path === '/api/input/penjualan-bayar');
    expect(posts.at(-1)!.body).toEqual({ hutang_id: 7, tipe: 'giro', jumlah: 500_000, giro_nomor: 'GR-1', giro_bank: 'BRI', giro_jatuh_tempo: '2026-12-01' });
  });

  it('a transfer needs the bank account from the answer; without the create right there is no Bayar', async () => {
    server = moneyServer((req) => (req.path === '/api/input/penjualan-bayar' ? { status: 201, data: { data: { id: 2 } } } : undefined));
    asLevel('Sales');
    const { unmount } = renderView('penjualan-bayar', 'list', 'CollectionPage');
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar HTG/2026/09/0008' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).queryByLabelText(/Kas Penerima/)).toBeNull();
    await userEvent.click(within(dialog).getByLabelText('Transfer'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Rekening Bank Penerima/ }));
    fireEvent.click(await screen.findByText('BCA-01 - BCA Operasional', {}, WAIT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Pembayaran' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/input/penjualan-bayar')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/input/penjualan-bayar')!.body).toEqual({ hutang_id: 8, tipe: 'transfer', jumlah: 400_000, kas_id: 21 });
    unmount();
    renderView('penjualan-bayar', 'list', 'CollectionPage', undefined, { create: false, update: false, delete: false });
    await screen.findByRole('article', { name: 'Warung Bu Sri HTG/2026/09/0008' }, WAIT);
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sales' })).toBeNull();
  });
});

const GIRO = [
  { id: 31, nomor: 'BYR/2026/11/0003', tanggal: '2026-11-20', giro_nomor: 'GR-402151', giro_bank: 'BNI', giro_jatuh_tempo: '2026-11-22', jumlah: 200_000, giro_status: 'terdaftar', konsumen: { nama: 'Toko Maju Jaya' } },
];

describe('/giro', () => {
  it('lists giro with status chips and clears one into a bank account', async () => {
    server = moneyServer((req) => {
      if (req.path === '/api/giro-masuk') return { data: { data: GIRO, total: 1 } };
      if (req.path === '/api/kas') return { data: { data: [{ id: 21, kode: 'BCA-01', nama: 'BCA Operasional' }], total: 1 } };
      if (req.path === '/api/giro-cair') return { data: { data: { ...GIRO[0], giro_status: 'cair' }, message: 'Giro GR-402151 sebesar Rp. 200.000 dicairkan' } };
      return undefined;
    });
    renderView('giro-masuk', 'list');
    const card = await screen.findByRole('article', { name: 'Giro GR-402151' }, WAIT);
    expect(within(card).getByText('Belum Cair')).toBeInTheDocument();
    expect(card.textContent).toContain('Rp. 200.000');
    expect(server.requests.find((r) => r.path === '/api/giro-masuk')!.url).toContain('giro_status=terdaftar');
    await userEvent.click(within(card).getByRole('button', { name: 'Cairkan' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Rekening Bank/ }));
    fireEvent.click(await screen.findByText('BCA-01 - BCA Operasional', {}, WAIT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cairkan' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/giro-cair')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/giro-cair')!.body).toMatchObject({ id: 31, kas_id: 21 });
  });

  it('offers no clearing or bouncing without the update right on /giro', async () => {
    server = moneyServer((req) => (req.path === '/api/giro-masuk' ? { data: { data: GIRO, total: 1 } } : undefined));
    renderView('giro-masuk', 'list', undefined, undefined, { create: false, update: false, delete: false });
    const card = await screen.findByRole('article', { name: 'Giro GR-402151' }, WAIT);
    expect(within(card).queryByRole('button', { name: 'Cairkan' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Tolak' })).toBeNull();
  });
});

const SETORAN = {
  id: 9, nomor: 'STR/2026/11/0002', tanggal: '2026-11-24', status: 'diajukan', karyawan_id: 5, karyawan: { nama_lengkap: 'Budi Prasetyo' },
  tunai_sistem: 300_000, transfer_sistem: 50_000, giro_sistem: 40_000, nota_putih_sistem: 0, tunai_disetor: 250_000, selisih: -50_000,
  pecahan: [{ id: 1, nominal: 100_000, lembar: 2, subtotal: 200_000 }, { id: 2, nominal: 50_000, lembar: 1, subtotal: 50_000 }],
  groups: {
    tunai: [{ id: 1, nomor: 'BYR/1', tanggal: '2026-11-24', sumber: 'pelunasan', nominal: 300_000, konsumen: 'Toko Maju Jaya', penjualan_nomor: null, hutang_nomor: 'HTG/7', giro_nomor: null, giro_bank: null, giro_jatuh_tempo: null, giro_status: null, kas: 'Kas Sales Budi' }],
    transfer: [
      { id: 2, tipe: 'transfer', nomor: 'BYR/2', tanggal: '2026-11-24', sumber: 'pelunasan', nominal: 30_000, konsumen: 'Warung Bu Sri', penjualan_nomor: null, hutang_nomor: 'HTG/8', giro_nomor: null, giro_bank: null, giro_jatuh_tempo: null, giro_status: null, kas: 'BCA Operasional' },
      { id: 5, tipe: 'qris', nomor: 'BYR/5', tanggal: '2026-11-24', sumber: 'penjualan', nominal: 20_000, konsumen: 'Toko Laris', penjualan_nomor: 'PJ/7', hutang_nomor: null, giro_nomor: null, giro_bank: null, giro_jatuh_tempo: null, giro_status: null, kas: 'Mandiri Penerimaan' },
    ],
    giro: [{ id: 3, nomor: 'BYR/3', tanggal: '2026-11-24', sumber: 'penjualan', nominal: 40_000, konsumen: 'Warung Bu Sri', penjualan_nomor: 'PJ/1', hutang_nomor: null, giro_nomor: 'GR-9', giro_bank: 'BRI', giro_jatuh_tempo: '2026-12-01', giro_status: 'terdaftar', kas: null }],
    nota_putih: [],
  },
  totals: { tunai: 300_000, transfer: 50_000, giro: 40_000, nota_putih: 0 },
};

describe('/setoran', () => {
  it('the list shows state, expected against counted cash and the shortage', async () => {
    server = moneyServer((req) => (req.path === '/api/transaksi-setor-list' ? { data: { data: [{ ...SETORAN, sales: 'Budi Prasetyo' }], total: 1 } } : undefined));
    renderView('setoran', 'list');
    const card = await screen.findByRole('article', { name: 'Setoran STR/2026/11/0002' }, WAIT);
    expect(within(card).getByText('Diajukan')).toBeInTheDocument();
    expect(card.textContent).toContain('Tunai sistem Rp. 300.000 · disetor Rp. 250.000');
    expect(card.textContent).toContain('(kurang setor)');
    expect(screen.getByRole('link', { name: 'Setor' })).toHaveAttribute('href', '/setoran/create');
  });

  it('a year of deposits is paged: 24 cards, and the next page asks the server for page 2', async () => {
    server = moneyServer((req) => (req.path === '/api/transaksi-setor-list'
      ? { data: { data: [{ ...SETORAN, sales: 'Budi Prasetyo', nomor: `STR/${req.query.get('page')}` }], total: 50 } } : undefined));
    renderView('setoran', 'list');
    await screen.findByRole('article', { name: 'Setoran STR/1' }, WAIT);
    const asked = server.requests.find((r) => r.path === '/api/transaksi-setor-list')!.query;
    expect([asked.get('page'), asked.get('perPage')]).toEqual(['1', '24']);
    await userEvent.click(screen.getByRole('button', { name: /berikutnya|next/i }));
    expect(await screen.findByRole('article', { name: 'Setoran STR/2' }, WAIT)).toBeInTheDocument();
  });

  it('the detail shows the four groups and the denominations; finance receives it', async () => {
    server = moneyServer((req) => {
      if (req.path === '/api/setoran/9') return { data: { data: SETORAN } };
      if (req.path === '/api/transaksi-terima') return { data: { data: { ...SETORAN, status: 'diterima' }, message: 'Setoran kini berstatus Diterima' } };
      return undefined;
    });
    asLevel('Finance');
    renderView('setoran', 'show', 'SetoranDetail', '9');
    expect(await screen.findByText('Tunai · Rp. 300.000', {}, WAIT)).toBeInTheDocument();
    // QRIS sits with transfer (both already in a bank), each entry saying which it was.
    expect(screen.getByText('Transfer & QRIS · Rp. 50.000')).toBeInTheDocument();
    expect(screen.getByText(/Penjualan · QRIS · Mandiri Penerimaan/)).toBeInTheDocument();
    expect(screen.getByText('Giro · Rp. 40.000')).toBeInTheDocument();
    expect(screen.getByText('Nota Putih (Kredit) · Rp. 0')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pecahan uang' });
    expect(table.textContent).toContain('Rp. 100.000');
    expect(document.body.textContent).toMatch(/SelisihRp\. -50\.000|Selisih-Rp\. 50\.000/);
    await userEvent.click(screen.getByRole('button', { name: 'Terima Setoran' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/transaksi-terima')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/transaksi-terima')!.body).toEqual({ id: 9 });
  });

  it('a salesperson sees no terima button on their own deposit', async () => {
    server = moneyServer((req) => (req.path === '/api/setoran/9' ? { data: { data: SETORAN } } : undefined));
    asLevel('Sales');
    renderView('setoran', 'show', 'SetoranDetail', '9');
    await screen.findByText('Tunai · Rp. 300.000', {}, WAIT);
    expect(screen.queryByRole('button', { name: 'Terima Setoran' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hapus Setoran' })).toBeInTheDocument();
  });

  it('Setor: the expected figures, a live total and difference from the denominations, then the deposit', async () => {
    server = moneyServer((req) => {
      if (req.path === '/api/setoran-ringkasan') return { data: { data: { karyawan_id: 5, sales: 'Budi Prasetyo', jumlah: 3, totals: SETORAN.totals, groups: SETORAN.groups } } };
      if (req.path === '/api/transaksi-setor') return { status: 201, data: { data: { id: 9 }, message: 'Setoran STR/2026/11/0002 diajukan' } };
      return undefined;
    });
    asLevel('Sales');
    renderView('setoran', 'create');
    expect(await screen.findByText('Yang harus disetor (3 pembayaran)', {}, WAIT)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Lembar Rp. 100.000'), '2');
    await userEvent.type(screen.getByLabelText('Lembar Rp. 50.000'), '1');
    expect(screen.getByText('Kurang setor Rp. 50.000')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Lembar Rp. 10.000'), '5');
    expect(screen.queryByText(/Kurang setor/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Setor' }));
    await waitFor(() => expect(server!.requests.some((r) => r.path === '/api/transaksi-setor')).toBe(true), WAIT);
    expect(server.requests.find((r) => r.path === '/api/transaksi-setor')!.body).toEqual({ pecahan: [{ nominal: 100_000, lembar: 2 }, { nominal: 50_000, lembar: 1 }, { nominal: 10_000, lembar: 5 }] });
    expect(englishLeaks()).toEqual([]);
  });
});
