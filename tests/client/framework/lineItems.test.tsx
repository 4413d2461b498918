import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Registry } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { lineFields } from '../../../src/framework/form/formDefaults';
import { lineTotals, liveWorth, savedWorth } from '../../../src/framework/form/lineWorth';
import { buildSaveBody } from '../../../src/providers/saveBody';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';

/** A purchase-like document: no registry resource has line items that the generated form edits yet. */
const fixture: Registry = {
  menus: [],
  resources: [
    {
      name: 'nota', label: 'Nota', labelPlural: 'Nota', menu: '/nota', path: '/nota', titleField: 'nomor',
      lines: { resource: 'nota-rincian', foreignKey: 'nota_id', field: 'rincian', sum: ['qty', 'subtotal'], worth: { quantity: 'qty', price: 'harga', amount: 'subtotal', total: 'total' } },
      fields: [
        { name: 'nomor', kind: 'text', label: 'Nomor Nota', required: true, list: true },
        { name: 'total', kind: 'money', label: 'Total Nota', readOnly: true },
      ],
    },
    {
      name: 'nota-rincian', label: 'Rincian Nota', labelPlural: 'Rincian Nota', menu: '/nota', path: '/nota-rincian', titleField: 'id', parent: 'nota',
      fields: [
        { name: 'nota_id', kind: 'ref', ref: 'nota', label: 'Nota', required: true },
        { name: 'barang', kind: 'text', label: 'Nama Barang', required: true },
        { name: 'qty', kind: 'qty', label: 'Jumlah', required: true, min: 1, default: 1 },
        { name: 'harga', kind: 'money', label: 'Harga', required: true, min: 0 },
        { name: 'subtotal', kind: 'money', label: 'Subtotal', readOnly: true },
      ],
    },
  ],
};
const [nota, rincian] = fixture.resources;

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const totals = () => screen.getByTestId('line-totals').textContent;
const worth = () => screen.getByTestId('line-worth').textContent;

describe('lineTotals and the worth of a document', () => {
  it('sums only the declared columns, never the unit price, skipping empty cells', () => {
    const fields = lineFields(rincian, 'nota_id');
    expect(fields.map((f) => f.name)).toEqual(['barang', 'qty', 'harga']);
    const result = lineTotals([{ qty: 2, harga: 1500 }, { qty: 3, harga: null }, null], fields, nota.lines!.sum);
    expect(result.map((t) => [t.field.name, t.total])).toEqual([['qty', 5]]);
    expect(lineTotals([{ qty: 2, harga: 1500 }], fields, undefined)).toEqual([]);
  });

  it('is Σ quantity × price − discounts + PPN per line, rounded per line like the server', () => {
    const def = { resource: 'x', foreignKey: 'p', field: 'rincian', worth: { quantity: 'jumlah', price: 'harga', discount: 'diskon', ppnRate: 'ppn_persen', total: 'total', subtotal: 'subtotal', discounts: 'diskon', ppn: 'ppn' } };
    const typed = ['jumlah', 'harga', 'diskon', 'ppn_persen'].map((name) => ({ name, kind: 'money' as const, label: name }));
    const parent = { ...nota, fields: [{ name: 'subtotal', kind: 'money' as const, label: 'Subtotal' }, { name: 'diskon', kind: 'money' as const, label: 'Diskon' }, { name: 'ppn', kind: 'money' as const, label: 'PPN' }, { name: 'total', kind: 'money' as const, label: 'Total' }] };
    const lines = [{ jumlah: 10, harga: 120_000, diskon: 50_000, ppn_persen: 1100 }, { jumlah: 3, harga: 333, diskon: 0, ppn_persen: 1100 }];
    // 1.150.000 × 11% = 126.500; 999 × 11% = 109,89 → 110
    expect(liveWorth(def, typed, lines, {}, parent)).toEqual([
      { label: 'Subtotal', value: 1_200_999 }, { label: 'Diskon', value: 50_000 }, { label: 'PPN', value: 126_610 }, { label: 'Total', value: 1_277_609, total: true },
    ]);
    // The read view shows the document's own figures, in order.
    expect(savedWorth(def, { subtotal: 5, diskon: 1, ppn: 2, total: 6 }, parent).map((f) => f.value)).toEqual([5, 1, 2, 6]);
  });

  it('when the server computes the lines\' worth, a form shows the saved figure', () => {
    const def = { resource: 'x', foreignKey: 'p', field: 'rincian', worth: { amount: 'nilai', total: 'total' } };
    const typed = [{ name: 'qty_fisik', kind: 'qty' as const, label: 'Fisik' }];
    expect(liveWorth(def, typed, [{ qty_fisik: 3 }], { total: -45_000 }, nota)).toEqual([{ label: 'Total Nota', value: -45_000, total: true }]);
    expect(liveWorth(def, typed, [{ qty_fisik: 3 }], {}, nota)).toEqual([]);
  });
});

describe('line items edited inline', () => {
  it('adds lines, keeps running totals and saves them with the document', async () => {
    const { dataProvider, calls } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="nota" view="create" /></TestAdmin>);
    await screen.findByText('Rincian Nota');
    expect(totals()).toContain('Jumlah baris: 0');

    const add = screen.getByRole('button', { name: 'Tambah' });
    fireEvent.click(add);
    await waitFor(() => expect(input('rincian.0.qty')).toBeTruthy());
    expect(input('rincian.0.qty').value).toBe('1');
    type('rincian.0.barang', 'Kopi Bubuk');
    type('rincian.0.qty', '2');
    type('rincian.0.harga', '15000');
    expect(input('rincian.0.harga').value).toBe('15.000');
    await waitFor(() => expect(worth()).toContain('Total NotaRp. 30.000'));

    fireEvent.click(add);
    await waitFor(() => expect(input('rincian.1.qty')).toBeTruthy());
    type('rincian.1.barang', 'Gula Pasir');
    type('rincian.1.qty', '3');
    type('rincian.1.harga', '1.250.000');
    await waitFor(() => expect(worth()).toContain('Total NotaRp. 3.780.000'));
    expect(worth()).toBe('Total NotaRp. 3.780.000');
    expect(totals()).toContain('Total Jumlah: 5');
    // A unit price never sums: "Total Harga" would add up prices of different goods.
    expect(totals()).not.toContain('Total Harga');
    expect(totals()).toContain('Jumlah baris: 2');

    type('nomor', 'NT-0001');
    fireEvent.click(screen.getByRole('button', { name: /Simpan/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'create')).toBe(true));
    const saved = calls.find((c) => c.method === 'create')!.params as { data: Record<string, unknown> };
    expect(saved.data.rincian).toEqual([
      { barang: 'Kopi Bubuk', qty: 2, harga: 15000 },
      { barang: 'Gula Pasir', qty: 3, harga: 1250000 },
    ]);
    expect(buildSaveBody(fixture, nota, saved.data, 'create')).toEqual({ nomor: 'NT-0001', rincian: saved.data.rincian });
  });

  it('refuses to save a line that breaks the registry rules, inline', async () => {
    const { dataProvider, calls } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="nota" view="create" /></TestAdmin>);
    await screen.findByText('Rincian Nota');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(input('rincian.0.qty')).toBeTruthy());
    type('nomor', 'NT-0002');
    type('rincian.0.qty', '0');
    fireEvent.click(screen.getByRole('button', { name: /Simpan/ }));
    expect(await screen.findByText('Jumlah minimal 1')).toBeInTheDocument();
    expect(screen.getAllByText('Nama Barang wajib diisi').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'create')).toBe(false);
  });

  it('by keyboard: a new line takes the focus, Enter goes to the next line and in the last one adds a line', async () => {
    const { dataProvider, calls } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="nota" view="create" /></TestAdmin>);
    await screen.findByText('Rincian Nota');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(document.activeElement).toBe(input('rincian.0.barang')));
    fireEvent.keyDown(input('rincian.0.harga'), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(input('rincian.1.barang')));
    fireEvent.keyDown(input('rincian.0.qty'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('rincian.1.barang'));
    expect(input('rincian.2.barang')).toBeNull();
    expect(screen.getByRole('button', { name: 'Buang baris 2' })).toBeVisible();
    expect(calls.some((c) => c.method === 'create')).toBe(false);
  });

  it('a refused save puts the focus on the first invalid field, marked invalid and described by its message', async () => {
    const { dataProvider } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="nota" view="create" /></TestAdmin>);
    await screen.findByText('Rincian Nota');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(input('rincian.0.qty')).toBeTruthy());
    type('nomor', 'NT-0003');
    type('rincian.0.barang', 'Kopi');
    type('rincian.0.qty', '0');
    fireEvent.click(screen.getByRole('button', { name: /Simpan/ }));
    await screen.findByText('Jumlah minimal 1');
    await waitFor(() => expect(document.activeElement).toBe(input('rincian.0.qty')));
    const qty = input('rincian.0.qty');
    expect(qty).toHaveAttribute('aria-invalid', 'true');
    expect(qty).toHaveAccessibleDescription(expect.stringContaining('Jumlah minimal 1'));
  });

  it('edits the lines a record already has, with their totals', async () => {
    const { dataProvider } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="nota" view="edit" id="1" /></TestAdmin>);
    await waitFor(() => expect(input('rincian.1.harga')).toBeTruthy());
    // two sample lines of 1.500 pieces at Rp. 1.234.567 each
    expect(totals()).toContain('Total Jumlah: 3.000');
    expect(worth()).toContain('Total NotaRp. 3.703.701.000');
    fireEvent.click(screen.getByRole('button', { name: 'Buang baris 1' }));
    await waitFor(() => expect(worth()).toContain('Total NotaRp. 1.851.850.500'));
  });

  it('shows the lines read-only with a total row on the detail page', async () => {
    const { dataProvider } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="nota" view="show" id="1" /></TestAdmin>);
    const table = (await screen.findByText('Rincian Nota')).parentElement!;
    await waitFor(() => expect(within(table).getByText('Total')).toBeInTheDocument());
    // Σ of the declared columns (the quantity), never of the unit price: two prices, no sum of them
    expect(within(table).getByText('3.000')).toBeInTheDocument();
    expect(within(table).queryByText('Rp. 2.469.134')).toBeNull();
    expect(within(table).getAllByText('Rp. 1.234.567')).toHaveLength(3);
    // the document's worth as the server keeps it
    expect(within(table).getByTestId('line-worth').textContent).toBe('Total NotaRp. 1.234.567');
  });
});
