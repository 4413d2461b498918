import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import type { Registry, ResourceDef } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { availableTransitions, isEditable } from '../../../src/framework/workflow/workflowRules';
import { transitionBody } from '../../../src/framework/workflow/TransitionDialog';
import { toPermissionSet } from '../../../src/providers/permissions';
import { saveSession } from '../../../src/providers/session';
import { grantAll, TestAdmin } from '../helpers/TestAdmin';
import { memoryDataProvider } from '../helpers/memoryDataProvider';
import { tokenAnswer } from '../helpers/fakeApi';

const STATUS = [{ value: 'diajukan', label: 'Diajukan' }, { value: 'disetujui', label: 'Disetujui' }, { value: 'ditolak', label: 'Ditolak' }];

const ajuan: ResourceDef = {
  name: 'ajuan', label: 'Ajuan', labelPlural: 'Ajuan', menu: '/ajuan', path: '/ajuan', titleField: 'nama',
  workflow: {
    field: 'status', initial: 'diajukan', editableIn: ['diajukan'],
    transitions: [
      {
        name: 'setujui', path: 'input/ajuan-approve', label: 'Setujui', from: ['diajukan'], to: 'disetujui', action: 'update',
        levels: ['supervisor', 'admin'], notByCreator: true,
        fields: [
          { name: 'kode', kind: 'text', label: 'Kode Konsumen', max: 30 },
          { name: 'limit_kredit', kind: 'money', label: 'Limit Kredit', min: 0 },
        ],
      },
      {
        name: 'tolak', path: 'input/ajuan-tolak', label: 'Tolak', from: ['diajukan'], to: 'ditolak', action: 'update',
        fields: [{ name: 'alasan_tolak', kind: 'text', label: 'Alasan Penolakan', required: true }],
      },
    ],
  },
  fields: [
    { name: 'nama', kind: 'text', label: 'Nama Toko', required: true, list: true },
    { name: 'status', kind: 'enum', label: 'Status', readOnly: true, list: true, options: STATUS },
  ],
};
const fixture: Registry = { menus: [], resources: [ajuan] };
const update = toPermissionSet(grantAll(fixture, { create: false, update: true, delete: false }));
const readOnly = toPermissionSet(grantAll(fixture, { create: false, update: false, delete: false }));
const admin = { id: 1, levelName: 'Admin' };

describe('workflow rules', () => {
  const record = { id: 3, status: 'diajukan', created_by: 9 };

  it('offers the steps from the record\'s state to a level holding the right', () => {
    expect(availableTransitions(ajuan, record, '/ajuan', update, admin).map((t) => t.name)).toEqual(['setujui', 'tolak']);
    expect(availableTransitions(ajuan, { ...record, status: 'disetujui' }, '/ajuan', update, admin)).toEqual([]);
    expect(availableTransitions(ajuan, record, '/ajuan', readOnly, admin)).toEqual([]);
  });

  it('keeps level-bound steps from other levels and from the record\'s creator', () => {
    expect(availableTransitions(ajuan, record, '/ajuan', update, { id: 1, levelName: 'Sales' }).map((t) => t.name)).toEqual(['tolak']);
    expect(availableTransitions(ajuan, record, '/ajuan', update, { id: 9, levelName: 'Supervisor' }).map((t) => t.name)).toEqual(['tolak']);
    expect(availableTransitions(ajuan, record, '/ajuan', update, { id: 2, levelName: 'SPV' }).map((t) => t.name)).toEqual(['setujui', 'tolak']);
  });

  it('allows the generic edit only in the editable states', () => {
    expect(isEditable(ajuan, { status: 'diajukan' })).toBe(true);
    expect(isEditable(ajuan, { status: 'ditolak' })).toBe(false);
    expect(isEditable({ ...ajuan, workflow: undefined }, { status: 'ditolak' })).toBe(true);
  });

  it('sends the step\'s own inputs only, empty ones left out', () => {
    const step = ajuan.workflow!.transitions[0];
    expect(transitionBody(step, 3, { kode: '', limit_kredit: 5000000, nama: 'x', status: 'y' })).toEqual({ id: 3, limit_kredit: 5000000 });
  });
});

describe('workflow on the detail page', () => {
  beforeEach(() => saveSession(tokenAnswer('akses', 'segar')));

  const renderShow = () => {
    const memory = memoryDataProvider(fixture);
    render(<TestAdmin registry={fixture} dataProvider={memory.dataProvider}><ResourceView resource="ajuan" view="show" id="1" /></TestAdmin>);
    return memory;
  };

  it('shows the state and fires a step with its inputs', async () => {
    const { calls } = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Setujui Ajuan')).toBeInTheDocument();
    fireEvent.change(dialog.querySelector('input[name="limit_kredit"]')!, { target: { value: '5000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'action')).toBe(true));
    expect(calls.find((c) => c.method === 'action')).toMatchObject({ resource: '/input/ajuan-approve', params: { id: 1, limit_kredit: 5000000 } });
    expect(await screen.findByText('Berhasil diproses')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the step\'s rules before sending and keeps server field errors on the inputs', async () => {
    const { calls, actionReplies } = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Alasan Penolakan wajib diisi')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'action')).toBe(false);

    actionReplies.push(new HttpError('Alasan terlalu umum', 422, { errors: { alasan_tolak: 'Alasan terlalu umum' } }));
    fireEvent.change(dialog.querySelector('input[name="alasan_tolak"]')!, { target: { value: 'Tidak ada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Alasan terlalu umum')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
