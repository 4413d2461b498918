import { describe, expect, it } from 'vitest';
import { resolveHargaJual } from '../../../server/domain/master/harga.js';
import { todayJakarta } from '../../../common/format.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const idOf = async (table: string, kode: string) => (await t.database.db.selectFrom(table).select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id as number;
let seq = 0;

/** A goods of its own for each case, so seeded prices never interfere. */
async function goods(): Promise<number> {
  const res = await t.call('admin', { method: 'POST', url: '/api/input/barang', payload: { kode: `HRG-${++seq}`, nama: `Barang Harga ${seq}`, kategori_id: await idOf('kategori', 'MNM'), satuan_id: await idOf('satuan', 'BTL') } });
  return res.json().data.id;
}
async function price(body: Record<string, unknown>): Promise<number> {
  const res = await t.call('finance', { method: 'POST', url: '/api/input/harga-jual', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
const resolve = (barangId: number, konsumenTypeId: number | null, tanggal: string) => resolveHargaJual(t.database.db, { barangId, konsumenTypeId, tanggal });

describe('resolveHargaJual: the price a sale uses', () => {
  it('uses the row valid on the date; expired and future rows do not apply; none → null', async () => {
    const b = await goods();
    expect(await resolve(b, null, '2026-03-01')).toBeNull();
    const lama = await price({ barang_id: b, harga: 3_000, berlaku_mulai: '2025-01-01', berlaku_sampai: '2025-12-31' });
    const baru = await price({ barang_id: b, harga: 3_200, berlaku_mulai: '2026-01-01' });
    const nanti = await price({ barang_id: b, harga: 3_500, berlaku_mulai: '2026-07-01' });
    expect((await resolve(b, null, '2025-06-15'))?.id).toBe(lama);
    expect((await resolve(b, null, '2025-12-31'))?.harga).toBe(3_000);
    expect((await resolve(b, null, '2026-01-01'))?.id).toBe(baru);
    expect((await resolve(b, null, '2026-06-30'))?.harga).toBe(3_200);
    expect((await resolve(b, null, '2026-07-01'))?.id).toBe(nanti);
    expect(await resolve(b, null, '2024-12-31')).toBeNull();
  });

  it('of overlapping rows: the latest start wins, then the latest entered', async () => {
    const b = await goods();
    await price({ barang_id: b, harga: 4_000, berlaku_mulai: '2026-01-01' });
    const later = await price({ barang_id: b, harga: 4_100, berlaku_mulai: '2026-02-01', berlaku_sampai: '2026-12-31' });
    expect((await resolve(b, null, '2026-03-01'))?.id).toBe(later);
    const sameStart = await price({ barang_id: b, harga: 4_050, berlaku_mulai: '2026-02-01' });
    expect((await resolve(b, null, '2026-03-01'))?.id).toBe(sameStart);
    expect((await resolve(b, null, '2026-01-15'))?.harga).toBe(4_000);
  });

  it("a row for the customer's type beats one for every type; another type's row never applies", async () => {
    const b = await goods();
    const [grosir, warung] = [await idOf('konsumen_type', 'GR'), await idOf('konsumen_type', 'WR')];
    const umum = await price({ barang_id: b, harga: 5_000, berlaku_mulai: '2026-01-01' });
    const khusus = await price({ barang_id: b, harga: 4_750, konsumen_type_id: grosir, berlaku_mulai: '2025-06-01' });
    expect((await resolve(b, grosir, '2026-03-01'))?.id).toBe(khusus);
    expect((await resolve(b, warung, '2026-03-01'))?.id).toBe(umum);
    expect((await resolve(b, null, '2026-03-01'))?.id).toBe(umum);
  });

  it('a higher price-category priority wins while it runs; inactive rows and categories are skipped', async () => {
    const b = await goods();
    const [normal, promo] = [await idOf('kategori_harga', 'NRM'), await idOf('kategori_harga', 'PRM')];
    const grosir = await idOf('konsumen_type', 'GR');
    await price({ barang_id: b, harga: 6_000, kategori_harga_id: normal, berlaku_mulai: '2026-01-01' });
    const grosirNormal = await price({ barang_id: b, harga: 5_800, konsumen_type_id: grosir, kategori_harga_id: normal, berlaku_mulai: '2026-01-01' });
    const promoRow = await price({ barang_id: b, harga: 5_500, kategori_harga_id: promo, berlaku_mulai: '2026-03-01', berlaku_sampai: '2026-03-31' });
    expect((await resolve(b, null, '2026-03-10'))?.id).toBe(promoRow);
    expect((await resolve(b, grosir, '2026-03-10'))?.id).toBe(promoRow);
    expect((await resolve(b, grosir, '2026-04-01'))?.id).toBe(grosirNormal);

    await t.call('finance', { method: 'POST', url: '/api/input/harga-jual', payload: { id: promoRow, aktif: false } });
    expect((await resolve(b, null, '2026-03-10'))?.harga).toBe(6_000);
    await t.call('finance', { method: 'POST', url: '/api/input/harga-jual', payload: { id: promoRow, aktif: true } });
    await t.call('finance', { method: 'POST', url: '/api/input/kategori-harga', payload: { id: promo, aktif: false } });
    expect((await resolve(b, null, '2026-03-10'))?.harga).toBe(6_000);
    await t.call('finance', { method: 'POST', url: '/api/input/kategori-harga', payload: { id: promo, aktif: true } });
  });
});

describe('harga-jual entries and GET /api/harga-jual-berlaku', () => {
  it('refuses an end before the start', async () => {
    const b = await goods();
    const res = await t.call('finance', { method: 'POST', url: '/api/input/harga-jual', payload: { barang_id: b, harga: 1_000, berlaku_mulai: '2026-05-01', berlaku_sampai: '2026-04-30' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.berlaku_sampai).toBeDefined();
  });

  it("answers a customer's price per unit of the goods, as far as the user may see the customer", async () => {
    const b = (await t.database.db.selectFrom('barang').select(['id']).where('kode', '=', 'MNM-002').executeTakeFirstOrThrow()).id;
    const konsumen = await t.database.db.selectFrom('konsumen').innerJoin('konsumen_type', 'konsumen_type.id', 'konsumen.konsumen_type_id')
      .innerJoin('rute', 'rute.id', 'konsumen.rute_id').innerJoin('users', 'users.karyawan_id', 'rute.karyawan_id')
      .select(['konsumen.id', 'konsumen.konsumen_type_id', 'users.email']).where('konsumen_type.kode', '=', 'GR').executeTakeFirstOrThrow();
    const user = String(konsumen.email).split('@')[0];
    const today = todayJakarta();
    const res = await t.call(user, { method: 'GET', url: `/api/harga-jual-berlaku?barang_id=${b}&konsumen_id=${konsumen.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const expected = await resolve(b as number, konsumen.konsumen_type_id as number, today);
    expect(data.harga).toBe(expected!.harga);
    expect(data.satuan.map((s: { kode: string; harga: number }) => [s.kode, s.harga])).toEqual([['BTL', expected!.harga], ['DUS', expected!.harga * 24]]);

    const other = user === 'sales1' ? 'sales2' : 'sales1';
    expect((await t.call(other, { method: 'GET', url: `/api/harga-jual-berlaku?barang_id=${b}&konsumen_id=${konsumen.id}` })).statusCode).toBe(404);
    expect((await t.call(user, { method: 'GET', url: '/api/harga-jual-berlaku' })).statusCode).toBe(422);
    expect((await t.call(user, { method: 'GET', url: `/api/harga-jual-berlaku?barang_id=${b}&x=1` })).statusCode).toBe(400);
    const badDate = await t.call(user, { method: 'GET', url: `/api/harga-jual-berlaku?barang_id=${b}&tanggal=23-11-2026` });
    expect([badDate.statusCode, badDate.json().errors]).toEqual([422, { tanggal: ['Tanggal harus YYYY-MM-DD'] }]);
    expect((await t.call('aset', { method: 'GET', url: `/api/harga-jual-berlaku?barang_id=${b}` })).statusCode).toBe(403);
  });
});
