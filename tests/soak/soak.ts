/**
 * `npm run test:soak`: the long tier of issue 18 (not in CI), on the built server (the script builds it first).
 * - Crash rounds (tests/soak/crash.ts): SOAK_CRASH_ROUNDS (default 50) × kill -9 under SOAK_WRITERS concurrent writers
 *   (default 1000).
 * - The load mix (tests/soak/load.ts): SOAK_LOAD_SECONDS (default 60, 50 connections; 0 skips it and the soak), then
 *   SOAK_MINUTES of soak (default 10).
 * The database is a SQLite file in a temporary directory, or with SOAK_DATABASE_URL=postgres://… a database of its own
 * on that PostgreSQL server (created, seeded, dropped at the end; its consistency checked with amcheck instead of
 * integrity_check). Prints the figures; exits 1 when a goal is missed.
 */
import { privateBundle, useBundle } from '../../bench/server.js';
import { crashRounds, summary } from './crash.js';
import { loadMix } from './load.js';
import { targetFromEnv } from './target.js';

const int = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

// A bundle of the run's own: a rebuild of dist/server/main.js during an hour-long run must not change the server under test.
const bundle = privateBundle();
useBundle(bundle.file);
const target = await targetFromEnv();
log(`demo seeded: ${target.label}`);
const failures: string[] = [];
try {
  const rounds = int('SOAK_CRASH_ROUNDS', 50);
  if (rounds > 0) {
    const c = await crashRounds(target, { rounds, writers: int('SOAK_WRITERS', 1000), floor: 10, log });
    log(`crash: ${summary(c)}`);
    failures.push(...c.flatMap((f) => [...f.missing.map((m) => `acknowledged write missing: ${m}`), ...f.problems]));
    for (const f of c) if (f.readyMs > 5000) failures.push(`round ${f.round}: ready again after ${f.readyMs.toFixed(0)} ms > 5 s`);
  }
  const seconds = int('SOAK_LOAD_SECONDS', 60);
  if (seconds > 0) failures.push(...(await loadMix(target, seconds, int('SOAK_MINUTES', 10), log)).failures);
} finally {
  await target.remove();
  bundle.remove();
}
if (failures.length) {
  log(`FAILED:\n- ${failures.slice(0, 50).join('\n- ')}`);
  process.exit(1);
}
log('all goals met');
