import { describe, expect, it } from 'vitest';
import { remindVehicles } from '../../../server/domain/armada/pengingat.js';
import { freeVehicle, today } from './fixtures.js';
import { describeSpecCalls, useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

type Row = Record<string, unknown>;
const CALLS = [
  'GET /kendaraan-ceklist', 'GET /kendaraan-ceklist/{id}', 'GET /kendaraan-ceklist-rincian', 'POST /input/kendaraan-ceklist', 'POST /input/kendaraan-ceklist-rincian',
  'GET /kendaraan-bagian', 'POST /input/kendaraan-bagian', 'GET /kendaraan', 'GET /kendaraan/{id}', 'POST /input/kendaraan',
];
const userId = async (name: string) => Number((await t.database.db.selectFrom('users').select('id').where('email', '=', `${name}@niaga.local`).executeTakeFirstOrThrow()).id);
const activeParts = async () => Number((await t.database.db.selectFrom('kendaraan_bagian').select((eb) => eb.fn.countAll().as('c')).where('aktif', '=', 1).executeTakeFirstOrThrow()).c);

describeSpecCalls('SPEC.md section 7 vehicle calls', t, CALLS);

describe('kendaraan-ceklist: draft from the parts template → selesai', () => {
  it('starts from every active part, needs a note on findings, counts them, keeps the odometer and tells the GM', async () => {
    const v = await freeVehicle(t);
    const res = await post('gudang', '/input/kendaraan-ceklist', { tanggal: today(), kendaraan_id: v.id, odometer: v.odometer + 120 });
    expect(res.statusCode, res.body).toBe(201);
    const doc = (await get('gudang', `/kendaraan-ceklist/${res.json().data.id}`)).json().data;
    expect(doc.nomor).toMatch(/^CKL\//);
    expect(doc.rincian.length).toBe(await activeParts());
    expect(doc.rincian.every((l: Row) => l.kondisi === 'baik')).toBe(true);
    const [first, second] = doc.rincian as Row[];
    expect((await post('gudang', '/input/kendaraan-ceklist-rincian', { id: first.id, kondisi: 'rusak' })).statusCode).toBe(200);
    expect((await post('gudang', '/input/kendaraan-ceklist-rincian', { id: second.id, kondisi: 'perlu_perhatian', catatan: 'Mulai aus' })).statusCode).toBe(200);
    const noNote = await post('gudang', '/input/kendaraan-ceklist-selesai', { id: doc.id });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors['rincian.0.catatan'][0]).toBe('Catatan wajib diisi untuk kondisi perlu perhatian atau rusak');
    expect((await post('gudang', '/input/kendaraan-ceklist-rincian', { id: first.id, catatan: 'Retak, harus diganti' })).statusCode).toBe(200);
    const gm = await userId('gm');
    const done = await post('gudang', '/input/kendaraan-ceklist-selesai', { id: doc.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'selesai', jumlah_rusak: 1, jumlah_perhatian: 1, jumlah_baik: doc.rincian.length - 2 });
    expect(Number((await t.database.db.selectFrom('kendaraan').select('odometer').where('id', '=', v.id).executeTakeFirstOrThrow()).odometer)).toBe(v.odometer + 120);
    const told = await t.database.db.selectFrom('notifikasi').select(['judul', 'pesan']).where('user_id', '=', gm).where('resource', '=', 'kendaraan-ceklist').where('record_id', '=', doc.id).execute();
    expect(told.map((n) => n.pesan)).toEqual([expect.stringMatching(new RegExp(`^Ceklist Kendaraan ${doc.nomor.replace(/\//g, '\\/')} berstatus Selesai oleh `))]);

    const again = await post('gudang', '/input/kendaraan-ceklist-selesai', { id: doc.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ceklist Kendaraan berstatus Selesai; Selesai Diperiksa hanya dapat dilakukan dari status Draft');
    const late = await post('gudang', '/input/kendaraan-ceklist-rincian', { id: first.id, kondisi: 'baik' });
    expect(late.statusCode).toBe(409);
    // The vehicle's history page lists it.
    const history = (await get('gm', `/kendaraan-ceklist?kendaraan_id=${v.id}`)).json();
    expect(history.data.map((r: Row) => r.id)).toContain(doc.id);
  });

  it('bad input: unknown vehicle, unknown condition, odometer backwards', async () => {
    const v = await freeVehicle(t);
    const unknown = await post('gudang', '/input/kendaraan-ceklist', { tanggal: today(), kendaraan_id: 999_999, odometer: 10 });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toContain('kendaraan_id');
    const badLine = await post('gudang', '/input/kendaraan-ceklist', { tanggal: today(), kendaraan_id: v.id, odometer: v.odometer, rincian: [{ kendaraan_bagian_id: 1, kondisi: 'hancur' }] });
    expect(badLine.statusCode).toBe(422);
    expect(Object.keys(badLine.json().errors)).toContain('rincian.0.kondisi');
    const back = await post('gudang', '/input/kendaraan-ceklist', { tanggal: today(), kendaraan_id: v.id, odometer: Math.max(0, v.odometer - 500) });
    expect(back.statusCode).toBe(201);
    const refused = await post('gudang', '/input/kendaraan-ceklist-selesai', { id: back.json().data.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.odometer[0]).toMatch(/^Odometer tidak boleh kurang dari odometer kendaraan/);
  });

  it('permissions: a salesperson inspects as themselves and sees only their own; finance has no checklist menu', async () => {
    const v = await freeVehicle(t);
    const sales1 = await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
    const mine = await post('sales1', '/input/kendaraan-ceklist', { tanggal: today(), kendaraan_id: v.id, odometer: v.odometer + 1 });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data.karyawan_id).toBe(sales1.karyawan_id);
    const other = await post('sales1', '/input/kendaraan-ceklist', { tanggal: today(), kendaraan_id: v.id, odometer: v.odometer + 1, karyawan_id: Number(sales1.karyawan_id) + 1 });
    expect(other.statusCode).toBe(403);
    expect((await get('sales2', `/kendaraan-ceklist/${mine.json().data.id}`)).statusCode).toBe(404);
    expect((await get('finance', '/kendaraan-ceklist')).statusCode).toBe(403);
    expect((await post('spv', '/input/kendaraan-ceklist', { tanggal: today(), kendaraan_id: v.id, odometer: v.odometer })).statusCode).toBe(403);
  });
});

describe('vehicle reminders', () => {
  it('tell the GM and the vehicle\'s salesperson of overdue inspections and STNK/KIR due dates, once a day', async () => {
    const { db } = t.database;
    const plate = 'D 8456 BCM';
    const v = await db.selectFrom('kendaraan').select(['id', 'kir_jatuh_tempo']).where('no_polisi', '=', plate).executeTakeFirstOrThrow();
    const route = await db.selectFrom('gudang_sales_rute').innerJoin('users', 'users.karyawan_id', 'gudang_sales_rute.karyawan_id').select('users.id')
      .where('gudang_sales_rute.kendaraan_id', '=', Number(v.id)).executeTakeFirstOrThrow();
    const gm = await userId('gm');
    const fresh = await remindVehicles(db, new Date());
    expect(fresh).toBeGreaterThan(0);
    const kir = await db.selectFrom('notifikasi').select(['user_id', 'pesan']).where('resource', '=', 'kendaraan').where('record_id', '=', Number(v.id)).where('judul', '=', 'KIR kendaraan jatuh tempo').execute();
    expect(kir.map((n) => Number(n.user_id)).sort()).toEqual([gm, Number(route.id)].sort((a, b) => a - b));
    expect(kir[0].pesan).toMatch(new RegExp(`^KIR ${plate} sudah lewat jatuh tempo \\d{2}-\\d{2}-\\d{4}$`));
    expect(await remindVehicles(db, new Date())).toBe(0);
    const fin = await userId('finance');
    expect((await db.selectFrom('notifikasi').select('id').where('user_id', '=', fin).where('resource', '=', 'kendaraan').execute()).length).toBe(0);
  });
});
