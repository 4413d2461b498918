import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const list = async (user: string, url: string) => (await t.call(user, { method: 'GET', url })).json();
const save = (user: string, name: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api/input/${name}`, payload });
const karyawanOf = async (name: string) => (await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', `${name}@niaga.local`).executeTakeFirstOrThrow()).karyawan_id as number;

describe('konsumen', () => {
  it('400 demo customers; a salesperson sees only those on their own routes', async () => {
    expect((await list('admin', '/api/konsumen')).total).toBe(400);
    const mine = await list('sales1', '/api/konsumen?perPage=1000');
    const routes = (await list('sales1', '/api/rute?perPage=100')).data.map((r: { id: number }) => r.id);
    expect(mine.total).toBe(150);
    expect(mine.data.every((k: { rute_id: number }) => routes.includes(k.rute_id))).toBe(true);
    const foreign = (await list('admin', '/api/konsumen?perPage=1000')).data.find((k: { rute_id: number }) => !routes.includes(k.rute_id));
    expect((await t.call('sales1', { method: 'GET', url: `/api/konsumen/${foreign.id}` })).statusCode).toBe(404);
    expect((await list('sales1', `/api/konsumen?rute_id=${foreign.rute_id}`)).total).toBe(0);
    expect((await list('finance', `/api/konsumen?rute_id=${foreign.rute_id}`)).total).toBe(50);
  });

  it('filters by type, route, territory and active; searches name, owner, address and phone; sorts by credit limit', async () => {
    const tipe = (await list('admin', '/api/konsumen-type?q=Grosir')).data[0];
    const grosir = await list('admin', `/api/konsumen?konsumen_type_id=${tipe.id}&perPage=1000`);
    expect(grosir.total).toBeGreaterThan(10);
    expect(grosir.data.every((k: { konsumen_type: { nama: string } }) => k.konsumen_type.nama === 'Grosir / Agen')).toBe(true);
    const teritori = (await list('admin', '/api/teritori?q=Sumedang')).data[0];
    const sumedang = await list('admin', `/api/konsumen?teritori_id=${teritori.id}&perPage=1000`);
    expect(sumedang.total).toBe(100);
    const sample = sumedang.data[0];
    for (const q of [sample.nama, sample.no_hp, sample.alamat.split(',')[0]]) {
      const found = await list('admin', `/api/konsumen?q=${encodeURIComponent(q)}&perPage=1000`);
      expect(found.data.map((k: { id: number }) => k.id), q).toContain(sample.id);
    }
    const byLimit = (await list('admin', '/api/konsumen?sort=limit_kredit&order=DESC&perPage=3')).data;
    expect(byLimit[0].limit_kredit).toBeGreaterThanOrEqual(byLimit[2].limit_kredit);
    expect((await list('admin', '/api/konsumen?aktif=false')).total).toBe(4);
  });

  it('the territory follows the route; unique code 422; soft delete; a used customer type cannot be deleted', async () => {
    const [rute1, rute8] = (await list('admin', '/api/rute?sort=kode&order=ASC&perPage=100')).data.filter((_: unknown, i: number) => i === 0 || i === 7);
    const tipe = (await list('admin', '/api/konsumen-type')).data[0];
    const made = await save('spv', 'konsumen', { kode: 'KNS-UJI-1', nama: 'Toko Uji', konsumen_type_id: tipe.id, rute_id: rute1.id, alamat: 'Jl. Uji' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.teritori_id).toBe(rute1.teritori_id);
    expect((await save('spv', 'konsumen', { kode: 'KNS-UJI-2', nama: 'x', konsumen_type_id: tipe.id, rute_id: rute1.id, alamat: 'x', teritori_id: rute8.teritori_id })).statusCode).toBe(400);
    const moved = await save('spv', 'konsumen', { id: made.json().data.id, rute_id: rute8.id });
    expect(moved.json().data.teritori_id).toBe(rute8.teritori_id);
    const dup = await save('spv', 'konsumen', { kode: 'KNS-00001', nama: 'x', konsumen_type_id: tipe.id, rute_id: rute1.id, alamat: 'x' });
    expect(dup.json().errors).toEqual({ kode: ['Kode Konsumen sudah dipakai'] });
    expect((await t.call('spv', { method: 'DELETE', url: `/api/konsumen/${made.json().data.id}` })).statusCode).toBe(403);
    expect((await t.call('admin', { method: 'DELETE', url: `/api/konsumen/${made.json().data.id}` })).statusCode).toBe(200);
    const usedType = await t.call('admin', { method: 'DELETE', url: `/api/konsumen-type/${tipe.id}` });
    expect(usedType.statusCode).toBe(409);
    expect(usedType.json().message).toMatch(/^Tipe Konsumen tidak dapat dihapus karena masih dipakai pada data /);
    expect((await save('sales1', 'konsumen', { kode: 'KNS-S', nama: 'x', konsumen_type_id: tipe.id, rute_id: rute1.id, alamat: 'x' })).statusCode).toBe(403);
  });
});

describe('analisis with brand lines', () => {
  it("saves the brands with the visit; a salesperson sees only their own visits and lines, on their own customers", async () => {
    const konsumen = (await list('sales1', '/api/konsumen?perPage=1')).data[0];
    const res = await save('sales1', 'analisis', {
      tanggal: '2026-11-20', konsumen_id: konsumen.id, ringkasan: 'Pesaing memberi potongan',
      rincian: [{ brand: 'Tirta Priangan', produk: 'Air 600 ml', harga_toko: 3_000, jumlah_facing: 6, posisi: 'rak_utama' }, { brand: 'Tirta Gunung Salak', harga_toko: 2_800, posisi: 'lantai' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json().data;
    expect(a.karyawan_id).toBe(await karyawanOf('sales1'));
    expect(a.rincian.map((l: { brand: string }) => l.brand)).toEqual(['Tirta Priangan', 'Tirta Gunung Salak']);
    expect((await t.call('sales2', { method: 'GET', url: `/api/analisis/${a.id}` })).statusCode).toBe(404);
    const lines = await list('sales2', '/api/brand-analisis?perPage=1000');
    expect(lines.data.map((l: { analisis_id: number }) => l.analisis_id)).not.toContain(a.id);
    expect((await list('spv', `/api/brand-analisis?analisis_id=${a.id}`)).total).toBe(2);
    const foreign = (await list('sales2', '/api/konsumen?perPage=1')).data[0];
    const refused = await save('sales1', 'analisis', { tanggal: '2026-11-20', konsumen_id: foreign.id });
    expect(refused.json().errors).toEqual({ konsumen_id: ['Toko tidak ditemukan'] });
    expect((await list('admin', '/api/analisis?q=Pesaing')).total).toBeGreaterThan(0);
  });
});

describe('kendaraan and parts', () => {
  it('plates are normalised and unique; lists filter by type and due dates', async () => {
    const made = await save('gm', 'kendaraan', { no_polisi: ' d  4321   xy ', jenis: 'pick_up', kapasitas_kg: 1000, stnk_jatuh_tempo: '2027-01-15' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.no_polisi).toBe('D 4321 XY');
    const dup = await save('gm', 'kendaraan', { no_polisi: 'D 4321 XY', jenis: 'box' });
    expect(dup.json().errors).toEqual({ no_polisi: ['No. Polisi sudah dipakai'] });
    const vans = await list('gm', '/api/kendaraan?jenis=blind_van');
    expect(vans.total).toBe(2);
    const soon = await list('gm', `/api/kendaraan?kir_jatuh_tempo_lte=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`);
    expect(soon.data.map((k: { no_polisi: string }) => k.no_polisi).sort()).toEqual(['D 8456 BCM', 'D 8790 CDF']);
    expect((await list('gm', '/api/kendaraan-bagian?kelompok=dokumen')).total).toBe(2);
    const used = (await list('gm', '/api/kendaraan?q=8123')).data[0];
    expect((await t.call('admin', { method: 'DELETE', url: `/api/kendaraan/${used.id}` })).statusCode).toBe(200);
  });
});

describe('settings: ordering, notification parameters, app versions', () => {
  it('POST /api/input/role-order orders one level\'s roles; /api/input/menu-order one menu\'s children', async () => {
    const level = (await list('admin', '/api/level?q=Sales')).data[0];
    const roles = (await list('admin', `/api/role?level_id=${level.id}&sort=urutan&order=ASC&perPage=100`)).data as Array<{ id: number }>;
    const reversed = roles.map((r) => r.id).reverse();
    const res = await t.call('admin', { method: 'POST', url: '/api/input/role-order', payload: { level_id: level.id, ids: reversed } });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await list('admin', `/api/role?level_id=${level.id}&sort=urutan&order=ASC&perPage=100`)).data.map((r: { id: number }) => r.id);
    expect(after).toEqual(reversed);
    const other = (await list('admin', '/api/level?q=Finance')).data[0];
    expect((await t.call('admin', { method: 'POST', url: '/api/input/role-order', payload: { level_id: other.id, ids: reversed } })).statusCode).toBe(422);
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/role-order', payload: { ids: reversed } })).statusCode).toBe(403);

    const top = (await list('admin', '/api/menu?q=Gudang&perPage=100')).data.find((m: { url: string }) => m.url === '/grup-gudang');
    const children = (await list('admin', `/api/menu?parent_id=${top.id}&sort=urutan&order=ASC`)).data.map((m: { id: number }) => m.id);
    expect((await t.call('admin', { method: 'POST', url: '/api/input/menu-order', payload: { ids: [...children].reverse() } })).statusCode).toBe(200);
    expect((await list('admin', `/api/menu?parent_id=${top.id}&sort=urutan&order=ASC`)).data.map((m: { id: number }) => m.id)).toEqual([...children].reverse());
  });

  it('GET /api/param-notif answers the statuses per menu, own level free, another level with the Status Role menu', async () => {
    const own = await list('sales1', '/api/param-notif');
    const ajuan = own.data.find((p: { resource: string }) => p.resource === 'ajuankonsumen');
    expect(ajuan).toMatchObject({ menu: { url: '/ajuankonsumen' }, statuses: [{ value: 'diajukan', label: 'Diajukan' }, { value: 'disetujui', label: 'Disetujui' }, { value: 'ditolak', label: 'Ditolak' }], aktif: [] });
    const spvLevel = (await list('admin', '/api/level?q=Supervisor')).data[0];
    expect((await t.call('sales1', { method: 'GET', url: `/api/param-notif?level_id=${spvLevel.id}` })).statusCode).toBe(403);
    const forSpv = await list('admin', `/api/param-notif?level_id=${spvLevel.id}`);
    expect(forSpv.data.find((p: { resource: string }) => p.resource === 'ajuankonsumen').aktif).toEqual(['diajukan']);
    expect((await t.call(null, { method: 'GET', url: '/api/param-notif' })).statusCode).toBe(401);
  });

  it('app versions are unique by version and build, newest first', async () => {
    const apk = await list('gm', '/api/apk');
    expect(apk.data[0].versi).toBe('2.1.0');
    const dup = await save('admin', 'apk', { versi: '2.1.0', kode_versi: 210, tanggal_rilis: '2026-11-01' });
    expect(dup.json().errors).toEqual({ versi: ['Versi sudah dipakai'], kode_versi: ['Kode Build sudah dipakai'] });
    expect((await save('gm', 'apk', { versi: '2.2.0', kode_versi: 220, tanggal_rilis: '2026-11-01' })).statusCode).toBe(403);
  });
});
