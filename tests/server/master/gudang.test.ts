import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const gudangId = async (kode: string) => (await t.database.db.selectFrom('gudang').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id as number;
const save = (user: string, name: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api/input/${name}`, payload });
const list = async (user: string, url: string) => (await t.call(user, { method: 'GET', url })).json();

describe('gudang hierarchy: block → rack → drawer, pallets on a block', () => {
  it('the demo warehouses have blocks, racks, drawers and pallets; racks and drawers filter by warehouse', async () => {
    const g1 = await gudangId('GD-01');
    const racks = await list('gudang', `/api/gudang-rak?gudang_id=${g1}&perPage=100`);
    expect(racks.total).toBe(12);
    expect(racks.data.every((r: { gudang_id: number }) => r.gudang_id === g1)).toBe(true);
    expect(racks.data[0].gudang_blok).toEqual({ id: expect.any(Number), nama: expect.stringMatching(/^Blok/) });
    const drawers = await list('gudang', `/api/gudang-laci?gudang_id=${g1}&perPage=1000`);
    expect(drawers.total).toBe(48);
    const pallets = await list('gudang', `/api/gudang-palet?gudang_id=${g1}&perPage=100`);
    expect(pallets.total).toBe(24);
    const blocks = await list('gudang', `/api/gudang-blok?gudang_id=${g1}&jenis=rak`);
    expect(blocks.data.map((b: { kode: string }) => b.kode)).toEqual(['A', 'B']);
  });

  it('a new rack takes its warehouse from its block; a drawer from its rack; moving a block carries them', async () => {
    const [g2, g3] = [await gudangId('GD-02'), await gudangId('GD-03')];
    const blok = (await save('gudang', 'gudang-blok', { gudang_id: g2, kode: 'Z', nama: 'Blok Z - Uji', jenis: 'rak' })).json().data;
    const rak = (await save('gudang', 'gudang-rak', { gudang_blok_id: blok.id, kode: 'Z-01', jumlah_tingkat: 3 })).json().data;
    expect(rak.gudang_id).toBe(g2);
    const laci = (await save('gudang', 'gudang-laci', { gudang_rak_id: rak.id, kode: 'Z-01-1', tingkat: 1 })).json().data;
    expect([laci.gudang_id, laci.gudang_blok_id]).toEqual([g2, blok.id]);
    const palet = (await save('gudang', 'gudang-palet', { gudang_blok_id: blok.id, kode: 'Z-P01', bahan: 'plastik' })).json().data;
    expect(palet.gudang_id).toBe(g2);
    expect((await save('gudang', 'gudang-rak', { gudang_blok_id: blok.id, kode: 'Z-02', gudang_id: g3 })).statusCode).toBe(400);

    expect((await save('gudang', 'gudang-blok', { id: blok.id, gudang_id: g3 })).statusCode).toBe(200);
    const after = await Promise.all([`/api/gudang-rak/${rak.id}`, `/api/gudang-laci/${laci.id}`, `/api/gudang-palet/${palet.id}`]
      .map(async (url) => (await t.call('gudang', { method: 'GET', url })).json().data.gudang_id));
    expect(after).toEqual([g3, g3, g3]);
  });

  it('codes are unique within their parent (422 naming the code), free across parents', async () => {
    const [g1, g2] = [await gudangId('GD-01'), await gudangId('GD-02')];
    const dup = await save('gudang', 'gudang-blok', { gudang_id: g1, kode: 'A', nama: 'Blok A lagi', jenis: 'rak' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ kode: ['Kode Blok sudah dipakai pada Gudang yang sama'] });
    const blokA = (await list('gudang', `/api/gudang-blok?gudang_id=${g1}&q=Minuman`)).data[0];
    const rak = await save('gudang', 'gudang-rak', { gudang_blok_id: blokA.id, kode: 'A-01' });
    expect(rak.json().errors).toEqual({ kode: ['Kode Rak sudah dipakai pada Blok yang sama'] });
    const other = (await list('gudang', `/api/gudang-blok?gudang_id=${g2}&jenis=rak`)).data[0];
    expect((await save('gudang', 'gudang-rak', { gudang_blok_id: other.id, kode: 'A-99' })).statusCode).toBe(201);
  });

  it('a block with racks or pallets cannot be deleted (409); an empty one can; a warehouse soft-deletes', async () => {
    const g1 = await gudangId('GD-01');
    const blokA = (await list('gudang', `/api/gudang-blok?gudang_id=${g1}&q=Minuman`)).data[0];
    const res = await t.call('gudang', { method: 'DELETE', url: `/api/gudang-blok/${blokA.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/masih dipakai pada data Rak Gudang/);
    const kosong = (await save('gudang', 'gudang-blok', { gudang_id: g1, kode: 'X', nama: 'Blok Kosong', jenis: 'lantai' })).json().data;
    expect((await t.call('gudang', { method: 'DELETE', url: `/api/gudang-blok/${kosong.id}` })).statusCode).toBe(200);
    const g3 = await gudangId('GD-03');
    expect((await t.call('admin', { method: 'DELETE', url: `/api/gudang/${g3}` })).statusCode).toBe(200);
    expect((await t.call('admin', { method: 'GET', url: `/api/gudang/${g3}` })).statusCode).toBe(404);
  });

  it('warehouse staff manage places; sales and finance do not', async () => {
    expect((await t.call('sales1', { method: 'GET', url: '/api/gudang-rak' })).statusCode).toBe(403);
    expect((await save('finance', 'gudang-palet', { gudang_blok_id: 1, kode: 'F' })).statusCode).toBe(403);
    expect((await t.call('gm', { method: 'GET', url: '/api/gudang-palet' })).statusCode).toBe(200);
  });
});

describe('gudang-sales-rute: salesperson, route, vehicle and loading warehouse', () => {
  it('GET lists the assignments with references; select-rute-sales answers the routes with theirs', async () => {
    const all = await list('admin', '/api/gudang-sales-rute?perPage=100');
    expect(all.total).toBe(8);
    expect(all.data[0]).toMatchObject({ rute: { nama: expect.any(String) }, karyawan: { nama_lengkap: expect.any(String) }, kendaraan: { no_polisi: expect.any(String) }, gudang: { nama_gudang: expect.any(String) } });
    const options = await list('sales1', '/api/select-rute-sales');
    const me = (await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow()).karyawan_id;
    expect(options.total).toBe(3);
    expect(options.data.every((r: { karyawan_id: number; kendaraan: { no_polisi: string } }) => r.karyawan_id === me && r.kendaraan.no_polisi === 'D 8123 ABK')).toBe(true);
    expect((await list('admin', '/api/select-rute-sales')).total).toBe(8);
    expect((await list('admin', `/api/select-rute-sales?karyawan_id=${me}`)).total).toBe(3);
    expect((await t.call('admin', { method: 'GET', url: '/api/select-rute-sales?x=1' })).statusCode).toBe(400);
    expect((await t.call('aset', { method: 'GET', url: '/api/select-rute-sales' })).statusCode).toBe(403);
    const mine = await list('sales1', '/api/gudang-sales-rute');
    expect(mine.total).toBe(3);
  });

  it('assigning moves the route to the salesperson; a vehicle serves one salesperson; a route has one assignment', async () => {
    const rows = (await list('admin', '/api/gudang-sales-rute?perPage=100')).data as Array<Record<string, number>>;
    const rt7 = rows.find((r) => r.kendaraan_id !== rows[0].kendaraan_id && r.karyawan_id !== rows[0].karyawan_id)!;
    const budi = rows[0];
    const moved = await save('admin', 'gudang-sales-rute', { id: rt7.id, karyawan_id: budi.karyawan_id, kendaraan_id: budi.kendaraan_id });
    expect(moved.statusCode, moved.body).toBe(200);
    const rute = await t.database.db.selectFrom('rute').select('karyawan_id').where('id', '=', rt7.rute_id).executeTakeFirstOrThrow();
    expect(rute.karyawan_id).toBe(budi.karyawan_id);

    const now = (await list('admin', '/api/gudang-sales-rute?perPage=100')).data as Array<Record<string, number>>;
    const other = now.find((r) => r.karyawan_id !== budi.karyawan_id)!;
    const clash = await save('admin', 'gudang-sales-rute', { id: other.id, kendaraan_id: budi.kendaraan_id });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.kendaraan_id[0]).toMatch(/sudah ditugaskan ke/);
    const twice = await save('admin', 'gudang-sales-rute', { rute_id: other.rute_id, karyawan_id: other.karyawan_id, kendaraan_id: other.kendaraan_id, gudang_id: other.gudang_id });
    expect(twice.json().errors).toEqual({ rute_id: ['Rute sudah dipakai'] });
    expect((await save('spv', 'gudang-sales-rute', { id: other.id, keterangan: 'x' })).statusCode).toBe(200);
    expect((await save('sales1', 'gudang-sales-rute', { id: budi.id, keterangan: 'x' })).statusCode).toBe(403);
  });
});
