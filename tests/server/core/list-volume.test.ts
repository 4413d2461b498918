import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { Registry, ResourceDef } from '../../../common/registry.js';
import type { Database_ } from '../../../server/db/connection.js';
import { syncSchema } from '../../../server/core/schema-sync.js';
import { parseListParams } from '../../../server/core/list-query.js';
import { countRecords, listRecords } from '../../../server/core/records.js';
import { keptTotal } from '../../../server/core/row-counters.js';
import { freshDatabase } from '../support/helpers.js';

/**
 * Lists at volume (issue 11): kept totals, indexed text search with LIKE's semantics, and the schema sync
 * of their structures. A registry of its own, no demo seed: only the engine is under test.
 */
const merek: ResourceDef = {
  name: 'merek-uji', label: 'Merek Uji', labelPlural: 'Merek Uji', menu: '/uji', path: '/merek-uji', titleField: 'nama',
  fields: [{ name: 'nama', kind: 'text', label: 'Nama', required: true, searchable: true, sortable: true }],
};
const produk: ResourceDef = {
  name: 'produk-uji', label: 'Produk Uji', labelPlural: 'Produk Uji', menu: '/uji', path: '/produk-uji', titleField: 'nama',
  softDelete: true, defaultSort: { field: 'nama', order: 'ASC' },
  fields: [
    { name: 'kode', kind: 'text', label: 'Kode', required: true, searchable: true, sortable: true },
    { name: 'nama', kind: 'text', label: 'Nama', required: true, searchable: true, sortable: true },
    { name: 'catatan', kind: 'text', label: 'Catatan' },
    { name: 'merek_id', kind: 'ref', ref: 'merek-uji', label: 'Merek', filterable: true, searchable: true },
  ],
};
const base: Registry = { resources: [merek, produk] } as unknown as Registry;

let database: Database_;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await syncSchema(database.db, database.kind, base);
});
afterAll(async () => { await drop(); });

const list = (query: Record<string, string>, registry = base) => listRecords(database.db, database.kind, registry, produk, parseListParams(produk, { perPage: '1000', ...query }), { user: null });
const rawCount = async (table: string, live = true) => {
  const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} ${sql.raw(live ? 'where deleted_at is null' : '')}`.execute(database.db);
  return Number(row.rows[0].n);
};

describe('kept totals', () => {
  it('equal count(*) after inserts, soft deletes, restores and deletes by any writer', async () => {
    const db = database.db;
    const at = '2026-11-25T00:00:00.000Z';
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const row = await db.insertInto('produk_uji').values({ kode: `T-${i}`, nama: `Total ${i}`, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await db.insertInto('produk_uji').values(Array.from({ length: 20 }, (_, i) => ({ kode: `B-${i}`, nama: `Borongan ${i}`, created_at: at }))).execute();
    expect(await keptTotal(db, database.kind, 'produk_uji')).toBe(await rawCount('produk_uji'));

    await db.updateTable('produk_uji').set({ deleted_at: at }).where('id', 'in', ids.slice(0, 10)).execute();
    await db.updateTable('produk_uji').set({ deleted_at: at }).where('id', 'in', ids.slice(0, 5)).execute(); // already deleted
    await db.updateTable('produk_uji').set({ catatan: 'ubah' }).where('id', 'in', ids).execute();
    expect(await keptTotal(db, database.kind, 'produk_uji')).toBe(await rawCount('produk_uji'));

    await db.updateTable('produk_uji').set({ deleted_at: null }).where('id', 'in', ids.slice(0, 3)).execute();
    await db.deleteFrom('produk_uji').where('id', 'in', ids.slice(3, 6)).execute(); // soft-deleted, then removed
    await db.deleteFrom('produk_uji').where('id', 'in', ids.slice(20, 25)).execute(); // live, removed
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('produk_uji').values({ kode: 'R-1', nama: 'Batal', created_at: at }).execute();
      await trx.deleteFrom('produk_uji').where('id', '=', ids[29]).execute();
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('produk_uji').values({ kode: 'R-2', nama: 'Gagal', created_at: at }).execute();
      throw new Error('rolled back');
    }).catch(() => undefined);
    const expected = await rawCount('produk_uji');
    expect(await keptTotal(db, database.kind, 'produk_uji')).toBe(expected);
    expect((await list({})).total).toBe(expected);
    expect(await keptTotal(db, database.kind, 'merek_uji')).toBe(await rawCount('merek_uji', false));
  });

  it('stay exact when many deltas pile up and are folded, and filtered totals count what they match', async () => {
    const db = database.db;
    for (let i = 0; i < 80; i++) await db.insertInto('produk_uji').values({ kode: `F-${i}`, nama: `Lipat ${i}`, created_at: 'x' }).execute();
    const first = await keptTotal(db, database.kind, 'produk_uji');
    expect(first).toBe(await rawCount('produk_uji'));
    expect(await keptTotal(db, database.kind, 'produk_uji')).toBe(first);
    const filtered = parseListParams(produk, { q: 'Lipat 7' });
    expect(await countRecords(db, database.kind, base, produk, filtered, { user: null })).toBe(11); // 7, 70–79
  });

  it('are counted afresh when an existing table first gets its triggers (an upgraded database)', async () => {
    const db = database.db;
    const triggers = database.kind === 'postgres'
      ? (await sql<{ name: string }>`select tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where c.relname = 'produk_uji' and c.relnamespace = current_schema()::regnamespace and tgname like '%rc%'`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like 'produk_uji_rc%'`.execute(db)).rows;
    expect(triggers.length).toBe(3);
    for (const { name } of triggers) await sql.raw(database.kind === 'postgres' ? `drop trigger ${name} on produk_uji` : `drop trigger ${name}`).execute(db);
    await db.insertInto('produk_uji').values({ kode: 'U-1', nama: 'Tanpa pemicu', created_at: 'x' }).execute();
    await syncSchema(db, database.kind, base);
    await db.insertInto('produk_uji').values({ kode: 'U-2', nama: 'Dengan pemicu', created_at: 'x' }).execute();
    expect(await keptTotal(db, database.kind, 'produk_uji')).toBe(await rawCount('produk_uji'));
  });
});

describe('text search', () => {
  // ASCII only: SQLite's LIKE folds the case of ASCII letters alone, PostgreSQL's ILIKE of every letter.
  const alphabet = fc.constantFrom(...'aAbBkKoOpPiI 0_%"\'\\-.'.split(''));
  const text = (min: number, max: number) => fc.array(alphabet, { minLength: min, maxLength: max }).map((cs) => cs.join(''));

  it('matches exactly what LIKE %q% matched, on own fields and through references (property)', async () => {
    const db = database.db;
    await db.deleteFrom('produk_uji').execute();
    await db.deleteFrom('merek_uji').execute();
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ kode: text(1, 6), nama: text(0, 14), merek: fc.integer({ min: 0, max: 3 }), deleted: fc.boolean() }), { minLength: 1, maxLength: 25 }),
      fc.array(text(1, 6), { minLength: 4, maxLength: 4 }),
      text(1, 5),
      async (rows, merekNames, rawTerm) => {
        const term = rawTerm.trim();
        fc.pre(term.length > 0);
        await db.deleteFrom('produk_uji').execute();
        await db.deleteFrom('merek_uji').execute();
        const merekIds: number[] = [];
        for (const nama of merekNames) merekIds.push((await db.insertInto('merek_uji').values({ nama }).returning('id').executeTakeFirstOrThrow()).id);
        for (const r of rows) {
          await db.insertInto('produk_uji').values({ kode: r.kode, nama: r.nama, merek_id: merekIds[r.merek], deleted_at: r.deleted ? 'x' : null }).execute();
        }
        // Rename one brand after the fact: the index must follow updates.
        await db.updateTable('merek_uji').set({ nama: `${merekNames[0]}${term}` }).where('id', '=', merekIds[0]).execute();
        const brand = (i: number) => (i === 0 ? `${merekNames[0]}${term}` : merekNames[i]);
        const has = (s: string) => s.toLowerCase().includes(term.toLowerCase());
        const expected = rows.filter((r) => !r.deleted && (has(r.kode) || has(r.nama) || has(brand(r.merek))))
          .map((r) => r.kode).sort();
        const found = await list({ q: term, sort: 'id' });
        expect(found.data.map((r) => r.kode as string).sort()).toEqual(expected);
        expect(found.total).toBe(expected.length);
      },
    ), { numRuns: 40 });
  });

  it('pages many or few matches in the same order as LIKE did (property)', async () => {
    const db = database.db;
    const like = database.kind === 'postgres' ? 'ilike' : 'like';
    await fc.assert(fc.asyncProperty(
      // A small alphabet makes many rows match, so both ways of paging are taken.
      fc.array(fc.array(fc.constantFrom('a', 'A', 'a', 'A', 'b', '_', '%'), { minLength: 3, maxLength: 10 }).map((cs) => cs.join('')), { minLength: 20, maxLength: 60 }),
      fc.oneof(text(1, 3), fc.constantFrom('aaa', 'aAa', 'Aab', 'a_a', 'a%')),
      fc.integer({ min: 1, max: 3 }),
      fc.constantFrom('ASC', 'DESC'),
      fc.constantFrom('nama', 'id'),
      async (names, rawTerm, page, order, sort) => {
        const term = rawTerm.trim();
        fc.pre(term.length > 0);
        await db.deleteFrom('produk_uji').execute();
        await db.deleteFrom('merek_uji').execute();
        if (names.length) await db.insertInto('merek_uji').values(names.map((nama) => ({ nama }))).execute();
        const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const { rows } = await sql<{ id: number }>`select id from merek_uji where nama ${sql.raw(like)} ${pattern} escape '\\'
          order by ${sql.raw(sort === 'nama' ? 'nama ' + order + ', ' : '')}id ${sql.raw(order)} limit 2 offset ${(page - 1) * 2}`.execute(db);
        const params = parseListParams(merek, { q: term, perPage: '2', page: String(page), sort, order });
        const found = await listRecords(db, database.kind, base, merek, params, { user: null });
        expect(found.data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
      },
    ), { numRuns: 40 });
  });
});

describe('filtered pages', () => {
  it('come in the same order whether read through the filter index or along the sort index (property)', async () => {
    const db = database.db;
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ kode: fc.string({ minLength: 1, maxLength: 4 }), merek: fc.integer({ min: 0, max: 3 }), deleted: fc.boolean() }), { minLength: 10, maxLength: 60 }),
      fc.integer({ min: 0, max: 1 }),
      fc.integer({ min: 1, max: 3 }),
      fc.constantFrom('ASC', 'DESC'),
      async (rows, pick, page, order) => {
        await db.deleteFrom('produk_uji').execute();
        await db.deleteFrom('merek_uji').execute();
        const merekIds: number[] = [];
        for (const nama of ['Satu', 'Dua', 'Tiga', 'Empat']) merekIds.push((await db.insertInto('merek_uji').values({ nama }).returning('id').executeTakeFirstOrThrow()).id);
        await db.insertInto('produk_uji').values(rows.map((r) => ({ kode: r.kode, nama: r.kode, merek_id: merekIds[r.merek % (pick + 1)], deleted_at: r.deleted ? 'x' : null }))).execute();
        const { rows: expected } = await sql<{ id: number }>`select id from produk_uji where deleted_at is null and merek_id = ${merekIds[0]}
          order by kode ${sql.raw(order)}, id ${sql.raw(order)} limit 2 offset ${(page - 1) * 2}`.execute(db);
        const found = await list({ merek_id: String(merekIds[0]), sort: 'kode', order, perPage: '2', page: String(page) });
        expect(found.data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
        expect(found.total).toBe(rows.filter((r) => !r.deleted && r.merek % (pick + 1) === 0).length);
      },
    ), { numRuns: 30 });
  });
});

describe('pages walked along the sort index', () => {
  it('fall back to reading every match when the matches sit together at the end of the order', async () => {
    const db = database.db;
    await db.deleteFrom('produk_uji').execute();
    await db.deleteFrom('merek_uji').execute();
    const [a, b] = await Promise.all(['Awal', 'Akhir'].map(async (nama) => (await db.insertInto('merek_uji').values({ nama }).returning('id').executeTakeFirstOrThrow()).id));
    const rows = Array.from({ length: 200 }, (_, i) => (i < 100
      ? { kode: `A${String(i).padStart(3, '0')}`, nama: `Teh ${i}`, merek_id: a }
      : { kode: `Z${String(i).padStart(3, '0')}`, nama: `Kopi ${i}`, merek_id: b }));
    await db.insertInto('produk_uji').values(rows).execute();
    for (const [query, first] of [[{ merek_id: String(b) }, 'Z100'], [{ q: 'Kopi' }, 'Z100'], [{ merek_id: String(a) }, 'A000']] as const) {
      const found = await list({ ...query, sort: 'kode', order: 'ASC', perPage: '2', page: '1' });
      expect(found.data.map((r) => r.kode)).toEqual([first, first.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(3, '0'))]);
      expect(found.total).toBe(100);
    }
  });
});

describe('schema sync of the search structures', () => {
  const structures = async () => (database.kind === 'postgres'
    ? (await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like '%trgm' order by 1`.execute(database.db)).rows.map((r) => r.name)
    : (await sql<{ sql: string }>`select sql from sqlite_master where name = 'produk_uji_fts'`.execute(database.db)).rows.map((r) => r.sql));

  it('creates and drops them when a field becomes or stops being searchable', async () => {
    const db = database.db;
    await db.insertInto('produk_uji').values({ kode: 'S-1', nama: 'Sabun Cuci', catatan: 'wangi melati', created_at: 'x' }).execute();
    const withCatatan: Registry = { resources: [merek, { ...produk, fields: produk.fields.map((f) => (f.name === 'catatan' ? { ...f, searchable: true } : f)) }] } as unknown as Registry;
    await syncSchema(db, database.kind, withCatatan);
    if (database.kind === 'postgres') expect(await structures()).toContain('produk_uji_catatan_trgm');
    else expect((await structures())[0]).toContain('catatan');
    const viaCatatan = await listRecords(db, database.kind, withCatatan, withCatatan.resources[1], parseListParams(withCatatan.resources[1], { q: 'melati' }), { user: null });
    expect(viaCatatan.data.map((r) => r.kode)).toEqual(['S-1']);

    const noSearch: Registry = { resources: [merek, { ...produk, fields: produk.fields.map((f) => ({ ...f, searchable: false })) }] } as unknown as Registry;
    await syncSchema(db, database.kind, { resources: [{ ...merek, fields: merek.fields.map((f) => ({ ...f, searchable: false })) }, noSearch.resources[1]] } as unknown as Registry);
    expect(await structures()).toEqual([]);

    await syncSchema(db, database.kind, base);
    if (database.kind === 'postgres') expect(await structures()).toEqual(['merek_uji_nama_trgm', 'produk_uji_kode_trgm', 'produk_uji_nama_trgm']);
    else expect((await structures())[0]).not.toContain('catatan');
    expect((await list({ q: 'Sabun' })).data.map((r) => r.kode)).toEqual(['S-1']);
  });
});
