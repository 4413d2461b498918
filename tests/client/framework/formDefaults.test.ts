import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDef } from '../../../common/registry';
import { defaultValues } from '../../../src/framework/form/formDefaults';

const doc: ResourceDef = {
  name: 'dok', label: 'Dokumen', labelPlural: 'Dokumen', menu: '/dok', path: '/dok', titleField: 'id',
  fields: [
    { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true, defaultToday: true },
    { name: 'jatuh_tempo', kind: 'date', label: 'Jatuh Tempo' },
    { name: 'aktif', kind: 'bool', label: 'Aktif', default: true },
    { name: 'nomor', kind: 'text', label: 'Nomor', readOnly: true, default: 'x' },
  ],
};

describe('a new record’s starting values', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('are the registry defaults, and today in Jakarta for dates that start on today', () => {
    vi.useFakeTimers();
    // 20:30 UTC on 21 November is already 22 November in Jakarta (UTC+7).
    vi.setSystemTime(new Date('2026-11-21T20:30:00Z'));
    expect(defaultValues(doc)).toEqual({ tanggal: '2026-11-22', aktif: true });
    expect(defaultValues(doc, ['tanggal'])).toEqual({ aktif: true });
  });
});
