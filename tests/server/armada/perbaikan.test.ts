import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, jurnalLines, settingId } from '../gudang/fixtures.js';
import { draftRequest, goodsInStock } from '../kanvas/fixtures.js';
import { companyKas, freeVehicle, requestRepair, salesKas } from './fixtures.js';
import { describeSpecCalls, useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

const CALLS = [
  'GET /perbaikan-kendaraan', 'GET /perbaikan-kendaraan/{id}', 'GET /perbaikan-kendaraan-rincian', 'POST /input/perbaikan-kendaraan',
  'POST /input/perbaikan-kendaraan-gm', 'POST /input/perbaikan-kendaraan-rincian', 'POST /input/perbaikan-kendaraan-approve',
  'POST /perbaikan-kendaraan-terima', 'GET /cetak-perbaikan-kendaraan/{id}',
];

describeSpecCalls('SPEC.md section 7 vehicle repair calls', t, CALLS);

describe('perbaikan-kendaraan: diajukan → disetujui_gm → diberikan → diterima', () => {
  it('happy path: total from lines, GM approval, money out with the expense journal, odometer on receipt, print', async () => {
    const v = await freeVehicle(t);
    const doc = await requestRepair(t, v.id);
    expect(doc).toMatchObject({ status: 'diajukan', total: 600_000, odometer_masuk: v.odometer, kendaraan_id: v.id });
    expect(doc.nomor).toMatch(/^PBK\/\d{4}\/\d{2}\/\d{4}$/);
    // A line added while waiting for the GM raises the total.
    const extra = await post('gudang', '/input/perbaikan-kendaraan-rincian', { perbaikan_kendaraan_id: doc.id, uraian: 'Spooring', jenis: 'jasa', jumlah: 1, harga: 75_000 });
    expect(extra.statusCode, extra.body).toBe(201);
    expect((await get('gudang', `/perbaikan-kendaraan/${doc.id}`)).json().data.total).toBe(675_000);

    const gm = await post('gm', '/input/perbaikan-kendaraan-gm', { id: doc.id });
    expect(gm.statusCode, gm.body).toBe(200);
    expect(gm.json().data).toMatchObject({ status: 'disetujui_gm', disetujui_gm_oleh: expect.any(Number) });
    // Lines are frozen once approved.
    const late = await post('gudang', '/input/perbaikan-kendaraan-rincian', { perbaikan_kendaraan_id: doc.id, uraian: 'Cuci', jenis: 'jasa', jumlah: 1, harga: 10_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/Disetujui GM; rinciannya tidak dapat diubah lagi/);

    const kas = await companyKas(t);
    const beban = await settingId(t, 'akun_beban_perbaikan_kendaraan_id');
    const bebanCode = (await t.database.db.selectFrom('akun').select('kode').where('id', '=', beban).executeTakeFirstOrThrow()).kode;
    expect(bebanCode).toBe('6-1300');
    const given = await post('finance', '/input/perbaikan-kendaraan-approve', { id: doc.id, kas_id: kas.id });
    expect(given.statusCode, given.body).toBe(200);
    const data = given.json().data;
    expect(data).toMatchObject({ status: 'diberikan', kas_id: kas.id });
    expect(await jurnalLines(t, data.jurnal_id)).toEqual([{ akun_id: beban, debit: 675_000, kredit: 0 }, { akun_id: kas.akun_id, debit: 0, kredit: 675_000 }]);
    expect((await companyKas(t)).saldo).toBe(kas.saldo - 675_000);

    const back = await post('gudang', '/perbaikan-kendaraan-terima', { id: doc.id, odometer_selesai: v.odometer + 12 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'diterima', odometer_selesai: v.odometer + 12 });
    expect(Number((await t.database.db.selectFrom('kendaraan').select('odometer').where('id', '=', v.id).executeTakeFirstOrThrow()).odometer)).toBe(v.odometer + 12);

    const pdf = await get('gudang', `/cetak-perbaikan-kendaraan/${doc.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('PERBAIKAN KENDARAAN');
    expect(text).toContain(v.no_polisi);
    expect(text).toContain('Rp. 675.000');
    await expectIntegrity(t);
  });

  it('wrong state answers 409 naming both states; rejection needs a reason', async () => {
    const v = await freeVehicle(t);
    const doc = await requestRepair(t, v.id);
    const early = await post('finance', '/input/perbaikan-kendaraan-approve', { id: doc.id, kas_id: (await companyKas(t)).id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Perbaikan Kendaraan berstatus Diajukan; Berikan Dana hanya dapat dilakukan dari status Disetujui GM');
    const terima = await post('gudang', '/perbaikan-kendaraan-terima', { id: doc.id, odometer_selesai: v.odometer + 1 });
    expect(terima.statusCode).toBe(409);
    const noReason = await post('gm', '/input/perbaikan-kendaraan-tolak', { id: doc.id });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.alasan_tolak).toEqual(expect.arrayContaining([expect.stringMatching(/wajib/i)]));
    const rejected = await post('gm', '/input/perbaikan-kendaraan-tolak', { id: doc.id, alasan_tolak: 'Tunggu servis berkala bulan depan' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe('ditolak');
    const again = await post('gm', '/input/perbaikan-kendaraan-gm', { id: doc.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/berstatus Ditolak/);
  });

  it('permissions: no self-approval, levels per step, sales cannot see repairs', async () => {
    const v = await freeVehicle(t);
    const own = await requestRepair(t, v.id, 'gm');
    const self = await post('gm', '/input/perbaikan-kendaraan-gm', { id: own.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/yang Anda ajukan sendiri/);
    const byFinance = await post('finance', '/input/perbaikan-kendaraan-gm', { id: own.id });
    expect(byFinance.statusCode).toBe(403);
    expect(byFinance.json().message).toMatch(/hanya dapat dilakukan oleh General Manager/);
    expect((await post('owner', '/input/perbaikan-kendaraan-gm', { id: own.id })).statusCode).toBe(200);
    const byGm = await post('gm', '/input/perbaikan-kendaraan-approve', { id: own.id, kas_id: (await companyKas(t)).id });
    expect(byGm.statusCode).toBe(403);
    expect((await get('sales1', '/perbaikan-kendaraan')).statusCode).toBe(403);
    expect((await post('sales1', '/input/perbaikan-kendaraan', { tanggal: '2026-01-01', kendaraan_id: v.id, bengkel: 'X', keluhan: 'Mogok' })).statusCode).toBe(403);
    // Clean up: reject so the vehicle is free for the other tests.
    expect((await post('owner', '/input/perbaikan-kendaraan-tolak', { id: own.id, alasan_tolak: 'Uji izin selesai' })).statusCode).toBe(200);
  });

  it('bad input: unknown field, missing lines, sales kas, odometer backwards, a second repair of the same vehicle', async () => {
    const v = await freeVehicle(t);
    const unknown = await post('gudang', '/input/perbaikan-kendaraan', { tanggal: '2026-01-01', kendaraan_id: v.id, bengkel: 'B', keluhan: 'Aki soak', status: 'diterima' });
    expect(unknown.statusCode).toBe(400);
    const missing = await post('gudang', '/input/perbaikan-kendaraan', { kendaraan_id: v.id });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['tanggal', 'bengkel', 'keluhan']));
    const badLine = await post('gudang', '/input/perbaikan-kendaraan', {
      tanggal: '2026-01-01', kendaraan_id: v.id, bengkel: 'B', keluhan: 'Aki soak', rincian: [{ uraian: 'Aki', jenis: 'suku_cadang', jumlah: 0, harga: -5 }],
    });
    expect(badLine.statusCode).toBe(422);
    expect(Object.keys(badLine.json().errors)).toEqual(expect.arrayContaining(['rincian.0.jumlah', 'rincian.0.harga']));

    const empty = await post('gudang', '/input/perbaikan-kendaraan', { tanggal: '2026-01-01', kendaraan_id: v.id, bengkel: 'B', keluhan: 'Aki soak' });
    expect(empty.statusCode, empty.body).toBe(201);
    const noLines = await post('gm', '/input/perbaikan-kendaraan-gm', { id: empty.json().data.id });
    expect(noLines.statusCode).toBe(422);
    expect(noLines.json().errors.rincian[0]).toBe('Perbaikan belum berisi rincian biaya');
    const second = await post('gudang', '/input/perbaikan-kendaraan', { tanggal: '2026-01-01', kendaraan_id: v.id, bengkel: 'C', keluhan: 'Ban bocor' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.kendaraan_id[0]).toMatch(/masih punya perbaikan berjalan/);
    // The empty request goes away while still waiting (delete allowed in diajukan).
    expect((await t.call('gudang', { method: 'DELETE', url: `/api/perbaikan-kendaraan/${empty.json().data.id}` })).statusCode).toBe(403);
    expect((await t.call('owner', { method: 'DELETE', url: `/api/perbaikan-kendaraan/${empty.json().data.id}` })).statusCode).toBe(200);

    const doc = await requestRepair(t, v.id);
    expect((await post('gm', '/input/perbaikan-kendaraan-gm', { id: doc.id })).statusCode).toBe(200);
    const viaSales = await post('finance', '/input/perbaikan-kendaraan-approve', { id: doc.id, kas_id: await salesKas(t) });
    expect(viaSales.statusCode).toBe(422);
    expect(viaSales.json().errors.kas_id[0]).toMatch(/adalah Kas Sales \(Pegangan\); pilih Kas Besar, Kas Kecil atau Bank/);
    expect((await get('gm', `/perbaikan-kendaraan/${doc.id}`)).json().data.status).toBe('disetujui_gm');
    expect((await post('finance', '/input/perbaikan-kendaraan-approve', { id: doc.id, kas_id: (await companyKas(t)).id })).statusCode).toBe(200);
    const backwards = await post('gudang', '/perbaikan-kendaraan-terima', { id: doc.id, odometer_selesai: Math.max(0, v.odometer - 1) });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.odometer_selesai[0]).toMatch(/Odometer tidak boleh kurang dari/);
    expect((await post('gudang', '/perbaikan-kendaraan-terima', { id: doc.id, odometer_selesai: v.odometer })).statusCode).toBe(200);
  });
});

describe('a vehicle in the workshop is not loaded', () => {
  it('refuses the delivery note to it with 409, and loads it again once the repair is received', async () => {
    // A route whose vehicle has no open trip: its salesperson asks, the warehouse admin (or the GM for another warehouse) ships.
    const routes = await t.database.db.selectFrom('gudang_sales_rute').innerJoin('rute', 'rute.id', 'gudang_sales_rute.rute_id')
      .innerJoin('users', 'users.karyawan_id', 'gudang_sales_rute.karyawan_id').select(['rute.kode', 'gudang_sales_rute.kendaraan_id', 'gudang_sales_rute.gudang_id', 'users.email'])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('trip_kendaraan').select('id').whereRef('trip_kendaraan.kendaraan_id', '=', 'gudang_sales_rute.kendaraan_id').where('status', '=', 'buka'))))
      .orderBy('rute.kode').execute();
    const gudangId = Number((await t.database.db.selectFrom('users').select('gudang_id').where('email', '=', 'gudang@niaga.local').executeTakeFirstOrThrow()).gudang_id);
    const route = routes[0];
    expect(route, 'a route with a free vehicle').not.toBeUndefined();
    const sales = String(route.email).split('@')[0];
    const shipper = Number(route.gudang_id) === gudangId ? 'gudang' : 'gm';
    const kendaraanId = Number(route.kendaraan_id);
    const repair = await requestRepair(t, kendaraanId);
    expect((await post('gm', '/input/perbaikan-kendaraan-gm', { id: repair.id })).statusCode).toBe(200);
    expect((await post('finance', '/input/perbaikan-kendaraan-approve', { id: repair.id, kas_id: (await companyKas(t)).id })).statusCode).toBe(200);

    const [g] = await goodsInStock(t, Number(route.gudang_id), 1);
    const rb = await draftRequest(t, sales, String(route.kode), [{ barang_id: Number(g.barang_id), jumlah: 5 }]);
    for (const [user, url] of [[sales, '/input/request-barang-ajukan'], [shipper, '/input/request-approve-gudang'], [sales, '/input/request-approve-sales']]) {
      const res = await post(user, url, { id: rb.id });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const stockBefore = await t.database.db.selectFrom('stok_ledger').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow();
    const refused = await post(shipper, '/input/request-barang-surat', { id: rb.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Kendaraan .+ sedang dalam perbaikan \(PBK\/.+ di Bengkel Maju Jaya\); kendaraan tidak dapat dimuat sampai perbaikannya diterima$/);
    const stockAfter = await t.database.db.selectFrom('stok_ledger').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow();
    expect(Number(stockAfter.c)).toBe(Number(stockBefore.c));
    expect((await get('admin', `/request-barang/${rb.id}`)).json().data.status).toBe('disetujui_sales');

    const odo = Number((await t.database.db.selectFrom('kendaraan').select('odometer').where('id', '=', kendaraanId).executeTakeFirstOrThrow()).odometer ?? 0);
    expect((await post('gudang', '/perbaikan-kendaraan-terima', { id: repair.id, odometer_selesai: odo + 3 })).statusCode).toBe(200);
    const shipped = await post(shipper, '/input/request-barang-surat', { id: rb.id });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.status).toBe('dikirim');

    // Loaded now: the vehicle cannot go to the workshop with the trip's goods on it.
    const next = await requestRepair(t, kendaraanId);
    expect((await post('gm', '/input/perbaikan-kendaraan-gm', { id: next.id })).statusCode).toBe(200);
    const loaded = await post('finance', '/input/perbaikan-kendaraan-approve', { id: next.id, kas_id: (await companyKas(t)).id });
    expect(loaded.statusCode).toBe(409);
    expect(loaded.json().message).toMatch(/masih dalam trip TRP\/.+; bongkar dulu/);
  });
});
