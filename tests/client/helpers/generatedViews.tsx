import { lockedFieldNames } from '../../../common/locks';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import registry from '../../../resources.config';
import type { ResourceDef } from '../../../common/registry';
import { isPlaceKindField, publicFields, resourceOps, writableFields } from '../../../common/registry';
import ResourceView from '../../../src/framework/ResourceView';
import { listColumns } from '../../../src/framework/list/ResourceTable';
import type { ViewKind } from '../../../src/framework/routeTable';
import { englishLeaks, TestAdmin } from './TestAdmin';
import { memoryDataProvider } from './memoryDataProvider';
import { SAMPLE_BY_KIND, sampleRecord } from './samples';
import { isEditable } from '../../../src/framework/workflow/workflowRules';

function renderView(resource: ResourceDef, view: ViewKind) {
  const { dataProvider, calls } = memoryDataProvider(registry);
  render(
    <TestAdmin registry={registry} dataProvider={dataProvider}>
      <ResourceView resource={resource.name} view={view} id={view === 'edit' || view === 'show' ? '1' : undefined} />
    </TestAdmin>,
  );
  return calls;
}

const text = () => document.body.textContent ?? '';

async function checkList(resource: ResourceDef) {
  const calls = renderView(resource, 'list');
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
  for (const field of listColumns(resource)) {
    expect(screen.getAllByText(field.label).length, `column ${field.name}`).toBeGreaterThan(0);
    const shown = SAMPLE_BY_KIND[field.kind].shown(field);
    if (shown) expect(text(), `cell ${field.name}`).toContain(shown);
  }
  expect(calls[0]).toMatchObject({ method: 'getList', resource: resource.name });
  expect(screen.getByText('Ekspor')).toBeInTheDocument();
}

async function checkForm(resource: ResourceDef, view: 'create' | 'edit') {
  renderView(resource, view);
  if (view === 'edit' && !isEditable(resource, sampleRecord(registry, resource))) {
    // a record outside the workflow's editable states: the form says so instead of offering a save
    expect(await screen.findByText(/tidak dapat diubah lagi/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Simpan/ })).not.toBeInTheDocument();
    return;
  }
  await screen.findByRole('button', { name: /Simpan/ });
  // A field the sample's own values lock (a credited tax invoice) shows read-only, not as an input.
  const locked = view === 'edit' ? lockedFieldNames(resource, sampleRecord(registry, resource)) : new Map();
  // A free text field: a number field (digits, pattern) keeps only what its rule allows of "Contoh …".
  const textField = writableFields(resource).find((f) => f.kind === 'text' && !f.month && !f.icon && !f.digits && !f.pattern && !locked.has(f.name));
  if (view === 'edit' && textField) {
    await waitFor(() => expect(screen.getAllByDisplayValue(`Contoh ${textField.label}`).length).toBeGreaterThan(0));
  }
  // A place's kind is set by its place input (registry placeIn), not an input of its own.
  for (const field of writableFields(resource).filter((f) => !isPlaceKindField(resource, f))) expect(text(), `input ${field.name}`).toContain(field.label);
}

async function checkShow(resource: ResourceDef) {
  renderView(resource, 'show');
  await screen.findByText('Dibuat');
  for (const field of publicFields(resource)) {
    expect(text(), `label ${field.name}`).toContain(field.label);
    const shown = SAMPLE_BY_KIND[field.kind].shown(field);
    if (shown) await waitFor(() => expect(text(), `value ${field.name}`).toContain(shown));
  }
}

const CHECKS: Record<ViewKind, { op: 'list' | 'create' | 'update' | 'get'; title: string; run: (r: ResourceDef) => Promise<void> }> = {
  list: { op: 'list', title: 'a column per listed field, values formatted by kind', run: checkList },
  create: { op: 'create', title: 'an input per writable field', run: (r) => checkForm(r, 'create') },
  edit: { op: 'update', title: 'the same inputs, filled from the record', run: (r) => checkForm(r, 'edit') },
  show: { op: 'get', title: 'every public field with its value', run: checkShow },
};

/**
 * The generated view of one kind for every registry resource that has it (and has not replaced it with a
 * hand-written page), in Indonesian only. One test file per kind lets them run in parallel.
 */
export function describeGeneratedViews(kind: ViewKind) {
  const check = CHECKS[kind];
  const resources = registry.resources.filter((r) => resourceOps(r).includes(check.op) && !r.views?.[kind]);
  describe(`generated ${kind} views`, () => {
    it('cover the registry', () => {
      expect(resources.length).toBeGreaterThan(5);
    });
    it.each(resources.map((r) => [r.name, r] as const))(`%s: ${check.title}, no English`, async (_name, resource) => {
      await check.run(resource);
      expect(englishLeaks()).toEqual([]);
    });
  });
}
