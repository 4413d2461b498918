import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../common/registry.js';
import { activeLocks, isLateEdit, lockedFieldNames } from '../../common/locks.js';
import { recordRuleErrors, validateRecord } from '../../common/validate.js';

const doc: ResourceDef = {
  name: 'dok', label: 'Dokumen', labelPlural: 'Dokumen', menu: '/dok', path: '/dok', titleField: 'nomor',
  workflow: { field: 'status', initial: 'draft', editableIn: ['draft'], editableLater: { fields: ['nomor_seri', 'tgl_seri'], states: ['dikirim'] }, transitions: [] },
  locks: [{ fields: ['nomor_seri', 'tgl_seri'], whenSet: 'dikunci', because: 'sudah dikunci' }],
  fields: [
    { name: 'nomor', kind: 'text', label: 'Nomor', required: true },
    { name: 'nomor_seri', kind: 'text', label: 'Nomor Seri', digits: [16, 17], requiredWhen: { field: 'tgl_seri', filled: true } },
    { name: 'tgl_seri', kind: 'date', label: 'Tanggal Seri', requiredWhen: { field: 'nomor_seri', filled: true } },
    { name: 'dikunci', kind: 'text', label: 'Dikunci', readOnly: true },
    {
      name: 'status', kind: 'enum', label: 'Status', readOnly: true,
      options: [{ value: 'draft', label: 'Draft' }, { value: 'dikirim', label: 'Dikirim' }, { value: 'batal', label: 'Batal' }],
    },
  ],
};

describe('digits as a list of lengths (engine, issue 37)', () => {
  it('accepts each listed length as printed and names all of them otherwise', () => {
    expect(validateRecord(doc, { nomor_seri: '040.025-00.012345678' }, 'update').values.nomor_seri).toBe('04002500012345678');
    expect(validateRecord(doc, { nomor_seri: '0100002412345678' }, 'update').errors).toEqual({});
    expect(validateRecord(doc, { nomor_seri: '010000241234567' }, 'update').errors.nomor_seri).toEqual(['Nomor Seri harus 16 atau 17 digit (terisi 15)']);
    expect(validateRecord(doc, { nomor_seri: '01000024123456789' + '0' }, 'update').errors.nomor_seri).toEqual(['Nomor Seri harus 16 atau 17 digit (terisi 18)']);
  });
});

describe('a condition on another field being filled', () => {
  it('requires each of two fields once the other holds a value', () => {
    expect(recordRuleErrors(doc, { nomor: 'A', nomor_seri: '0100002412345678' })).toEqual({ tgl_seri: ['Tanggal Seri wajib diisi bila Nomor Seri diisi'] });
    expect(recordRuleErrors(doc, { nomor: 'A', tgl_seri: '2026-11-01' })).toEqual({ nomor_seri: ['Nomor Seri wajib diisi bila Tanggal Seri diisi'] });
    expect(recordRuleErrors(doc, { nomor: 'A', nomor_seri: '', tgl_seri: null })).toEqual({});
  });
});

describe('fields editable after the editable states (workflow editableLater)', () => {
  it('locks every other field in the late states only, and the late fields once the lock column is set', () => {
    expect(isLateEdit(doc, { status: 'draft' })).toBe(false);
    expect(isLateEdit(doc, { status: 'batal' })).toBe(false);
    expect(isLateEdit(doc, { status: 'dikirim' })).toBe(true);
    expect([...lockedFieldNames(doc, { status: 'draft' }).keys()]).toEqual([]);
    expect(Object.fromEntries(lockedFieldNames(doc, { status: 'dikirim' }))).toEqual({ nomor: 'dokumen berstatus Dikirim' });
    expect(Object.fromEntries(lockedFieldNames(doc, { status: 'dikirim', dikunci: 'x' }))).toEqual({
      nomor: 'dokumen berstatus Dikirim', nomor_seri: 'Dokumen sudah dikunci', tgl_seri: 'Dokumen sudah dikunci',
    });
    expect(activeLocks(doc, { status: 'batal' })).toEqual([]);
  });
});
