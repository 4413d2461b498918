import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Registry, ResourceDef } from '../../../common/registry';
import { findResource } from '../../../common/registry';
import { KAS_JENIS, KAS_PERUSAHAAN, KAS_TUNAI_PERUSAHAAN, kasRef } from '../../../common/kas';
import { listQuery, toSearchString } from '../../../common/listQuery';
import realRegistry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { saveSession } from '../../../src/providers/session';
import { grantAll, TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';
import { tokenAnswer } from '../helpers/fakeApi';

const kas: ResourceDef = {
  name: 'kas', label: 'Kas', labelPlural: 'Kas & Bank', menu: '/kas', path: '/kas', titleField: 'nama',
  fields: [
    { name: 'nama', kind: 'text', label: 'Nama Kas', required: true, list: true },
    { name: 'jenis', kind: 'enum', label: 'Jenis', required: true, filterable: true, list: true, options: KAS_JENIS },
  ],
};
const uangMuka: ResourceDef = {
  name: 'uang-muka', label: 'Uang Muka', labelPlural: 'Uang Muka', menu: '/uang-muka', path: '/uang-muka', titleField: 'nama',
  workflow: {
    field: 'status', initial: 'diajukan', editableIn: ['diajukan'],
    transitions: [{
      name: 'bayar', path: 'uang-muka-bayar', label: 'Bayarkan', from: ['diajukan'], to: 'dibayar', action: 'update',
      fields: [kasRef('kas_id', 'Dibayar dari Kas/Bank', KAS_PERUSAHAAN, { required: true })],
    }],
  },
  fields: [
    { name: 'nama', kind: 'text', label: 'Keperluan', required: true, list: true },
    { name: 'status', kind: 'enum', label: 'Status', readOnly: true, list: true, options: [{ value: 'diajukan', label: 'Diajukan' }, { value: 'dibayar', label: 'Dibayar' }] },
  ],
};
const fixture: Registry = { menus: [], resources: [kas, uangMuka] };

describe('a reference offers only the records its refFilter allows', () => {
  beforeEach(() => saveSession(tokenAnswer('akses', 'segar')));

  it("a step's kas input asks the list for Kas Besar, Kas Kecil and banks only", async () => {
    const memory = memoryDataProvider(fixture);
    render(
      <TestAdmin registry={fixture} dataProvider={memory.dataProvider} entries={grantAll(fixture, { create: true, update: true, delete: false })}>
        <ResourceView resource="uang-muka" view="show" id="1" />
      </TestAdmin>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Bayarkan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Dibayar dari Kas\/Bank/)).toBeInTheDocument();
    await waitFor(() => expect(memory.calls.some((c) => c.method === 'getList' && c.resource === 'kas')).toBe(true));
    const asked = memory.calls.filter((c) => c.method === 'getList' && c.resource === 'kas');
    for (const c of asked) expect((c.params as { filter: unknown }).filter).toMatchObject({ jenis: ['kas_besar', 'kas_kecil', 'bank'] });
    // As the HTTP call sends it: repeated keys, never a salesperson's box.
    const search = toSearchString(listQuery(asked[0].params as Parameters<typeof listQuery>[0]));
    expect(search).toContain('jenis=kas_besar&jenis=kas_kecil&jenis=bank');
    expect(search).not.toContain('kas_sales');
  });

  it('the real registry: BOP and cost advances may be paid from petty cash; a deposit goes to company cash only', () => {
    const step = (resource: string, name: string) => findResource(realRegistry, resource)!.workflow!.transitions.find((t) => t.name === name)!;
    const field = (resource: string, name: string, f: string) => step(resource, name).fields!.find((x) => x.name === f)!;
    expect(field('bop-ajuan', 'approve', 'kas_id').refFilter).toEqual({ jenis: KAS_PERUSAHAAN });
    expect(field('bop-ajuan', 'reimburse', 'kas_reimburse_id').refFilter).toEqual({ jenis: KAS_PERUSAHAAN });
    expect(field('biaya-operasional', 'berikan', 'kas_id').refFilter).toEqual({ jenis: KAS_PERUSAHAAN });
    expect(field('setoran', 'approve', 'kas_id').refFilter).toEqual({ jenis: KAS_TUNAI_PERUSAHAAN });
    expect(KAS_PERUSAHAAN).toContain('kas_kecil');
    expect(KAS_PERUSAHAAN).not.toContain('kas_sales');
    expect(KAS_TUNAI_PERUSAHAAN).not.toContain('kas_sales');
  });
});
