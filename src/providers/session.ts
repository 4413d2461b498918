/**
 * The signed-in session kept in local storage (SPEC.md sections 3 and 9): the Bearer tokens, the user and
 * the user's warehouse. Listeners hear every change so React can re-render on login, refresh and logout.
 */
export interface SessionUser {
  id: number;
  no_hp: string | null;
  email: string;
  level: { id: number; nama_level: string };
  karyawan: {
    id: number;
    jabatan_id: number | null;
    jk: string | null;
    nik: string | null;
    nip: string | null;
    nama_lengkap: string;
    no_hp: string | null;
    email: string | null;
    alamat: string | null;
  } | null;
}

export interface SessionGudang {
  id: number;
  nama_gudang: string;
}

export interface SessionTokens {
  token_type: string;
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds when the access token stops being accepted. */
  expires_at: number;
}

/** The answer of POST /api/auth/user-login and POST /api/auth/refresh. */
export interface TokenAnswer {
  token_type: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: SessionUser;
  gudang: SessionGudang | null;
}

export const STORAGE_KEYS = {
  token: 'niaga.token',
  user: 'niaga.user',
  gudang: 'niaga.gudang',
  theme: 'niaga.theme',
} as const;

/** Device preferences that outlive a session (the skin); everything else is cleared with it. */
const KEPT_ON_CLEAR: string[] = [STORAGE_KEYS.theme];

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

function emit(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

/** Re-renders listeners after a change made elsewhere (another tab writing the same keys). */
export function notifySessionChanged(): void {
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes on every write, for useSyncExternalStore. */
export function sessionVersion(): number {
  return version;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function getTokens(): SessionTokens | null {
  return readJson<SessionTokens>(STORAGE_KEYS.token);
}

let heldUser: SessionUser | null = null;

/**
 * Keeps the user known while they sign in again over an open page (providers/reauth.ts): the page's grants and
 * identity stay as they were although the ended session's keys are gone.
 */
export function holdUser(user: SessionUser | null): void {
  heldUser = user;
  emit();
}

export function getUser(): SessionUser | null {
  return readJson<SessionUser>(STORAGE_KEYS.user) ?? heldUser;
}

export function getGudang(): SessionGudang | null {
  return readJson<SessionGudang>(STORAGE_KEYS.gudang);
}

/** Logged in while both the user data and the token exist (SPEC.md section 4). */
export function hasSession(): boolean {
  return getTokens() !== null && getUser() !== null;
}

export function saveSession(answer: TokenAnswer, now: number = Date.now()): void {
  const tokens: SessionTokens = {
    token_type: answer.token_type || 'Bearer',
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
    expires_at: now + answer.expires_in * 1000,
  };
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(tokens));
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(answer.user));
  if (answer.gudang) localStorage.setItem(STORAGE_KEYS.gudang, JSON.stringify(answer.gudang));
  else localStorage.removeItem(STORAGE_KEYS.gudang);
  emit();
}

/** Clears local and session storage, keeping only device preferences such as the skin. */
export function clearSession(): void {
  const kept = KEPT_ON_CLEAR.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  emit();
}

export function authorizationHeader(): string | null {
  const tokens = getTokens();
  return tokens ? `${tokens.token_type || 'Bearer'} ${tokens.access_token}` : null;
}

/** The user id the access token was issued to (its `sub`), read without checking it: the server checks. */
export function tokenSubject(): number | null {
  const token = getTokens()?.access_token;
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string };
    const id = Number(claims.sub);
    return Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}
