/**
 * The day close, "Tutup Hari" (issue 39): the summary a salesperson counts against; one call that posts goods
 * found through the stock ledger, makes the unloading and the deposit and hands unpaid notas to a collector, all in
 * one transaction (a failure in the middle leaves nothing); who may close whose trip; bad counts refused; a second
 * close refused; and afterwards the warehouse's and finance's approvals finish the trip as they always did.
 */
import { describe, expect, it, vi } from 'vitest';
import { useSaleApp, draftSale, userOf } from '../penjualan/fixtures.js';
import { stockQty } from '../kanvas/fixtures.js';

const fail = vi.hoisted(() => ({ deposit: false }));
vi.mock('../../../server/domain/setoran/services.js', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../server/domain/setoran/services.js')>();
  return {
    ...orig,
    createDeposit: (...args: Parameters<typeof orig.createDeposit>) => (fail.deposit ? Promise.reject(new Error('Kegagalan paksa di tengah tutup hari')) : orig.createDeposit(...args)),
  };
});

const { t, env, db, kasByKode, creditCustomer } = useSaleApp(2, 20);
const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api/${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api/${url}` });
/** The demo's draft unloadings of the trip, which the close replaces. */
let replaced: number[] = [];

interface Goods { barang_id: number; nama: string; dimuat: number; terjual: number; diretur_konsumen: number; hilang: number; harapan: number }
interface Summary { trip: { id: number; nomor: string }; barang: Goods[]; uang: Array<{ tipe: string; sistem: number }>; nota_putih: Array<{ hutang_id: number; sisa: number }>; penagih: Array<{ karyawan_id: number; nama: string }> }

async function summary(user = 'sales1'): Promise<Summary> {
  const res = await get(user, 'tutup-hari-ringkasan');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** A count equal to what the system expects, with `changes` per goods (dihitung and alasan). */
function countOf(s: Summary, changes: Record<number, { dihitung: number; alasan?: string }> = {}) {
  return {
    trip_kendaraan_id: s.trip.id,
    barang: s.barang.map((g) => ({ barang_id: g.barang_id, dihitung: changes[g.barang_id]?.dihitung ?? g.harapan, alasan: changes[g.barang_id]?.alasan ?? null })),
    uang: s.uang.map((u) => ({ tipe: u.tipe, dihitung: u.sistem })),
  };
}
/** What a close writes: day closes, unloadings and deposits of the trip, ledger rows of found goods. */
async function written() {
  const count = async (table: string, where: [string, unknown]) => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(where[0], '=', where[1]).executeTakeFirst())?.n ?? 0);
  return {
    tutupHari: await count('tutup_hari', ['trip_kendaraan_id', env.tripId]),
    pengembalian: await count('pengembalian_sales', ['trip_kendaraan_id', env.tripId]),
    setoran: await count('setoran', ['trip_kendaraan_id', env.tripId]),
    lebih: await count('stok_ledger', ['dokumen_tipe', 'tutup_hari_lebih']),
    dilunasiPenagih: Number((await db().selectFrom('hutang').select((eb) => eb.fn.countAll<number>().as('n')).where('penagih_id', 'is not', null).executeTakeFirst())?.n ?? 0),
  };
}

describe('tutup hari', () => {
  it('the summary: the trip, its goods with what should remain, the money a deposit would take, unpaid notas, collectors', async () => {
    // A credit sale on the trip leaves a nota putih to hand to a collector.
    const g = env.goods[0];
    const sale = await draftSale(t, 'sales1', creditCustomer().id, [{ barang_id: g.barang_id, jumlah: 2 }]);
    const done = await post('sales1', 'transaksi-selesai', { id: sale.id, bayar: [{ tipe: 'tunai', jumlah: 1_000 }] });
    expect(done.statusCode, done.body).toBe(200);
    const s = await summary();
    expect(s.trip.id).toBe(env.tripId);
    const line = s.barang.find((b) => b.barang_id === g.barang_id)!;
    expect(line.dimuat + line.diretur_konsumen - line.terjual - line.hilang).toBe(line.harapan);
    expect(line.harapan).toBe(await stockQty(t, `K:${env.kendaraanId}`, g.barang_id));
    expect(s.uang.map((u) => u.tipe)).toEqual(['tunai', 'transfer', 'giro', 'nota_putih']);
    expect(s.uang[0].sistem).toBeGreaterThanOrEqual(1_000);
    expect(s.nota_putih.some((n) => n.sisa > 0)).toBe(true);
    const sales2 = await userOf(t, 'sales2');
    expect(s.penagih.map((p) => p.karyawan_id)).toContain(sales2.karyawan_id);
  });

  it("who may: a salesperson only their own trip (403), a level without the grant 403; a supervisor may read a salesperson's", async () => {
    expect((await get('sales2', `tutup-hari-ringkasan?trip_kendaraan_id=${env.tripId}`)).statusCode).toBe(403);
    expect((await get('aset', `tutup-hari-ringkasan?trip_kendaraan_id=${env.tripId}`)).statusCode).toBe(403);
    expect((await get('spv', `tutup-hari-ringkasan?trip_kendaraan_id=${env.tripId}`)).statusCode).toBe(200);
    expect((await get('spv', 'tutup-hari-ringkasan')).statusCode).toBe(404);
    const s = await summary();
    const before = await written();
    expect((await post('sales2', 'tutup-hari', countOf(s))).statusCode).toBe(403);
    expect((await post('finance', 'tutup-hari', countOf(s))).statusCode).toBe(403);
    expect((await post('aset', 'tutup-hari', countOf(s))).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });

  it("the summary names the trip's draft unloading (the demo's waiting one), which the close replaces", async () => {
    const res = await get('sales1', 'tutup-hari-ringkasan');
    const drafts = await db().selectFrom('pengembalian_sales').select(['id', 'nomor']).where('trip_kendaraan_id', '=', env.tripId).where('status', '=', 'draft').execute();
    expect(drafts.length).toBeGreaterThan(0);
    expect(res.json().data.pengembalian_draft).toEqual(drafts.map((d) => ({ id: Number(d.id), nomor: d.nomor })));
    replaced = drafts.map((d) => Number(d.id));
  });

  it('bad counts are a 422 naming the line, and write nothing', async () => {
    const s = await summary();
    const before = await written();
    const [a, b] = s.barang;
    const noReason = await post('sales1', 'tutup-hari', countOf(s, { [b.barang_id]: { dihitung: b.harapan - 1 } }));
    expect(noReason.statusCode).toBe(422);
    const i = s.barang.findIndex((x) => x.barang_id === b.barang_id);
    expect(Object.keys(noReason.json().errors)).toEqual([`barang.${i}.alasan`]);
    const missing = await post('sales1', 'tutup-hari', { ...countOf(s), barang: countOf(s).barang.filter((x) => x.barang_id !== a.barang_id) });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toContain('barang');
    const tunai = s.uang[0].sistem;
    const badNotes = await post('sales1', 'tutup-hari', { ...countOf(s), pecahan: [{ nominal: 100_000, lembar: Math.floor(tunai / 100_000) + 1 }] });
    expect(badNotes.statusCode).toBe(422);
    expect(Object.keys(badNotes.json().errors)).toContain('pecahan');
    const noCollector = await post('sales1', 'tutup-hari', { ...countOf(s), hutang_ids: [s.nota_putih[0].hutang_id] });
    expect(noCollector.statusCode).toBe(422);
    expect(Object.keys(noCollector.json().errors)).toContain('penagih_id');
    const notOfTrip = await post('sales1', 'tutup-hari', { ...countOf(s), hutang_ids: [999_999], penagih_id: s.penagih[0].karyawan_id });
    expect(notOfTrip.statusCode).toBe(422);
    expect(Object.keys(notOfTrip.json().errors)).toContain('hutang_ids.0');
    expect(await written()).toEqual(before);
  });

  it('a failure in the middle (the deposit) leaves no day close, no unloading, no deposit and no stock row', async () => {
    const s = await summary();
    const b = s.barang[1];
    const before = await written();
    const stock = await stockQty(t, `K:${env.kendaraanId}`, b.barang_id);
    fail.deposit = true;
    try {
      const res = await post('sales1', 'tutup-hari', countOf(s, { [b.barang_id]: { dihitung: b.harapan + 1, alasan: 'lebih_ditemukan' } }));
      expect(res.statusCode).toBe(500);
    } finally {
      fail.deposit = false;
    }
    expect(await written()).toEqual(before);
    expect(await stockQty(t, `K:${env.kendaraanId}`, b.barang_id)).toBe(stock);
  });

  it('the close: found goods through the stock ledger, the unloading (counted back, shortfall lost), the deposit, the collector; then the usual approvals finish the trip', async () => {
    const s = await summary();
    const [a, b] = s.barang.filter((g) => env.goods.some((x) => x.barang_id === g.barang_id));
    const collector = (await userOf(t, 'sales2')).karyawan_id!;
    const note = s.nota_putih[0];
    const stockB = await stockQty(t, `K:${env.kendaraanId}`, b.barang_id);
    const body = {
      ...countOf(s, { [a.barang_id]: { dihitung: a.harapan - 2, alasan: 'hilang' }, [b.barang_id]: { dihitung: b.harapan + 1, alasan: 'lebih_ditemukan' } }),
      hutang_ids: [note.hutang_id], penagih_id: collector, keterangan: 'Ban bocor, pulang sore',
    };
    const res = await post('sales1', 'tutup-hari', body);
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json().data;
    expect(out.tutup_hari.nomor).toMatch(/^TH\/\d{4}\/\d{2}\/\d{4}$/);
    expect(out.pengembalian_sales.nomor).toMatch(/^RS\//);
    expect(out.setoran.nomor).toMatch(/^STR\//);

    // Found goods came into the vehicle through the stock ledger, with a journal against the inventory difference.
    const found = await db().selectFrom('stok_ledger').selectAll().where('dokumen_tipe', '=', 'tutup_hari_lebih').where('dokumen_id', '=', out.tutup_hari.id).execute();
    expect(found.map((r) => [Number(r.barang_id), Number(r.qty), r.lokasi])).toEqual([[b.barang_id, 1, `K:${env.kendaraanId}`]]);
    expect(await stockQty(t, `K:${env.kendaraanId}`, b.barang_id)).toBe(stockB + 1);
    const jurnal = await db().selectFrom('jurnal').select('id').where('sumber', '=', 'tutup_hari_lebih').where('dokumen_id', '=', out.tutup_hari.id).execute();
    expect(jurnal).toHaveLength(Number(found[0].nilai) > 0 ? 1 : 0);

    // The draft unloading written before is cancelled by the close, in the same transaction.
    const old = await db().selectFrom('pengembalian_sales').select('status').where('id', 'in', replaced).execute();
    expect(old.map((r) => r.status)).toEqual(replaced.map(() => 'dibatalkan'));

    // The unloading: counted goods back, the shortfall lost; a draft for the warehouse.
    const ret = await db().selectFrom('pengembalian_sales').selectAll().where('id', '=', out.pengembalian_sales.id).executeTakeFirstOrThrow();
    expect(ret).toMatchObject({ status: 'draft', trip_kendaraan_id: env.tripId });
    const lines = await db().selectFrom('pengembalian_sales_rincian').select(['barang_id', 'qty', 'qty_hilang']).where('pengembalian_sales_id', '=', Number(ret.id)).execute();
    const lineOf = (id: number) => lines.find((l) => Number(l.barang_id) === id)!;
    expect([Number(lineOf(a.barang_id).qty), Number(lineOf(a.barang_id).qty_hilang)]).toEqual([a.harapan - 2, 2]);
    expect([Number(lineOf(b.barang_id).qty), Number(lineOf(b.barang_id).qty_hilang)]).toEqual([b.harapan + 1, 0]);

    // The deposit: diajukan, the counted cash; the nota's collector; the document, its lines, audit and notices.
    const dep = await db().selectFrom('setoran').selectAll().where('id', '=', out.setoran.id).executeTakeFirstOrThrow();
    expect(dep.status).toBe('diajukan');
    expect(Number(dep.tunai_disetor)).toBe(s.uang[0].sistem);
    expect(Number((await db().selectFrom('hutang').select('penagih_id').where('id', '=', note.hutang_id).executeTakeFirstOrThrow()).penagih_id)).toBe(collector);
    const doc = (await get('sales1', `tutup-hari/${out.tutup_hari.id}`)).json().data;
    expect(doc).toMatchObject({ pengembalian_sales_id: ret.id, setoran_id: dep.id, penagih_id: collector, tunai_dihitung: s.uang[0].sistem, selisih_uang: 0 });
    const docLines = await db().selectFrom('tutup_hari_rincian').selectAll().where('tutup_hari_id', '=', out.tutup_hari.id).execute();
    expect(docLines).toHaveLength(s.barang.length);
    expect(docLines.find((l) => Number(l.barang_id) === a.barang_id)).toMatchObject({ selisih: -2, alasan: 'hilang' });
    expect((await get('sales2', `tutup-hari/${out.tutup_hari.id}`)).statusCode).toBe(404);
    expect(await db().selectFrom('audit_log').select('id').where('resource', '=', 'tutup-hari').where('record_id', '=', out.tutup_hari.id).execute()).toHaveLength(1);
    const spv = await userOf(t, 'spv');
    const told = await db().selectFrom('notifikasi').select('user_id').where('resource', '=', 'tutup-hari').where('record_id', '=', out.tutup_hari.id).execute();
    expect(told.map((n) => Number(n.user_id))).toContain(spv.id);

    // A second close of the trip is refused.
    const again = await post('sales1', 'tutup-hari', body);
    expect(again.statusCode).toBe(409);

    // The warehouse approves the unloading as today: the lost goods leave, the trip closes.
    const approve = await post('gudang', 'input/pengembalian-approve', { id: ret.id });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await db().selectFrom('trip_kendaraan').select('status').where('id', '=', env.tripId).executeTakeFirstOrThrow()).status).toBe('tutup');
    expect(await stockQty(t, `K:${env.kendaraanId}`, a.barang_id)).toBe(0);
    // Finance receives and approves the deposit (and any earlier one of the trip still open): the trip finishes.
    const kas = await kasByKode('KAS-01');
    const open = await db().selectFrom('setoran').select('id').where('karyawan_id', '=', env.karyawanId).where('status', '!=', 'disetujui').orderBy('id').execute();
    for (const d of open) {
      const st = await db().selectFrom('setoran').select('status').where('id', '=', d.id).executeTakeFirstOrThrow();
      if (st.status === 'diajukan') expect((await post('finance', 'transaksi-terima', { id: d.id })).statusCode).toBe(200);
      const ok = await post('finance', 'transaksi-setor-approve', { id: d.id, kas_id: kas.id });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    expect((await db().selectFrom('trip_kendaraan').select('status').where('id', '=', env.tripId).executeTakeFirstOrThrow()).status).toBe('selesai');
    // Closed: nothing left to close.
    expect((await post('sales1', 'tutup-hari', body)).statusCode).toBe(409);
  });

  it('a running trip with nothing to unload and nothing to deposit is a 409', async () => {
    const sales2 = await userOf(t, 'sales2');
    const busy = db().selectFrom('trip_kendaraan').select('kendaraan_id').where('status', '=', 'buka');
    const kendaraan = await db().selectFrom('kendaraan').select('id').where('id', 'not in', busy).orderBy('id').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const trip = await db().insertInto('trip_kendaraan').values({
      nomor: 'TRP/UJI/KOSONG', kendaraan_id: kendaraan.id, rute_id: null, karyawan_id: sales2.karyawan_id, gudang_id: null, status: 'buka',
      dibuka_pada: at.slice(0, 10), created_at: at, updated_at: at, created_by: sales2.id, updated_by: sales2.id,
    }).returning('id').executeTakeFirstOrThrow();
    const s = (await get('sales2', 'tutup-hari-ringkasan')).json().data as Summary;
    expect(s.trip.id).toBe(Number(trip.id));
    expect(s.barang).toEqual([]);
    const res = await post('sales2', 'tutup-hari', { trip_kendaraan_id: Number(trip.id), barang: [], uang: s.uang.map((u) => ({ tipe: u.tipe, dihitung: u.sistem })) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/tidak punya barang untuk dibongkar maupun uang untuk disetor/);
    expect(await db().selectFrom('tutup_hari').select('id').where('trip_kendaraan_id', '=', Number(trip.id)).execute()).toEqual([]);
  });
});
