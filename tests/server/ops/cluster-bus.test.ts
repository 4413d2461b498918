import { describe, expect, it } from 'vitest';
import { localBus, notifyPayloads, type BusMessage } from '../../../server/core/cluster-bus.js';

describe('notifyPayloads', () => {
  const push = (n: number): BusMessage => ({ kind: 'push', userIds: Array.from({ length: n }, (_, i) => 1000 + i), event: 'notifikasi', payload: { judul: 'LPJ BOP terlambat', pesan: 'x'.repeat(200) } });

  it('sends a small message whole, tagged with its instance', () => {
    const out = notifyPayloads('inst-a', { kind: 'permissions' }, () => undefined);
    expect(out.map((p) => JSON.parse(p))).toEqual([{ from: 'inst-a', m: { kind: 'permissions' } }]);
  });

  it('splits a push to many users under the limit, every user exactly once', () => {
    const out = notifyPayloads('inst-a', push(3000), () => undefined, 7500);
    expect(out.length).toBeGreaterThan(1);
    for (const p of out) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(7500);
    const users = out.flatMap((p) => (JSON.parse(p).m as { userIds: number[] }).userIds);
    expect(users).toEqual(Array.from({ length: 3000 }, (_, i) => 1000 + i));
  });

  it('logs and drops a single push too big to send', () => {
    const logged: string[] = [];
    expect(notifyPayloads('inst-a', push(1), (_e, m) => logged.push(m), 100)).toEqual([]);
    expect(logged).toEqual(['pesan terlalu besar untuk instans lain; notifikasinya tetap tersimpan']);
  });
});

describe('the local bus (SQLite: one process)', () => {
  it('delivers to its own handlers at once outside a transaction', async () => {
    const bus = localBus();
    const got: BusMessage[] = [];
    bus.onMessage((m) => got.push(m));
    await bus.publish({ kind: 'permissions' });
    expect(got).toEqual([{ kind: 'permissions' }]);
    expect(bus.listening()).toBe(true);
  });
});
