import { FALLBACK_MESSAGE, networkMessage, type ApiErrorBody } from './httpError';

function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value && typeof value === 'object') return Object.values(value).map(fieldText).join(', ');
  return value === undefined || value === null ? '' : String(value);
}

interface ErrorLike {
  status?: number;
  message?: string;
  code?: string;
  body?: { raw?: ApiErrorBody | null } | null;
  response?: { data?: unknown } | null;
}

/** The server's body of an HttpError from our providers, or of a raw axios error. */
function responseBody(error: ErrorLike): ApiErrorBody | null | undefined {
  if (error.body && 'raw' in error.body) return error.body.raw;
  if (error.response) return (error.response.data ?? null) as ApiErrorBody | null;
  return undefined;
}

/**
 * SPEC.md section 8: a response with a message gives one toast with it (titled "Peringatan"); a response
 * without one gives a toast per field of its body (arrays joined by commas); no response gives the error's
 * own message.
 */
export function errorToasts(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  if (!error || typeof error !== 'object') return [FALLBACK_MESSAGE];
  const e = error as ErrorLike;
  const body = responseBody(e);
  if (body === undefined || (body === null && !e.status)) return [e.status === 0 ? e.message || FALLBACK_MESSAGE : networkMessage(e)];
  if (body && typeof body.message === 'string' && body.message) return [body.message];
  const source: Record<string, unknown> = body?.errors && typeof body.errors === 'object' ? body.errors : body ?? {};
  const toasts = Object.values(source).map(fieldText).filter((t) => t.trim() !== '');
  return toasts.length > 0 ? toasts : [e.message || FALLBACK_MESSAGE];
}
