import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import type { Registry } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { codedName } from '../../../src/framework/display/codedRef';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';

/** A receipt-like document whose lines name goods with long, nearly equal names (eight crisp variants). */
const fixture: Registry = {
  menus: [],
  resources: [
    {
      name: 'barang', label: 'Barang', labelPlural: 'Barang', menu: '/barang', path: '/barang', titleField: 'nama',
      fields: [
        { name: 'kode', kind: 'text', label: 'Kode', required: true, list: true, searchable: true },
        { name: 'nama', kind: 'text', label: 'Nama', required: true, list: true, searchable: true },
      ],
    },
    {
      name: 'terima', label: 'Penerimaan', labelPlural: 'Penerimaan', menu: '/terima', path: '/terima', titleField: 'nomor',
      lines: { resource: 'terima-rincian', foreignKey: 'terima_id', field: 'rincian', sum: [], worth: { quantity: 'jumlah', price: 'harga', total: 'total' } },
      fields: [
        { name: 'nomor', kind: 'text', label: 'Nomor', required: true, list: true },
        { name: 'total', kind: 'money', label: 'Total', readOnly: true },
      ],
    },
    {
      name: 'terima-rincian', label: 'Rincian', labelPlural: 'Rincian Penerimaan', menu: '/terima', path: '/terima-rincian', titleField: 'id', parent: 'terima',
      fields: [
        { name: 'terima_id', kind: 'ref', ref: 'terima', label: 'Penerimaan', required: true },
        { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', required: true, list: true },
        { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, list: true },
        { name: 'harga', kind: 'money', label: 'Harga per Satuan', required: true, list: true },
      ],
    },
  ],
};
const [barang] = fixture.resources;

const LONG = 'Keripik Kentang Balado Pedas Manis Kemasan Keluarga 250 g';
const line = (id: number, n: number) => ({
  id, terima_id: 1, barang_id: n, jumlah: 12, harga: 5_000,
  barang: { id: n, kode: `BRG-000${n}`, nama: `${LONG} Varian ${n}` },
});
const receipt = { id: 1, nomor: 'PNR/2026/11/0001', total: 120_000, rincian: [line(10, 7), line(11, 8)] };

/** The receipt answers at once; the goods list and the chosen goods never do (a slow connection). */
function slowGoods(): DataProvider {
  const base = memoryDataProvider(fixture).dataProvider;
  const never = () => new Promise<never>(() => undefined);
  return {
    ...base,
    getOne: async (resource, params) => (resource === 'terima' ? { data: receipt } : base.getOne(resource, params)) as never,
    getList: async (resource, params) => (resource === 'barang' ? never() : base.getList(resource, params)),
    getMany: async (resource, params) => (resource === 'barang' ? never() : base.getMany(resource, params)),
  };
}

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement | null;

describe('references in line items', () => {
  it('read as code and full name', () => {
    expect(codedName(barang, { id: 7, kode: 'BRG-0007', nama: 'Teh Kebun Melati' })).toBe('BRG-0007 · Teh Kebun Melati');
    expect(codedName(barang, { id: 7, nama: 'Teh Kebun Melati' })).toBe('Teh Kebun Melati');
  });

  it('show the name the record already carries while the goods list is still loading: no empty field', async () => {
    render(<TestAdmin registry={fixture} dataProvider={slowGoods()}><ResourceView resource="terima" view="edit" id="1" /></TestAdmin>);
    await waitFor(() => expect(field('rincian.1.barang_id')).toBeTruthy());
    // getList/getMany of barang never answer: the names come from the receipt itself.
    expect(field('rincian.0.barang_id')!.value).toBe(`BRG-0007 · ${LONG} Varian 7`);
    expect(field('rincian.1.barang_id')!.value).toBe(`BRG-0008 · ${LONG} Varian 8`);
    // A long name wraps in the field instead of ending in "…".
    expect(field('rincian.0.barang_id')!.tagName).toBe('TEXTAREA');
    // The footer is the receipt's worth (2 × 12 × Rp. 5.000), not the unit prices added up.
    const totals = screen.getByTestId('line-totals');
    expect(within(totals).getByTestId('line-worth').textContent).toBe('TotalRp. 120.000');
    expect(totals.textContent).not.toContain('Harga per Satuan');
  });

  it('on the read view name the goods by code and full name, unshortened', async () => {
    render(<TestAdmin registry={fixture} dataProvider={slowGoods()}><ResourceView resource="terima" view="show" id="1" /></TestAdmin>);
    const cell = await screen.findByText(`BRG-0008 · ${LONG} Varian 8`);
    expect(cell).toHaveAttribute('data-line-ref');
    expect(screen.getByTestId('line-worth').textContent).toBe('TotalRp. 120.000');
  });
});
