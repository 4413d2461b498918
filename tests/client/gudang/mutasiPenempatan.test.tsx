import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { pageViews } from '../../../src/pages/views';
import { TestAdmin } from '../helpers/TestAdmin';

const MUTASI = {
  id: 5, nomor: 'MTS/2026/11/0003', tanggal: '2026-11-20', gudang_asal_id: 2, gudang_asal: { id: 2, nama_gudang: 'Gudang Cimahi' },
  gudang_tujuan_id: 1, gudang_tujuan: { id: 1, nama_gudang: 'Gudang Utama Bandung' }, status: 'dikirim', tanggal_kirim: '2026-11-21', total: 1_250_000,
  rincian: [
    { id: 51, barang_id: 9, barang: { id: 9, nama: 'Teh Melati 350 ml' }, qty: 24, qty_dikirim: 24, nilai: 1_000_000, tempat_tujuan_tipe: null, tempat_tujuan_id: null },
    { id: 52, barang_id: 10, barang: { id: 10, nama: 'Kopi Susu Kaleng' }, qty: 5, qty_dikirim: 5, nilai: 250_000, tempat_tujuan_tipe: 'rak', tempat_tujuan_id: 12 },
  ],
};
const PLACES = [{ tipe: 'rak', id: 12, nama: 'Blok A / Rak A-01' }, { tipe: 'palet', id: 7, nama: 'Blok A / Palet A-P01' }];

function fakeProvider(replies: Record<string, unknown> = {}) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const dataProvider = {
    getOne: async () => ({ data: MUTASI }),
    action: async (path: string, body: unknown) => {
      calls.push({ path, body });
      if (path === '/gudang-tempat') return { data: PLACES };
      const reply = replies[path];
      if (reply instanceof Error) throw reply;
      return reply ?? { message: 'Mutasi Gudang: Terima & Tempatkan berhasil' };
    },
  } as unknown as DataProvider;
  return { dataProvider, calls };
}

describe('/request-mutasi/penempatan/:id', () => {
  it('is a screen of the mutation that needs update on its menu', () => {
    const route = buildRouteTable(registry).find((r) => r.path === '/request-mutasi/penempatan/:id');
    expect(route).toEqual({ path: '/request-mutasi/penempatan/:id', kind: 'view', view: 'edit', resource: 'gudang-mutasi', access: { menu: '/mutasi', action: 'update' }, screen: 'MutasiPenempatan' });
  });

  it('shows what arrived, saves the chosen place of a line, then receives the mutation', async () => {
    const { dataProvider, calls } = fakeProvider();
    render(<TestAdmin registry={registry} dataProvider={dataProvider} pageViews={pageViews}><ResourceView resource="gudang-mutasi" view="edit" screen="MutasiPenempatan" id="5" /></TestAdmin>);
    expect(await screen.findByText('MTS/2026/11/0003')).toBeInTheDocument();
    expect(screen.getByText('Teh Melati 350 ml')).toBeInTheDocument();
    expect(screen.getByText('Rp. 1.250.000')).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('combobox', { name: 'Ditempatkan di' });
    await waitFor(() => expect((second as HTMLInputElement).value).toBe('Blok A / Rak A-01'));
    fireEvent.mouseDown(first);
    fireEvent.click(await screen.findByText('Blok A / Palet A-P01'));
    fireEvent.click(screen.getByRole('button', { name: 'Terima & Tempatkan' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/input/gudang-mutasi-terima'));
    const writes = calls.filter((c) => c.path !== '/gudang-tempat');
    expect(writes[0]).toEqual({ path: '/input/gudang-mutasi-rincian', body: { id: 51, tempat_tujuan_tipe: 'palet', tempat_tujuan_id: 7 } });
    expect(writes[1].path).toBe('/input/gudang-mutasi-terima');
    expect(writes[1].body).toMatchObject({ id: 5, tanggal_terima: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(writes).toHaveLength(2);
  });

  it('keeps a place refused by the server on its line and does not receive', async () => {
    const refused = Object.assign(new Error('422'), { status: 422, body: { message: 'Data tidak valid', errors: { tempat_tujuan_id: ['Blok A / Palet A-P01 bukan tempat di gudang ini'] } } });
    const { dataProvider, calls } = fakeProvider({ '/input/gudang-mutasi-rincian': refused });
    render(<TestAdmin registry={registry} dataProvider={dataProvider} pageViews={pageViews}><ResourceView resource="gudang-mutasi" view="edit" screen="MutasiPenempatan" id="5" /></TestAdmin>);
    const [first] = await screen.findAllByRole('combobox', { name: 'Ditempatkan di' });
    fireEvent.mouseDown(first);
    fireEvent.click(await screen.findByText('Blok A / Palet A-P01'));
    fireEvent.click(screen.getByRole('button', { name: 'Terima & Tempatkan' }));
    expect(await screen.findByText('Blok A / Palet A-P01 bukan tempat di gudang ini')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/input/gudang-mutasi-terima');
  });
});
