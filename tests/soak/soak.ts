/**
 * `npm run test:soak`: the long tier of issue 18 (not in CI). Crash rounds (SOAK_CRASH_ROUNDS, default 50;
 * SOAK_WRITERS concurrent writers, default 100) and the load mix (SOAK_LOAD_SECONDS, default 60, 50 connections;
 * SOAK_MINUTES of soak, default 10) on the built server over a SQLite file. Run `npm run build` first. Prints
 * the figures; exits 1 when a goal is missed.
 */
import registry from '../../resources.config.js';
import { prepareDatabase } from '../../server/db/prepare.js';
import { seedDemo } from '../../server/db/seed/demo.js';
import { tempSqlite } from '../../bench/database.js';
import { crashRounds, loadVehicle } from './crash.js';
import { loadMix } from './load.js';

const int = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

const target = tempSqlite();
const file = target.url.slice('sqlite:'.length);
const failures: string[] = [];
try {
  const database = target.open();
  await prepareDatabase(database, registry);
  await seedDemo(database, registry);
  await loadVehicle(database.db, database.kind, 20_000);
  await database.close();
  log(`demo seeded at ${file}`);

  const rounds = int('SOAK_CRASH_ROUNDS', 50);
  if (rounds > 0) {
    const c = await crashRounds(file, target.url, rounds, int('SOAK_WRITERS', 100), log);
    const ready = [...c.readyMs].sort((a, b) => a - b);
    log(`crash: ${c.rounds} rounds, ${c.acknowledged} acknowledged writes (${Math.min(...c.writesPerRound)}–${Math.max(...c.writesPerRound)} per round), `
      + `${c.missing.length} missing, integrity failures ${c.integrity.length}, ready again in ${ready[0].toFixed(0)}–${ready.at(-1)!.toFixed(0)} ms (median ${ready[Math.floor(ready.length / 2)].toFixed(0)})`);
    if (c.missing.length) failures.push(`acknowledged writes missing: ${c.missing.slice(0, 5).join('; ')}`);
    if (c.integrity.length) failures.push(...c.integrity);
    if (ready.at(-1)! > 5000) failures.push(`ready again took ${ready.at(-1)!.toFixed(0)} ms > 5 s`);
  }
  const seconds = int('SOAK_LOAD_SECONDS', 60);
  if (seconds > 0) {
    const l = await loadMix(target.url, file, seconds, int('SOAK_MINUTES', 10), log);
    failures.push(...l.failures);
  }
} finally {
  await target.remove();
}
if (failures.length) {
  log(`FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
log('all goals met');
