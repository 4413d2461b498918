import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import { cardParts, estimatedWidth, foldOrder, listColumns, priorityOf, visibleColumns } from '../../../src/framework/list/columnPriority';

const f = (name: string, kind: FieldDef['kind'], extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind, label: name, list: true, ...extra });

const doc: ResourceDef = {
  name: 'dok', label: 'Dok', labelPlural: 'Dok', menu: '/dok', path: '/dok', titleField: 'nomor',
  defaultSort: { field: 'tanggal', order: 'DESC' },
  workflow: { field: 'status', initial: 'draft', editableIn: ['draft'], transitions: [] },
  fields: [
    f('nomor', 'text'), f('tanggal', 'date'), f('gudang_id', 'ref', { ref: 'gudang' }),
    f('catatan', 'text', { listPriority: 3 }), f('total', 'money', { listPriority: 1 }),
    f('status', 'enum', { options: [{ value: 'draft', label: 'Draft' }] }), f('kode_lama', 'text', { list: false }),
  ],
};
const width = (fields: FieldDef[]) => fields.reduce((s, x) => s + estimatedWidth(x), 0);

describe('column priority', () => {
  it('defaults: the title and the status stay (1), the rest is 2, a declared priority wins', () => {
    expect(listColumns(doc).map((c) => [c.name, priorityOf(doc, c)])).toEqual([
      ['nomor', 1], ['tanggal', 2], ['gudang_id', 2], ['catatan', 3], ['total', 1], ['status', 1],
    ]);
  });

  it('the key amount (the first money column) stays by default; later amounts may fold', () => {
    const priced: ResourceDef = { ...doc, fields: [f('kode', 'text'), f('harga', 'money'), f('diskon', 'money'), f('stok', 'qty')], titleField: 'kode', workflow: undefined };
    expect(listColumns(priced).map((c) => [c.name, priorityOf(priced, c)])).toEqual([['kode', 1], ['harga', 1], ['diskon', 2], ['stok', 2]]);
  });

  it('folds priority 3 before 2, the rightmost of equals first, never priority 1', () => {
    expect(foldOrder(doc, listColumns(doc)).map((c) => c.name)).toEqual(['catatan', 'gudang_id', 'tanggal']);
  });

  it('keeps every column when they fit, or when the width is not known yet', () => {
    const all = listColumns(doc);
    expect(visibleColumns(doc, all, width(all) + 100, 100)).toEqual(all);
    expect(visibleColumns(doc, all, 0, 100)).toEqual(all);
  });

  it('folds just enough for the estimate to fit beside the reserved room', () => {
    const all = listColumns(doc);
    const names = (w: number, reserved = 0, extra = 0) => visibleColumns(doc, all, w, reserved, extra).map((c) => c.name);
    expect(names(width(all) - 1)).toEqual(['nomor', 'tanggal', 'gudang_id', 'total', 'status']);
    expect(names(width(all), 1)).toEqual(['nomor', 'tanggal', 'gudang_id', 'total', 'status']);
    expect(names(width(all) - estimatedWidth(all[3]) - 1)).toEqual(['nomor', 'tanggal', 'total', 'status']);
    expect(names(300)).toEqual(['nomor', 'total', 'status']);
  });

  it('folds further when the measured table still overflows, never past priority 1', () => {
    const all = listColumns(doc);
    expect(visibleColumns(doc, all, width(all) + 1, 0, 1).map((c) => c.name)).toEqual(['nomor', 'tanggal', 'gudang_id', 'total', 'status']);
    expect(visibleColumns(doc, all, width(all) + 1, 0, 9).map((c) => c.name)).toEqual(['nomor', 'total', 'status']);
  });

  it('a card shows the title, the status, the sort date and the amount', () => {
    const parts = cardParts(doc);
    expect([parts.title?.name, parts.status?.name, parts.date?.name, parts.amount?.name]).toEqual(['nomor', 'status', 'tanggal', 'total']);
    expect(parts.details.map((d) => d.name)).toEqual(['gudang_id']); // priority 3 stays off a card
  });

  it('every registry list has a card title, and its priority-1 columns fit a 1366 × 768 laptop beside the menu', () => {
    for (const resource of registry.resources) {
      expect(cardParts(resource).title, resource.name).toBeDefined();
      const essential = listColumns(resource).filter((c) => priorityOf(resource, c) === 1);
      expect(width(essential), resource.name).toBeLessThan(1366 - 260 - 48 - 250);
    }
  });
});
