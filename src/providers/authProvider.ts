import type { AuthProvider, UserIdentity } from 'ra-core';
import { api } from './http';
import { toHttpError } from './httpError';
import { loginPathFor } from './loginPath';
import type { PermissionEntry } from './permissions';
import { rememberPermissions } from '../framework/permissionCache';
import { reauthUser } from './reauth';
import { clearSession, getTokens, getUser, hasSession, saveSession, type TokenAnswer } from './session';

export interface LoginParams {
  /** An email address or a phone number. */
  email: string;
  password: string;
}

/** `{email}` when it looks like an address, else `{no_hp}` (POST /api/auth/user-login accepts either). */
export function loginBody(params: LoginParams): Record<string, string> {
  const identifier = String(params.email ?? '').trim();
  const key = identifier.includes('@') ? 'email' : 'no_hp';
  return { [key]: identifier, password: String(params.password ?? '') };
}

export interface NiagaIdentity extends UserIdentity {
  email: string;
  levelName: string;
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    try {
      const res = await api.post<TokenAnswer>('/auth/user-login', loginBody(params), { skipAuthRefresh: true });
      saveSession(res.data);
    } catch (error) {
      throw toHttpError(error);
    }
  },

  async logout() {
    const tokens = getTokens();
    if (tokens) {
      try {
        await api.post('/auth/logout', { refresh_token: tokens.refresh_token });
      } catch {
        // The session ends locally whatever the server answers.
      }
    }
    clearSession();
    return '/login';
  },

  async checkAuth() {
    // While the user signs in again over an open page (providers/reauth.ts) the page stays.
    if (!hasSession() && !reauthUser()) {
      throw { redirectTo: loginPathFor(`${window.location.pathname}${window.location.search}`), message: false };
    }
  },

  /** A 401 has already been through refresh-and-retry and the session expiry; other errors keep the session. */
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw { logoutUser: false, message: false };
  },

  async getIdentity(): Promise<NiagaIdentity> {
    const user = getUser();
    if (!user) throw new Error('Belum masuk');
    return {
      id: user.id,
      fullName: user.karyawan?.nama_lengkap || user.email,
      email: user.email,
      levelName: user.level?.nama_level ?? '',
    };
  },

  /** The level's menus and sub-menus with their flags and badge counts (GET /api/role?level_id=…&sub_menu=1). */
  async getPermissions(): Promise<PermissionEntry[] | null> {
    const user = getUser();
    if (!user) return null;
    try {
      const res = await api.get<{ data: PermissionEntry[] }>('/role', { params: { level_id: user.level.id, sub_menu: 1 } });
      // Kept for the next start once per answer (not once per component that reads the permissions).
      rememberPermissions(user.id, user.level.id, res.data.data);
      return res.data.data;
    } catch (error) {
      throw toHttpError(error);
    }
  },
};
