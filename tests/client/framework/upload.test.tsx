import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Registry } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';

const fixture: Registry = {
  menus: [],
  resources: [{
    name: 'toko', label: 'Toko', labelPlural: 'Toko', menu: '/toko', path: '/toko', titleField: 'nama',
    fields: [
      { name: 'nama', kind: 'text', label: 'Nama Toko', required: true },
      { name: 'foto', kind: 'image', label: 'Foto Toko' },
    ],
  }],
};

describe('image and file fields', () => {
  it('upload the chosen file and keep its address in the field', async () => {
    const { dataProvider, calls } = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="toko" view="create" /></TestAdmin>);
    await screen.findByText('Pilih Gambar');
    expect(screen.getByText('Belum ada gambar')).toBeInTheDocument();
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(picker.accept).toContain('image/png');
    fireEvent.change(picker, { target: { files: [new File(['png'], 'depan.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByAltText('Foto Toko')).toHaveAttribute('src', '/api/upload/tokenacak'));
    expect(calls.find((c) => c.method === 'upload')).toMatchObject({ resource: 'toko', params: { field: 'foto', name: 'depan.png', type: 'image/png' } });
    expect(await screen.findByText('depan.png berhasil diunggah')).toBeInTheDocument();

    fireEvent.change(document.querySelector('input[name=nama]')!, { target: { value: 'Toko Maju' } });
    fireEvent.click(screen.getByRole('button', { name: /Simpan/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'create')).toBe(true));
    expect(calls.find((c) => c.method === 'create')!.params).toMatchObject({ data: { nama: 'Toko Maju', foto: '/api/upload/tokenacak' } });
  });
});
