import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptTotal } from '../../../server/core/row-counters.js';
import { rowByRowReason } from '../../../server/import/batch.js';
import { findResource } from '../../../common/registry.js';
import { countRows, createTestApp, type TestApp } from '../support/helpers.js';
import { csvFile, multipart, type Cell } from './files.js';

/**
 * The bulk path of an import (server/import/batch.ts, issue 41): rows judged a chunk at a time give the answers
 * the row-by-row save gave, across chunks too, and leave what a save leaves (audit rows, row counters, search).
 */
let t: TestApp;
let kategori: string;
let satuan: Array<{ id: number; kode: string }>;
beforeAll(async () => {
  t = await createTestApp();
  kategori = String((await t.database.db.selectFrom('kategori').select('kode').orderBy('id').executeTakeFirstOrThrow()).kode);
  satuan = (await t.database.db.selectFrom('satuan').select(['id', 'kode']).orderBy('id').limit(2).execute()).map((s) => ({ id: Number(s.id), kode: String(s.kode) }));
});
afterAll(async () => { await t.close(); });

const HEADER: Cell[] = ['Kode Barang', 'Nama Barang', 'Kategori', 'Satuan Dasar', 'Barcode'];
const post = (rows: Cell[][], query = '') => t.call('admin', { method: 'POST', url: `/api/import/barang${query}`, ...multipart('barang.csv', csvFile(rows), 'text/csv') });
const goods = (prefix: string, n: number): Cell[][] => Array.from({ length: n }, (_, i) => [`${prefix}-${String(i).padStart(4, '0')}`, `Barang Curah ${prefix} ${i}`, kategori, satuan[0].kode, null]);

describe('which resources take the bulk path', () => {
  it('goods do; opening balances (a save hook with ledger effects) and racks (derived warehouse) keep the row-by-row save', () => {
    const hooks = t.app.hooks;
    const reason = (name: string) => rowByRowReason(t.app.ctx, findResource(t.registry, name)!, hooks[name], null);
    expect(reason('barang')).toBeNull();
    expect(reason('satuan')).toBeNull();
    expect(reason('saldo-awal-stok')).not.toBeNull();
    expect(reason('saldo-awal-akun')).not.toBeNull();
    expect(reason('gudang-rak')).not.toBeNull();
    // As docs/imports-exports.md lists them.
    expect(t.registry.resources.filter((r) => r.importable && reason(r.name) === null).map((r) => r.name)).toEqual([
      'rute', 'teritori', 'jabatan', 'karyawan', 'satuan', 'kategori', 'barang', 'kategori-harga', 'harga-jual', 'konsumen-type',
      'supplier', 'vendor', 'gudang', 'kendaraan', 'kendaraan-bagian', 'komponen-gaji',
    ]);
  });
});

describe('a file of more than one chunk', () => {
  it('refuses a code used again far down the file, naming only the later row, and writes nothing', async () => {
    const before = [await countRows(t.database, 'barang'), await countRows(t.database, 'audit_log')];
    const rows = goods('BD', 1200);
    rows[1100] = [...rows[3]];
    const res = await post([HEADER, ...rows]);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json().errors).toEqual({ 'baris.1102.kode': ['Kode Barang sudah dipakai'] });
    expect([await countRows(t.database, 'barang'), await countRows(t.database, 'audit_log')]).toEqual(before);
  });

  it('a dry run reports every bad row of every chunk in file order, writing nothing', async () => {
    const rows = goods('BR', 1200);
    rows[10][2] = 'tak ada';
    rows[900][1] = null;
    const res = await t.call('admin', { method: 'POST', url: '/api/import/barang?dry_run=1', ...multipart('barang.csv', csvFile([HEADER, ...rows]), 'text/csv') });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toMatchObject({ jumlah_baris: 1200, valid: 1198, tidak_valid: 2, ditambahkan: 1198 });
    expect(res.json().data.kesalahan).toEqual([
      { baris: 12, field: 'kategori_id', kolom: 'Kategori', pesan: 'Kategori "tak ada" tidak ditemukan' },
      { baris: 902, field: 'nama', kolom: 'Nama Barang', pesan: 'Nama Barang wajib diisi' },
    ]);
    expect(await t.database.db.selectFrom('barang').select('id').where('kode', 'like', 'BR-%').execute()).toEqual([]);
  });

  it('writes every row with one audit row each, ids in file order, and keeps the row counter and the search index', async () => {
    const auditBefore = await countRows(t.database, 'audit_log');
    const res = await post([HEADER, ...goods('BK', 1200)]);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toMatchObject({ ditambahkan: 1200, diperbarui: 0 });
    const stored = await t.database.db.selectFrom('barang').select(['id', 'kode', 'created_by', 'created_at']).where('kode', 'like', 'BK-%').orderBy('id').execute();
    expect(stored.map((r) => r.kode)).toEqual(goods('BK', 1200).map((r) => r[0]));
    expect(stored.every((r) => r.created_by !== null && r.created_at)).toBe(true);
    expect(await countRows(t.database, 'audit_log')).toBe(auditBefore + 1200);
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'after', 'user_id']).where('resource', '=', 'barang').where('record_id', '=', stored[700].id as number).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe('create');
    expect(JSON.parse(String(audit[0].after))).toMatchObject({ id: stored[700].id, kode: 'BK-0700', kategori: { kode: kategori }, konversi_satuan: [] });
    const live = Number((await t.database.db.selectFrom('barang').select((eb) => eb.fn.countAll().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow()).n);
    expect(await keptTotal(t.database.db, t.database.kind, 'barang')).toBe(live);
    const found = (await t.call('admin', { method: 'GET', url: '/api/barang?q=Curah%20BK%201199' })).json();
    expect(found.data.map((r: { kode: string }) => r.kode)).toEqual(['BK-1199']);
  });

  it('?update=1 judges rows in file order: a barcode an earlier row gives up is free for a later one', async () => {
    const ok = await post([HEADER, ['BU-1', 'Satu', kategori, satuan[0].kode, 'BC-41-A'], ['BU-2', 'Dua', kategori, satuan[0].kode, 'BC-41-B']]);
    expect(ok.statusCode, ok.body).toBe(200);
    const swap = await post([['Kode Barang', 'Barcode'], ['BU-1', 'BC-41-C'], ['BU-2', 'BC-41-A']], '?update=1');
    expect(swap.statusCode, swap.body).toBe(200);
    expect(swap.json().data).toMatchObject({ diperbarui: 2, ditambahkan: 0 });
    const taken = await post([['Kode Barang', 'Barcode'], ['BU-1', 'BC-41-A'], ['BU-2', 'BC-41-D']], '?update=1');
    expect(taken.statusCode, taken.body).toBe(422);
    expect(taken.json().errors).toEqual({ 'baris.2.barcode': ['Barcode sudah dipakai'] });
    const audit = await t.database.db.selectFrom('audit_log').innerJoin('barang', 'barang.id', 'audit_log.record_id')
      .select(['audit_log.action', 'audit_log.before', 'audit_log.after']).where('audit_log.resource', '=', 'barang').where('barang.kode', '=', 'BU-2').orderBy('audit_log.id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect([JSON.parse(String(audit[1].before)).barcode, JSON.parse(String(audit[1].after)).barcode]).toEqual(['BC-41-B', 'BC-41-A']);
  });

  it('refuses a base unit listed as a larger unit with the message of the save (its afterWrite hook)', async () => {
    const made = await t.call('admin', { method: 'POST', url: '/api/input/barang', payload: {
      kode: 'BS-1', nama: 'Konversi', kategori_id: (await t.database.db.selectFrom('kategori').select('id').where('kode', '=', kategori).executeTakeFirstOrThrow()).id,
      satuan_id: satuan[0].id, konversi_satuan: [{ satuan_id: satuan[1].id, faktor: 12 }],
    } });
    expect(made.statusCode, made.body).toBe(201);
    const bySave = await t.call('admin', { method: 'POST', url: '/api/input/barang', payload: { id: made.json().data.id, satuan_id: satuan[1].id } });
    expect(bySave.statusCode).toBe(422);
    const byImport = await post([['Kode Barang', 'Satuan Dasar'], ['BS-1', satuan[1].kode]], '?update=1');
    expect(byImport.statusCode, byImport.body).toBe(422);
    expect(byImport.json().errors).toEqual({ 'baris.2.satuan_id': bySave.json().errors.satuan_id });
  });
});
