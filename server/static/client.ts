import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Registry } from '../../common/registry.js';
import { assetCacheControl } from './cache-headers.js';
import { indexPage } from './index-page.js';

/**
 * The built client: files as built, each with the `.br` or `.gz` twin the build wrote when the browser accepts
 * it (`preCompressed`), hashed assets cached for a year, and index.html for every other path that is not the API
 * (the client routes itself; server/static/index-page.ts).
 */
export async function serveClient(app: FastifyInstance, clientDir: string, registry: Registry): Promise<void> {
  const index = indexPage(clientDir, registry);
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', assetCacheControl(path));
      // The same address answers brotli, gzip or plain bytes: shared caches must key on what was accepted.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/*', async (req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/')) return reply.code(404).send({ message: 'Alamat API tidak ditemukan' });
    if (/\.[a-z0-9]+$/i.test(path) && existsSync(resolve(clientDir, `.${path}`))) return reply.sendFile(path.slice(1));
    if (path.startsWith('/assets/')) return reply.code(404).send({ message: 'Berkas tidak ditemukan' });
    return index(req, reply, path);
  });
}
