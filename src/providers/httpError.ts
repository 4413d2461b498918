import { isAxiosError } from 'axios';
import { HttpError } from 'ra-core';

/** The server's error body (DESIGN.md section 2): `{ message, errors?: { field: ["pesan", …] } }`. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
  [field: string]: unknown;
}

/** Form errors as react-admin sets them on the inputs: one text per field, the message at the root. */
export interface FormErrors {
  [field: string]: string | { serverError: string };
}

const NETWORK_MESSAGES: Record<string, string> = {
  ERR_NETWORK: 'Tidak dapat terhubung ke server. Periksa koneksi jaringan Anda.',
  ECONNABORTED: 'Server tidak menjawab tepat waktu. Silakan coba lagi.',
  ETIMEDOUT: 'Server tidak menjawab tepat waktu. Silakan coba lagi.',
  ERR_CANCELED: 'Permintaan dibatalkan.',
};

export const FALLBACK_MESSAGE = 'Terjadi kesalahan saat berkomunikasi dengan server';

function joinMessages(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value && typeof value === 'object') return Object.values(value).map(joinMessages).join(', ');
  return value === undefined || value === null ? '' : String(value);
}

/** `{ nama: ["a", "b"] }` → `{ nama: "a, b", root: { serverError } }` for react-admin's inline errors. */
export function toFormErrors(body: ApiErrorBody | null | undefined): FormErrors | undefined {
  if (!body?.errors || typeof body.errors !== 'object') return undefined;
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) out[field] = joinMessages(messages);
  if (body.message) out.root = { serverError: body.message };
  return out;
}

/** The text of an error without a response: the network error in Indonesian, else its own message. */
export function networkMessage(error: { code?: string; message?: string }): string {
  return (error.code && NETWORK_MESSAGES[error.code]) || error.message || FALLBACK_MESSAGE;
}

/**
 * An axios failure as react-admin's HttpError: `status` (0 without a response), `body` with the server's
 * answer (field errors flattened under `errors` for the form) and `raw` (the body as the server sent it).
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : FALLBACK_MESSAGE;
    return new HttpError(message || FALLBACK_MESSAGE, 0, { raw: null });
  }
  if (!error.response) return new HttpError(networkMessage(error), 0, { raw: null });
  const raw = (error.response.data && typeof error.response.data === 'object' ? error.response.data : null) as ApiErrorBody | null;
  const errors = toFormErrors(raw);
  const message = raw?.message
    || (raw ? Object.values(raw).map(joinMessages).filter(Boolean).join('; ') : '')
    || FALLBACK_MESSAGE;
  return new HttpError(message, error.response.status, { ...(raw ?? {}), errors, raw });
}
