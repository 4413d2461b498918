/**
 * A full disk answers 507 with an Indonesian message, whichever database reports it (issue 18). The SQLite case runs
 * for real on a full tmpfs in tests/crash/disk-full.test.ts; PostgreSQL's 53100 disk_full cannot be provoked on a shared
 * server, so its error as node-postgres raises it goes through the server's error handling here.
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DISK_FULL_MESSAGE, registerErrorHandling, TRANSIENT_MESSAGE } from '../../../server/core/error-handler.js';

const app = Fastify({ logger: false });
registerErrorHandling(app);
const raise = (code: string, message: string) => {
  throw Object.assign(new Error(message), { code, severity: 'ERROR' });
};
app.get('/pg-disk-full', async () => raise('53100', 'could not extend file "base/16384/16385": No space left on device'));
app.get('/sqlite-full', async () => raise('SQLITE_FULL', 'database or disk is full'));
app.get('/sqlite-io-write', async () => raise('SQLITE_IOERR_WRITE', 'disk I/O error'));
app.get('/other', async () => raise('53200', 'out of memory'));
app.get('/pg-deadlock', async () => raise('40P01', 'deadlock detected'));
app.get('/pg-serialization', async () => raise('40001', 'could not serialize access due to concurrent update'));
app.get('/sqlite-busy', async () => raise('SQLITE_BUSY', 'database is locked'));
afterAll(() => app.close());

describe('disk full in the error handling', () => {
  it.each(['/pg-disk-full', '/sqlite-full', '/sqlite-io-write'])('%s answers 507 with the Indonesian message, no detail', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect([res.statusCode, res.json()]).toEqual([507, { message: DISK_FULL_MESSAGE }]);
  });

  it('leaves other database errors a bare 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/other' });
    expect([res.statusCode, res.json()]).toEqual([500, { message: 'Terjadi kesalahan pada server' }]);
  });

  it.each(['/pg-deadlock', '/pg-serialization', '/sqlite-busy'])('%s (rolled back for another transaction) answers 409 with Retry-After', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([409, '1', { message: TRANSIENT_MESSAGE }]);
  });
});
