import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Registry } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { lineFields } from '../../../src/framework/form/formDefaults';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';

/** A storage-like document: lines name a place of the document's warehouse (registry `placeIn`). */
const fixture: Registry = {
  menus: [],
  resources: [
    {
      name: 'simpan', label: 'Simpan', labelPlural: 'Simpan', menu: '/simpan', path: '/simpan', titleField: 'id',
      lines: { resource: 'simpan-rincian', foreignKey: 'simpan_id', field: 'rincian' },
      fields: [{ name: 'gudang_id', kind: 'int', label: 'Gudang', required: true }],
    },
    {
      name: 'simpan-rincian', label: 'Rincian', labelPlural: 'Rincian Simpan', menu: '/simpan', path: '/simpan-rincian', titleField: 'id', parent: 'simpan',
      fields: [
        { name: 'simpan_id', kind: 'ref', ref: 'simpan', label: 'Simpan', required: true },
        { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, min: 1, default: 1 },
        { name: 'tempat_tipe', kind: 'enum', label: 'Jenis Tempat', options: [{ value: 'rak', label: 'Rak' }, { value: 'palet', label: 'Palet' }] },
        { name: 'tempat_id', kind: 'int', label: 'Ke Tempat', min: 1, placeIn: 'gudang_id' },
      ],
    },
  ],
};

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('place inputs (registry placeIn)', () => {
  it('one input per place: the kind is set with the id, not typed', () => {
    expect(lineFields(fixture.resources[1], 'simpan_id').map((f) => f.name)).toEqual(['jumlah', 'tempat_id']);
  });

  it('offers the places of the form’s warehouse by name and saves their kind and id', async () => {
    const { dataProvider, calls, actionReplies } = memoryDataProvider(fixture);
    actionReplies.push({ data: [{ tipe: 'rak', id: 12, nama: 'Blok A / Rak A-01' }, { tipe: 'palet', id: 7, nama: 'Blok A / Palet A-P01' }] });
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="simpan" view="create" /></TestAdmin>);
    await screen.findByText('Rincian Simpan');
    fireEvent.change(input('gudang_id'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    const place = await screen.findByRole('combobox', { name: 'Ke Tempat' });
    fireEvent.mouseDown(place);
    fireEvent.click(await screen.findByText('Blok A / Palet A-P01'));
    expect((place as HTMLInputElement).value).toBe('Blok A / Palet A-P01');
    const fetched = calls.find((c) => c.method === 'action' && c.resource === '/gudang-tempat')!;
    expect(fetched.options).toEqual({ method: 'GET', params: { gudang_id: 3 } });

    fireEvent.click(screen.getByRole('button', { name: /Simpan/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'create')).toBe(true));
    const saved = calls.find((c) => c.method === 'create')!.params as { data: { rincian: unknown[] } };
    expect(saved.data.rincian).toEqual([{ jumlah: 1, tempat_tipe: 'palet', tempat_id: 7 }]);
  });
});
