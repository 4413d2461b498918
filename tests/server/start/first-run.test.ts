import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { Database_ } from '../../../server/db/connection.js';
import { startDatabase } from '../../../server/db/start.js';
import { countRows, freshDatabase } from '../support/helpers.js';
import { bareApp, duplicateBaseRows, expectEveryMenuReachable, NO_DUPLICATES, type BareApp } from './start-helpers.js';

/** Tables only the demo company fills. */
const DEMO_TABLES = ['karyawan', 'jabatan', 'gudang', 'barang', 'konsumen', 'rute', 'satuan', 'kas', 'jurnal', 'stok_ledger', 'hutang', 'request_barang'];

async function demoRows(database: Database_): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(DEMO_TABLES.map(async (t) => [t, await countRows(database, t)])));
}
const none = Object.fromEntries(DEMO_TABLES.map((t) => [t, 0]));

const COMPANY = {
  nama_perusahaan: 'CV Sumber Rejeki', alamat: 'Jl. Pasar Baru No. 7, Garut', npwp: '0023456789443000',
  nama_lengkap: 'Sri Mulyani', jk: 'P', email: 'sri@sumberrejeki.co.id', password: 'rahasia-kuat-1',
};

describe('first run through the browser (POST /api/setup)', () => {
  let database: Database_;
  let drop: () => Promise<void>;
  let t: BareApp;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    const start = await startDatabase(database, registry, { demo: false });
    expect(start).toMatchObject({ demoSeeded: false, setupNeeded: true });
    t = await bareApp(database, registry);
  });
  afterAll(async () => { await t.close(); await drop(); });

  it('starts with base data only: no users, no demo rows, the whole chart of accounts', async () => {
    expect(await countRows(database, 'users')).toBe(0);
    expect(await demoRows(database)).toEqual(none);
    expect(await countRows(database, 'akun')).toBeGreaterThan(50);
    expect((await t.call(null, { method: 'GET', url: '/api/setup' })).json()).toEqual({ needed: true });
  });

  it('refuses a bad body in Indonesian (422) or unknown keys (400), writing nothing', async () => {
    const bad = await t.call(null, { method: 'POST', url: '/api/setup', payload: { ...COMPANY, nama_perusahaan: '', email: 'bukan-email', password: 'pendek' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      nama_perusahaan: ['Nama Perusahaan wajib diisi'], email: [expect.stringMatching(/email/i)], password: ['Password minimal 8 karakter'],
    });
    const noName = await t.call(null, { method: 'POST', url: '/api/setup', payload: { ...COMPANY, nama_lengkap: ' ', jk: 'X' } });
    expect(noName.statusCode).toBe(422);
    expect(Object.keys(noName.json().errors).sort()).toEqual(['jk', 'nama_lengkap']);
    const extra = await t.call(null, { method: 'POST', url: '/api/setup', payload: { ...COMPANY, level_id: 1 } });
    expect(extra.statusCode).toBe(400);
    expect(await countRows(database, 'users')).toBe(0);
  });

  it('creates the company and its admin once; the admin logs in and reaches every menu', async () => {
    const res = await t.call(null, { method: 'POST', url: '/api/setup', payload: COMPANY });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.email).toBe(COMPANY.email);
    const token = await t.login(COMPANY.email, COMPANY.password);
    const me = (await t.call(token, { method: 'GET', url: '/api/auth/me' })).json().data.user;
    expect(me.level.nama_level).toBe('Admin');
    expect(me.karyawan.nama_lengkap).toBe('Sri Mulyani');
    const setting = (await t.call(token, { method: 'GET', url: '/api/setting' })).json().data;
    expect(setting).toMatchObject({ nama_perusahaan: 'CV Sumber Rejeki', alamat: 'Jl. Pasar Baru No. 7, Garut', npwp: '0023456789443000' });
    await expectEveryMenuReachable(t, token, registry);
  });

  it('answers 409 to every later POST /api/setup and {needed: false}', async () => {
    const again = await t.call(null, { method: 'POST', url: '/api/setup', payload: { ...COMPANY, email: 'lain@contoh.co.id' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/sudah disiapkan/);
    expect((await t.call(null, { method: 'POST', url: '/api/setup', payload: {} })).statusCode).toBe(409);
    expect((await t.call(null, { method: 'GET', url: '/api/setup' })).json()).toEqual({ needed: false });
    expect(await countRows(database, 'users')).toBe(1);
  });

  it('a second start adds nothing and still writes no demo data', async () => {
    const start = await startDatabase(database, registry, { demo: true });
    expect(start.demoSeeded).toBe(false);
    expect(Object.values(start.baseData).every((n) => n === 0)).toBe(true);
    expect(await countRows(database, 'users')).toBe(1);
    expect(await duplicateBaseRows(database)).toEqual(NO_DUPLICATES);
  });
});

describe('first run from the environment (NIAGA_ADMIN_EMAIL, NIAGA_ADMIN_PASSWORD)', () => {
  let database: Database_;
  let drop: () => Promise<void>;
  beforeAll(async () => { ({ database, drop } = await freshDatabase()); });
  afterAll(async () => { await drop(); });

  it('refuses a password the user rules refuse, before writing anything', async () => {
    await expect(startDatabase(database, registry, { demo: false, admin: { email: 'ops@contoh.co.id', password: 'pendek' } }))
      .rejects.toThrow('NIAGA_ADMIN_PASSWORD: Password minimal 8 karakter');
  });

  it('creates the admin once, who logs in and reaches every menu; no demo rows; a restart adds nobody', async () => {
    const admin = { email: 'ops@contoh.co.id', password: 'sandi-operator-9' };
    const first = await startDatabase(database, registry, { demo: false, admin });
    expect(first).toMatchObject({ adminCreated: 'ops@contoh.co.id', demoSeeded: false, setupNeeded: false });
    const again = await startDatabase(database, registry, { demo: false, admin: { ...admin, email: 'lain@contoh.co.id' } });
    expect(again.adminCreated).toBeUndefined();
    expect(await countRows(database, 'users')).toBe(1);
    expect(await demoRows(database)).toEqual(none);

    const t = await bareApp(database, registry);
    try {
      const token = await t.login(admin.email, admin.password);
      await expectEveryMenuReachable(t, token, registry);
      expect((await t.call(null, { method: 'GET', url: '/api/setup' })).json()).toEqual({ needed: false });
      expect((await t.call(null, { method: 'POST', url: '/api/setup', payload: COMPANY })).statusCode).toBe(409);
    } finally {
      await t.close();
    }
  });
});

describe('the demo on top of base data', () => {
  let database: Database_;
  let drop: () => Promise<void>;
  beforeAll(async () => { ({ database, drop } = await freshDatabase()); });
  afterAll(async () => { await drop(); });

  it('is seeded once into an empty database; a second start seeds nothing and duplicates nothing', { timeout: 180_000 }, async () => {
    // The current weeks only: what is checked is seeding once, not the year (tests/server/demo/demo-year.test.ts).
    expect((await startDatabase(database, registry, { demo: true, demoMonths: 0 })).demoSeeded).toBe(true);
    const users = await countRows(database, 'users');
    const rows = await demoRows(database);
    expect(users).toBe(9);
    const second = await startDatabase(database, registry, { demo: true, demoMonths: 0 });
    expect(second.demoSeeded).toBe(false);
    expect(Object.values(second.baseData).every((n) => n === 0)).toBe(true);
    expect(await countRows(database, 'users')).toBe(users);
    expect(await demoRows(database)).toEqual(rows);
    expect(await duplicateBaseRows(database)).toEqual(NO_DUPLICATES);
  });
});
