import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Registry, ResourceDef } from '../../../common/registry.js';
import { resourceOps } from '../../../common/registry.js';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { nextDocNumber } from '../../../server/core/doc-number.js';
import { syncSchema } from '../../../server/core/schema-sync.js';

/** A document with line items, only in this test: the engine must carry it without code of its own. */
const nota: ResourceDef = {
  name: 'nota-uji', label: 'Nota Uji', labelPlural: 'Nota Uji', menu: '/rute', path: '/nota-uji', titleField: 'nomor',
  lines: { resource: 'nota-uji-rincian', foreignKey: 'nota_uji_id', field: 'rincian' },
  fields: [
    { name: 'nomor', kind: 'text', label: 'Nomor', required: true, unique: true, searchable: true },
    { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true, filterable: true, sortable: true },
    { name: 'total', kind: 'money', label: 'Total', readOnly: true },
  ],
};
const rincian: ResourceDef = {
  name: 'nota-uji-rincian', label: 'Rincian Nota Uji', labelPlural: 'Rincian Nota Uji', menu: '/rute', path: '/nota-uji-rincian',
  titleField: 'id', parent: 'nota-uji',
  fields: [
    { name: 'nota_uji_id', kind: 'ref', ref: 'nota-uji', label: 'Nota', required: true },
    { name: 'satuan_id', kind: 'ref', ref: 'satuan', label: 'Satuan', required: true },
    { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, min: 1 },
    { name: 'harga', kind: 'money', label: 'Harga', required: true, min: 0 },
  ],
};
const fixture: Registry = { ...registry, resources: [...registry.resources, nota, rincian] };

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ registry: fixture }); }, 300_000);
afterAll(async () => { await t.close(); });

describe('line items', () => {
  it('are saved with their parent, replaced on update, and answered with get-one', async () => {
    const res = await t.call('admin', { method: 'POST', url: '/api/input/nota-uji', payload: { nomor: 'N-1', tanggal: '2026-11-01', rincian: [{ satuan_id: 1, jumlah: 2, harga: 5000 }, { satuan_id: 2, jumlah: 1, harga: 120000 }] } });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc.rincian.map((l: { line_no: number; jumlah: number }) => [l.line_no, l.jumlah])).toEqual([[1, 2], [2, 1]]);
    // A line names what it refers to by code and full name.
    expect(doc.rincian[0].satuan).toEqual({ id: 1, nama: expect.any(String), kode: expect.any(String) });

    const keep = doc.rincian[1];
    const upd = await t.call('admin', { method: 'POST', url: '/api/input/nota-uji', payload: { id: doc.id, rincian: [{ id: keep.id, satuan_id: 2, jumlah: 3, harga: 120000 }, { satuan_id: 3, jumlah: 4, harga: 1000 }] } });
    expect(upd.statusCode, upd.body).toBe(200);
    const lines = upd.json().data.rincian;
    expect(lines.map((l: { id: number; jumlah: number }) => l.jumlah)).toEqual([3, 4]);
    expect(lines[0].id).toBe(keep.id);
    expect(await countRows(t.database, 'nota_uji_rincian')).toBe(2);

    const byParent = await t.call('admin', { method: 'GET', url: `/api/nota-uji-rincian?nota_uji_id=${doc.id}` });
    expect(byParent.json().total).toBe(2);
  });

  it('a bad line refuses the whole document and writes nothing', async () => {
    const docs = await countRows(t.database, 'nota_uji');
    const lines = await countRows(t.database, 'nota_uji_rincian');
    const res = await t.call('admin', { method: 'POST', url: '/api/input/nota-uji', payload: { nomor: 'N-2', tanggal: '2026-11-02', rincian: [{ satuan_id: 1, jumlah: 1, harga: 1 }, { satuan_id: 99999, jumlah: 0, harga: 1 }] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'rincian.1.jumlah': ['Jumlah minimal 1'] });
    const missingRef = await t.call('admin', { method: 'POST', url: '/api/input/nota-uji', payload: { nomor: 'N-2', tanggal: '2026-11-02', rincian: [{ satuan_id: 99999, jumlah: 1, harga: 1 }] } });
    expect(missingRef.statusCode).toBe(422);
    expect(missingRef.json().errors).toEqual({ 'rincian.0.satuan_id': ['Satuan tidak ditemukan'] });
    expect(await countRows(t.database, 'nota_uji')).toBe(docs);
    expect(await countRows(t.database, 'nota_uji_rincian')).toBe(lines);
  });

  it('a line of another document cannot be updated through this one', async () => {
    const a = (await t.call('admin', { method: 'POST', url: '/api/input/nota-uji', payload: { nomor: 'N-3', tanggal: '2026-11-03', rincian: [{ satuan_id: 1, jumlah: 1, harga: 1 }] } })).json().data;
    const b = (await t.call('admin', { method: 'POST', url: '/api/input/nota-uji', payload: { nomor: 'N-4', tanggal: '2026-11-03', rincian: [] } })).json().data;
    const res = await t.call('admin', { method: 'POST', url: '/api/input/nota-uji', payload: { id: b.id, rincian: [{ id: a.rincian[0].id, satuan_id: 1, jumlah: 9, harga: 1 }] } });
    expect(res.statusCode).toBe(422);
    const again = (await t.call('admin', { method: 'GET', url: `/api/nota-uji/${a.id}` })).json().data;
    expect(again.rincian[0].jumlah).toBe(1);
  });

  it('server-managed fields are refused on save', async () => {
    const res = await t.call('admin', { method: 'POST', url: '/api/input/nota-uji', payload: { nomor: 'N-5', tanggal: '2026-11-03', total: 1 } });
    expect(res.statusCode).toBe(400);
  });
});

describe('list queries', () => {
  it('filter ranges, repeated keys, sort and paging', async () => {
    const base = '/api/nota-uji?sort=tanggal&order=ASC';
    const range = (await t.call('admin', { method: 'GET', url: `${base}&tanggal_gte=2026-11-02&tanggal_lte=2026-11-03` })).json();
    expect(range.data.every((d: { tanggal: string }) => d.tanggal >= '2026-11-02' && d.tanggal <= '2026-11-03')).toBe(true);
    const ids = (await t.call('admin', { method: 'GET', url: '/api/satuan?id=1&id=3' })).json();
    expect(ids.data.map((d: { id: number }) => d.id).sort()).toEqual([1, 3]);
    const page = (await t.call('admin', { method: 'GET', url: '/api/satuan?perPage=3&page=2&sort=kode&order=ASC' })).json();
    const all = (await t.call('admin', { method: 'GET', url: '/api/satuan?perPage=100&sort=kode&order=ASC' })).json();
    expect(page.data.map((d: { id: number }) => d.id)).toEqual(all.data.slice(3, 6).map((d: { id: number }) => d.id));
    expect(page.total).toBe(all.total);
    expect((await t.call('admin', { method: 'GET', url: '/api/satuan?order=NAIK' })).statusCode).toBe(400);
    expect((await t.call('admin', { method: 'GET', url: '/api/rute?aktif=mungkin' })).statusCode).toBe(400);
  });
});

describe('delete', () => {
  it('refuses to delete master data that others reference (409) and soft-deletes where declared', async () => {
    const res = await t.call('admin', { method: 'DELETE', url: '/api/teritori/1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/masih dipakai pada data Rute/);
    const rute = (await t.call('admin', { method: 'GET', url: '/api/rute?sort=id&order=ASC' })).json();
    const id = rute.data[0].id;
    expect((await t.call('admin', { method: 'DELETE', url: `/api/rute/${id}` })).statusCode).toBe(200);
    const row = await t.database.db.selectFrom('rute').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect((await t.call('admin', { method: 'GET', url: '/api/rute' })).json().total).toBe(rute.total - 1);
  });
});

describe('audit log', () => {
  it('records who changed what, before and after, for create, update and delete', async () => {
    const created = (await t.call('gm', { method: 'POST', url: '/api/input/jabatan', payload: { kode: 'AUD', nama: 'Auditor' } })).json().data;
    await t.call('gm', { method: 'POST', url: '/api/input/jabatan', payload: { id: created.id, nama: 'Auditor Internal' } });
    await t.call('admin', { method: 'DELETE', url: `/api/jabatan/${created.id}` });
    const rows = await t.database.db.selectFrom('audit_log').selectAll().where('resource', '=', 'jabatan').where('record_id', '=', created.id).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    const gm = await t.database.db.selectFrom('users').select('id').where('email', '=', 'gm@niaga.local').executeTakeFirstOrThrow();
    expect(rows[1].user_id).toBe(gm.id);
    expect(JSON.parse(rows[1].before as string).nama).toBe('Auditor');
    expect(JSON.parse(rows[1].after as string).nama).toBe('Auditor Internal');
  });
});

describe('document numbers', () => {
  it('run per type and month without gaps, and roll back with a failed write', async () => {
    const { db } = t.database;
    const a = await db.transaction().execute((trx) => nextDocNumber(trx, 'UJ', '2026-11-05'));
    const b = await db.transaction().execute((trx) => nextDocNumber(trx, 'UJ', '2026-11-30'));
    const c = await db.transaction().execute((trx) => nextDocNumber(trx, 'UJ', '2026-12-01'));
    const d = await db.transaction().execute((trx) => nextDocNumber(trx, 'PB', '2026-11-05'));
    expect([a, b, c, d]).toEqual(['UJ/2026/11/0001', 'UJ/2026/11/0002', 'UJ/2026/12/0001', 'PB/2026/11/0001']);
    await expect(db.transaction().execute(async (trx) => { await nextDocNumber(trx, 'UJ', '2026-11-06'); throw new Error('gagal'); })).rejects.toThrow('gagal');
    expect(await db.transaction().execute((trx) => nextDocNumber(trx, 'UJ', '2026-11-06'))).toBe('UJ/2026/11/0003');
    const many = await Promise.all(Array.from({ length: 20 }, () => db.transaction().execute((trx) => nextDocNumber(trx, 'MT', '2026-11-01'))));
    expect(new Set(many).size).toBe(20);
  });
});

describe('schema sync', () => {
  it('adds new tables and columns without touching existing data', async () => {
    const before = await countRows(t.database, 'satuan');
    const grown: Registry = {
      ...fixture,
      resources: fixture.resources.map((r) => (r.name === 'satuan' ? { ...r, fields: [...r.fields, { name: 'faktor_uji', kind: 'int', label: 'Faktor', default: 1 }] } : r)),
    };
    await syncSchema(t.database.db, t.database.kind, grown);
    await syncSchema(t.database.db, t.database.kind, grown);
    const row = await t.database.db.selectFrom('satuan').select(['faktor_uji']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.faktor_uji).toBe(1);
    expect(await countRows(t.database, 'satuan')).toBe(before);
  });
});

describe('GET /api/docs and /api/health', () => {
  it('document every registry resource and answer without a session', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const r of fixture.resources) {
      expect(doc.paths[`/api/${r.name}`]?.get, r.name).toBeDefined();
      // A read-only resource may still take a step at its input path (SPEC's `input/asset-riwayat-peminjaman` cancels).
      const writable = resourceOps(r).some((op) => op === 'create' || op === 'update') || !!r.workflow?.transitions.some((x) => x.path === `input/${r.name}`);
      expect(doc.paths[`/api/input/${r.name}`]?.post !== undefined, r.name).toBe(writable);
    }
    expect(doc.paths['/api/auth/user-login'].post).toBeDefined();
    expect(doc.paths['/api/user/ganti-password/{id}'].post).toBeDefined();
    expect(doc.components.schemas['user-input'].properties.token_version).toBeUndefined();
    expect(doc.components.schemas.user.properties.password).toBeUndefined();
  });
});
