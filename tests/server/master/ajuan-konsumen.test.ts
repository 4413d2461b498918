import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const userOf = async (name: string) => t.database.db.selectFrom('users').select(['id', 'karyawan_id']).where('email', '=', `${name}@niaga.local`).executeTakeFirstOrThrow();
const ownRoute = async (name: string) => {
  const u = await userOf(name);
  return (await t.database.db.selectFrom('rute').select(['id', 'teritori_id']).where('karyawan_id', '=', u.karyawan_id).orderBy('kode').executeTakeFirstOrThrow());
};
const tipe = async (kode: string) => (await t.database.db.selectFrom('konsumen_type').select(['id', 'limit_kredit_standar']).where('kode', '=', kode).executeTakeFirstOrThrow());
const approve = (user: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/input/ajuankonsumen-approve', payload });
const reject = (user: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/input/ajuankonsumen-tolak', payload });

async function submit(user: string, extra: Record<string, unknown> = {}) {
  const rute = await ownRoute(user === 'spv' ? 'sales1' : user);
  const res = await t.call(user, {
    method: 'POST', url: '/api/input/ajuankonsumen',
    payload: { nama: `Toko Uji ${Math.random().toString(36).slice(2, 7)}`, nama_pemilik: 'Euis Rahayu', konsumen_type_id: (await tipe('TK')).id, rute_id: rute.id, alamat: 'Jl. Uji No. 1, Bandung', no_hp: '0812-1111-2222', latitude: -6.93, longitude: 107.63, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('ajuan konsumen: a salesperson submits, a supervisor approves into a customer', () => {
  it('happy path: one transaction gives the customer, the state, the stamps and both audit rows', async () => {
    const ajuan = await submit('sales1');
    const sales1 = await userOf('sales1');
    expect(ajuan).toMatchObject({ status: 'diajukan', karyawan_id: sales1.karyawan_id, konsumen_id: null });

    const notif = (await t.call('spv', { method: 'GET', url: '/api/param-notif' })).json().data.find((p: { resource: string }) => p.resource === 'ajuankonsumen');
    expect(notif.aktif).toEqual(['diajukan']);
    expect(notif.notif).toBeGreaterThanOrEqual(4);

    const before = await countRows(t.database, 'konsumen');
    const res = await approve('spv', { id: ajuan.id, limit_kredit: 2_500_000 });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json().data;
    expect(done.status).toBe('disetujui');
    expect(done.diputuskan_oleh).toBe((await userOf('spv')).id);
    expect(done.konsumen).toMatchObject({ nama: ajuan.nama, alamat: ajuan.alamat, limit_kredit: 2_500_000, kode: expect.stringMatching(/^KNS-\d{5}$/) });
    expect(await countRows(t.database, 'konsumen')).toBe(before + 1);
    expect(done.konsumen.kode).toBe('KNS-00401');
    const rute = await ownRoute('sales1');
    expect(done.konsumen.teritori_id).toBe(rute.teritori_id);

    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'resource']).where('created_at', '>=', done.diputuskan_pada).orderBy('id').execute();
    expect(audit.map((a) => `${a.resource}:${a.action}`)).toEqual(['konsumen:create', 'ajuankonsumen:setujui']);
    // The salesperson now sees the customer on their route.
    expect((await t.call('sales1', { method: 'GET', url: `/api/konsumen/${done.konsumen_id}` })).statusCode).toBe(200);
  });

  it('a decided submission answers 409 naming both states, and can no longer be edited or deleted', async () => {
    const ajuan = await submit('sales1');
    expect((await reject('spv', { id: ajuan.id, alasan_tolak: 'Alamat tidak ditemukan' })).statusCode).toBe(200);
    const again = await approve('spv', { id: ajuan.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ajuan Konsumen berstatus Ditolak; Setujui hanya dapat dilakukan dari status Diajukan');
    const edit = await t.call('sales1', { method: 'POST', url: '/api/input/ajuankonsumen', payload: { id: ajuan.id, nama: 'Ganti' } });
    expect(edit.statusCode).toBe(409);
    expect((await t.call('admin', { method: 'DELETE', url: `/api/ajuankonsumen/${ajuan.id}` })).statusCode).toBe(409);
    const stored = (await t.call('spv', { method: 'GET', url: `/api/ajuankonsumen/${ajuan.id}` })).json().data;
    expect(stored).toMatchObject({ status: 'ditolak', alasan_tolak: 'Alamat tidak ditemukan', konsumen_id: null });
  });

  it('refuses self-approval: who created it, or the salesperson it belongs to', async () => {
    const own = await submit('spv', { karyawan_id: null });
    const self = await approve('spv', { id: own.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/sendiri/);
    expect((await reject('spv', { id: own.id, alasan_tolak: 'x' })).statusCode).toBe(403);
    expect((await approve('gm', { id: own.id })).statusCode).toBe(200);
  });

  it('needs an approving level and the menu right; the rejection needs its reason', async () => {
    const ajuan = await submit('sales2');
    const sales = await approve('sales2', { id: ajuan.id });
    expect(sales.statusCode).toBe(403);
    expect((await approve('sales1', { id: ajuan.id })).statusCode).toBe(403);
    expect((await approve('finance', { id: ajuan.id })).statusCode).toBe(403);
    expect((await approve(null as unknown as string, { id: ajuan.id })).statusCode).toBe(401);
    const noReason = await reject('spv', { id: ajuan.id });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ alasan_tolak: ['Alasan Penolakan wajib diisi'] });
    expect((await approve('spv', { id: ajuan.id, status: 'disetujui' })).statusCode).toBe(400);
    expect((await t.call('spv', { method: 'GET', url: `/api/ajuankonsumen/${ajuan.id}` })).json().data.status).toBe('diajukan');
  });

  it('a taken customer code refuses the approval and writes nothing', async () => {
    const ajuan = await submit('sales2');
    const before = await countRows(t.database, 'konsumen');
    const res = await approve('spv', { id: ajuan.id, kode: 'KNS-00001' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ kode: ['Kode Konsumen sudah dipakai'] });
    expect(await countRows(t.database, 'konsumen')).toBe(before);
    expect((await t.call('spv', { method: 'GET', url: `/api/ajuankonsumen/${ajuan.id}` })).json().data.status).toBe('diajukan');
    const ok = await approve('spv', { id: ajuan.id, kode: 'KNS-TOKO-UJI' });
    expect(ok.json().data.konsumen).toMatchObject({ kode: 'KNS-TOKO-UJI', limit_kredit: (await tipe('TK')).limit_kredit_standar });
  });
});

describe('ajuan konsumen scoping', () => {
  it("a salesperson sees and edits only their own submissions, on their own routes", async () => {
    const mine = await submit('sales1');
    const list = (await t.call('sales2', { method: 'GET', url: '/api/ajuankonsumen?perPage=100' })).json();
    expect(list.data.map((a: { id: number }) => a.id)).not.toContain(mine.id);
    expect(list.data.every((a: { karyawan_id: number }) => a.karyawan_id === list.data[0].karyawan_id)).toBe(true);
    expect((await t.call('sales2', { method: 'GET', url: `/api/ajuankonsumen/${mine.id}` })).statusCode).toBe(404);
    expect((await t.call('sales2', { method: 'POST', url: '/api/input/ajuankonsumen', payload: { id: mine.id, nama: 'x' } })).statusCode).toBe(404);
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/ajuankonsumen', payload: { id: mine.id, nama: 'Toko Uji Diperbaiki' } })).statusCode).toBe(200);

    const foreign = await ownRoute('sales2');
    const res = await t.call('sales1', { method: 'POST', url: '/api/input/ajuankonsumen', payload: { nama: 'Toko Salah Rute', konsumen_type_id: (await tipe('WR')).id, rute_id: foreign.id, alamat: 'Jl. X' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ rute_id: ['Rute tidak ditemukan'] });
    const other = (await userOf('sales2')).karyawan_id;
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/ajuankonsumen', payload: { nama: 'Toko Y', konsumen_type_id: (await tipe('WR')).id, rute_id: (await ownRoute('sales1')).id, alamat: 'Jl. Y', karyawan_id: other } })).statusCode).toBe(403);
  });
});
