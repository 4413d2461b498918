/**
 * Every hand-written `/api` call (areas, sign-in, setup, health, prints, exports) is registered with its schemas
 * (server/core/route.ts), so `/api/docs` describes its path and query parameters and its body, with an Indonesian
 * summary. The registry's generated calls (lists, records, saves, steps) are described from the registry itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';

interface Operation { summary?: string; tags?: string[]; parameters?: Array<{ name: string; in: string }>; requestBody?: unknown }

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.call(null, { method: 'GET', url: '/api/docs' })).json().paths;
});
afterAll(async () => { await t.close(); });

/** Calls whose body is a file (raw or multipart), not JSON: their query says what it is for. */
const FILE_BODIES = /^\/api\/(upload|import\/[\w-]+|efaktur-status|mutasi-bank\/import)$/;

/** The operations that are not the registry's own (those carry the resource's label as their tag). */
function handWritten(): Array<{ key: string; path: string; method: string; op: Operation }> {
  return Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops)
    .filter(([, op]) => !op.tags)
    .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, op })));
}

describe('/api/docs', () => {
  it('describes every hand-written call by its schema and an Indonesian summary', () => {
    const calls = handWritten();
    expect(calls.length).toBeGreaterThan(60);
    const undescribed = calls.filter(({ path, op }) => !Array.isArray(op.parameters) || !op.summary || op.summary === path).map((c) => c.key);
    expect(undescribed).toEqual([]);
  });

  it('lists each path parameter of a call among its parameters, and a body for every POST', () => {
    const wrong: string[] = [];
    for (const { key, path, method, op } of handWritten()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      if (JSON.stringify(inPath) !== JSON.stringify(declared)) wrong.push(`${key}: path ${inPath} declared ${declared}`);
      if (method === 'post' && !op.requestBody && !FILE_BODIES.test(path)) wrong.push(`${key}: no body`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an unknown query key of a strict call with 400 in Indonesian, and a bad id with the usual message', async () => {
    const strict = await t.call('admin', { method: 'GET', url: '/api/setoran-ringkasan?salah=1' });
    expect(strict.statusCode).toBe(400);
    expect(strict.json()).toEqual({ message: 'Parameter tidak dikenal: salah' });
    const id = await t.call('admin', { method: 'GET', url: '/api/setoran/abc' });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toEqual({ message: 'id harus bilangan bulat positif' });
    const date = await t.call('admin', { method: 'GET', url: '/api/setoran-ringkasan?tanggal=2026-1-1' });
    expect(date.statusCode).toBe(422);
    expect(date.json()).toEqual({ message: 'Tanggal harus YYYY-MM-DD', errors: { tanggal: ['Tanggal harus YYYY-MM-DD'] } });
    const int = await t.call('admin', { method: 'GET', url: '/api/setoran-ringkasan?karyawan_id=0' });
    expect(int.statusCode).toBe(400);
    expect(int.json()).toEqual({ message: 'Parameter karyawan_id harus bilangan bulat positif' });
  });

  it('checks the session and the menu right before the inputs: 401, then 403, then 400', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/setoran/abc' })).statusCode).toBe(401);
    expect((await t.call('gudang', { method: 'GET', url: '/api/setoran/abc' })).statusCode).toBe(403);
  });
});
