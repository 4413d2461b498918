import { spawn } from 'node:child_process';
import { cp, copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { Database_, Db } from './connection.js';
import { uploadDir } from '../core/upload.js';
import { checkIntegrity } from '../ledger/integrity.js';
import { VERSION } from '../version.js';

/**
 * Backup and restore (`npm run backup`, `npm run restore`). A backup is a folder `niaga-<date>-<time>` holding
 * - `database.sqlite`: SQLite's online backup (better-sqlite3 `backup()`), taken while the server keeps working; or
 * - `database.dump`: `pg_dump --format=custom` of the whole PostgreSQL database, in one snapshot;
 * - `uploads/`: the uploaded files (NIAGA_UPLOAD_DIR), which live beside the database, not in it;
 * - `manifest.json`: version, database kind and the row count of every table, in the same snapshot as the dump.
 * A restore goes into an empty database only, then checks every count against the manifest and the ledgers'
 * integrity (the checks of `GET /api/integritas`).
 */
export interface Manifest {
  version: string;
  kind: Database_['kind'];
  created_at: string;
  counts: Record<string, number>;
}

export const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'database.sqlite';
const PG_FILE = 'database.dump';

/** Every table of the database (of the current schema on PostgreSQL), sorted. */
export async function tableNames(db: Db, kind: Database_['kind']): Promise<string[]> {
  const rows = kind === 'postgres'
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  return rows.map((r) => r.name).sort();
}

/** The row count of every table. */
export async function tableCounts(db: Db, kind: Database_['kind']): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db, kind)) {
    const row = await db.selectFrom(name).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    counts[name] = Number(row.n);
  }
  return counts;
}

function stamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

/** Runs a PostgreSQL client tool; its stderr becomes the error. */
function runTool(database: Database_, command: string, args: string[]): Promise<void> {
  // The schema of `search_path` goes through PGOPTIONS, as the server's pool sets it.
  const env = { ...process.env, ...(database.searchPath ? { PGOPTIONS: `-c search_path=${database.searchPath}` } : {}) };
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.on('error', (e) => reject(new Error(`${command} tidak dapat dijalankan (${e.message}); pasang klien PostgreSQL (paket postgresql-client)`)));
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} gagal (kode ${code}): ${stderr.trim()}`))));
  });
}

/** Writes a backup of `database` into a new folder under `parent`; answers the folder. */
export async function backupDatabase(database: Database_, parent: string, at = new Date()): Promise<{ dir: string; manifest: Manifest }> {
  const dir = resolve(parent, `niaga-${stamp(at)}`);
  await mkdir(dir, { recursive: true });
  let counts: Record<string, number>;
  if (database.kind === 'sqlite') {
    const file = join(dir, SQLITE_FILE);
    await database.sqlite!.backup(file);
    // Counted in the copy itself: the live database may have moved on while it was copied.
    const { openSqlite } = await import('./connection.js');
    const copy = openSqlite(file);
    try { counts = await tableCounts(copy.db, 'sqlite'); } finally { await copy.close(); }
  } else {
    counts = await dumpPostgres(database, join(dir, PG_FILE));
  }
  if (existsSync(uploadDir())) await cp(uploadDir(), join(dir, 'uploads'), { recursive: true });
  const manifest: Manifest = { version: VERSION, kind: database.kind, created_at: at.toISOString(), counts };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

/** pg_dump in a snapshot exported by a transaction that also counts the rows, so the manifest matches the dump. */
async function dumpPostgres(database: Database_, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: database.url, ...(database.searchPath ? { options: `-c search_path=${database.searchPath}` } : {}) });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0].s;
    const tables = (await client.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`)).rows;
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = Number((await client.query<{ n: string }>(`select count(*) as n from "${name.replaceAll('"', '""')}"`)).rows[0].n);
    await runTool(database, 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${database.url}`]);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

export interface RestoreReport {
  manifest: Manifest;
  counts: Record<string, number>;
  /** Tables whose count differs from the manifest's: `tabel: backup → restored`. */
  mismatches: string[];
  integrity: Awaited<ReturnType<typeof checkIntegrity>>;
  ok: boolean;
}

/**
 * Restores the backup folder `dir` into `target` (an SQLite file that does not exist yet, or an empty PostgreSQL
 * database), then opens it, compares every table's count with the manifest and checks the ledgers.
 * `open` opens the restored database (the caller's DATABASE_URL).
 */
export async function restoreDatabase(dir: string, target: Database_ | { sqliteFile: string }, open: () => Database_): Promise<RestoreReport> {
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  const targetKind = 'sqliteFile' in target ? 'sqlite' : target.kind;
  if (manifest.kind !== targetKind) throw new Error(`Cadangan ini dari ${manifest.kind}, tujuannya ${targetKind}: pulihkan ke database sejenis`);
  if ('sqliteFile' in target) {
    if (existsSync(target.sqliteFile) && (await stat(target.sqliteFile)).size > 0) {
      throw new Error(`${target.sqliteFile} sudah ada: pulihkan ke berkas baru (atau pindahkan berkas lama lebih dulu)`);
    }
    await mkdir(resolve(target.sqliteFile, '..'), { recursive: true });
    await copyFile(join(dir, SQLITE_FILE), target.sqliteFile);
  } else {
    // Tables of any schema count: the dump recreates its schema, whichever the target's search_path names.
    const existing = Number((await sql<{ n: string }>`select count(*) as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`.execute(target.db)).rows[0].n);
    if (existing > 0) throw new Error(`Database tujuan tidak kosong (${existing} tabel): pulihkan ke database baru`);
    await runTool(target, 'pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, join(dir, PG_FILE)]);
  }
  if (existsSync(join(dir, 'uploads'))) await cp(join(dir, 'uploads'), uploadDir(), { recursive: true, force: false });
  const restored = open();
  try {
    const counts = await tableCounts(restored.db, restored.kind);
    const names = [...new Set([...Object.keys(manifest.counts), ...Object.keys(counts)])].sort();
    const mismatches = names.filter((n) => manifest.counts[n] !== counts[n]).map((n) => `${n}: ${manifest.counts[n] ?? '-'} → ${counts[n] ?? '-'}`);
    const integrity = await checkIntegrity(restored.db);
    return { manifest, counts, mismatches, integrity, ok: mismatches.length === 0 && integrity.ok };
  } finally {
    await restored.close();
  }
}
