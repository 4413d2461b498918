import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

type Row = Record<string, unknown>;

/** The employee name of a user, as the database holds it. */
async function personOf(userId: number): Promise<{ nama: string; email: string; karyawan_id: number }> {
  const row = await t.database.db.selectFrom('users').innerJoin('karyawan', 'karyawan.id', 'users.karyawan_id')
    .select(['users.email', 'karyawan.nama_lengkap', 'users.karyawan_id']).where('users.id', '=', userId).executeTakeFirstOrThrow();
  return { nama: row.nama_lengkap as string, email: row.email as string, karyawan_id: row.karyawan_id as number };
}

describe('people by name where a user is stored', () => {
  it('a stamp (diterima oleh) is answered with the person\'s name and employee beside the email, in lists and on the record', async () => {
    const list = (await t.call('admin', { method: 'GET', url: '/api/penerimaan?status=diterima&perPage=50' })).json().data as Row[];
    const stamped = list.find((r) => typeof r.diterima_oleh === 'number');
    expect(stamped).toBeDefined();
    const person = await personOf(stamped!.diterima_oleh as number);
    expect(person.nama).not.toContain('@');
    expect(stamped!.diterima_oleh_ref).toEqual({ id: stamped!.diterima_oleh, email: person.email, karyawan_id: person.karyawan_id, nama: person.nama });
    const one = (await t.call('admin', { method: 'GET', url: `/api/penerimaan/${String(stamped!.id)}` })).json().data as Row;
    expect(one.diterima_oleh_ref).toMatchObject({ email: person.email, karyawan_id: person.karyawan_id, nama: person.nama });
  });

  it('a user without an employee record keeps the email as the name', async () => {
    const list = (await t.call('admin', { method: 'GET', url: '/api/penerimaan?status=diterima&perPage=50' })).json().data as Row[];
    const stamped = list.find((r) => typeof r.diterima_oleh === 'number')!;
    const userId = stamped.diterima_oleh as number;
    const { karyawan_id } = await t.database.db.selectFrom('users').select('karyawan_id').where('id', '=', userId).executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ karyawan_id: null }).where('id', '=', userId).execute();
    try {
      const again = (await t.call('admin', { method: 'GET', url: `/api/penerimaan/${String(stamped.id)}` })).json().data as Row;
      expect((again.diterima_oleh_ref as Row).nama).toBe((again.diterima_oleh_ref as Row).email);
    } finally {
      await t.database.db.updateTable('users').set({ karyawan_id }).where('id', '=', userId).execute();
    }
  });

  it('a notification names who took the step, not their login', async () => {
    const before = (await t.call('spv', { method: 'GET', url: '/api/notifikasi?perPage=1' })).json().data[0]?.id ?? 0;
    const sales1 = await t.database.db.selectFrom('users').select(['id', 'karyawan_id']).where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
    const rute = await t.database.db.selectFrom('rute').select('id').where('karyawan_id', '=', sales1.karyawan_id).orderBy('kode').executeTakeFirstOrThrow();
    const tipe = await t.database.db.selectFrom('konsumen_type').select('id').orderBy('id').executeTakeFirstOrThrow();
    const submitted = await t.call('sales1', { method: 'POST', url: '/api/input/ajuankonsumen', payload: {
      nama: 'Toko Nama Orang', nama_pemilik: 'Asep', konsumen_type_id: tipe.id, rute_id: rute.id, alamat: 'Jl. Uji 1', no_hp: '0812-2222-4444',
    } });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const person = await personOf(sales1.id as number);
    const latest = (await t.call('spv', { method: 'GET', url: '/api/notifikasi?perPage=1' })).json().data[0];
    expect(latest.id).toBeGreaterThan(before);
    expect(latest.pesan).toBe(`Ajuan Konsumen ${String(submitted.json().data.nama)} berstatus Diajukan oleh ${person.nama}`);
    expect(latest.pesan).not.toContain('@');
  });

  it('the dashboard\'s recent activity names who did it, with their employee id', async () => {
    const recent = (await t.call('admin', { method: 'POST', url: '/api/dashboard-info', payload: {} })).json().data.recent as Row[];
    const byUser = recent.filter((r) => r.user !== null);
    expect(byUser.length).toBeGreaterThan(0);
    for (const r of byUser) {
      expect(r.user).not.toContain('@');
      expect(typeof r.karyawan_id).toBe('number');
    }
  });
});
