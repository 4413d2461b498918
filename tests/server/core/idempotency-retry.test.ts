import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { TRANSIENT_MESSAGE } from '../../../server/core/error-handler.js';
import { countRows } from '../support/helpers.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('a save retried after its answer was lost', () => {
  it('is told to wait while the first copy still runs, then gets the first answer without a second record', async () => {
    const payload = { kode: 'IDM-R1', nama: 'Teritori Ulang' };
    const url = '/api/input/teritori';
    const headers = { 'idempotency-key': 'ulang-1' };
    const admin = await t.database.db.selectFrom('users').select('id').where('email', '=', 'admin@niaga.local').executeTakeFirstOrThrow();
    // The first copy as the server holds it while that request still runs.
    const hash = createHash('sha256').update(`POST ${url}\n${JSON.stringify(payload)}`).digest('hex');
    await t.database.db.insertInto('idempotency_key')
      .values({ user_id: admin.id, key: 'ulang-1', request_hash: hash, status_code: 0, response: '', created_at: new Date().toISOString() }).execute();
    const waiting = await t.call('admin', { method: 'POST', url, payload, headers });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().message).toBe('Permintaan yang sama sedang diproses');

    await t.database.db.deleteFrom('idempotency_key').where('key', '=', 'ulang-1').execute();
    const before = await countRows(t.database, 'teritori');
    const first = await t.call('admin', { method: 'POST', url, payload, headers });
    const again = await t.call('admin', { method: 'POST', url, payload, headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.database, 'teritori')).toBe(before + 1);
  });

  it('a save the database rolled back for another transaction (a deadlock) is a 409 to retry, and its key is free for the retry', async () => {
    const payload = { kode: 'IDM-D1', nama: 'Teritori Deadlock' };
    const headers = { 'idempotency-key': 'deadlock-1' };
    const before = await countRows(t.database, 'teritori');
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const spy = vi.spyOn(t.database.db, 'transaction').mockImplementationOnce(() => { throw deadlock; });
    const refused = await t.call('admin', { method: 'POST', url: '/api/input/teritori', payload, headers });
    spy.mockRestore();
    expect([refused.statusCode, refused.headers['retry-after'], refused.json().message]).toEqual([409, '1', TRANSIENT_MESSAGE]);
    expect(await countRows(t.database, 'teritori')).toBe(before);
    const retried = await t.call('admin', { method: 'POST', url: '/api/input/teritori', payload, headers });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(t.database, 'teritori')).toBe(before + 1);
  });
});
