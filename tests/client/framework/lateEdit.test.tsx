import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import type { Registry, ResourceDef } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { isDeletable, isEditable } from '../../../src/framework/workflow/workflowRules';
import { saveSession } from '../../../src/providers/session';
import { TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';
import { tokenAnswer } from '../helpers/fakeApi';

const STATUS = [{ value: 'draft', label: 'Draft' }, { value: 'dikirim', label: 'Dikirim' }, { value: 'batal', label: 'Batal' }];
const dokumen: ResourceDef = {
  name: 'dokumen', label: 'Dokumen', labelPlural: 'Dokumen', menu: '/dokumen', path: '/dokumen', titleField: 'nomor',
  lines: { resource: 'dokumen-rincian', foreignKey: 'dokumen_id', field: 'rincian' },
  workflow: { field: 'status', initial: 'draft', editableIn: ['draft'], editableLater: { fields: ['no_seri'], states: ['dikirim'] }, transitions: [] },
  fields: [
    { name: 'nomor', kind: 'text', label: 'Nomor', required: true },
    { name: 'catatan', kind: 'text', label: 'Catatan' },
    { name: 'no_seri', kind: 'text', label: 'No. Seri', digits: [16, 17] },
    { name: 'status', kind: 'enum', label: 'Status', readOnly: true, options: STATUS },
  ],
};
const rincian: ResourceDef = {
  name: 'dokumen-rincian', label: 'Rincian', labelPlural: 'Rincian Dokumen', menu: '/dokumen', path: '/dokumen-rincian', titleField: 'id', parent: 'dokumen',
  fields: [{ name: 'dokumen_id', kind: 'ref', ref: 'dokumen', label: 'Dokumen', required: true }, { name: 'uraian', kind: 'text', label: 'Uraian', required: true, list: true }],
};
const fixture: Registry = { menus: [], resources: [dokumen, rincian] };
const RECORD = { id: 1, nomor: 'DOK-1', catatan: 'lama', no_seri: null, status: 'dikirim', rincian: [{ id: 5, dokumen_id: 1, uraian: 'Barang pertama' }] };

describe('a record past its editable states with fields editable later (workflow editableLater)', () => {
  beforeEach(() => saveSession(tokenAnswer('akses', 'segar')));

  it('may be edited but not deleted in those states only', () => {
    expect(isEditable(dokumen, { status: 'dikirim' })).toBe(true);
    expect(isDeletable(dokumen, { status: 'dikirim' })).toBe(false);
    expect(isEditable(dokumen, { status: 'batal' })).toBe(false);
    expect(isDeletable(dokumen, { status: 'draft' })).toBe(true);
  });

  it('opens its form with only those fields as inputs, the others and the lines read-only, and saves the late field', async () => {
    const memory = memoryDataProvider(fixture);
    const dataProvider: DataProvider = { ...memory.dataProvider, getOne: async () => ({ data: RECORD as never }) };
    render(<TestAdmin registry={fixture} dataProvider={dataProvider}><ResourceView resource="dokumen" view="edit" id="1" /></TestAdmin>);
    const seri = await screen.findByLabelText('No. Seri');
    expect(document.querySelector('[data-locked="nomor"]')).toHaveTextContent('Tidak dapat diubah: dokumen berstatus Dikirim');
    expect(document.querySelector('[data-locked="catatan"]')).toHaveTextContent('lama');
    expect(screen.queryByLabelText('Catatan')).toBeNull();
    expect(screen.queryByText('Barang pertama')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Tambah/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    fireEvent.change(seri, { target: { value: '040.025-00.012345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(memory.calls.some((c) => c.method === 'update')).toBe(true));
    expect((memory.calls.find((c) => c.method === 'update')!.params as { data: Record<string, unknown> }).data).toMatchObject({ no_seri: '040.025-00.012345678', catatan: 'lama' });
  });
});
