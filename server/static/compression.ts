import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Text answers (JSON, HTML, scripts, styles, SVG) only: PDF prints, XLSX files and images are compressed
 * formats already, and the default list of @fastify/compress also takes `octet-stream`.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?json\b|javascript\b|^(?:application|text)\/(?:[\w.-]+\+)?xml\b|^image\/svg\+xml\b/;

/** Answers from 1 KB up are sent brotli- or gzip-encoded, as the client accepts; smaller ones are not worth it. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Registered after the idempotency hook: a replayed save must find the JSON it stored, not compressed bytes
 * (onSend hooks run in the order they were added).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: (type: string) => COMPRESSIBLE.test(type),
  });
}
