import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../support/helpers.js';

/** Menu badges follow the workflow live: a state change pushes `badge` to the users of every level that watches the menu. */
let t: TestApp;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

async function open(user: string): Promise<{ events: Array<{ menu: string }> }> {
  const socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token: await t.token(user) }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => { socket.on('connect', () => resolve()); socket.on('connect_error', reject); });
  const events: Array<{ menu: string }> = [];
  socket.on('badge', (e: { menu: string }) => events.push(e));
  return { events };
}

const badge = async (user: string, url: string) => {
  const menus = (await t.call(user, { method: 'GET', url: '/api/role?sub_menu=1' })).json().data as Array<{ sub_menu: Array<{ url: string; notifikasi: { notif: number } }> }>;
  return menus.flatMap((m) => m.sub_menu).find((s) => s.url === url)?.notifikasi.notif;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('live menu badges', () => {
  it('a new customer request reaches the supervisor\'s and the GM\'s badge at once; the decision takes it off both', async () => {
    const spv = await open('spv');
    const gm = await open('gm');
    const gudang = await open('gudang');
    const before = await badge('spv', '/ajuankonsumen');

    const sales = await t.database.db.selectFrom('users').select('karyawan_id').where('email', '=', 'sales1@niaga.local').executeTakeFirstOrThrow();
    const rute = await t.database.db.selectFrom('rute').select('id').where('karyawan_id', '=', sales.karyawan_id).orderBy('kode').executeTakeFirstOrThrow();
    const tipe = await t.database.db.selectFrom('konsumen_type').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.call('sales1', { method: 'POST', url: '/api/input/ajuankonsumen', payload: { nama: `Toko Lencana ${Date.now()}`, nama_pemilik: 'Asep', konsumen_type_id: tipe.id, rute_id: rute.id, alamat: 'Jl. Uji 3', no_hp: '0812-2222-4444' } });
    expect(res.statusCode, res.body).toBe(201);
    await until(() => spv.events.length > 0 && gm.events.length > 0);
    expect(spv.events).toEqual([{ menu: '/ajuankonsumen' }]);
    expect(gm.events).toEqual([{ menu: '/ajuankonsumen' }]);
    expect(await badge('spv', '/ajuankonsumen')).toBe(Number(before) + 1);

    // The GM refuses it: the supervisor, who did nothing, is told to read the badge again, and it is one less.
    const tolak = await t.call('gm', { method: 'POST', url: '/api/input/ajuankonsumen-tolak', payload: { id: res.json().data.id, alasan_tolak: 'Alamat tidak ditemukan' } });
    expect(tolak.statusCode, tolak.body).toBe(200);
    await until(() => spv.events.length > 1);
    expect(spv.events).toHaveLength(2);
    expect(await badge('spv', '/ajuankonsumen')).toBe(before);
    // A level that watches no state of this menu is not disturbed.
    await new Promise((r) => setTimeout(r, 200));
    expect(gudang.events).toEqual([]);
  });
});
