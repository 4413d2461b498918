/**
 * Seeds the demo company once per browser run: the built server starts on an empty SQLite file, seeds it and is
 * stopped (which checkpoints the file); each file's `startApp()` (harness.ts) then starts its own server on a copy
 * of that file instead of seeding its own (several seconds of fsync'd writes per file). A file that starts the app
 * with its own environment (`NIAGA_SEED: 'none'`) still starts from an empty database.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { DB_FILE, ROOT, snapshotBuild, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext { e2eDemoDatabase?: string }
}

export default async function setup(project: TestProject) {
  // Without a build startApp() says what to do; nothing to seed here.
  if (!existsSync(join(ROOT, 'dist/server/main.js')) || !existsSync(join(ROOT, 'dist/client/index.html'))) return;
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'niaga-e2e-demo-'));
  await snapshotBuild(dir);
  // The first start seeds the demo's year into the file before it answers: 20–30 s quiet, minutes on a busy machine.
  let up = await startServer(dir, {}, 600_000);
  for (let attempt = 1; !('url' in up) && /EADDRINUSE/.test(up.output) && attempt < 5; attempt += 1) up = await startServer(dir, {}, 600_000);
  if (!('url' in up)) throw new Error(`Server tidak menyala:\n${up.output}`);
  const { server } = up;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  // The server may be stopped before its own signal handler closes the database: opening and closing the file
  // folds any write-ahead log into it, so the file alone is the whole database.
  const file = new Database(join(dir, DB_FILE));
  file.pragma('wal_checkpoint(TRUNCATE)');
  file.close();
  if (existsSync(join(dir, `${DB_FILE}-wal`))) throw new Error('Basis data demo tidak tertutup bersih (masih ada -wal)');
  project.provide('e2eDemoDatabase', join(dir, DB_FILE));
  console.log(`demo database for the browser tests seeded in ${Date.now() - started} ms`);
  return () => rmSync(dir, { recursive: true, force: true });
}
