import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';

/** A built client as `vite build` leaves it: index.html, a hashed script with its .br and .gz twins. */
function builtClient(): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'niaga-static-'));
  mkdirSync(join(dir, 'assets'));
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, nama: `Barang ${i}` })))};\n`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="id"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'early-data.js'), '(function earlyData() {})();\n');
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));
  return { dir, script };
}

describe('compressed and cached answers (issue 25)', () => {
  let t: TestApp;
  let client: { dir: string; script: string };
  beforeAll(async () => {
    client = builtClient();
    t = await createTestApp({ clientDir: client.dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(client.dir, { recursive: true, force: true });
  });

  const asset = (encoding: string) => t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': encoding } });

  it('answers a hashed asset brotli-encoded to a browser that accepts br, from the twin written at build', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(client.script);
  });

  it('answers it gzip-encoded to one that accepts only gzip, and as is to one that accepts neither', async () => {
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(client.script);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(client.script);
  });

  it('lets the browser keep a hashed asset for a year without asking again', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await asset(encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never lets index.html be kept unchecked, whether asked by name or as a client route', async () => {
    for (const url of ['/', '/konsumen', '/index.html']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names a list screen's first read in its page, a read the reader may make, and answers 304 to an unchanged page", async () => {
    const res = await t.app.inject({ url: '/konsumen' });
    const hint = /<meta name="niaga-first-read" content="([^"]+)" data-resource="konsumen" \/>/.exec(res.body);
    const url = hint?.[1].replace(/&amp;/g, '&'); // as the browser reads the attribute
    expect(url).toMatch(/^\/api\/konsumen\?page=1&perPage=25&sort=\w+&order=(ASC|DESC)$/);
    const read = await t.call('sales1', { url: url! });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.length).toBeGreaterThan(0);
    const again = await t.app.inject({ url: '/konsumen', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Not a list (the dashboard, a record, an unknown path): the plain page, the same for all of them.
    const pages = await Promise.all(['/dashboard', '/konsumen/1', '/tidak-ada'].map((url) => t.app.inject({ url })));
    for (const page of pages) {
      expect(page.body).not.toContain('niaga-first-read');
      expect(page.headers.etag).toBe(pages[0].headers.etag);
    }
    expect(pages[0].headers.etag).not.toBe(res.headers.etag);
  });

  it('has the browser check an unhashed script (the early-data script) every time, since its name never changes', async () => {
    const res = await t.app.inject({ url: '/early-data.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses an API list, which decodes to the same JSON, and tells the browser not to store it', async () => {
    const url = '/api/barang?page=1&perPage=100';
    const plain = await t.call('admin', { url });
    const br = await t.call('admin', { url, headers: { 'accept-encoding': 'br' } });
    const gz = await t.call('admin', { url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.length).toBeGreaterThan(10);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers['cache-control']).toBe('no-store');
  });

  it('leaves small answers and XLSX files as they are', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    const xlsx = await t.call('admin', { url: '/api/import/barang/template', headers: { 'accept-encoding': 'br, gzip' } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('replays a saved answer as the JSON it was, compressed like the first (the idempotency record keeps plain JSON)', async () => {
    const payload = { kode: 'SAT-ZIP', nama: 'Satuan Besar', keterangan: 'Keterangan panjang. '.repeat(120) };
    const headers = { 'accept-encoding': 'gzip', 'idempotency-key': 'static-assets-replay' };
    const first = await t.call('admin', { method: 'POST', url: '/api/input/satuan', payload, headers });
    const again = await t.call('admin', { method: 'POST', url: '/api/input/satuan', payload, headers });
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(gunzipSync(again.rawPayload).toString())).toEqual(JSON.parse(gunzipSync(first.rawPayload).toString()));
  });
});
