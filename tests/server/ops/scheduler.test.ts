import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { openPostgres, type Database_ } from '../../../server/db/connection.js';
import type { AppContext } from '../../../server/core/context.js';
import { runJobIfDue, startScheduler, type ScheduledJob } from '../../../server/core/scheduler.js';
import { AREAS } from '../../../server/domain/areas.js';
import { createTestApp, type TestApp } from '../support/helpers.js';

const SCHEDULED_JOBS = AREAS.flatMap((area) => area.jobs ?? []);

let t: TestApp;
/** A second instance's view of the same database: on PostgreSQL a pool of its own, as another process has. */
let other: Database_ | null = null;
beforeAll(async () => {
  t = await createTestApp();
  if (t.database.kind === 'postgres') other = openPostgres(t.database.url!, 2, t.database.searchPath);
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const start = Date.parse('2026-03-02T01:00:00Z');
const ctxAt = (ms: number, db = t.database): AppContext => ({ ...t.app.ctx, db: db.db, kind: db.kind, now: () => new Date(ms) });
const runs = async (name: string) => Number((await t.database.db.selectFrom('jadwal_tugas').select('jumlah_jalan').where('nama', '=', name).executeTakeFirst())?.jumlah_jalan ?? 0);

describe('runJobIfDue', () => {
  it('runs a job once per period: a second instance due at the same moment finds it done', async () => {
    let count = 0;
    const job: ScheduledJob = { name: 'uji-sekali', everyMs: HOUR, run: async () => ++count };
    expect(await runJobIfDue(ctxAt(start), job)).toEqual({ ran: true, result: 1 });
    expect(await runJobIfDue(ctxAt(start + 1000, other ?? t.database), job)).toEqual({ ran: false, reason: 'belum-waktunya' });
    expect(await runJobIfDue(ctxAt(start + HOUR - 31_000), job)).toEqual({ ran: false, reason: 'belum-waktunya' });
    // Half a check (30 s) early still counts as due, so instances' drifting timers never skip a period.
    expect(await runJobIfDue(ctxAt(start + HOUR - 29_000, other ?? t.database), job)).toEqual({ ran: true, result: 2 });
    expect(count).toBe(2);
    expect(await runs('uji-sekali')).toBe(2);
  });

  it('never overlaps a run still going, even when the next period has come (advisory lock on PostgreSQL)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let entered!: () => void;
    const inside = new Promise<void>((r) => { entered = r; });
    let count = 0;
    const job: ScheduledJob = { name: 'uji-lama', everyMs: HOUR, run: async () => { count++; entered(); await gate; return 'selesai'; } };
    const first = runJobIfDue(ctxAt(start), job);
    await inside;
    expect(await runJobIfDue(ctxAt(start + 2 * HOUR, other ?? t.database), job)).toEqual({ ran: false, reason: 'sedang-berjalan' });
    release();
    expect(await first).toEqual({ ran: true, result: 'selesai' });
    expect(count).toBe(1);
    expect(await runJobIfDue(ctxAt(start + 2 * HOUR, other ?? t.database), job)).toEqual({ ran: true, result: 'selesai' });
  });

  it('keeps a failed run\'s message and tries again the next period', async () => {
    let fail = true;
    const job: ScheduledJob = { name: 'uji-gagal', everyMs: HOUR, run: async () => { if (fail) throw new Error('akun tidak ditemukan'); return 0; } };
    await expect(runJobIfDue(ctxAt(start), job)).rejects.toThrow('akun tidak ditemukan');
    const row = await t.database.db.selectFrom('jadwal_tugas').selectAll().where('nama', '=', 'uji-gagal').executeTakeFirstOrThrow();
    expect(row.galat_terakhir).toBe('akun tidak ditemukan');
    fail = false;
    expect(await runJobIfDue(ctxAt(start + HOUR), job)).toEqual({ ran: true, result: 0 });
    expect((await t.database.db.selectFrom('jadwal_tugas').selectAll().where('nama', '=', 'uji-gagal').executeTakeFirstOrThrow()).galat_terakhir).toBeNull();
  });
});

describe('startScheduler', () => {
  it('lists every job of the server once, each with a period', () => {
    const names = SCHEDULED_JOBS.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    for (const j of SCHEDULED_JOBS) expect(j.everyMs).toBeGreaterThanOrEqual(60_000);
  });

  it('refuses a job named twice', () => {
    const job: ScheduledJob = { name: 'kembar', everyMs: HOUR, run: async () => 0 };
    expect(() => startScheduler(Fastify(), [job, job])).toThrow(/kembar terdaftar dua kali/);
  });
});
