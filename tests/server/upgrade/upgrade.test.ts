import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import { findResource } from '../../../common/registry.js';
import { AKUN, GRANTS, NERACA, POSTING_ACCOUNTS } from '../../../server/db/base/definition.js';
import { openSqlite, type Database_ } from '../../../server/db/connection.js';
import { startDatabase } from '../../../server/db/start.js';
import { countRows } from '../support/helpers.js';
import { bareApp, duplicateBaseRows, expectEveryMenuReachable, NO_DUPLICATES, registryMenuUrls, type BareApp } from '../start/start-helpers.js';

/**
 * Today's code started on a database made by the previous release (README.md beside the fixture says how it
 * was made). Always SQLite: the fixture is a SQLite file, also when the suite runs on PostgreSQL.
 */
const FIXTURE = join(import.meta.dirname, 'niaga-a2542cb.sqlite.gz');
const KEPT = ['users', 'karyawan', 'level', 'akun', 'akun_kategori', 'akun_neraca', 'kas', 'jurnal', 'jurnal_rincian', 'gudang', 'rute', 'audit_log'];

let dir: string;
let database: Database_;
let t: BareApp;
let before: Record<string, number>;
let settingBefore: Record<string, unknown>;
let suppliersBefore: Array<{ id: number; npwp: string | null }>;
let roleRowsBefore: number;
let addedSinceFixture: string[];
/** Grants this release's definition gives on menus the fixture already had, to levels that lacked them. */
let grantsOnOldMenus: number;

const counts = async () => Object.fromEntries(await Promise.all(KEPT.map(async (table) => [table, await countRows(database, table)])));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'niaga-upgrade-'));
  const file = join(dir, 'niaga.sqlite');
  writeFileSync(file, gunzipSync(readFileSync(FIXTURE)));
  database = openSqlite(file);
  const { db } = database;
  // What an earlier release could lack or an admin could have done: a menu missing, another renamed.
  const missing = await db.selectFrom('menu').select('id').where('url', '=', '/hutang').executeTakeFirstOrThrow();
  await db.deleteFrom('role').where('menu_id', '=', missing.id).execute();
  await db.deleteFrom('menu').where('id', '=', missing.id).execute();
  await db.updateTable('menu').set({ name: 'Daftar Barang' }).where('url', '=', '/barang').execute();
  // Suppliers' NPWPs as the previous release took them (free text): the old 15 digits printed, 16 with dots, a mistake.
  for (const [i, npwp] of ['01.234.567.8-424.000', '0123.4567.8424.0001', 'belum ada'].entries()) {
    await db.insertInto('supplier').values({ kode: `SUP-UJI-${i}`, nama: `Supplier Uji ${i}`, npwp, created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' }).execute();
  }
  before = await counts();
  // Accounts of the standard chart this release added (purchasing's supplier payables, …) reach the database too.
  const kodes = new Set((await db.selectFrom('akun').select('kode').execute()).map((a) => String(a.kode)));
  before.akun += AKUN.filter(([kode]) => !kodes.has(kode)).length;
  before.akun_neraca += NERACA.filter(([kode]) => !kodes.has(kode)).length;
  roleRowsBefore = await countRows(database, 'role');
  const urlsBefore = new Set((await db.selectFrom('menu').select('url').execute()).map((m) => String(m.url)));
  addedSinceFixture = registryMenuUrls(registry).filter((u) => u !== '/hutang' && !urlsBefore.has(u));
  const pairsBefore = new Set((await db.selectFrom('role').innerJoin('menu', 'menu.id', 'role.menu_id').innerJoin('level', 'level.id', 'role.level_id')
    .select(['level.nama_level', 'menu.url']).execute()).map((r) => `${r.nama_level}|${r.url}`));
  // A grant also opens the menu groups above it (Master Data above /karyawan).
  const parents = new Map<string, string>();
  const walk = (nodes: typeof registry.menus, parent?: string) => nodes.forEach((m) => { if (parent) parents.set(m.url, parent); walk(m.children ?? [], m.url); });
  walk(registry.menus);
  const withGroups = (url: string): string[] => (parents.has(url) ? [url, ...withGroups(parents.get(url)!)] : [url]);
  const defined = new Set(Object.entries(GRANTS).flatMap(([level, menus]) => Object.keys(menus).flatMap((url) => withGroups(url).map((u) => `${level}|${u}`))));
  grantsOnOldMenus = [...defined].filter((pair) => {
    const url = pair.split('|')[1];
    return url !== '/hutang' && urlsBefore.has(url) && !pairsBefore.has(pair);
  }).length;
  settingBefore = await db.selectFrom('setting').selectAll().executeTakeFirstOrThrow();
  suppliersBefore = (await db.selectFrom('supplier').select(['id', 'npwp']).orderBy('id').execute()).map((r) => ({ id: Number(r.id), npwp: r.npwp === null ? null : String(r.npwp) }));

  const start = await startDatabase(database, registry, { demo: true });
  expect(start.demoSeeded).toBe(false);
  // The missing /hutang and every menu this release declares that the fixture's release did not.
  expect(start.baseData.menu).toBe(1 + addedSinceFixture.length);
  t = await bareApp(database, registry);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('starting today\'s code on a database of the previous release', () => {
  it('runs the new migrations', async () => {
    const names = (await database.db.selectFrom('migrasi').select('name').execute()).map((r) => r.name);
    expect(names).toContain('006-base-data');
  });

  it('keeps every record and every setting as they were', async () => {
    expect(await counts()).toEqual(before);
    // Every setting the release had keeps its value; the posting accounts it did not know are filled from the chart
    // by their standard codes, and the new fields take their registry defaults.
    const akun = new Map((await database.db.selectFrom('akun').select(['id', 'kode']).execute()).map((a) => [String(a.kode), Number(a.id)]));
    const filled = Object.fromEntries(Object.entries(POSTING_ACCOUNTS).filter(([field]) => !(field in settingBefore)).map(([field, kode]) => [field, akun.get(kode)]));
    expect(Object.keys(filled).length).toBeGreaterThan(0);
    expect(Object.values(filled).every((id) => typeof id === 'number')).toBe(true);
    const defaults = Object.fromEntries(findResource(registry, 'setting')!.fields
      .filter((f) => !(f.name in settingBefore) && !(f.name in filled))
      .map((f) => [f.name, f.kind === 'bool' ? (f.default ? 1 : 0) : f.default ?? null])); // a flag is stored as 0/1
    const after = await database.db.selectFrom('setting').selectAll().executeTakeFirstOrThrow();
    // Migration 028 writes the release's 15-digit NPWP as the 16 digits the settings now take.
    const npwp = { npwp: '0012345678424000' };
    expect(settingBefore.npwp).toBe('01.234.567.8-424.000');
    expect(after).toEqual({ ...settingBefore, ...filled, ...defaults, ...npwp, updated_at: after.updated_at });
    const admin = await t.login('admin@niaga.local', 'niaga123');
    const integritas = await t.call(admin, { method: 'GET', url: '/api/integritas' });
    expect(integritas.statusCode, integritas.body).toBe(200);
    expect(integritas.json().checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
  });

  it('writes the suppliers\' NPWPs as 16 digits (migration 029) as 028 did the company\'s; anything else stays for a user to correct', async () => {
    const typed = suppliersBefore.filter((r) => r.npwp !== null);
    expect(typed.map((r) => r.npwp)).toEqual(['01.234.567.8-424.000', '0123.4567.8424.0001', 'belum ada']);
    const after = new Map((await database.db.selectFrom('supplier').select(['id', 'npwp']).execute()).map((r) => [Number(r.id), r.npwp]));
    expect(typed.map((r) => after.get(r.id))).toEqual(['0012345678424000', '0123456784240001', 'belum ada']);
  });

  it('gives each cash box of the old release its role (migration 027): none is left as tunai', async () => {
    const rows = await database.db.selectFrom('kas').select(['kode', 'jenis']).where('deleted_at', 'is', null).orderBy('kode').execute();
    const byKode = Object.fromEntries(rows.map((r) => [String(r.kode), String(r.jenis)]));
    expect(rows.filter((r) => !['kas_besar', 'kas_kecil', 'bank', 'kas_sales'].includes(String(r.jenis)))).toEqual([]);
    expect(byKode).toMatchObject({ 'KAS-01': 'kas_besar', 'KAS-02': 'kas_kecil', 'KAS-S1': 'kas_sales', 'KAS-S2': 'kas_sales', 'BCA-01': 'bank' });
  });

  it('duplicates no menu, role, level or account', async () => {
    expect(await duplicateBaseRows(database)).toEqual(NO_DUPLICATES);
    expect(await countRows(database, 'menu')).toBe(registryMenuUrls(registry).length);
  });

  it('brings back the missing menu with its grants, and keeps the renamed one\'s name', async () => {
    const { db } = database;
    const back = await db.selectFrom('menu').select(['id', 'name']).where('url', '=', '/hutang').executeTakeFirstOrThrow();
    expect(back.name).toBe('Hutang Konsumen');
    const granted = await db.selectFrom('role').innerJoin('level', 'level.id', 'role.level_id').select('level.nama_level').where('role.menu_id', '=', back.id).execute();
    expect(granted.map((g) => g.nama_level).sort()).toEqual(['Admin', 'Finance', 'General Manager', 'Owner', 'Sales', 'Supervisor']);
    const grantedNew = addedSinceFixture.length
      ? await db.selectFrom('role').innerJoin('menu', 'menu.id', 'role.menu_id').select('role.id').where('menu.url', 'in', addedSinceFixture).execute()
      : [];
    expect(await countRows(database, 'role')).toBe(roleRowsBefore + granted.length + grantedNew.length + grantsOnOldMenus);
    expect((await db.selectFrom('menu').select('name').where('url', '=', '/barang').executeTakeFirstOrThrow()).name).toBe('Daftar Barang');
  });

  it('lets the admin reach every registry menu', async () => {
    await expectEveryMenuReachable(t, await t.login('admin@niaga.local', 'niaga123'), registry);
  });

  it('adds nothing on the next start', async () => {
    const again = await startDatabase(database, registry, { demo: true });
    expect(Object.values(again.baseData).every((n) => n === 0)).toBe(true);
    expect(await counts()).toEqual(before);
  });
});
