/**
 * Two API instances (separate processes) on one PostgreSQL database behave as one (issue 19): stock is never
 * oversold across them, a notification raised through one reaches a socket connected to the other, login failures
 * and revoked tokens count on both, a grant removed through one binds on the other, and a scheduled job runs once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { freshDemoDatabase } from '../server/support/helpers.js';
import type { Database_ } from '../../server/db/connection.js';
import { AREAS } from '../../server/domain/areas.js';
import { stockQty } from '../server/kanvas/fixtures.js';
import { draftSale, integritas, post, salesEnv } from '../server/penjualan/fixtures.js';
import { bundleServer, httpTestApp, instanceDatabaseUrl, login, request, startInstance, until, type Instance } from './instances.js';

const SCHEDULED_JOBS = AREAS.flatMap((area) => area.jobs ?? []);

let database: Database_;
let drop: () => Promise<void>;
let removeBundle: () => void;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  ({ database, drop } = await freshDemoDatabase());
  const bundle = await bundleServer();
  removeBundle = bundle.remove;
  const url = instanceDatabaseUrl(database);
  // Both start at once: migrations and base data under the start lock, each job's first run claimed by one.
  [a, b] = await Promise.all([startInstance(bundle.main, url), startInstance(bundle.main, url)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  removeBundle?.();
  await drop?.();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

it('50 concurrent sales on the last 10 units, half through each instance: exactly 10 succeed', async () => {
  const ta = httpTestApp(a.url, database);
  const tb = httpTestApp(b.url, database);
  const env = await salesEnv(ta, 1, 10);
  const g = env.goods[0];
  const k = env.konsumen.find((x) => x.limit_kredit === 0)!;
  const lokasi = `K:${env.kendaraanId}`;
  const have = await stockQty(ta, lokasi, g.barang_id);
  if (have > 10) {
    const rest = await draftSale(ta, 'sales1', k.id, [{ barang_id: g.barang_id, jumlah: have - 10 }]);
    expect((await post(ta, 'sales1', 'transaksi-selesai', { id: rest.id, bayar: [{ tipe: 'tunai', jumlah: rest.total }] })).statusCode).toBe(200);
  }
  expect(await stockQty(ta, lokasi, g.barang_id)).toBe(10);
  const drafts = [];
  for (let i = 0; i < 50; i++) drafts.push(await draftSale(i % 2 ? tb : ta, 'sales1', k.id, [{ barang_id: g.barang_id, jumlah: 1 }]));
  const results = await Promise.all(drafts.map((d, i) => post(i % 2 ? tb : ta, 'sales1', 'transaksi-selesai', { id: d.id, bayar: [{ tipe: 'tunai', jumlah: d.total }] })));
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(10);
  expect(codes.filter((c) => c === 409)).toHaveLength(40);
  expect(await stockQty(ta, lokasi, g.barang_id)).toBe(0);
  const done = await database.db.selectFrom('penjualan').select((eb) => eb.fn.countAll().as('n')).where('id', 'in', drafts.map((d) => d.id)).where('status', '=', 'selesai').executeTakeFirstOrThrow();
  expect(Number(done.n)).toBe(10);
  await integritas(tb);
});

describe('shared state', () => {
  it('a notification raised through one instance reaches the socket connected to the other', async () => {
    const spv = (await login(b.url, 'spv')).json().access_token as string;
    const socket: Socket = connect(b.url, { path: '/socket.io', auth: { token: spv }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
      const received = new Promise<{ judul: string; pesan: string; url: string }>((resolve) => socket.once('notifikasi', resolve));
      const ta = httpTestApp(a.url, database);
      const sales = await database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
      const rute = await database.db.selectFrom('rute').select('id').where('karyawan_id', '=', sales.karyawan_id).orderBy('kode').executeTakeFirstOrThrow();
      const tipe = await database.db.selectFrom('konsumen_type').select('id').orderBy('id').executeTakeFirstOrThrow();
      const res = await ta.call('sales1', { method: 'POST', url: '/api/input/ajuankonsumen', payload: { nama: 'Toko Dua Instans', nama_pemilik: 'Asep', konsumen_type_id: tipe.id, rute_id: rute.id, alamat: 'Jl. Uji 2', no_hp: '0812-2222-3333' } });
      expect(res.statusCode, res.body).toBe(201);
      const push = await received;
      expect(push.url).toBe(`/ajuankonsumen/${res.json().data.id}/show`);
      expect(push.pesan).toMatch(/Toko Dua Instans/);
    } finally {
      socket.close();
    }
  });

  it('login failures count across both instances: the 6th attempt is refused by either, even with the right password', async () => {
    const attempt = (base: string, password: string) => request(base, { method: 'POST', url: '/api/auth/user-login', payload: { email: 'finance@niaga.local', password } });
    for (const base of [a.url, b.url, a.url, b.url, a.url]) expect((await attempt(base, 'keliru')).statusCode).toBe(401);
    const onB = await attempt(b.url, 'niaga123');
    expect(onB.statusCode).toBe(429);
    expect(onB.json().message).toMatch(/Terlalu banyak percobaan/);
    expect((await attempt(a.url, 'niaga123')).statusCode).toBe(429);
  });

  it('a token revoked through one instance is refused by both (the other\'s cached user dropped over the bus), and so is its refresh token', async () => {
    const session = (await login(a.url, 'gm')).json();
    const me = (base: string) => request(base, { url: '/api/auth/me', headers: bearer(session.access_token) });
    expect((await me(a.url)).statusCode).toBe(200);
    expect((await me(b.url)).statusCode).toBe(200);
    const out = await request(b.url, { method: 'POST', url: '/api/auth/logout', payload: { refresh_token: session.refresh_token }, headers: bearer(session.access_token) });
    expect(out.statusCode, out.body).toBe(200);
    // The instance that signed out dropped its cached user at the commit; the other drops it when the NOTIFY arrives.
    expect((await me(b.url)).statusCode).toBe(401);
    await until('token dicabut di instans lain', async () => (await me(a.url)).statusCode === 401, 5000);
    expect((await request(a.url, { method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: session.refresh_token } })).statusCode).toBe(401);
  });

  it('a grant removed through one instance binds on the other at once (its permission cache is dropped)', async () => {
    const grant = await database.db.selectFrom('role').innerJoin('menu', 'menu.id', 'role.menu_id').innerJoin('users', 'users.level_id', 'role.level_id')
      .select('role.id').where('menu.url', '=', '/satuan').where('users.email', '=', 'spv@niaga.local').executeTakeFirstOrThrow();
    const spvToken = (await login(b.url, 'spv')).json().access_token as string;
    expect((await request(b.url, { url: '/api/satuan', headers: bearer(spvToken) })).statusCode).toBe(200);
    const admin = (await login(a.url, 'admin')).json().access_token as string;
    expect((await request(a.url, { method: 'DELETE', url: `/api/role/${grant.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    // The drop arrives by NOTIFY after the commit: observed, not timed.
    await until('hak dicabut di instans lain', async () => (await request(b.url, { url: '/api/satuan', headers: bearer(spvToken) })).statusCode === 403, 5000);
  });
});

it('each scheduled job ran once although both instances started together; both stop gracefully', async () => {
  // A stop waits for the scheduler's checks in flight, so after both exits every first check has happened.
  expect(await a.stop()).toBe(0);
  expect(await b.stop()).toBe(0);
  const rows = await database.db.selectFrom('jadwal_tugas').select(['nama', 'jumlah_jalan', 'galat_terakhir']).orderBy('nama').execute();
  expect(rows.map((r) => ({ nama: r.nama, jumlah_jalan: Number(r.jumlah_jalan), galat_terakhir: r.galat_terakhir })))
    .toEqual(SCHEDULED_JOBS.map((j) => ({ nama: j.name, jumlah_jalan: 1, galat_terakhir: null })).sort((x, y) => x.nama.localeCompare(y.nama)));
});
