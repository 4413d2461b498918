import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { changeSignal } from './changeSignal';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set while a write whose answer was lost is being sent again (the retry loop owns its failures). */
    retryingSave?: boolean;
  }
}

/** Waits before each new attempt; the server's Retry-After (a copy still running) takes precedence. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 8000, 8000];
const NO_ANSWER_STATUSES = new Set([502, 503, 504]);

const changes = changeSignal();
const attempts = new Map<string, number>();

function setAttempt(key: string, attempt: number | null): void {
  if (attempt === null) attempts.delete(key);
  else attempts.set(key, attempt);
  changes.emit();
}

export const subscribeSaveRetry = changes.subscribe;
export const saveRetryVersion = changes.version;

/** The highest attempt among the writes being sent again, or null when none is. */
export function currentRetryAttempt(): number | null {
  return attempts.size ? Math.max(...attempts.values()) : null;
}

/**
 * Whether a write may have been lost on the way rather than refused: no answer at all (network down, timeout),
 * a gateway that answered for the server, or the server saying the first copy is still running.
 */
export function answerLost(error: AxiosError): boolean {
  if (error.code === 'ERR_CANCELED') return false;
  if (!error.response) return true;
  if (NO_ANSWER_STATUSES.has(error.response.status)) return true;
  return error.response.status === 409 && error.response.headers?.['retry-after'] !== undefined;
}

function delayFor(error: AxiosError, attempt: number): number {
  const retryAfter = Number(error.response?.headers?.['retry-after']);
  return Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : RETRY_DELAYS_MS[attempt];
}

/**
 * A write carrying an Idempotency-Key whose answer was lost is sent again with the same key (the server does it
 * once and replays its first answer), a few times with growing pauses, while the user sees that it is retrying.
 */
export function installSaveRetry(api: AxiosInstance): void {
  api.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as InternalAxiosRequestConfig | undefined;
    const key = config?.headers.get('Idempotency-Key');
    if (!config || config.retryingSave || typeof key !== 'string' || !answerLost(error)) throw error;
    config.retryingSave = true;
    let last = error;
    try {
      for (let attempt = 0; attempt < RETRY_DELAYS_MS.length; attempt += 1) {
        setAttempt(key, attempt + 2);
        await new Promise((resolve) => setTimeout(resolve, delayFor(last, attempt)));
        config.retriedAfterRefresh = false;
        try {
          return await api.request(config);
        } catch (next) {
          if (!answerLost(next as AxiosError)) throw next;
          last = next as AxiosError;
        }
      }
      throw last;
    } finally {
      setAttempt(key, null);
    }
  });
}
