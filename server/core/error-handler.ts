import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);
const FOREIGN_KEY_CODES = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);
/** PostgreSQL refusing text it cannot store (NUL, an invalid byte sequence): only a client's text gets there. */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);
/** The database's disk is full: SQLite could not write a page (its WAL) or PostgreSQL 53100 disk_full. Nothing was stored. */
const DISK_FULL_CODES = new Set(['SQLITE_FULL', 'SQLITE_IOERR_WRITE', '53100']);
/**
 * The database gave up on a transaction because of another one (PostgreSQL deadlock 40P01, serialization failure 40001,
 * a lock not available 55P03; SQLite still busy after its timeout): it was rolled back whole, so the same request may
 * simply be sent again. 409 with Retry-After, which the client's save retry follows (src/providers/saveRetry.ts).
 */
const TRANSIENT_CODES = new Set(['40P01', '40001', '55P03', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
export const TRANSIENT_MESSAGE = 'Data sedang diubah oleh permintaan lain; tidak ada yang tersimpan, coba lagi';
export const DISK_FULL_MESSAGE = 'Penyimpanan server penuh: data tidak disimpan. Hubungi admin untuk mengosongkan ruang disk, lalu ulangi.';

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Ukuran data melebihi batas 1 MB'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Format data harus application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Panjang data tidak sesuai'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Isi permintaan JSON kosong'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Format JSON tidak valid'],
};

/**
 * Every error answers `{ message, errors? }` in Indonesian. Database constraint races become 422/409, a deadlock
 * 409 with Retry-After, a full disk 507 (Insufficient Storage); anything unexpected is logged and answered as a bare 500 — never a stack trace, SQL or a path.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.status).send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    const known = err.code ? FASTIFY_MESSAGES[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ message: known[1] });
    if (err.code && UNIQUE_CODES.has(String(err.code))) return reply.code(422).send({ message: 'Data yang sama sudah ada' });
    if (err.code && FOREIGN_KEY_CODES.has(String(err.code))) return reply.code(409).send({ message: 'Data masih terkait dengan data lain' });
    if (err.code && BAD_TEXT_CODES.has(String(err.code))) return reply.code(400).send({ message: 'Teks berisi karakter yang tidak diizinkan' });
    if (err.code && TRANSIENT_CODES.has(String(err.code))) {
      req.log.warn({ err }, 'transaksi dibatalkan karena transaksi lain');
      return reply.code(409).header('retry-after', '1').send({ message: TRANSIENT_MESSAGE });
    }
    if (err.code && DISK_FULL_CODES.has(String(err.code))) {
      req.log.error({ err }, 'penyimpanan database penuh');
      return reply.code(507).send({ message: DISK_FULL_MESSAGE });
    }
    if (err instanceof SyntaxError || (err.statusCode === 400 && err.code?.startsWith('FST_ERR_CTP'))) {
      return reply.code(400).send({ message: 'Format JSON tidak valid' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ message: 'Permintaan tidak dapat diproses' });
    }
    req.log.error({ err }, 'kesalahan tak terduga');
    return reply.code(500).send({ message: 'Terjadi kesalahan pada server' });
  });
  // NUL in an address or a parameter (`%00`) means nothing to Niaga, and PostgreSQL cannot compare text holding it.
  app.addHook('onRequest', async (req) => {
    if (req.url.includes('%00') || req.url.includes('\u0000')) throw new HttpError(400, 'Alamat atau parameter tidak boleh berisi karakter NUL');
  });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ message: req.url.startsWith('/api/') ? 'Alamat API tidak ditemukan' : 'Halaman tidak ditemukan' });
  });
}
