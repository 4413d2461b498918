import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { movePlacement } from '../../../server/ledger/index.js';
import { inTrx } from '../ledger/ledger-fixtures.js';
import { expectIntegrity, goodsWithUnit, nilaiStok, otherGudang, saldoSetting, setClosingDate, stok, today, userGudang } from './fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const post = (user: string, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: `/api${url}`, payload });
const get = (user: string, url: string) => t.call(user, { method: 'GET', url: `/api${url}` });

/** A rack and a drawer of a warehouse. */
async function placesOf(gudangId: number) {
  const db = t.database.db;
  const rak = await db.selectFrom('gudang_rak').select('id').where('gudang_id', '=', gudangId).orderBy('id').executeTakeFirstOrThrow();
  const laci = await db.selectFrom('gudang_laci').select('id').where('gudang_id', '=', gudangId).orderBy('id').executeTakeFirstOrThrow();
  return { rak: Number(rak.id), laci: Number(laci.id) };
}

async function placed(barangId: number, gudangId: number, tipe: string, id: number): Promise<number> {
  const r = await t.database.db.selectFrom('stok_penempatan').select('qty').where('barang_id', '=', barangId).where('gudang_id', '=', gudangId)
    .where('tempat_tipe', '=', tipe).where('tempat_id', '=', id).executeTakeFirst();
  return Number(r?.qty ?? 0);
}

/** Goods sold in a larger unit that a warehouse holds at least `min` of. */
async function goodsAt(gudangId: number, min: number) {
  const r = await t.database.db.selectFrom('stok').innerJoin('barang_satuan', 'barang_satuan.barang_id', 'stok.barang_id').innerJoin('barang', 'barang.id', 'stok.barang_id')
    .select(['stok.barang_id', 'barang_satuan.satuan_id', 'barang_satuan.faktor', 'barang.nama'])
    .where('stok.lokasi', '=', `G:${gudangId}`).where('stok.qty', '>=', min).orderBy('stok.barang_id').executeTakeFirstOrThrow();
  return { barang_id: Number(r.barang_id), satuan_id: Number(r.satuan_id), faktor: Number(r.faktor), nama: String(r.nama) };
}

/** The warehouse admin asks the other warehouse for goods: one line in a larger unit, one in base units placed on a rack. */
async function request(jumlah = 3) {
  const g = await goodsAt(await otherGudang(t), 200);
  const own = await userGudang(t);
  const { rak } = await placesOf(own);
  const res = await post('gudang', '/input/gudang-mutasi', {
    tanggal: today(), gudang_asal_id: await otherGudang(t), keterangan: 'Stok menipis menjelang akhir bulan',
    rincian: [{ barang_id: g.barang_id, satuan_id: g.satuan_id, jumlah: 1 }, { barang_id: g.barang_id, jumlah, tempat_tujuan_tipe: 'rak', tempat_tujuan_id: rak }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { doc: res.json().data, g, own, rak };
}

describe('mutasi gudang: diminta → dikirim (in transit) → diterima and placed', () => {
  it('happy path: stock leaves the source into transit, arrives at the destination and its places; value conserved', async () => {
    const { doc, g, own, rak } = await request();
    const asal = await otherGudang(t);
    const qty = g.faktor + 3;
    expect(doc).toMatchObject({ status: 'diminta', gudang_tujuan_id: own, gudang_asal_id: asal, nomor: expect.stringMatching(/^MTS\/\d{4}\/\d{2}\/\d{4}$/) });
    expect(doc.rincian.map((l: { qty: number; tempat_tujuan_nama: string | null }) => [l.qty, l.tempat_tujuan_nama])).toEqual([[g.faktor, null], [3, expect.stringMatching(/^Blok .+ \/ Rak .+$/)]]);

    const before = { asal: await stok(t, g.barang_id, `G:${asal}`), tujuan: await stok(t, g.barang_id, `G:${own}`), cost: await nilaiStok(t, g.barang_id), inv: await saldoSetting(t, 'akun_persediaan_id') };
    const wrongSide = await post('gudang', '/input/gudang-mutasi-kirim', { id: doc.id });
    expect(wrongSide.statusCode).toBe(403);
    expect(wrongSide.json().message).toBe('Pengiriman mutasi hanya dapat dilakukan oleh gudang asal');

    const sent = await post('gm', '/input/gudang-mutasi-kirim', { id: doc.id, tanggal_kirim: today() });
    expect(sent.statusCode, sent.body).toBe(200);
    // Each line leaves at the moving average left by the one before it (rounded per line, as the stock ledger does).
    const first = Math.round((before.cost.nilai * g.faktor) / before.cost.qty);
    const expectedValue = first + Math.round(((before.cost.nilai - first) * 3) / (before.cost.qty - g.faktor));
    expect(sent.json().data).toMatchObject({ status: 'dikirim', tanggal_kirim: today(), total: expectedValue });
    expect(sent.json().data.rincian.map((l: { qty_dikirim: number }) => l.qty_dikirim)).toEqual([g.faktor, 3]);
    expect(await stok(t, g.barang_id, `G:${asal}`)).toBe(before.asal - qty);
    expect(await stok(t, g.barang_id, `T:${doc.id}`)).toBe(qty);
    expect(await nilaiStok(t, g.barang_id)).toEqual(before.cost);
    expect(await saldoSetting(t, 'akun_persediaan_id')).toBe(before.inv);
    await expectIntegrity(t);
    // The receiving warehouse must act next: told in the same transaction as the step.
    const inbox = (await get('gudang', '/notifikasi?dibaca=false&perPage=100')).json().data as Array<{ resource: string; record_id: number; pesan: string }>;
    const gm = await t.database.db.selectFrom('users').innerJoin('karyawan', 'karyawan.id', 'users.karyawan_id').select('karyawan.nama_lengkap')
      .where('users.email', '=', 'gm@niaga.local').executeTakeFirstOrThrow();
    expect(inbox.find((n) => n.resource === 'gudang-mutasi' && n.record_id === doc.id)?.pesan).toBe(`Mutasi Gudang ${doc.nomor} berstatus Dalam Perjalanan oleh ${String(gm.nama_lengkap)}`);

    // After sending only the destination's place may change, and only by the destination.
    const { laci } = await placesOf(own);
    const line = sent.json().data.rincian[0];
    expect((await post('gudang', '/input/gudang-mutasi-rincian', { id: line.id, jumlah: 5 })).statusCode).toBe(409);
    expect((await post('gm', '/input/gudang-mutasi-rincian', { id: line.id, tempat_tujuan_tipe: 'laci', tempat_tujuan_id: laci })).statusCode).toBe(200);
    const placeIt = await post('gudang', '/input/gudang-mutasi-rincian', { id: line.id, tempat_tujuan_tipe: 'laci', tempat_tujuan_id: laci });
    expect(placeIt.statusCode, placeIt.body).toBe(200);
    expect(placeIt.json().data.tempat_tujuan_nama).toMatch(/^Blok .+ \/ Rak .+ \/ Laci .+$/);

    const bySender = await post('gm', '/input/gudang-mutasi-terima', { id: doc.id });
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().message).toBe('Penerimaan mutasi harus dikonfirmasi orang lain, bukan pengirimnya');
    const got = await post('gudang', '/input/gudang-mutasi-terima', { id: doc.id });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().data).toMatchObject({ status: 'diterima', tanggal_terima: today() });
    expect(await stok(t, g.barang_id, `T:${doc.id}`)).toBe(0);
    expect(await stok(t, g.barang_id, `G:${own}`)).toBe(before.tujuan + qty);
    expect(await placed(g.barang_id, own, 'laci', laci)).toBe(g.faktor);
    expect(await placed(g.barang_id, own, 'rak', rak)).toBe(3);
    expect(await nilaiStok(t, g.barang_id)).toEqual(before.cost);
    await expectIntegrity(t);

    const pdf = await get('gudang', `/cetak-mutasi?id=${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['SURAT MUTASI GUDANG', `No. ${doc.nomor}`, g.nama, 'Nilai Dikirim', 'Diterima oleh']) expect(text).toContain(s);
    expect((await get('gudang', '/cetak-mutasi')).statusCode).toBe(422);
  });

  it('a line naming no source place takes the unplaced stock, then the source\'s places; its value is the sum of its parts', async () => {
    const asal = await otherGudang(t);
    const g = await goodsAt(asal, 200);
    const { rak } = await placesOf(asal);
    const have = await stok(t, g.barang_id, `G:${asal}`);
    const placedBefore = Number((await t.database.db.selectFrom('stok_penempatan').select((eb) => eb.fn.sum<number>('qty').as('q'))
      .where('barang_id', '=', g.barang_id).where('gudang_id', '=', asal).executeTakeFirst())?.q ?? 0);
    // all of the source's unplaced stock but 2 goes onto a rack
    await inTrx(t, (lc) => movePlacement(lc, today(), { tipe: 'uji', id: null }, [{ barang_id: g.barang_id, gudang_id: asal, qty: have - placedBefore - 2, to: { tipe: 'rak', id: rak } }]));
    const onRack = await placed(g.barang_id, asal, 'rak', rak);
    const res = await post('gudang', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: asal, rincian: [{ barang_id: g.barang_id, jumlah: 5 }] });
    expect(res.statusCode, res.body).toBe(201);
    const cost = await nilaiStok(t, g.barang_id);
    const sent = await post('gm', '/input/gudang-mutasi-kirim', { id: res.json().data.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await placed(g.barang_id, asal, 'rak', rak)).toBe(onRack - 3);
    expect(await stok(t, g.barang_id, `G:${asal}`)).toBe(have - 5);
    const nilai = sent.json().data.rincian[0].nilai as number;
    expect(Math.abs(nilai - (cost.nilai * 5) / cost.qty)).toBeLessThanOrEqual(1);
    expect(sent.json().data.total).toBe(nilai);
    await expectIntegrity(t);
  });

  it('tells only the warehouse admins of its warehouses, not every warehouse admin', async () => {
    const db = t.database.db;
    const own = await userGudang(t);
    const asal = await otherGudang(t);
    const third = (await db.selectFrom('gudang').select('id').where('id', 'not in', [own, asal]).orderBy('id').executeTakeFirstOrThrow()).id as number;
    const { id: _id, ...admin } = await db.selectFrom('users').selectAll().where('email', '=', 'gudang@niaga.local').executeTakeFirstOrThrow() as Record<string, unknown>;
    const insert = (email: string, gudangId: number) => db.insertInto('users').values({ ...admin, email, gudang_id: gudangId, karyawan_id: null, no_hp: null }).returning('id').executeTakeFirstOrThrow();
    const elsewhere = Number((await insert('gudang3@niaga.local', third)).id);
    const atSource = Number((await insert('gudang-asal@niaga.local', asal)).id);
    const { doc } = await request();
    const told = async () => (await db.selectFrom('notifikasi').select('user_id').where('resource', '=', 'gudang-mutasi').where('record_id', '=', doc.id).execute()).map((n) => Number(n.user_id));
    expect(await told()).toContain(atSource);
    expect(await told()).not.toContain(elsewhere);
  });

  it('illegal steps answer 409 naming both states; a shortage is a 409 that writes nothing; the closing date refuses', async () => {
    const { doc } = await request();
    expect((await post('gudang', '/input/gudang-mutasi-terima', { id: doc.id })).json().message)
      .toBe('Mutasi Gudang berstatus Diminta; Terima & Tempatkan hanya dapat dilakukan dari status Dalam Perjalanan');
    expect((await post('gm', '/input/gudang-mutasi-kirim', { id: doc.id })).statusCode).toBe(200);
    const again = await post('gm', '/input/gudang-mutasi-kirim', { id: doc.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Mutasi Gudang berstatus Dalam Perjalanan; Kirim hanya dapat dilakukan dari status Diminta');
    expect((await post('gudang', '/input/gudang-mutasi', { id: doc.id, keterangan: 'ubah' })).statusCode).toBe(409);
    expect((await post('gudang', '/input/gudang-mutasi-batal', { id: doc.id })).statusCode).toBe(409);
    expect((await t.call('gudang', { method: 'DELETE', url: `/api/gudang-mutasi-rincian/${doc.rincian[0].id}` })).statusCode).toBe(409);

    const { doc: big, g } = await request(10_000_000);
    const asal = await otherGudang(t);
    const before = await stok(t, g.barang_id, `G:${asal}`);
    const short = await post('gm', '/input/gudang-mutasi-kirim', { id: big.id });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/tidak cukup: tersedia/);
    expect(await stok(t, g.barang_id, `G:${asal}`)).toBe(before);
    expect((await get('gudang', `/gudang-mutasi/${big.id}`)).json().data.status).toBe('diminta');

    const { doc: closed } = await request();
    await setClosingDate(t, today());
    try { expect((await post('gm', '/input/gudang-mutasi-kirim', { id: closed.id })).statusCode).toBe(409); } finally { await setClosingDate(t, null); }
    expect((await post('gudang', '/input/gudang-mutasi-batal', { id: closed.id })).json().data.status).toBe('dibatalkan');
    await expectIntegrity(t);
  });

  it('no self-approval: the requester cannot refuse their own request; the source can, with a reason', async () => {
    const { doc } = await request();
    expect((await post('gudang', '/input/gudang-mutasi-tolak', { id: doc.id, alasan_tolak: 'x' })).statusCode).toBe(403);
    expect((await post('gm', '/input/gudang-mutasi-tolak', { id: doc.id })).statusCode).toBe(422);
    const res = await post('gm', '/input/gudang-mutasi-tolak', { id: doc.id, alasan_tolak: 'Stok gudang asal untuk promo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ditolak', alasan_tolak: 'Stok gudang asal untuk promo' });
  });

  it('bad input is a 422 naming the field and writes nothing', async () => {
    const own = await userGudang(t);
    const g = await goodsWithUnit(t);
    const count = async () => Number((await t.database.db.selectFrom('gudang_mutasi').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c);
    const n = await count();
    const same = await post('gudang', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: own, gudang_tujuan_id: own, rincian: [] });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ gudang_tujuan_id: ['Gudang tujuan harus berbeda dari gudang asal'] });
    const { rak: otherRak } = await placesOf(await otherGudang(t));
    const wrongPlace = await post('gudang', '/input/gudang-mutasi', {
      tanggal: today(), gudang_asal_id: await otherGudang(t), rincian: [{ barang_id: g.barang_id, jumlah: 1, tempat_tujuan_tipe: 'rak', tempat_tujuan_id: otherRak }],
    });
    expect(wrongPlace.statusCode).toBe(422);
    expect(Object.keys(wrongPlace.json().errors)).toEqual(['rincian.0.tempat_tujuan_id']);
    const half = await post('gudang', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: await otherGudang(t), rincian: [{ barang_id: g.barang_id, jumlah: 1, tempat_asal_tipe: 'rak' }] });
    expect(half.json().errors).toEqual({ 'rincian.0.tempat_asal_id': ['Isi jenis tempat dan tempatnya bersama-sama'] });
    const noTujuan = await post('admin', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: own });
    expect(noTujuan.json().errors).toEqual({ gudang_tujuan_id: ['Gudang tujuan wajib diisi'] });
    expect((await post('gudang', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: own })).json().errors).toEqual({ gudang_tujuan_id: ['Gudang tujuan wajib diisi'] });
    expect((await post('gudang', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: own, status: 'diterima' })).statusCode).toBe(400);
    expect(await count()).toBe(n);
  });

  it('scoping: a warehouse admin sees and writes only mutations from or to their warehouse; other levels by their menu', async () => {
    const own = await userGudang(t);
    const others = (await t.database.db.selectFrom('gudang').select('id').where('id', '!=', own).orderBy('id').execute()).map((r) => Number(r.id));
    expect(others.length).toBeGreaterThanOrEqual(2);
    const foreign = await post('admin', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: others[0], gudang_tujuan_id: others[1] });
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect((await get('gudang', `/gudang-mutasi/${foreign.json().data.id}`)).statusCode).toBe(404);
    const list = (await get('gudang', '/gudang-mutasi?perPage=1000')).json().data as Array<{ gudang_asal_id: number; gudang_tujuan_id: number }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => m.gudang_asal_id === own || m.gudang_tujuan_id === own)).toBe(true);
    expect((await post('gudang', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: others[0], gudang_tujuan_id: others[1] })).statusCode).toBe(403);
    const push = await post('gudang', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: own, gudang_tujuan_id: others[0] });
    expect(push.statusCode, push.body).toBe(201);
    expect((await get('sales1', '/gudang-mutasi')).statusCode).toBe(403);
    expect((await get('finance', '/gudang-mutasi')).statusCode).toBe(200);
    expect((await post('finance', '/input/gudang-mutasi', { tanggal: today(), gudang_asal_id: others[0], gudang_tujuan_id: own })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/gudang-mutasi' })).statusCode).toBe(401);
  });
});
