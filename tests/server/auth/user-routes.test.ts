import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

const userId = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/user-login', payload: { email, password } });

describe('POST /api/user/ganti-password/:id', () => {
  it('changes the own password with the old one and ends the session', async () => {
    const id = await userId('spv@niaga.local');
    const wrong = await t.call('spv', { method: 'POST', url: `/api/user/ganti-password/${id}`, payload: { id, password_lama: 'keliru', password_baru: 'rahasiaBaru1', konfirmasi_password: 'rahasiaBaru1' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password_lama).toEqual(['Password lama salah']);
    const mismatch = await t.call('spv', { method: 'POST', url: `/api/user/ganti-password/${id}`, payload: { id, password_lama: 'niaga123', password_baru: 'pendek', konfirmasi_password: 'lain' } });
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json().errors).sort()).toEqual(['konfirmasi_password', 'password_baru']);
    const ok = await t.call('spv', { method: 'POST', url: `/api/user/ganti-password/${id}`, payload: { id, password_lama: 'niaga123', password_baru: 'rahasiaBaru1', konfirmasi_password: 'rahasiaBaru1' } });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('spv', { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await login('spv@niaga.local', 'niaga123')).statusCode).toBe(401);
    expect((await login('spv@niaga.local', 'rahasiaBaru1')).statusCode).toBe(200);
  });

  it("needs the update right on Pengguna for another user's password", async () => {
    const target = await userId('gm@niaga.local');
    const payload = { id: target, password_baru: 'gantiOlehAdmin1', konfirmasi_password: 'gantiOlehAdmin1' };
    expect((await t.call('sales2', { method: 'POST', url: `/api/user/ganti-password/${target}`, payload })).statusCode).toBe(403);
    expect((await t.call('admin', { method: 'POST', url: `/api/user/ganti-password/${target}`, payload })).statusCode).toBe(200);
    expect((await login('gm@niaga.local', 'gantiOlehAdmin1')).statusCode).toBe(200);
  });

  it('answers 422 when the body id differs from the path, 400 for unknown fields, 404 for no user', async () => {
    const id = await userId('finance@niaga.local');
    expect((await t.call('admin', { method: 'POST', url: `/api/user/ganti-password/${id}`, payload: { id: id + 1, password_baru: 'abcdefgh1', konfirmasi_password: 'abcdefgh1' } })).statusCode).toBe(422);
    expect((await t.call('admin', { method: 'POST', url: `/api/user/ganti-password/${id}`, payload: { level_id: 1 } })).statusCode).toBe(400);
    expect((await t.call('admin', { method: 'POST', url: '/api/user/ganti-password/99999', payload: { password_baru: 'abcdefgh1', konfirmasi_password: 'abcdefgh1' } })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'POST', url: `/api/user/ganti-password/${id}`, payload: {} })).statusCode).toBe(401);
  });
});

describe('reset-password and reset-pin', () => {
  it('reset-password answers a temporary password that logs in, once', async () => {
    const id = await userId('finance@niaga.local');
    expect((await t.call('sales2', { method: 'POST', url: '/api/user/reset-password', payload: { id } })).statusCode).toBe(403);
    const res = await t.call('admin', { method: 'POST', url: '/api/user/reset-password', payload: { id } });
    expect(res.statusCode).toBe(200);
    const temporary = res.json().data.password as string;
    expect(temporary).toHaveLength(10);
    expect((await login('finance@niaga.local', 'niaga123')).statusCode).toBe(401);
    expect((await login('finance@niaga.local', temporary)).statusCode).toBe(200);
    expect((await t.call('admin', { method: 'POST', url: '/api/user/reset-password', payload: {} })).statusCode).toBe(422);
    expect((await t.call('admin', { method: 'POST', url: '/api/user/reset-password', payload: { id: 99999 } })).statusCode).toBe(404);
  });

  it('reset-pin stores a new hashed 6-digit PIN', async () => {
    const id = await userId('sales2@niaga.local');
    const res = await t.call('admin', { method: 'POST', url: '/api/user/reset-pin', payload: { id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pin).toMatch(/^\d{6}$/);
    const row = await t.database.db.selectFrom('users').select('pin').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.pin).toMatch(/^\$argon2id\$/);
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('resource', '=', 'user').where('record_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toContain('reset-pin');
  });

  it('saving a user hashes the password and never answers it', async () => {
    const level = await t.database.db.selectFrom('level').select('id').where('nama_level', '=', 'Sales').executeTakeFirstOrThrow();
    const res = await t.call('admin', { method: 'POST', url: '/api/input/user', payload: { email: 'sales3@niaga.local', password: 'salesTiga33', level_id: level.id } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('salesTiga33');
    expect(res.json().data.password).toBeUndefined();
    expect((await login('sales3@niaga.local', 'salesTiga33')).statusCode).toBe(200);
    const short = await t.call('admin', { method: 'POST', url: '/api/input/user', payload: { email: 'sales4@niaga.local', password: 'pendek', level_id: level.id } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Password minimal 8 karakter']);
  });
});
