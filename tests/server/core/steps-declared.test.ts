import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Registry, ResourceDef } from '../../../common/registry.js';
import type { AreaManifest } from '../../../server/core/area.js';
import { buildStepTable, checkStepsDeclared, stateOnly } from '../../../server/core/steps.js';
import { AREAS } from '../../../server/domain/areas.js';

/** A registry of one workflow resource with two steps (kirim, tolak), for the check's failures. */
const FIXTURE: ResourceDef = {
  name: 'uji-langkah', label: 'Langkah Uji', labelPlural: 'Langkah Uji', menu: '/rute', path: '/uji-langkah', titleField: 'nama',
  fields: [{ name: 'nama', kind: 'text', label: 'Nama', required: true }, { name: 'status', kind: 'text', label: 'Status', readOnly: true }],
  workflow: {
    field: 'status', initial: 'draft', states: [['draft', 'Draft'], ['dikirim', 'Dikirim'], ['ditolak', 'Ditolak']],
    transitions: [
      { name: 'kirim', label: 'Kirim', path: 'uji-langkah-kirim', from: ['draft'], to: 'dikirim', action: 'update' },
      { name: 'tolak', label: 'Tolak', path: 'uji-langkah-tolak', from: ['draft'], to: 'ditolak', action: 'update' },
    ],
  },
} as unknown as ResourceDef;
const fixtureRegistry = { ...registry, resources: [FIXTURE] } as Registry;
const area = (steps: AreaManifest['steps']): AreaManifest => ({ name: 'uji', steps });

describe('every declared workflow step has exactly one handler (issue 34)', () => {
  it('holds for the registry and the areas of the app', () => {
    expect(() => checkStepsDeclared(registry, buildStepTable(AREAS, registry))).not.toThrow();
  });

  it('names the resource and step a handler is missing for', () => {
    const table = buildStepTable([area({ 'uji-langkah': { kirim: stateOnly } })], fixtureRegistry);
    expect(() => checkStepsDeclared(fixtureRegistry, table)).toThrow(/uji-langkah\.tolak tidak memiliki penangan/);
  });

  it('refuses a handler of a step the registry does not declare', () => {
    const table = buildStepTable([area({ 'uji-langkah': { kirim: stateOnly, tolak: stateOnly, setujui: stateOnly } })], fixtureRegistry);
    expect(() => checkStepsDeclared(fixtureRegistry, table)).toThrow(/penangan uji-langkah\.setujui tidak menamai langkah/);
  });

  it('refuses a step given a handler by two areas', () => {
    expect(() => buildStepTable([area({ 'uji-langkah': { kirim: stateOnly } }), area({ 'uji-langkah': { kirim: stateOnly } })], fixtureRegistry))
      .toThrow(/uji-langkah\.kirim diberi penangan oleh dua area/);
  });

  it('passes when both steps have one handler', () => {
    const table = buildStepTable([area({ 'uji-langkah': { kirim: stateOnly } }), area(() => ({ 'uji-langkah': { tolak: stateOnly } }))], fixtureRegistry);
    expect(() => checkStepsDeclared(fixtureRegistry, table)).not.toThrow();
  });
});
