import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.js';

// 23 Nov 2026, 10:00 in Jakarta.
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ now: () => new Date('2026-11-23T03:00:00Z') }); });
afterAll(async () => { await t.close(); });

const activity = async () => {
  const data = (await t.call('admin', { method: 'POST', url: '/api/dashboard-info', payload: {} })).json().data;
  return new Map((data.activity as Array<{ tanggal: string; jumlah: number }>).map((d) => [d.tanggal, d.jumlah]));
};

describe('POST /api/dashboard-info: activity per day', () => {
  it('counts each write on its Jakarta day, the last 14 of them', async () => {
    const before = await activity();
    expect([...before.keys()][0]).toBe('2026-11-10');
    expect([...before.keys()].at(-1)).toBe('2026-11-23');
    const admin = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'admin@niaga.local').executeTakeFirstOrThrow()).id;
    const write = (created_at: string) => ({ user_id: admin, action: 'update', resource: 'rute', record_id: 1, created_at });
    await t.database.db.insertInto('audit_log').values([
      write('2026-11-22T23:30:00.000Z'), // 06:30 WIB on the 23rd
      write('2026-11-22T16:59:00.000Z'), // 23:59 WIB on the 22nd
      write('2026-11-09T17:00:00.000Z'), // 00:00 WIB on the 10th, the first day shown
      write('2026-11-09T16:59:59.000Z'), // 23:59 WIB on the 9th: outside the window
    ]).execute();
    const after = await activity();
    const grew = [...after].filter(([d, n]) => n !== before.get(d)).map(([d, n]) => [d, n - (before.get(d) ?? 0)]);
    expect(grew).toEqual([['2026-11-10', 1], ['2026-11-22', 1], ['2026-11-23', 1]]);
  });
});
