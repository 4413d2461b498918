import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { expectIntegrity } from './fixtures.js';
import { todayJakarta } from '../../../common/format.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('the demo warehouse work', () => {
  it('leaves documents in every state, posted through the ledgers, with the books still consistent', async () => {
    const count = async (table: string, status: string) => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow()).n);
    for (const s of ['draft', 'diterima', 'dibatalkan']) expect(await count('penerimaan', s), `penerimaan ${s}`).toBeGreaterThan(0);
    for (const table of ['gudang_disposal_rusak', 'gudang_disposal_hilang']) for (const s of ['draft', 'diposting']) expect(await count(table, s), `${table} ${s}`).toBeGreaterThan(0);
    for (const s of ['draft', 'diposting']) expect(await count('stok_opname', s), `stok_opname ${s}`).toBeGreaterThan(0);
    for (const s of ['draft', 'diproses']) expect(await count('konversi_barang', s), `konversi_barang ${s}`).toBeGreaterThan(0);
    for (const s of ['draft', 'ditempatkan']) expect(await count('gudang_penyimpanan', s), `gudang_penyimpanan ${s}`).toBeGreaterThan(0);
    for (const s of ['diminta', 'dikirim', 'diterima', 'ditolak']) expect(await count('gudang_mutasi', s), `gudang_mutasi ${s}`).toBeGreaterThan(0);
    const transit = await t.database.db.selectFrom('stok').innerJoin('gudang_mutasi', (j) => j.on('stok.lokasi', '=', sql<string>`'T:' || gudang_mutasi.id`))
      .select(['gudang_mutasi.status', (eb) => eb.fn.sum<number>('stok.qty').as('q')]).where('stok.qty', '>', 0).groupBy('gudang_mutasi.status').execute();
    expect(transit.map((x) => x.status)).toEqual(['dikirim']);
    const placedRows = await t.database.db.selectFrom('stok_penempatan').select('id').where('qty', '>', 0).execute();
    expect(placedRows.length).toBeGreaterThan(3);
    const posted = await t.database.db.selectFrom('stok_ledger').select('id').where('dokumen_tipe', '=', 'penerimaan').execute();
    expect(posted.length).toBeGreaterThan(10);
    await expectIntegrity(t);
  });
});

describe('warehouse drafts wait on the warehouse admin', () => {
  it('badge counts per menu and a notification when someone else starts a document', async () => {
    const params = (await t.call('gudang', { method: 'GET', url: '/api/param-notif' })).json().data as Array<{ menu: string; resource: string; aktif: string[]; notif: number }>;
    const penerimaan = params.find((p) => p.resource === 'penerimaan')!;
    expect(penerimaan.aktif).toEqual(['draft']);
    expect(penerimaan.notif).toBeGreaterThan(0);
    const supplier = Number((await t.database.db.selectFrom('supplier').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    const gudang = Number((await t.database.db.selectFrom('users').select('gudang_id').where('email', '=', 'gudang@niaga.local').executeTakeFirstOrThrow()).gudang_id);
    const created = await t.call('gm', { method: 'POST', url: '/api/input/penerimaan', payload: { tanggal: todayJakarta(), supplier_id: supplier, gudang_id: gudang } });
    expect(created.statusCode, created.body).toBe(201);
    const inbox = (await t.call('gudang', { method: 'GET', url: '/api/notifikasi?dibaca=false' })).json().data as Array<{ resource: string; record_id: number }>;
    expect(inbox.some((n) => n.resource === 'penerimaan' && n.record_id === created.json().data.id)).toBe(true);
  });
});
