import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { assignment, draftRequest, get, goodsInStock, post, shippedRequest, stockQty, today, userOf } from './fixtures.js';
import { movePlacement } from '../../../server/ledger/index.js';
import { inTrx } from '../ledger/ledger-fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

describe('goods request → delivery note into the route vehicle', () => {
  it('happy path: numbers, the route vehicle, cuts to stock, stock moves warehouse → vehicle, the trip opens, the print', async () => {
    const a = await assignment(t, 'RT-01');
    const [g1, g2] = await goodsInStock(t, Number(a.gudang_id), 2);
    const rb = await draftRequest(t, 'sales1', 'RT-01', [{ barang_id: g1.barang_id, jumlah: 10 }, { barang_id: g2.barang_id, jumlah: Number(g2.qty) + 50 }]);
    const sales1 = await userOf(t, 'sales1');
    expect(rb).toMatchObject({ status: 'draft', karyawan_id: sales1.karyawan_id, kendaraan_id: a.kendaraan_id, gudang_id: a.gudang_id, nomor: expect.stringMatching(/^RB\/\d{4}\/\d{2}\/\d{4}$/) });
    expect(rb.rincian.map((l: { qty: number }) => l.qty)).toEqual([10, Number(g2.qty) + 50]);

    const tujuan = await post(t, 'sales1', 'input/request-barang-tujuan', { request_barang_id: rb.id, konsumen_id: (await t.database.db.selectFrom('konsumen').select('id').where('rute_id', '=', rb.rute_id).executeTakeFirstOrThrow()).id, urutan: 1 });
    expect(tujuan.statusCode, tujuan.body).toBe(201);
    expect((await get(t, 'sales1', `request-barang-tujuan?request_barang_id=${rb.id}`)).json().total).toBe(1);

    expect((await post(t, 'sales1', 'input/request-barang-ajukan', { id: rb.id })).json().data.status).toBe('diajukan');
    const notif = (await get(t, 'gudang', 'param-notif')).json().data.find((p: { resource: string }) => p.resource === 'request-barang');
    expect(notif?.aktif).toContain('diajukan');

    const gudangView = (await get(t, 'gudang', `request-barang-gudang?request_id=${rb.id}`)).json().data;
    expect(gudangView.find((g: { id: number }) => g.id === a.gudang_id).stok[1]).toEqual({ barang_id: g2.barang_id, diminta: Number(g2.qty) + 50, tersedia: Number(g2.qty) });

    const approved = await post(t, 'gudang', 'input/request-approve-gudang', { id: rb.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.rincian.map((l: { qty_disetujui: number }) => l.qty_disetujui)).toEqual([10, Number(g2.qty)]);
    expect((await post(t, 'sales1', 'input/request-approve-sales', { id: rb.id })).json().data.status).toBe('disetujui_sales');

    const before1 = await stockQty(t, `G:${a.gudang_id}`, g1.barang_id);
    // The demo seed leaves this vehicle on the road: the delivery note loads into its open trip.
    const onTruck1 = await stockQty(t, `K:${a.kendaraan_id}`, g1.barang_id);
    const onTruck2 = await stockQty(t, `K:${a.kendaraan_id}`, g2.barang_id);
    const tripBefore = (await get(t, 'sales1', `trip-kendaraan-ringkasan?kendaraan_id=${a.kendaraan_id}`)).json().data;
    const sent = await post(t, 'gudang', 'input/request-barang-surat', { id: rb.id, tanggal_kirim: today() });
    expect(sent.statusCode, sent.body).toBe(200);
    const done = sent.json().data;
    expect(done).toMatchObject({ status: 'dikirim', tanggal_kirim: today(), no_surat_jalan: expect.stringMatching(/^SJ\/\d{4}\/\d{2}\/\d{4}$/) });
    expect(done.rincian.map((l: { qty_dikirim: number }) => l.qty_dikirim)).toEqual([10, Number(g2.qty)]);
    expect(await stockQty(t, `G:${a.gudang_id}`, g1.barang_id)).toBe(before1 - 10);
    expect(await stockQty(t, `G:${a.gudang_id}`, g2.barang_id)).toBe(0);
    expect(await stockQty(t, `K:${a.kendaraan_id}`, g1.barang_id)).toBe(onTruck1 + 10);
    expect(await stockQty(t, `K:${a.kendaraan_id}`, g2.barang_id)).toBe(onTruck2 + Number(g2.qty));

    const trip = (await get(t, 'sales1', `trip-kendaraan-ringkasan?kendaraan_id=${a.kendaraan_id}`)).json().data;
    expect(trip).toMatchObject({ id: done.trip_kendaraan_id, status: 'buka' });
    if (tripBefore) expect(tripBefore.id).toBe(trip.id);
    const loadedBefore = Number(tripBefore?.total.dimuat ?? 0);
    // The demo trip on the road has already sold some of its load (server/domain/kanvas/seed/sales.ts) and may hold goods
    // its customers returned (server/domain/retur-konsumen/seed.ts); the delivery adds only to what is loaded.
    const soldBefore = Number(tripBefore?.total.terjual ?? 0);
    const returnedBefore = Number(tripBefore?.total.diretur_konsumen ?? 0);
    expect(trip.total).toEqual({
      dimuat: loadedBefore + 10 + Number(g2.qty), terjual: soldBefore, diretur_konsumen: returnedBefore, dikembalikan: 0, hilang: 0,
      sisa: loadedBefore + 10 + Number(g2.qty) + returnedBefore - soldBefore,
    });
    expect((await get(t, 'admin', 'integritas')).json().ok).toBe(true);

    const pdf = await get(t, 'sales1', `cetak-surat-jalan/${rb.id}/${a.gudang_id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['SURAT JALAN', done.no_surat_jalan, 'D 8123 ABK', g1.nama, 'Disiapkan oleh', 'Pengirim', 'Penerima']) expect(text).toContain(s);
    expect((await get(t, 'sales1', `cetak-surat-jalan/${rb.id}/999`)).statusCode).toBe(404);

    // A second request on the same route loads into the same open trip.
    const more = await shippedRequest(t, [{ barang_id: g1.barang_id, jumlah: 5 }]);
    expect(more.trip_kendaraan_id).toBe(done.trip_kendaraan_id);
    expect(await stockQty(t, `K:${a.kendaraan_id}`, g1.barang_id)).toBe(onTruck1 + 15);
  });

  it('the delivery note takes unplaced stock first, then the places (the smallest first), and its print says where from', async () => {
    const a = await assignment(t, 'RT-01');
    const gudangId = Number(a.gudang_id);
    const db = t.database.db;
    const g = await db.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select(['stok.barang_id', 'stok.qty', 'barang.nama'])
      .where('stok.lokasi', '=', `G:${gudangId}`).where('stok.qty', '>', 40)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('stok_penempatan').select('stok_penempatan.id').whereRef('stok_penempatan.barang_id', '=', 'stok.barang_id').where('stok_penempatan.gudang_id', '=', gudangId))))
      .orderBy('stok.barang_id', 'desc').executeTakeFirstOrThrow();
    const barangId = Number(g.barang_id);
    const total = Number(g.qty);
    const rak = await db.selectFrom('gudang_rak').innerJoin('gudang_blok', 'gudang_blok.id', 'gudang_rak.gudang_blok_id').select(['gudang_rak.id', 'gudang_rak.kode', 'gudang_blok.kode as blok'])
      .where('gudang_blok.gudang_id', '=', gudangId).orderBy('gudang_rak.id').executeTakeFirstOrThrow();
    const laci = await db.selectFrom('gudang_laci').select(['id', 'kode']).where('gudang_rak_id', '=', Number(rak.id)).orderBy('id').executeTakeFirstOrThrow();
    // 4 stay unplaced, 6 go into a drawer and the rest onto its rack
    await inTrx(t, (lc) => movePlacement(lc, today(), { tipe: 'uji', id: null }, [
      { barang_id: barangId, gudang_id: gudangId, qty: 6, to: { tipe: 'laci', id: Number(laci.id) } },
      { barang_id: barangId, gudang_id: gudangId, qty: total - 10, to: { tipe: 'rak', id: Number(rak.id) } },
    ]));
    const placedAt = async (tipe: string, id: number) => Number((await db.selectFrom('stok_penempatan').select('qty').where('barang_id', '=', barangId)
      .where('gudang_id', '=', gudangId).where('tempat_tipe', '=', tipe).where('tempat_id', '=', id).executeTakeFirst())?.qty ?? 0);

    const done = await shippedRequest(t, [{ barang_id: barangId, jumlah: total - 1 }]);
    expect(done.rincian[0].qty_dikirim).toBe(total - 1);
    expect(await stockQty(t, `G:${gudangId}`, barangId)).toBe(1);
    expect(await placedAt('laci', Number(laci.id))).toBe(0);
    expect(await placedAt('rak', Number(rak.id))).toBe(1);
    expect((await get(t, 'admin', 'integritas')).json().ok).toBe(true);

    const text = await pdfText((await get(t, 'gudang', `cetak-surat-jalan/${done.id}/${gudangId}`)).rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain(`Blok ${rak.blok} / Rak ${rak.kode} / Laci ${laci.kode}: 6`);
    expect(text.replace(/\s+/g, ' ')).toContain(`Blok ${rak.blok} / Rak ${rak.kode}: ${(total - 11).toLocaleString('id-ID')}`);
    expect(text.replace(/\s+/g, ' ')).toContain('stok bebas: 4');
  });

  it('goods the warehouse does not hold, placed or not, are still a 409 naming what is available', async () => {
    const a = await assignment(t, 'RT-01');
    const [g] = await goodsInStock(t, Number(a.gudang_id), 1);
    const have = await stockQty(t, `G:${a.gudang_id}`, g.barang_id);
    const rb = await draftRequest(t, 'sales1', 'RT-01', [{ barang_id: g.barang_id, jumlah: have }]);
    await post(t, 'sales1', 'input/request-barang-ajukan', { id: rb.id });
    await post(t, 'gudang', 'input/request-approve-gudang', { id: rb.id });
    await post(t, 'sales1', 'input/request-approve-sales', { id: rb.id });
    // another load takes part of it meanwhile
    await shippedRequest(t, [{ barang_id: g.barang_id, jumlah: 5 }]);
    const res = await post(t, 'gudang', 'input/request-barang-surat', { id: rb.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`tidak cukup: tersedia ${(have - 5).toLocaleString('id-ID')}, dibutuhkan ${have.toLocaleString('id-ID')}$`));
    expect(await stockQty(t, `G:${a.gudang_id}`, g.barang_id)).toBe(have - 5);
  });

  it('every illegal step answers 409 naming both states; a shipped request is read-only', async () => {
    const a = await assignment(t, 'RT-02');
    const [g] = await goodsInStock(t, Number(a.gudang_id), 1);
    const rb = await draftRequest(t, 'sales1', 'RT-02', [{ barang_id: g.barang_id, jumlah: 2 }]);
    const early = await post(t, 'gudang', 'input/request-approve-gudang', { id: rb.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Ajuan Barang berstatus Draft; Setujui Gudang hanya dapat dilakukan dari status Diajukan');
    expect((await post(t, 'sales1', 'input/request-approve-sales', { id: rb.id })).statusCode).toBe(409);
    expect((await post(t, 'gudang', 'input/request-barang-surat', { id: rb.id })).statusCode).toBe(409);
    await post(t, 'sales1', 'input/request-barang-ajukan', { id: rb.id });
    expect((await post(t, 'sales1', 'input/request-barang-ajukan', { id: rb.id })).statusCode).toBe(409);
    expect((await post(t, 'sales1', 'input/request-barang', { id: rb.id, keterangan: 'x' })).statusCode).toBe(409);
    expect((await post(t, 'gudang', 'input/request-barang-surat', { id: rb.id })).json().message).toMatch(/berstatus Diajukan; Buat Surat Jalan hanya dapat dilakukan dari status Dikonfirmasi Sales/);
    const tolak = await post(t, 'gudang', 'input/request-barang-tolak', { id: rb.id, alasan_tolak: 'Stok dialihkan' });
    expect(tolak.json().data).toMatchObject({ status: 'ditolak', alasan_tolak: 'Stok dialihkan' });
    expect((await post(t, 'gudang', 'input/request-approve-gudang', { id: rb.id })).json().message).toMatch(/berstatus Ditolak/);
    expect((await post(t, 'sales1', 'input/request-barang-rute', { id: rb.id, rute_id: rb.rute_id })).statusCode).toBe(409);

    const shipped = await shippedRequest(t, [{ barang_id: g.barang_id, jumlah: 1 }], 'RT-02');
    expect((await post(t, 'gudang', 'input/request-barang-surat', { id: shipped.id })).json().message).toMatch(/berstatus Dikirim/);
    expect((await post(t, 'sales1', 'input/request-barang-rincian', { id: shipped.rincian[0].id, jumlah: 9 })).statusCode).toBe(409);
    expect((await t.call('admin', { method: 'DELETE', url: `/api/request-barang/${shipped.id}` })).statusCode).toBe(409);
  });

  it('caps: approved ≤ requested and ≤ stock; the warehouse sets it, the salesperson cannot', async () => {
    const a = await assignment(t, 'RT-03');
    const [g] = await goodsInStock(t, Number(a.gudang_id), 1);
    const rb = await draftRequest(t, 'sales1', 'RT-03', [{ barang_id: g.barang_id, jumlah: 6 }]);
    const line = rb.rincian[0];
    expect((await post(t, 'sales1', 'input/request-barang-rincian', { id: line.id, qty_disetujui: 3 })).statusCode).toBe(422);
    await post(t, 'sales1', 'input/request-barang-ajukan', { id: rb.id });
    expect((await post(t, 'sales1', 'input/request-barang-rincian', { id: line.id, qty_disetujui: 3 })).statusCode).toBe(403);
    const over = await post(t, 'gudang', 'input/request-barang-rincian', { id: line.id, qty_disetujui: 7 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.qty_disetujui[0]).toMatch(/melebihi/);
    expect((await post(t, 'gudang', 'input/request-barang-rincian', { id: line.id, jumlah: 3 })).statusCode).toBe(409);
    expect((await post(t, 'gudang', 'input/request-barang-rincian', { id: line.id, qty_disetujui: 4 })).statusCode).toBe(200);
    expect((await post(t, 'gudang', 'input/request-approve-gudang', { id: rb.id })).json().data.rincian[0].qty_disetujui).toBe(4);
  });

  it('no self-approval, levels, scoping by salesperson and by warehouse', async () => {
    const a = await assignment(t, 'RT-04');
    const [g] = await goodsInStock(t, Number(a.gudang_id), 1);
    const other = await draftRequest(t, 'sales2', 'RT-04', [{ barang_id: g.barang_id, jumlah: 1 }]);
    expect((await get(t, 'sales1', `request-barang/${other.id}`)).statusCode).toBe(404);
    expect((await get(t, 'sales1', 'request-barang?perPage=1000')).json().data.map((r: { id: number }) => r.id)).not.toContain(other.id);
    expect((await post(t, 'sales1', 'input/request-barang-ajukan', { id: other.id })).statusCode).toBe(404);
    await post(t, 'sales2', 'input/request-barang-ajukan', { id: other.id });
    // The warehouse admin of GD-01 does not see a GD-02 request.
    expect((await get(t, 'gudang', `request-barang/${other.id}`)).statusCode).toBe(404);
    expect((await post(t, 'gudang', 'input/request-approve-gudang', { id: other.id })).statusCode).toBe(404);
    const self = await post(t, 'sales2', 'input/request-approve-gudang', { id: other.id });
    expect(self.statusCode).toBe(403);
    expect((await post(t, 'finance', 'input/request-approve-gudang', { id: other.id })).statusCode).toBe(403);
    expect((await post(t, 'gm', 'input/request-approve-gudang', { id: other.id })).statusCode).toBe(200);
    const gmConfirms = await post(t, 'gm', 'input/request-approve-sales', { id: other.id });
    expect(gmConfirms.statusCode).toBe(403);
    expect((await post(t, 'gudang', 'input/request-approve-sales', { id: other.id })).statusCode).toBe(403);
    expect((await post(t, 'sales2', 'input/request-approve-sales', { id: other.id })).statusCode).toBe(200);
    expect((await post(t, 'sales2', 'input/request-barang-surat', { id: other.id })).statusCode).toBe(403);
    expect((await get(t, 'aset', 'request-barang')).statusCode).toBe(403);

    const own = await draftRequest(t, 'gudang', 'RT-01', [{ barang_id: g.barang_id, jumlah: 1 }]);
    expect(own.gudang_id).toBe((await userOf(t, 'gudang')).gudang_id);
    await post(t, 'gudang', 'input/request-barang-ajukan', { id: own.id });
    expect((await post(t, 'gudang', 'input/request-approve-gudang', { id: own.id })).json().message).toMatch(/sendiri/);
  });

  it('the route calls: the routes a salesperson may request for, and changing a draft route', async () => {
    const routes = (await get(t, 'sales1', 'request-barang-rute')).json().data;
    expect(routes.map((r: { kode: string }) => r.kode)).toEqual(['RT-01', 'RT-02', 'RT-03']);
    expect(routes[0]).toMatchObject({ no_polisi: 'D 8123 ABK' });
    const rb = await draftRequest(t, 'sales1', 'RT-01', []);
    const rt4 = await assignment(t, 'RT-04');
    expect((await post(t, 'sales1', 'input/request-barang-rute', { id: rb.id, rute_id: rt4.rute_id })).statusCode).toBe(422);
    const rt2 = await assignment(t, 'RT-02');
    const moved = await post(t, 'sales1', 'input/request-barang-rute', { id: rb.id, rute_id: rt2.rute_id });
    expect(moved.json().data).toMatchObject({ rute_id: rt2.rute_id, kendaraan_id: rt2.kendaraan_id, gudang_id: rt2.gudang_id });
    const empty = await post(t, 'sales1', 'input/request-barang-ajukan', { id: rb.id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.rincian).toBeDefined();
  });
});
