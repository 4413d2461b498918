import axios, { AxiosError, getAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { authorizationHeader, clearSession, getTokens, saveSession, type TokenAnswer } from './session';
import { loginPathFor } from './loginPath';
import { hasUnsavedWork, reauthUser, requestReauth } from './reauth';
import { withTabLock } from './tabLock';
import { installSaveRetry } from './saveRetry';
import { dropEarly, noteRead, takeEarly } from './earlyData';

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

const network = getAdapter(axios.defaults.adapter);

/**
 * Reads go to the network unless public/early-data.js already asked for exactly this URL with this token as the
 * page started and this is the page's first read of it (src/providers/earlyData.ts); a write drops every early
 * answer; every read is noted as one the current screen makes when it opens.
 */
api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
  if ((config.method ?? 'get').toLowerCase() === 'get') {
    const url = api.getUri(config);
    noteRead(url);
    const early = await takeEarly(url, config.headers.get('Authorization')?.toString());
    if (early && early.status >= 200 && early.status < 300) {
      return { data: early.body, status: early.status, statusText: 'OK', headers: new axios.AxiosHeaders(), config, request: undefined };
    }
  } else {
    dropEarly();
  }
  return network(config);
};

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

/** Refreshes under the tabs' lock; a tab that waited finds the pair another tab got and uses it. */
function requestRefresh(staleRefreshToken: string | undefined): Promise<boolean> {
  return withTabLock('niaga.refresh', async () => {
    const tokens = getTokens();
    if (!tokens?.refresh_token) return false;
    if (staleRefreshToken && tokens.refresh_token !== staleRefreshToken) return true;
    try {
      const res = await api.post<TokenAnswer>('/auth/refresh', { refresh_token: tokens.refresh_token }, { skipAuthRefresh: true });
      saveSession(res.data);
      return true;
    } catch {
      return false;
    }
  });
}

/** One refresh at a time, in this tab and across tabs: a rotated refresh token is single-use. */
export function refreshSession(): Promise<boolean> {
  if (!refreshing) refreshing = requestRefresh(getTokens()?.refresh_token).finally(() => { refreshing = null; });
  return refreshing;
}

/**
 * The session could not be renewed. Over unsaved input the page stays and the user signs in again in a dialog,
 * after which the call is sent again as it was (its Idempotency-Key included); otherwise off to /login.
 */
async function sessionEnded(config: InternalAxiosRequestConfig, error: AxiosError): Promise<unknown> {
  if (hasUnsavedWork() || reauthUser()) {
    const resumed = requestReauth();
    if (getTokens()) clearSession();
    if (await resumed) return api.request(config);
    throw error;
  }
  expireSession();
  throw error;
}

api.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as InternalAxiosRequestConfig | undefined;
  if (error.response?.status !== 401 || !config || config.skipAuthRefresh) throw error;
  if (!config.retriedAfterRefresh) {
    config.retriedAfterRefresh = true;
    const sentWith = config.headers.get('Authorization');
    // Another call (or tab) may already have rotated the tokens while this one was in flight.
    const renewed = sentWith !== authorizationHeader() && authorizationHeader() !== null;
    if (renewed || (await refreshSession())) return api.request(config);
  }
  return sessionEnded(config, error);
});

// After the session handling: a retried write that meets a 401 is renewed first, like any call.
installSaveRetry(api);
