import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../support/helpers.js';
import { LoginThrottle } from '../../../server/auth/throttle.js';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => { t = await createTestApp({ now: () => new Date(clock) }); });
afterAll(async () => { await t.close(); });

const login = (payload: unknown, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/user-login', payload: payload as object, remoteAddress: ip });

describe('POST /api/auth/user-login', () => {
  it('answers tokens, the user of SPEC.md section 3 and the warehouse', async () => {
    const res = await login({ email: 'gudang@niaga.local', password: 'niaga123' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    expect(Object.keys(body.user).sort()).toEqual(['email', 'id', 'karyawan', 'level', 'no_hp']);
    expect(body.user.level).toEqual({ id: expect.any(Number), nama_level: 'Admin Gudang' });
    expect(Object.keys(body.user.karyawan).sort()).toEqual(['alamat', 'email', 'id', 'jabatan_id', 'jk', 'nama_lengkap', 'nik', 'nip', 'no_hp']);
    expect(body.gudang).toEqual({ id: expect.any(Number), nama_gudang: 'Gudang Utama Soekarno-Hatta' });
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
  });

  it('accepts the phone number instead of the email', async () => {
    const admin = await t.database.db.selectFrom('users').select('no_hp').where('email', '=', 'admin@niaga.local').executeTakeFirstOrThrow();
    expect((await login({ no_hp: admin.no_hp, password: 'niaga123' })).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const wrong = await login({ email: 'owner@niaga.local', password: 'salah-sekali' }, '10.0.0.2');
    const unknown = await login({ email: 'tidakada@niaga.local', password: 'salah-sekali' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 422 for missing fields and 400 for unknown ones', async () => {
    const res = await login({ email: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email atau No. HP wajib diisi'], password: ['Password wajib diisi'] });
    expect((await login({ email: 'admin@niaga.local', password: 'niaga123', level_id: 1 })).statusCode).toBe(400);
  });
});

describe('login throttling', () => {
  it('blocks an account after 5 failures with a clear 429, even with the right password', async () => {
    const throttled = await createTestApp();
    const attempt = (password: string, ip: string) => throttled.app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email: 'finance@niaga.local', password }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await attempt('keliru', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt('niaga123', '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Terlalu banyak percobaan/);
    await throttled.close();
  });

  it('blocks an address after 20 failures across accounts, known or not', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(t.database.db, () => now);
    for (let i = 0; i < 19; i++) await throttle.fail(`akun${i}@x`, '10.9.9.9');
    expect(await throttle.isBlocked('lain@x', '10.9.9.9')).toBe(false);
    await throttle.fail('akun19@x', '10.9.9.9');
    expect(await throttle.isBlocked('lain@x', '10.9.9.9')).toBe(true);
    expect(await throttle.isBlocked('lain@x', '10.9.9.8')).toBe(false);
    now += 15 * 60 * 1000 + 1;
    expect(await throttle.isBlocked('lain@x', '10.9.9.9')).toBe(false);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens; reusing an old one after the grace window answers 401 and revokes its family', async () => {
    const first = (await login({ email: 'spv@niaga.local', password: 'niaga123' })).json();
    const r1 = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: first.refresh_token } });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.email).toBe('spv@niaga.local');
    clock += 60_000; // past the grace window (tests/server/auth/auth-refresh-grace.test.ts)
    const reuse = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: first.refresh_token } });
    expect(reuse.statusCode).toBe(401);
    // The newest token of the family is revoked too.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: second.refresh_token } })).statusCode).toBe(401);
  });

  it('refuses expired, tampered and alg-none tokens', async () => {
    const { access_token } = (await login({ email: 'gm@niaga.local', password: 'niaga123' })).json();
    const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/rute', headers: { authorization: `Bearer ${token}` } });
    expect((await get(access_token)).statusCode).toBe(200);
    expect((await get(`${access_token.slice(0, -2)}xx`)).statusCode).toBe(401);
    const [, payload] = access_token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await get(none)).statusCode).toBe(401);
    const forged = await new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime('1h').sign(new TextEncoder().encode('kunci-lain'));
    expect((await get(forged)).statusCode).toBe(401);
    clock += 16 * 60 * 1000;
    try {
      const expired = await get(access_token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toMatch(/Sesi Anda telah berakhir/);
    } finally {
      clock -= 16 * 60 * 1000;
    }
  });

  it('logout ends the access token at once and revokes the refresh token', async () => {
    const s = (await login({ email: 'sales2@niaga.local', password: 'niaga123' })).json();
    const auth = { authorization: `Bearer ${s.access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth, payload: { refresh_token: s.refresh_token } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: s.refresh_token } })).statusCode).toBe(401);
  });

  it('a level change or disabling a user takes effect on the next request', async () => {
    const s = (await login({ email: 'sales1@niaga.local', password: 'niaga123' })).json();
    const auth = { authorization: `Bearer ${s.access_token}` };
    const spvLevel = await t.database.db.selectFrom('level').select('id').where('nama_level', '=', 'Supervisor').executeTakeFirstOrThrow();
    const upd = await t.call('admin', { method: 'POST', url: '/api/input/user', payload: { id: s.user.id, level_id: spvLevel.id } });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/rute', headers: auth })).statusCode).toBe(401);

    const again = (await login({ email: 'sales1@niaga.local', password: 'niaga123' })).json();
    await t.call('admin', { method: 'POST', url: '/api/input/user', payload: { id: s.user.id, aktif: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/rute', headers: { authorization: `Bearer ${again.access_token}` } })).statusCode).toBe(401);
    expect((await login({ email: 'sales1@niaga.local', password: 'niaga123' })).statusCode).toBe(401);
  });
});
