/** docs/guides/add-resource.md, done as it says: one registry entry gives the table, the routes and the rights. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Registry } from '../../../common/registry.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { merek } from './fixtures/merek.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ registry: { ...registry, resources: [...registry.resources, merek] } as Registry }); }, 300_000);
afterAll(async () => { await t?.close(); });

describe('guide: adding a master-data resource (docs/guides/add-resource.md)', () => {
  it('creates, lists and reads the new resource over HTTP', async () => {
    const created = await t.call('spv', { method: 'POST', url: '/api/input/uji-merek', payload: { kode: 'MRK-1', nama: 'Sinar Jaya' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const list = await t.call('spv', { method: 'GET', url: '/api/uji-merek?q=Sinar' });
    expect(list.json().data.map((r: { kode: string }) => r.kode)).toEqual(['MRK-1']);
    expect((await t.call('spv', { method: 'GET', url: `/api/uji-merek/${id}` })).json().data.aktif).toBe(true);
  });

  it('validates from the entry: a required field and a unique code', async () => {
    expect((await t.call('spv', { method: 'POST', url: '/api/input/uji-merek', payload: { kode: 'MRK-2' } })).statusCode).toBe(422);
    expect((await t.call('spv', { method: 'POST', url: '/api/input/uji-merek', payload: { kode: 'MRK-1', nama: 'Lain' } })).statusCode).toBe(422);
  });

  it('answers 403 to a level whose menu grant only reads', async () => {
    const res = await t.call('sales1', { method: 'POST', url: '/api/input/uji-merek', payload: { kode: 'MRK-3', nama: 'Maju' } });
    expect(res.statusCode).toBe(403);
  });
});
