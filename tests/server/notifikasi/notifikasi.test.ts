import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../support/helpers.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => { await t.close(); });

async function submit(): Promise<number> {
  const sales = await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
  const rute = await t.database.db.selectFrom('rute').select('id').where('karyawan_id', '=', sales.karyawan_id).orderBy('kode').executeTakeFirstOrThrow();
  const tipe = await t.database.db.selectFrom('konsumen_type').select('id').orderBy('id').executeTakeFirstOrThrow();
  const res = await t.call('sales1', { method: 'POST', url: '/api/input/ajuankonsumen', payload: { nama: `Toko Notif ${Date.now()}`, nama_pemilik: 'Asep', konsumen_type_id: tipe.id, rute_id: rute.id, alamat: 'Jl. Uji 2', no_hp: '0812-2222-3333' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const unread = async (user: string) => (await t.call(user, { method: 'GET', url: '/api/notifikasi?dibaca=false' })).json();

describe('notifications follow the workflow', () => {
  it('a submission tells the levels that act on it; the decision tells the submitter', async () => {
    const spvBefore = (await unread('spv')).belum_dibaca;
    const id = await submit();
    const spv = await unread('spv');
    expect(spv.belum_dibaca).toBe(spvBefore + 1);
    expect(spv.data[0]).toMatchObject({ resource: 'ajuankonsumen', record_id: id, url: `/ajuankonsumen/${id}/show` });
    expect(spv.data[0].pesan).toMatch(/Diajukan/i);
    expect((await unread('sales1')).data.filter((n: { resource: string; record_id: number }) => n.resource === 'ajuankonsumen' && n.record_id === id)).toEqual([]);

    const salesBefore = (await unread('sales1')).belum_dibaca;
    const ok = await t.call('spv', { method: 'POST', url: '/api/input/ajuankonsumen-approve', payload: { id } });
    expect(ok.statusCode, ok.body).toBe(200);
    const sales = await unread('sales1');
    expect(sales.belum_dibaca).toBe(salesBefore + 1);
    expect(sales.data[0]).toMatchObject({ resource: 'ajuankonsumen', record_id: id });
  });

  it('a refused step leaves no notification behind', async () => {
    const id = await submit();
    await t.call('spv', { method: 'POST', url: '/api/input/ajuankonsumen-approve', payload: { id } });
    const before = (await unread('sales1')).belum_dibaca;
    expect((await t.call('spv', { method: 'POST', url: '/api/input/ajuankonsumen-approve', payload: { id } })).statusCode).toBe(409);
    expect((await unread('sales1')).belum_dibaca).toBe(before);
  });
});

describe('GET /api/notifikasi and POST /api/input/notifikasi', () => {
  it('lists only the own notifications and marks one or all read', async () => {
    const list = await unread('spv');
    expect(list.total).toBeGreaterThan(0);
    const first = list.data[0].id;
    expect((await t.call('sales1', { method: 'POST', url: '/api/input/notifikasi', payload: { id: first } })).statusCode).toBe(404);
    const one = await t.call('spv', { method: 'POST', url: '/api/input/notifikasi', payload: { id: first } });
    expect(one.json().data.ditandai).toBe(1);
    expect((await unread('spv')).belum_dibaca).toBe(list.belum_dibaca - 1);
    await t.call('spv', { method: 'POST', url: '/api/input/notifikasi', payload: { semua: true } });
    expect((await unread('spv')).belum_dibaca).toBe(0);
    expect((await t.call('spv', { method: 'GET', url: '/api/notifikasi?dibaca=true' })).json().total).toBe(list.total);
  });

  it('answers 401, 400 and 422 for bad calls', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/notifikasi' })).statusCode).toBe(401);
    expect((await t.call('spv', { method: 'GET', url: '/api/notifikasi?user_id=1' })).statusCode).toBe(400);
    expect((await t.call('spv', { method: 'POST', url: '/api/input/notifikasi', payload: {} })).statusCode).toBe(400);
    expect((await t.call('spv', { method: 'POST', url: '/api/input/notifikasi', payload: { id: 'x' } })).statusCode).toBe(422);
    expect((await t.call('spv', { method: 'POST', url: '/api/input/notifikasi', payload: { id: 1, user_id: 2 } })).statusCode).toBe(400);
  });
});

describe('live push over socket.io', () => {
  const open = (token: string | undefined) => connect(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });

  it('refuses a connection without a valid token', async () => {
    const socket = open('bukan-token');
    const err = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(err.message).toMatch(/Sesi Anda telah berakhir/);
    socket.close();
  });

  it('pushes a notification to the user after the step commits', async () => {
    const socket: Socket = open(await t.token('sales1'));
    await new Promise<void>((resolve, reject) => { socket.on('connect', () => resolve()); socket.on('connect_error', reject); });
    const received = new Promise<{ judul: string; url: string }>((resolve) => socket.on('notifikasi', resolve));
    const id = await submit();
    await t.call('spv', { method: 'POST', url: '/api/input/ajuankonsumen-tolak', payload: { id, alasan_tolak: 'Alamat tidak ditemukan' } });
    const push = await received;
    expect(push.url).toBe(`/ajuankonsumen/${id}/show`);
    socket.close();
  });
});
