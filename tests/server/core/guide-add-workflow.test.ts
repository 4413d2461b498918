/**
 * docs/guides/add-workflow.md, done as it says: a registry entry with a workflow and an area module (manifest with
 * hooks and step handlers, the posting through server/ledger), run end to end over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Registry } from '../../../common/registry.js';
import { AREAS } from '../../../server/domain/areas.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { donasi } from './fixtures/uji-donasi/resource.js';
import { manifest } from './fixtures/uji-donasi/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registry: { ...registry, resources: [...registry.resources, donasi] } as Registry, areas: [...AREAS, manifest] });
}, 300_000); // a registry of its own seeds its own demo: minutes on a busy PostgreSQL
afterAll(async () => { await t?.close(); });

const draft = async (keterangan: string, nilai = 250_000) => {
  const res = await t.call('spv', { method: 'POST', url: '/api/input/uji-donasi', payload: { tanggal: '2026-11-20', keterangan, nilai } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};

describe('guide: adding a workflow area (docs/guides/add-workflow.md)', () => {
  it('creates a draft and lists it; the area hook refuses a value of zero', async () => {
    const id = await draft('Panti Asuhan');
    const list = await t.call('spv', { method: 'GET', url: '/api/uji-donasi?status=draft' });
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const zero = await t.call('spv', { method: 'POST', url: '/api/input/uji-donasi', payload: { tanggal: '2026-11-20', keterangan: 'Nol', nilai: 0 } });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.nilai).toEqual(['Nilai donasi harus lebih dari nol']);
  });

  it('posts through the step handler: the state moves and a balanced journal is written', async () => {
    const id = await draft('Masjid Al-Ikhlas', 400_000);
    const res = await t.call('spv', { method: 'POST', url: '/api/input/uji-donasi-posting', payload: { id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('diposting');
    const jurnalId = res.json().data.jurnal_id as number;
    const lines = await t.database.db.selectFrom('jurnal_rincian').select(['debit', 'kredit']).where('jurnal_id', '=', jurnalId).execute();
    expect(lines.reduce((s, l) => s + Number(l.debit), 0)).toBe(400_000);
    expect(lines.reduce((s, l) => s + Number(l.kredit), 0)).toBe(400_000);
  });

  it('answers 409 to a step from the wrong state, naming both states', async () => {
    const id = await draft('Sekolah');
    expect((await t.call('spv', { method: 'POST', url: '/api/input/uji-donasi-batal', payload: { id } })).statusCode).toBe(200);
    const again = await t.call('spv', { method: 'POST', url: '/api/input/uji-donasi-posting', payload: { id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/berstatus Dibatalkan.*dari status Draft/);
  });

  it('answers 403 to a level the step does not name', async () => {
    const id = await draft('Bencana');
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/uji-donasi-posting', payload: { id } })).statusCode).toBe(403);
  });
});
