import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Registry } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { moveItem } from '../../../src/framework/list/OrderingDialog';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';

const fixture: Registry = {
  menus: [],
  resources: [
    {
      name: 'kategori-akun', label: 'Kategori Akun', labelPlural: 'Kategori Akun', menu: '/kategori-akun', path: '/kategori-akun', titleField: 'nama',
      defaultSort: { field: 'urutan', order: 'ASC' }, ordering: { field: 'urutan', path: 'akun-kategori-order' },
      fields: [{ name: 'nama', kind: 'text', label: 'Nama', list: true }, { name: 'urutan', kind: 'int', label: 'Urutan', list: true, sortable: true }],
    },
    {
      name: 'role', label: 'Role', labelPlural: 'Role', menu: '/role', path: '/role', titleField: 'id',
      ordering: { field: 'urutan', path: 'input/role-order', groupBy: 'level_id' },
      fields: [
        { name: 'level_id', kind: 'ref', ref: 'level', label: 'Level', filterable: true, list: true },
        { name: 'urutan', kind: 'int', label: 'Urutan', list: true },
      ],
    },
    { name: 'level', label: 'Level', labelPlural: 'Level', menu: '/level', path: '/level', titleField: 'nama', fields: [{ name: 'nama', kind: 'text', label: 'Nama' }] },
  ],
};

describe('ordering by hand', () => {
  it('moves an item up or down, never past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('saves the new order of the rows with the ordering call', async () => {
    const { dataProvider, calls } = memoryDataProvider(fixture, 3);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="kategori-akun" view="list" /></TestAdmin>);
    fireEvent.click(await screen.findByRole('button', { name: 'Atur Urutan' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Naikkan' })[2]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Urutan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'action')).toBe(true));
    expect(calls.find((c) => c.method === 'action')).toMatchObject({ resource: '/akun-kategori-order', params: { ids: [1, 3, 2] } });
    expect(await screen.findByText('Berhasil diproses')).toBeInTheDocument();
  });

  it('asks for the group first when the order is kept per group', async () => {
    const { dataProvider } = memoryDataProvider(fixture, 2);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="role" view="list" /></TestAdmin>);
    fireEvent.click(await screen.findByRole('button', { name: 'Atur Urutan' }));
    expect(await screen.findByText('Saring daftar menurut Level terlebih dahulu untuk mengatur urutannya.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Urutan' })).toBeDisabled();
  });
});
