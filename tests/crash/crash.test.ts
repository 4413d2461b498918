/**
 * Crash rounds in CI (issue 18, fast tier; `npm run test:crash` builds the server first): 5 × kill -9 at a random
 * moment under 1,000 concurrent mixed writes against the built server on a SQLite file. The soak runs the same
 * rounds 50 times (tests/soak/crash.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crashRounds, KINDS, stopCrashRounds, summary, type RoundFigures } from '../soak/crash.js';
import { sqliteTarget, type SoakTarget } from '../soak/target.js';

const ROUNDS = 5;
const WRITERS = 1000;
const FLOOR = 10;

let target: SoakTarget;
let figures: RoundFigures[];

beforeAll(async () => {
  if (!existsSync(resolve('dist/server/main.js'))) throw new Error('dist/server/main.js is missing: run `npm run build:server` first (npm run test:crash does)');
  target = await sqliteTarget(inject('demoTemplate').sqlite);
  figures = await crashRounds(target, { rounds: ROUNDS, writers: WRITERS, floor: FLOOR, log: (s) => console.log(s) });
  console.log(`crash: ${summary(figures)}`);
}, 600_000);

afterAll(async () => {
  await stopCrashRounds(); // when the rounds outlived their hook's timeout, their server must not outlive the file
  await target?.remove();
});

describe(`${ROUNDS} crash rounds under ${WRITERS} concurrent writes (SQLite)`, () => {
  it('kills each round while the writers are really in flight, after every kind of write was acknowledged', () => {
    expect(figures).toHaveLength(ROUNDS);
    for (const f of figures) {
      expect(f.peakInFlight, `round ${f.round}: peak requests in flight`).toBe(WRITERS);
      expect(f.inFlightAtKill, `round ${f.round}: requests in flight at the kill`).toBeGreaterThanOrEqual(WRITERS * 0.9);
      for (const kind of KINDS) expect(f.acknowledged[kind], `round ${f.round}: acknowledged ${kind}`).toBeGreaterThanOrEqual(FLOOR);
    }
  });

  it('loses no acknowledged write', () => {
    expect(figures.flatMap((f) => f.missing)).toEqual([]);
  });

  it('leaves the database consistent: integrity_check ok and every invariant of /api/integritas', () => {
    expect(figures.flatMap((f) => f.problems)).toEqual([]);
  });

  it('is ready again within 5 s of each restart', () => {
    for (const f of figures) expect(f.readyMs, `round ${f.round}: ready again in ${f.readyMs.toFixed(0)} ms`).toBeLessThanOrEqual(5000);
  });
});
