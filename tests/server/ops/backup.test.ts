import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { openPostgres, openSqlite, type Database_ } from '../../../server/db/connection.js';
import { backupDatabase, restoreDatabase, tableCounts, MANIFEST } from '../../../server/db/backup.js';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { withDatabase } from '../support/global-setup.js';

let t: TestApp;
let dir: string;
let restoredPg: string | null = null;
const previousUploads = process.env.NIAGA_UPLOAD_DIR;

async function admin(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try { await c.query(text); } finally { await c.end(); }
}

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'niaga-backup-'));
});
afterAll(async () => {
  if (previousUploads === undefined) delete process.env.NIAGA_UPLOAD_DIR;
  else process.env.NIAGA_UPLOAD_DIR = previousUploads;
  if (restoredPg) await admin(t.database.url!, `drop database if exists ${restoredPg} with (force)`);
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

it('a backup restored into a fresh database has every row, its uploads and ledgers that check out', async () => {
  // An uploaded file lives beside the database: the backup carries it.
  process.env.NIAGA_UPLOAD_DIR = join(dir, 'uploads-live');
  mkdirSync(process.env.NIAGA_UPLOAD_DIR, { recursive: true });
  writeFileSync(join(process.env.NIAGA_UPLOAD_DIR, 'tokenberkasuji'), 'isi berkas');

  const before = await tableCounts(t.database.db, t.database.kind);
  expect(before.penjualan).toBeGreaterThan(0);
  expect(before.jurnal_rincian).toBeGreaterThan(0);
  const { dir: backup, manifest } = await backupDatabase(t.database, join(dir, 'cadangan'), new Date('2026-03-02T02:00:00Z'));
  expect(backup).toBe(join(dir, 'cadangan', 'niaga-20260302-020000'));
  expect(manifest.counts).toEqual(before);
  expect(JSON.parse(readFileSync(join(backup, MANIFEST), 'utf8')).kind).toBe(t.database.kind);

  process.env.NIAGA_UPLOAD_DIR = join(dir, 'uploads-restored');
  let target: Database_ | { sqliteFile: string };
  let open: () => Database_;
  if (t.database.kind === 'sqlite') {
    const file = join(dir, 'pulih', 'niaga.sqlite');
    target = { sqliteFile: file };
    open = () => openSqlite(file);
  } else {
    restoredPg = `scale_restore_${randomBytes(5).toString('hex')}`;
    await admin(t.database.url!, `create database ${restoredPg}`);
    const url = withDatabase(t.database.url!, restoredPg);
    target = openPostgres(url, 2);
    open = () => openPostgres(url, 4, t.database.searchPath);
  }
  try {
    const report = await restoreDatabase(backup, target, open);
    expect(report.mismatches).toEqual([]);
    expect(report.counts).toEqual(before);
    expect(report.integrity.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(readFileSync(join(dir, 'uploads-restored', 'tokenberkasuji'), 'utf8')).toBe('isi berkas');

    // The restored company serves: GET /api/integritas answers ok through the API.
    const database = open();
    const app = await buildApp({ database, clientDir: null });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email: 'admin@niaga.local', password: 'niaga123' } });
      expect(login.statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: '/api/integritas', headers: { authorization: `Bearer ${login.json().access_token}` } });
      expect(res.statusCode).toBe(200);
      const checks = (res.json().data?.checks ?? res.json().checks) as Array<{ ok: boolean }>;
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }

    // Never over a database in use.
    await expect(restoreDatabase(backup, target, open)).rejects.toThrow(t.database.kind === 'sqlite' ? /sudah ada/ : /tidak kosong/);
  } finally {
    if ('close' in target) await target.close();
  }
  // The demo's year (thousands of journals) is written out and read back row by row: on PostgreSQL beyond 30 s.
}, 180_000);

it('refuses a backup of the other kind of database', async () => {
  const other = join(dir, 'lain');
  mkdirSync(other, { recursive: true });
  writeFileSync(join(other, MANIFEST), JSON.stringify({ version: '0', kind: t.database.kind === 'sqlite' ? 'postgres' : 'sqlite', created_at: '', counts: {} }));
  const target = t.database.kind === 'sqlite' ? { sqliteFile: join(dir, 'tidak-dibuat.sqlite') } : t.database;
  await expect(restoreDatabase(other, target, () => t.database)).rejects.toThrow(/pulihkan ke database sejenis/);
  expect(existsSync(join(dir, 'tidak-dibuat.sqlite'))).toBe(false);
});
