import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { authorizationHeader, clearSession, getTokens, saveSession, type TokenAnswer } from './session';
import { loginPathFor } from './loginPath';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Auth calls that must never trigger a refresh (login, refresh, logout). */
    skipAuthRefresh?: boolean;
    /** Set once a call has been retried after a refresh. */
    retriedAfterRefresh?: boolean;
  }
}

/** The axios instance of every API call: `/api` prefix, Bearer header, repeated keys for arrays. */
export const api: AxiosInstance = axios.create({
  baseURL: '/api',
  paramsSerializer: { indexes: null },
});

api.interceptors.request.use((config) => {
  const header = authorizationHeader();
  if (header && !config.skipAuthRefresh) config.headers.set('Authorization', header);
  return config;
});

type ExpiredHandler = (loginPath: string) => void;
let expiredHandler: ExpiredHandler | null = null;

/** The app registers how to reach the login page (a router navigation); without it the page reloads there. */
export function setSessionExpiredHandler(handler: ExpiredHandler | null): void {
  expiredHandler = handler;
}

function currentTarget(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A failed refresh: local and session storage are cleared and the user goes to /login with the target. */
export function expireSession(): void {
  const to = loginPathFor(currentTarget());
  clearSession();
  if (expiredHandler) expiredHandler(to);
  else window.location.assign(to);
}

let refreshing: Promise<boolean> | null = null;

async function requestRefresh(): Promise<boolean> {
  const tokens = getTokens();
  if (!tokens?.refresh_token) return false;
  try {
    const res = await api.post<TokenAnswer>('/auth/refresh', { refresh_token: tokens.refresh_token }, { skipAuthRefresh: true });
    saveSession(res.data);
    return true;
  } catch {
    return false;
  }
}

/** One refresh at a time: concurrent 401s wait for the same rotation (an old refresh token is single-use). */
export function refreshSession(): Promise<boolean> {
  if (!refreshing) refreshing = requestRefresh().finally(() => { refreshing = null; });
  return refreshing;
}

api.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as InternalAxiosRequestConfig | undefined;
  if (error.response?.status !== 401 || !config || config.skipAuthRefresh) throw error;
  if (!config.retriedAfterRefresh) {
    config.retriedAfterRefresh = true;
    const sentWith = config.headers.get('Authorization');
    // Another call may already have rotated the tokens while this one was in flight.
    const renewed = sentWith !== authorizationHeader() && authorizationHeader() !== null;
    if (renewed || (await refreshSession())) return api.request(config);
  }
  expireSession();
  throw error;
});
