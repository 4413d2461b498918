import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content's hash: a changed file is a new address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html and the other unhashed files are revalidated on every load, so a new build is seen at once. */
export const REVALIDATE = 'no-cache';

export function assetCacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * API answers are a user's own data and change with every write: never kept by the browser or a proxy.
 * A route that chose its own policy (an uploaded image's private cache) keeps it.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
