import type { FieldErrors } from '../../common/validate.js';

/** An error that becomes an HTTP answer `{ message, errors? }`. Anything else is a 500 without details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Sesi Anda telah berakhir, silakan masuk kembali') => new HttpError(401, message);
export const forbidden = (message = 'Anda tidak memiliki izin untuk tindakan ini') => new HttpError(403, message);
export const notFound = (message = 'Data tidak ditemukan') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (errors: FieldErrors, message?: string) =>
  new HttpError(422, message ?? firstMessage(errors) ?? 'Data yang dikirim tidak valid', errors);

function firstMessage(errors: FieldErrors): string | undefined {
  const first = Object.values(errors)[0];
  return first?.[0];
}
