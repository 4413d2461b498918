import { describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { buildApp } from '../../../server/app.js';
import { shutDown } from '../../../server/core/shutdown.js';
import { freshDemoDatabase } from '../support/helpers.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('GET /api/health and /api/health/ready', () => {
  it('liveness keeps its answer; readiness checks the database', async () => {
    const live = await t.call(null, { method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(Object.keys(live.json()).sort()).toEqual(['database', 'status', 'version']);
    const ready = await t.call(null, { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: t.database.kind, checks: { database: 'ok', bus: 'ok' } });
  });

  it('readiness answers 503 with the reason once a shutdown has begun', async () => {
    t.app.draining = true;
    try {
      const res = await t.call(null, { method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'tidak-siap', message: 'Server sedang berhenti' });
    } finally {
      t.app.draining = false;
    }
  });
});

describe('request id', () => {
  const create = (headers: Record<string, string>, kode: string) => t.call('admin', { method: 'POST', url: '/api/input/satuan', payload: { kode, nama: `Satuan ${kode}` }, headers });
  const auditOf = async (id: number) => t.database.db.selectFrom('audit_log').select('request_id').where('resource', '=', 'satuan').where('record_id', '=', id).where('action', '=', 'create').executeTakeFirstOrThrow();

  it('keeps a proxy\'s X-Request-Id, answers it and writes it into the audit row', async () => {
    const res = await create({ 'x-request-id': 'nginx-3f9a2c7d1e' }, 'RQ1');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['x-request-id']).toBe('nginx-3f9a2c7d1e');
    expect((await auditOf(res.json().data.id)).request_id).toBe('nginx-3f9a2c7d1e');
  });

  it('makes its own id when none (or a malformed one) comes, the same in the answer and the audit row', async () => {
    const res = await create({ 'x-request-id': 'bad id with spaces' }, 'RQ2');
    expect(res.statusCode, res.body).toBe(201);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await auditOf(res.json().data.id)).request_id).toBe(id);
  });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight and closes with a socket still connected; new connections are refused', async () => {
    const { database, drop } = await freshDemoDatabase();
    const app = await buildApp({ database, clientDir: null });
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let entered!: () => void;
    const inside = new Promise<void>((r) => { entered = r; });
    app.get('/uji-lambat', async () => { entered(); await gate; return { selesai: true }; });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      const login = await fetch(`${base}/api/auth/user-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'spv@niaga.local', password: 'niaga123' }) });
      const socket = connect(base, { path: '/socket.io', auth: { token: (await login.json()).access_token }, transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
      const slow = fetch(`${base}/uji-lambat`);
      await inside;
      // The database is closed by drop() below, not by the shutdown.
      const stopping = shutDown(app, { ...database, close: async () => undefined }, 10_000);
      expect(app.draining).toBe(true);
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      release();
      const res = await slow;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ selesai: true });
      expect(await stopping).toBe(true);
      socket.close();
    } finally {
      release();
      await drop();
    }
  });
});
