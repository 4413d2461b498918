import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';

/**
 * Scheduled work, once per period across every API instance on the database. A job is a plain object exported by
 * its area and listed in the area manifest's `jobs` (server/core/area.ts); the listening server (server/main.ts) starts
 * them all with `startScheduler`. Never a `setInterval` of a module's own.
 */
export interface ScheduledJob {
  /** Unique, kebab-case: the job's row in `jadwal_tugas` and its name in the logs. */
  name: string;
  /** How often it runs: at most once per this period cluster-wide (the first instance due claims it). */
  everyMs: number;
  /** The work, in transactions of its own (each step one transaction); answers a count or summary for the log. */
  run(ctx: AppContext): Promise<unknown>;
}

export type JobOutcome = { ran: true; result: unknown } | { ran: false; reason: 'belum-waktunya' | 'sedang-berjalan' };

/** Instances look whether a job is due this often (or at its period, when shorter). */
const CHECK_MS = 60_000;

const checkEvery = (job: ScheduledJob) => Math.min(job.everyMs, CHECK_MS);
/** Jobs running in this process, per database handle (SQLite's one process needs no more than this). */
const running = new WeakMap<object, Set<string>>();

/**
 * Runs `job` if no instance ran it within its period (less half a check, so instances' timers that drift a little
 * never skip a period) and none runs it now:
 * - the claim is one guarded UPDATE of its `jadwal_tugas` row (`mulai_terakhir` before the cutoff), so of two
 *   instances due at once one claims it and the other finds it done, on PostgreSQL and SQLite alike;
 * - on PostgreSQL a session advisory lock per job is held while it runs, so a run longer than its period (or one
 *   started by hand) never overlaps another; on SQLite (one process) an in-process flag does that.
 */
export async function runJobIfDue(ctx: AppContext, job: ScheduledJob): Promise<JobOutcome> {
  let mine = running.get(ctx.db);
  if (!mine) running.set(ctx.db, (mine = new Set()));
  if (mine.has(job.name)) return { ran: false, reason: 'sedang-berjalan' };
  mine.add(job.name);
  try {
    if (ctx.kind !== 'postgres') return await claimAndRun(ctx, job);
    return await ctx.db.connection().execute(async (conn) => {
      const key = sql`hashtext(current_schema() || '.niaga-job.' || ${job.name})`;
      const got = (await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(conn)).rows[0].ok;
      if (!got) return { ran: false, reason: 'sedang-berjalan' } as const;
      try {
        return await claimAndRun(ctx, job);
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  } finally {
    mine.delete(job.name);
  }
}

async function claimAndRun(ctx: AppContext, job: ScheduledJob): Promise<JobOutcome> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - job.everyMs + checkEvery(job) / 2).toISOString();
  await ctx.db.insertInto('jadwal_tugas').values({ nama: job.name, jumlah_jalan: 0 }).onConflict((oc) => oc.column('nama').doNothing()).execute();
  const claimed = await ctx.db.updateTable('jadwal_tugas')
    .set((eb) => ({ mulai_terakhir: now.toISOString(), jumlah_jalan: eb('jumlah_jalan', '+', 1) }))
    .where('nama', '=', job.name)
    .where((eb) => eb.or([eb('mulai_terakhir', 'is', null), eb('mulai_terakhir', '<=', cutoff)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { ran: false, reason: 'belum-waktunya' };
  try {
    const result = await job.run(ctx);
    await ctx.db.updateTable('jadwal_tugas').set({ selesai_terakhir: ctx.now().toISOString(), hasil_terakhir: JSON.stringify(result ?? null), galat_terakhir: null })
      .where('nama', '=', job.name).execute();
    return { ran: true, result };
  } catch (error) {
    await ctx.db.updateTable('jadwal_tugas').set({ selesai_terakhir: ctx.now().toISOString(), galat_terakhir: String((error as Error)?.message ?? error).slice(0, 2000) })
      .where('nama', '=', job.name).execute();
    throw error;
  }
}

/**
 * Runs `jobs` once the server listens (call it before `listen`): each is looked at then and every minute (or its
 * period), runs when due, and is stopped when the app closes, which waits for runs in flight (graceful shutdown).
 */
export function startScheduler(app: FastifyInstance, jobs: readonly ScheduledJob[]): void {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Tugas terjadwal ${job.name} terdaftar dua kali`);
    names.add(job.name);
  }
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const tick = (job: ScheduledJob) => {
    if (stopped) return;
    const p = runJobIfDue(app.ctx, job).then((outcome) => {
      if (outcome.ran) app.log.info({ job: job.name, result: outcome.result }, 'tugas terjadwal selesai');
    }, (error: unknown) => app.log.error({ err: error, job: job.name }, 'tugas terjadwal gagal'));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  let timers: NodeJS.Timeout[] = [];
  app.addHook('onListen', async () => {
    timers = jobs.map((job) => {
      tick(job);
      const timer = setInterval(() => tick(job), checkEvery(job));
      timer.unref();
      return timer;
    });
  });
  app.addHook('onClose', async () => {
    stopped = true;
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...inFlight]);
  });
}
