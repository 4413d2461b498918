import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'ra-core';
import registry from '../../../resources.config';
import { findResource } from '../../../common/registry';
import { printCall, printFileName } from '../../../common/prints';
import ResourceView from '../../../src/framework/ResourceView';
import { PrintButtons } from '../../../src/framework/print/PrintButtons';
import type { ViewKind } from '../../../src/framework/routeTable';
import { pageViews } from '../../../src/pages/views';
import type { PermissionEntry } from '../../../src/providers/permissions';
import { grantAll, TestAdmin } from '../helpers/TestAdmin';

type Row = Record<string, unknown>;

const SHIPPED: Row = {
  id: 7, nomor: 'RB/2026/11/0004', tanggal: '2026-11-20', status: 'dikirim', no_surat_jalan: 'SJ/2026/11/0001', tanggal_kirim: '2026-11-21',
  rute_id: 3, rute: { id: 3, nama: 'Buah Batu' }, gudang_id: 2, gudang: { id: 2, nama_gudang: 'Gudang Cimahi' }, created_by: 4, rincian: [],
};
const DRAFT: Row = { ...SHIPPED, id: 8, nomor: 'RB/2026/11/0005', status: 'draft', no_surat_jalan: null };
const MUTASI: Row = {
  id: 5, nomor: 'MTS/2026/11/0003', tanggal: '2026-11-20', gudang_asal_id: 2, gudang_tujuan_id: 1, status: 'dikirim', total: 0, rincian: [],
};

interface Download { path: string; params: unknown; fallbackName?: string; saveAs?: string }

/** A dataProvider answering these records, recording downloads; `download` waits for `release()` when held. */
function fakeProvider(records: Row[], options: { fail?: Error; hold?: boolean } = {}) {
  const downloads: Download[] = [];
  let release: () => void = () => undefined;
  const dataProvider = {
    getOne: async (_resource: string, params: { id: unknown }) => ({ data: records.find((r) => String(r.id) === String(params.id)) ?? records[0] }),
    getList: async () => ({ data: records, total: records.length }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    action: async () => ({ data: [] }),
    download: async (path: string, params: unknown, fallbackName?: string, saveAs?: string) => {
      downloads.push({ path, params, fallbackName, saveAs });
      if (options.hold) await new Promise<void>((resolve) => { release = resolve; });
      if (options.fail) throw options.fail;
      return { filename: saveAs ?? 'unduhan', size: 4 };
    },
  } as unknown as DataProvider;
  return { dataProvider, downloads, release: () => release() };
}

function renderView(resource: string, view: ViewKind, provider: ReturnType<typeof fakeProvider>, id?: string, entries?: PermissionEntry[]) {
  return render(
    <TestAdmin registry={registry} dataProvider={provider.dataProvider} pageViews={pageViews} entries={entries}>
      <ResourceView resource={resource} view={view} id={id} />
    </TestAdmin>,
  );
}

afterEach(() => localStorage.clear());

describe('prints of a record (registry prints)', () => {
  it('fill the path from the record and name the file by the document number', () => {
    const requestBarang = findResource(registry, 'request-barang')!;
    const sj = requestBarang.prints![0];
    expect(printCall(sj, SHIPPED)).toEqual({ path: '/cetak-surat-jalan/7/2', params: {} });
    expect(printFileName(sj, SHIPPED)).toBe('SJ-2026-11-0001.pdf');
    // an expanded reference stands for its id; an empty field means nothing to print yet
    expect(printCall(sj, { ...SHIPPED, gudang_id: { id: 3, nama_gudang: 'X' } })?.path).toBe('/cetak-surat-jalan/7/3');
    expect(printCall(sj, { ...SHIPPED, gudang_id: null })).toBeNull();
    const mutasi = findResource(registry, 'gudang-mutasi')!.prints![0];
    expect(printCall(mutasi, MUTASI)).toEqual({ path: '/cetak-mutasi', params: { id: '5' } });
    expect(printFileName(mutasi, MUTASI)).toBe('MTS-2026-11-0003.pdf');
  });

  it('on the detail page: a click downloads through the dataProvider as SJ-….pdf, disabled while it runs', async () => {
    const provider = fakeProvider([SHIPPED], { hold: true });
    renderView('request-barang', 'show', provider, '7');
    const button = await screen.findByRole('button', { name: 'Cetak Surat Jalan' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Mengunduh SJ-2026-11-0001.pdf')).toBeInTheDocument();
    fireEvent.click(button);
    expect(provider.downloads).toEqual([{ path: '/cetak-surat-jalan/7/2', params: {}, fallbackName: 'SJ-2026-11-0001.pdf', saveAs: 'SJ-2026-11-0001.pdf' }]);
    provider.release();
    await waitFor(() => expect(button).not.toBeDisabled());
  });

  it('is offered only in the states the registry allows', async () => {
    renderView('request-barang', 'show', fakeProvider([DRAFT]), '8');
    await screen.findByText('RB/2026/11/0005');
    expect(screen.queryByRole('button', { name: 'Cetak Surat Jalan' })).not.toBeInTheDocument();
  });

  it('is not offered to a user who may not read the resource', async () => {
    const others = { ...registry, resources: registry.resources.filter((r) => r.menu !== '/ajuanbarang') };
    render(
      <TestAdmin registry={registry} dataProvider={fakeProvider([SHIPPED]).dataProvider} entries={grantAll(others)}>
        <PrintButtons resource={findResource(registry, 'gudang-mutasi')!} record={MUTASI} />
        <PrintButtons resource={findResource(registry, 'request-barang')!} record={SHIPPED} />
      </TestAdmin>,
    );
    // once the grants are loaded (until then read is assumed, SPEC.md section 6), the request's print goes away
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cetak Surat Jalan' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cetak Surat Mutasi' })).toBeInTheDocument();
  });

  it('shows the server\'s refusal as an Indonesian error toast and can be clicked again', async () => {
    const refused = new HttpError('Ajuan Barang berstatus Dikirim; surat jalan dari gudang ini tidak ditemukan', 404, { message: 'x' });
    const provider = fakeProvider([SHIPPED], { fail: refused });
    renderView('request-barang', 'show', provider, '7');
    const button = await screen.findByRole('button', { name: 'Cetak Surat Jalan' });
    fireEvent.click(button);
    expect(await screen.findByText('Peringatan')).toBeInTheDocument();
    expect(screen.getByText(/surat jalan dari gudang ini tidak ditemukan/)).toBeInTheDocument();
    await waitFor(() => expect(button).not.toBeDisabled());
  });

  it('sits on the record form too (a shipped request opens its read-only form)', async () => {
    renderView('request-barang', 'edit', fakeProvider([SHIPPED]), '7');
    expect(await screen.findByRole('button', { name: 'Cetak Surat Jalan' })).toBeInTheDocument();
  });

  it('is an icon on the list rows whose state allows it, and the row is not opened by the click', async () => {
    const provider = fakeProvider([SHIPPED, DRAFT]);
    renderView('request-barang', 'list', provider);
    const shippedRow = (await screen.findByText('RB/2026/11/0004')).closest('tr')!;
    const draftRow = screen.getByText('RB/2026/11/0005').closest('tr')!;
    expect(within(draftRow).queryByRole('button', { name: 'Cetak Surat Jalan' })).not.toBeInTheDocument();
    fireEvent.click(within(shippedRow).getByRole('button', { name: 'Cetak Surat Jalan' }));
    await waitFor(() => expect(provider.downloads.map((d) => d.saveAs)).toEqual(['SJ-2026-11-0001.pdf']));
    expect(screen.getByText('RB/2026/11/0004')).toBeInTheDocument();
  });

  it('prints a mutation from its detail page and from the placement page with the same button', async () => {
    const provider = fakeProvider([MUTASI]);
    const { unmount } = renderView('gudang-mutasi', 'show', provider, '5');
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak Surat Mutasi' }));
    await waitFor(() => expect(provider.downloads).toHaveLength(1));
    unmount();
    render(
      <TestAdmin registry={registry} dataProvider={provider.dataProvider} pageViews={pageViews}>
        <ResourceView resource="gudang-mutasi" view="edit" screen="MutasiPenempatan" id="5" />
      </TestAdmin>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak Surat Mutasi' }));
    await waitFor(() => expect(provider.downloads).toHaveLength(2));
    expect(provider.downloads.map((d) => [d.path, d.params, d.saveAs])).toEqual([
      ['/cetak-mutasi', { id: '5' }, 'MTS-2026-11-0003.pdf'], ['/cetak-mutasi', { id: '5' }, 'MTS-2026-11-0003.pdf'],
    ]);
  });
});
