import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import registry from '../../../resources.config';
import { authProvider, loginBody } from '../../../src/providers/authProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { setSessionExpiredHandler } from '../../../src/providers/http';
import { getGudang, getTokens, getUser, hasSession, saveSession, STORAGE_KEYS } from '../../../src/providers/session';
import { fakeApi, tokenAnswer, type RecordedRequest } from '../helpers/fakeApi';

let server: ReturnType<typeof fakeApi> | null = null;
const expired = vi.fn();

beforeEach(() => {
  expired.mockReset();
  setSessionExpiredHandler(expired);
  window.history.pushState({}, '', '/rute?page=2');
});
afterEach(() => {
  server?.restore();
  setSessionExpiredHandler(null);
});

const okList = { data: { data: [{ id: 1 }], total: 1 } };
const bearer = (req: RecordedRequest) => req.headers.authorization;

describe('login', () => {
  it('sends an email as email and anything else as no_hp', () => {
    expect(loginBody({ email: ' Admin@Niaga.local ', password: 'x' })).toEqual({ email: 'Admin@Niaga.local', password: 'x' });
    expect(loginBody({ email: '081234567890', password: 'x' })).toEqual({ no_hp: '081234567890', password: 'x' });
  });

  it('keeps the tokens, the user and the warehouse in local storage', async () => {
    server = fakeApi(() => ({ data: tokenAnswer('akses-1', 'segar-1') }));
    await authProvider.login({ email: 'admin@niaga.local', password: 'niaga123' });
    expect(server.requests[0].path).toBe('/api/auth/user-login');
    expect(server.requests[0].body).toEqual({ email: 'admin@niaga.local', password: 'niaga123' });
    expect(getTokens()).toMatchObject({ token_type: 'Bearer', access_token: 'akses-1', refresh_token: 'segar-1' });
    expect(getUser()?.level.nama_level).toBe('Admin');
    expect(getGudang()).toEqual({ id: 2, nama_gudang: 'Gudang Utama' });
    expect(hasSession()).toBe(true);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects wrong credentials with the server message and stores nothing', async () => {
    server = fakeApi(() => ({ status: 401, data: { message: 'Email/No. HP atau password salah' } }));
    await expect(authProvider.login({ email: 'x@y.z', password: 'salah' })).rejects.toMatchObject({ status: 401, message: 'Email/No. HP atau password salah' });
    expect(hasSession()).toBe(false);
    expect(server.requests).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('without a session, checkAuth sends to /login carrying the target', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?next=%2Frute%3Fpage%3D2' });
  });
});

describe('on 401: one refresh, then the call again', () => {
  it('refreshes with the refresh token, stores the new tokens and retries with the new access token', async () => {
    saveSession(tokenAnswer('lama', 'segar-lama'));
    server = fakeApi((req) => {
      if (req.path === '/api/auth/refresh') return { data: tokenAnswer('baru', 'segar-baru') };
      return bearer(req) === 'Bearer baru' ? okList : { status: 401, data: { message: 'Sesi Anda telah berakhir' } };
    });
    const result = await createDataProvider(registry).getList('rute', {});
    expect(result.total).toBe(1);
    expect(server.requests.map((r) => `${r.path} ${bearer(r) ?? '-'}`)).toEqual([
      '/api/rute Bearer lama',
      '/api/auth/refresh -',
      '/api/rute Bearer baru',
    ]);
    expect(server.requests[1].body).toEqual({ refresh_token: 'segar-lama' });
    expect(getTokens()).toMatchObject({ access_token: 'baru', refresh_token: 'segar-baru' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('refreshes once for calls failing together (a rotated refresh token is single-use)', async () => {
    saveSession(tokenAnswer('lama', 'segar-lama'));
    server = fakeApi(async (req) => {
      if (req.path === '/api/auth/refresh') {
        await new Promise((r) => setTimeout(r, 20));
        return { data: tokenAnswer('baru', 'segar-baru') };
      }
      return bearer(req) === 'Bearer baru' ? okList : { status: 401, data: { message: 'Sesi Anda telah berakhir' } };
    });
    const dp = createDataProvider(registry);
    await Promise.all([dp.getList('rute', {}), dp.getList('teritori', {}), dp.getOne('rute', { id: 1 })]);
    expect(server.requests.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
    expect(server.requests.filter((r) => bearer(r) === 'Bearer baru')).toHaveLength(3);
  });

  it('a failed refresh clears local and session storage and goes to /login carrying the target path', async () => {
    saveSession(tokenAnswer('lama', 'segar-lama'));
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    localStorage.setItem('RaStore.niaga.rute.listParams', '{}');
    sessionStorage.setItem('sementara', '1');
    server = fakeApi((req) => (req.path === '/api/auth/refresh'
      ? { status: 401, data: { message: 'Refresh token tidak berlaku' } }
      : { status: 401, data: { message: 'Sesi Anda telah berakhir' } }));
    const error = await createDataProvider(registry).getList('rute', {}).catch((e) => e);
    expect(error.status).toBe(401);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/rute', '/api/auth/refresh']);
    expect(hasSession()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem('RaStore.niaga.rute.listParams')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(expired).toHaveBeenCalledWith('/login?next=%2Frute%3Fpage%3D2');
  });

  it('does not retry a second time when the retried call is refused again', async () => {
    saveSession(tokenAnswer('lama', 'segar-lama'));
    server = fakeApi((req) => (req.path === '/api/auth/refresh'
      ? { data: tokenAnswer('baru', 'segar-baru') }
      : { status: 401, data: { message: 'Sesi Anda telah berakhir' } }));
    await expect(createDataProvider(registry).getList('rute', {})).rejects.toMatchObject({ status: 401 });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/rute', '/api/auth/refresh', '/api/rute']);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on 403 (permission), for react-admin to show the message', async () => {
    saveSession(tokenAnswer('akses', 'segar'));
    server = fakeApi(() => ({ status: 403, data: { message: 'Anda tidak memiliki izin untuk tindakan ini' } }));
    const error = await createDataProvider(registry).getList('rute', {}).catch((e) => e);
    expect(error.status).toBe(403);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(hasSession()).toBe(true);
  });
});

describe('permissions, identity and logout', () => {
  it('reads the level\'s menus from GET /api/role with level_id and sub_menu', async () => {
    saveSession(tokenAnswer('akses', 'segar', 4));
    const entries = [{ id: 1, menu_id: 1, urutan: 1, menu: { name: 'Dashboard', icon: 'Dashboard', url: '/dashboard' }, create: false, update: false, delete: false, sub_menu: [] }];
    server = fakeApi(() => ({ data: { data: entries, total: 1 } }));
    await expect(authProvider.getPermissions!({})).resolves.toEqual(entries);
    expect(server.requests[0].url).toBe('/api/role?level_id=4&sub_menu=1');
  });

  it('names the user by the employee name', async () => {
    saveSession(tokenAnswer('akses', 'segar'));
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 1, fullName: 'Rudi Hartono', levelName: 'Admin' });
  });

  it('logs out on the server with the refresh token and clears the session', async () => {
    saveSession(tokenAnswer('akses', 'segar'));
    server = fakeApi(() => ({ data: { message: 'Anda telah keluar' } }));
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(server.requests[0].path).toBe('/api/auth/logout');
    expect(server.requests[0].body).toEqual({ refresh_token: 'segar' });
    expect(bearer(server.requests[0])).toBe('Bearer akses');
    expect(hasSession()).toBe(false);
  });
});
