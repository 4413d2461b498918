import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Registry } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { lineTotals, lineFields } from '../../../src/framework/form/formDefaults';
import { buildSaveBody } from '../../../src/providers/saveBody';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';

/** A purchase-like document: no registry resource has line items that the generated form edits yet. */
const fixture: Registry = {
  menus: [],
  resources: [
    {
      name: 'nota', label: 'Nota', labelPlural: 'Nota', menu: '/nota', path: '/nota', titleField: 'nomor',
      lines: { resource: 'nota-rincian', foreignKey: 'nota_id', field: 'rincian' },
      fields: [{ name: 'nomor', kind: 'text', label: 'Nomor Nota', required: true, list: true }],
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

describe('lineTotals', () => {
  it('sums the money and quantity columns, skipping empty cells', () => {
    const fields = lineFields(rincian, 'nota_id');
    expect(fields.map((f) => f.name)).toEqual(['barang', 'qty', 'harga']);
    const result = lineTotals([{ qty: 2, harga: 1500 }, { qty: 3, harga: null }, null], fields);
    expect(result.map((t) => [t.field.name, t.total])).toEqual([['qty', 5], ['harga', 1500]]);
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
    await waitFor(() => expect(totals()).toContain('Total Harga: Rp. 15.000'));

    fireEvent.click(add);
    await waitFor(() => expect(input('rincian.1.qty')).toBeTruthy());
    type('rincian.1.barang', 'Gula Pasir');
    type('rincian.1.qty', '3');
    type('rincian.1.harga', '1.250.000');
    await waitFor(() => expect(totals()).toContain('Total Harga: Rp. 1.265.000'));
    expect(totals()).toContain('Total Jumlah: 5');
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
    expect(totals()).toContain('Total Harga: Rp. 2.469.134');
    fireEvent.click(screen.getByRole('button', { name: 'Buang baris 1' }));
    await waitFor(() => expect(totals()).toContain('Total Harga: Rp. 1.234.567'));
  });

  it('shows the lines read-only with a total row on the detail page', async () => {
    const { dataProvider } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="nota" view="show" id="1" /></TestAdmin>);
    const table = (await screen.findByText('Rincian Nota')).parentElement!;
    await waitFor(() => expect(within(table).getByText('Total')).toBeInTheDocument());
    expect(within(table).getByText('Rp. 2.469.134')).toBeInTheDocument();
    expect(within(table).getByText('3.000')).toBeInTheDocument();
  });
});
