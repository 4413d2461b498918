import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Registry } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { grantAll, TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';
import { fakeApi, type FakeReply, type RecordedRequest } from '../helpers/fakeApi';

const fixture: Registry = {
  menus: [],
  resources: [{
    name: 'barang', label: 'Barang', labelPlural: 'Barang', menu: '/barang', path: '/barang', titleField: 'nama', importable: true,
    fields: [
      { name: 'kode', kind: 'text', label: 'Kode Barang', required: true, list: true },
      { name: 'nama', kind: 'text', label: 'Nama Barang', required: true, list: true },
    ],
  }],
};

const report = (over: Record<string, unknown> = {}) => ({
  dry_run: true, jumlah_baris: 3, valid: 3, tidak_valid: 0, ditambahkan: 2, diperbarui: 1,
  kolom: [{ kolom: 'Kode Barang', field: 'kode' }, { kolom: 'Nama Barang', field: 'nama' }], kolom_diabaikan: [], kesalahan: [], ...over,
});

let server: ReturnType<typeof fakeApi>;
let replies: FakeReply[];
beforeEach(() => {
  replies = [];
  server = fakeApi(() => replies.shift() ?? { status: 500, data: { message: 'tidak terduga' } });
  URL.createObjectURL = vi.fn(() => 'blob:template');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => { server.restore(); localStorage.clear(); vi.restoreAllMocks(); });

const imports = () => server.requests.filter((r: RecordedRequest) => r.path.startsWith('/api/import/'));
const choose = (name: string) => fireEvent.change(screen.getByLabelText('Berkas impor'), { target: { files: [new File(['Kode Barang,Nama Barang\n'], name, { type: 'text/csv' })] } });

describe('"Impor" on a generated list', () => {
  it('downloads the template, previews a dry run with errors per row, then imports all at once and refreshes the list', async () => {
    const { dataProvider, calls } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="barang" view="list" /></TestAdmin>);
    fireEvent.click(await screen.findByRole('button', { name: 'Impor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor Barang' });

    replies.push({ data: 'xlsx', headers: { 'content-disposition': "attachment; filename*=UTF-8''template-impor-barang.xlsx" } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unduh Template' }));
    await waitFor(() => expect(imports().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/import/barang/template']));

    expect(within(dialog).getByRole('button', { name: 'Impor' })).toBeDisabled();
    choose('barang.csv');
    expect(within(dialog).getByText('barang.csv')).toBeInTheDocument();
    replies.push({
      data: {
        data: report({ valid: 2, tidak_valid: 1, kesalahan: [{ baris: 4, field: 'nama', kolom: 'Nama Barang', pesan: 'Nama Barang wajib diisi' }] }),
        message: 'Uji impor: 2 dari 3 baris valid',
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Periksa' }));
    expect(await within(dialog).findByText('Nama Barang wajib diisi')).toBeInTheDocument();
    const row = within(dialog).getByText('Nama Barang wajib diisi').closest('tr')!;
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 baris tidak valid/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Impor' })).toBeDisabled();
    const dry = imports()[1];
    expect(dry.method).toBe('POST');
    expect(dry.query.get('dry_run')).toBe('1');
    expect(dry.body).toBeInstanceOf(FormData);
    expect(((dry.body as FormData).get('file') as File).name).toBe('barang.csv');

    choose('barang-baik.csv');
    replies.push({ data: { data: report(), message: 'Uji impor: 3 dari 3 baris valid' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Periksa' }));
    expect(await within(dialog).findByText(/Siap diimpor/)).toBeInTheDocument();
    const listCalls = calls.filter((c) => c.method === 'getList').length;

    replies.push({ data: { data: report({ dry_run: false }), message: '3 baris Barang berhasil diimpor (2 ditambahkan, 1 diperbarui)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Impor' }));
    expect(await screen.findByText('3 baris Barang berhasil diimpor (2 ditambahkan, 1 diperbarui)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Impor Barang' })).not.toBeInTheDocument());
    const real = imports()[3];
    expect(real.query.has('dry_run')).toBe(false);
    await waitFor(() => expect(calls.filter((c) => c.method === 'getList').length).toBeGreaterThan(listCalls));
  });

  it('a refused run (422) shows the rows the server names and saves nothing; "update" asks for ?update=1', async () => {
    const { dataProvider } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="barang" view="list" /></TestAdmin>);
    fireEvent.click(await screen.findByRole('button', { name: 'Impor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor Barang' });
    choose('barang.csv');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Perbarui data yang sudah ada/ }));
    replies.push({ data: { data: report(), message: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Periksa' }));
    await within(dialog).findByText(/Siap diimpor/);
    replies.push({
      status: 422,
      data: { message: 'Impor dibatalkan, tidak ada data yang disimpan: 1 baris tidak valid (baris 7)', errors: { 'baris.7.kode': ['Kode Barang sudah dipakai'] } },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Impor' }));
    expect(await within(dialog).findByText('Kode Barang sudah dipakai')).toBeInTheDocument();
    expect(within(within(dialog).getByText('Kode Barang sudah dipakai').closest('tr')!).getByText('7')).toBeInTheDocument();
    expect(await screen.findByText(/Impor dibatalkan/)).toBeInTheDocument();
    expect(imports().every((r) => r.query.get('update') === '1')).toBe(true);
  });

  it('is not offered without the create right', async () => {
    const { dataProvider } = memoryDataProvider(fixture);
    render(
      <TestAdmin registry={fixture} dataProvider={dataProvider} entries={grantAll(fixture, { create: false, update: false, delete: false })}>
        <ResourceView resource="barang" view="list" />
      </TestAdmin>,
    );
    await screen.findByRole('button', { name: /Ekspor/ });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Impor' })).not.toBeInTheDocument());
  });
});
