import { badRequest, unprocessable } from './errors.js';

export type Query = Record<string, string | string[] | undefined>;

/** A positive integer query parameter (the last one when repeated); 422 when required and missing, 400 when malformed. */
export function intParam(q: Query, name: string, required = false): number | null {
  const raw = Array.isArray(q[name]) ? (q[name] as string[]).at(-1) : (q[name] as string | undefined);
  if (raw === undefined || raw === '') {
    if (required) throw unprocessable({ [name]: [`${name} wajib diisi`] });
    return null;
  }
  if (!/^\d+$/.test(raw) || Number(raw) <= 0 || !Number.isSafeInteger(Number(raw))) throw badRequest(`Parameter ${name} harus bilangan bulat positif`);
  return Number(raw);
}

/** Refuses query parameters the call does not read (400), so a typo is not silently ignored. */
export function strictQuery(q: Query, allowed: string[]): void {
  const unknown = Object.keys(q).filter((k) => !allowed.includes(k));
  if (unknown.length) throw badRequest(`Parameter tidak dikenal: ${unknown.join(', ')}`);
}
