import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import type { Registry, ResourceDef } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { availableTransitions, isEditable } from '../../../src/framework/workflow/workflowRules';
import { transitionBody } from '../../../src/framework/workflow/TransitionDialog';
import { recordPath } from '../../../src/framework/paths';
import { orderSteps, stepButtonProps } from '../../../src/framework/workflow/WorkflowActions';
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

/** A step's call, not the history panel's read (`GET /riwayat/…`). */
const isStep = (c: { method: string; resource?: unknown }) => c.method === 'action' && !String(c.resource).startsWith('/riwayat');

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
    await waitFor(() => expect(calls.some((c) => isStep(c))).toBe(true));
    expect(calls.find((c) => isStep(c))).toMatchObject({ resource: '/input/ajuan-approve', params: { id: 1, limit_kredit: 5000000 } });
    expect(await screen.findByText('Berhasil diproses')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the step\'s rules before sending and keeps server field errors on the inputs', async () => {
    const { calls, actionReplies } = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Alasan Penolakan wajib diisi')).toBeInTheDocument();
    expect(calls.some((c) => isStep(c))).toBe(false);

    actionReplies.push(new HttpError('Alasan terlalu umum', 422, { errors: { alasan_tolak: 'Alasan terlalu umum' } }));
    fireEvent.change(dialog.querySelector('input[name="alasan_tolak"]')!, { target: { value: 'Tidak ada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Alasan terlalu umum')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('steps by kind (issue 35)', () => {
  beforeEach(() => saveSession(tokenAnswer('akses', 'segar')));
  const mark = (r: ResourceDef, kinds: Record<string, 'forward' | 'back' | 'destructive'>): ResourceDef => ({
    ...r, workflow: { ...r.workflow!, transitions: r.workflow!.transitions.map((t) => ({ ...t, kind: kinds[t.name] })) },
  });
  // Tolak declared first: the page still puts the way forward first and the destructive step last.
  const kinded = mark({ ...ajuan, workflow: { ...ajuan.workflow!, transitions: [...ajuan.workflow!.transitions].reverse() } }, { setujui: 'forward', tolak: 'destructive' });
  const withBack: ResourceDef = { ...kinded, workflow: { ...kinded.workflow!, transitions: [...kinded.workflow!.transitions, { name: 'revisi', path: 'input/ajuan-revisi', label: 'Kembalikan', kind: 'back', from: ['diajukan'], to: 'diajukan', action: 'update' }] } };

  it('orders forward, back, destructive and draws them filled, outlined, in the error colour', () => {
    const steps = withBack.workflow!.transitions;
    expect(orderSteps(steps).map((t) => t.name)).toEqual(['setujui', 'revisi', 'tolak']);
    expect(steps.map((t) => [t.name, stepButtonProps(t)])).toEqual([
      ['tolak', { variant: 'outlined', color: 'error' }],
      ['setujui', { variant: 'contained', color: 'primary' }],
      ['revisi', { variant: 'outlined', color: 'primary' }],
    ]);
  });

  it('on the read view: the destructive step is last, red, and confirmed with its reason first', async () => {
    const reg: Registry = { menus: [], resources: [{ ...withBack, workflow: { ...withBack.workflow!, transitions: withBack.workflow!.transitions.map((t) => (t.name === 'tolak' ? { ...t, reason: 'alasan_tolak' } : t)) } }] };
    const memory = memoryDataProvider(reg);
    render(<TestAdmin registry={reg} dataProvider={memory.dataProvider}><ResourceView resource="ajuan" view="show" id="1" /></TestAdmin>);
    const tolak = await screen.findByRole('button', { name: 'Tolak' });
    const buttons = [...tolak.parentElement!.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Setujui', 'Kembalikan', 'Tolak']);
    expect(tolak.className).toMatch(/colorError/);
    expect(tolak.className).toMatch(/outlined/i);
    expect(screen.getByRole('button', { name: 'Setujui' }).className).toMatch(/contained/i);
    fireEvent.click(tolak);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Yakin ingin melakukan "Tolak" pada Ajuan ini\? Tuliskan alasannya/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tolak' }).className).toMatch(/colorError/);
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    expect(memory.calls.some(isStep)).toBe(false);
  });
});

describe('where a record opens from its list (issue 35)', () => {
  it('a document (workflow or locks) as its read view, whatever the rights; another record as its form when it may change', () => {
    expect(recordPath(ajuan, 4, true)).toBe('/ajuan/4/show');
    expect(recordPath({ ...ajuan, workflow: undefined, locks: [{ fields: ['nama'], whenSet: 'kode' }] }, 4, true)).toBe('/ajuan/4/show');
    expect(recordPath({ ...ajuan, workflow: undefined }, 4, true)).toBe('/ajuan/4');
    expect(recordPath({ ...ajuan, workflow: undefined }, 4, false)).toBe('/ajuan/4/show');
  });
});
