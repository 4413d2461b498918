import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../common/registry.js';
import { firstListRead } from '../../common/firstRead.js';
import { REVALIDATE } from './cache-headers.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html for a screen's path. On a resource's list it names the list's first read in
 * `<meta name="niaga-first-read">`, so public/early-data.js asks for the rows on a first visit too, while the app's
 * scripts are still arriving (issue 25); the page is the same for every user (the read goes out with the reader's
 * own token, and the server scopes it as always). Revalidated on every load, answered 304 when unchanged.
 */
interface Page {
  html: string;
  etag: string;
}

const pageOf = (html: string): Page => ({ html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` });

export function indexPage(clientDir: string, registry: Registry) {
  const template = readFileSync(resolve(clientDir, 'index.html'), 'utf8');
  const plain = pageOf(template);
  /** One page per list path of the registry (a bounded set). */
  const lists = new Map<string, Page>();
  return (req: FastifyRequest, reply: FastifyReply, path: string) => {
    const read = firstListRead(registry, path);
    let page = plain;
    if (read) {
      page = lists.get(path) ?? pageOf(template.replace('<head>',
        `<head>\n    <meta name="niaga-first-read" content="${escapeAttribute(read.url)}" data-resource="${escapeAttribute(read.resource)}" />`));
      lists.set(path, page);
    }
    reply.header('cache-control', REVALIDATE).header('etag', page.etag).header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
}
