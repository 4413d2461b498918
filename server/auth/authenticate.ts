import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../core/errors.js';
import { verifyAccessToken } from './tokens.js';

/** Calls that answer without a session. */
const PUBLIC_API = new Set(['/api/auth/user-login', '/api/auth/refresh', '/api/health', '/api/health/ready', '/api/docs', '/api/setup']);
/** Uploaded files are read by their unguessable address alone, so images show in plain <img> tags. */
const PUBLIC_GET = /^\/api\/upload\/[A-Za-z0-9_-]{32}$/;

/**
 * Every /api call but the public ones needs `Authorization: Bearer <token>`. The token's version must match
 * the user's current one, so logout, disabling a user and a level change take effect on the next request.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0];
    if (!path.startsWith('/api/') || PUBLIC_API.has(path) || (req.method === 'GET' && PUBLIC_GET.test(path))) return;
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw unauthorized('Silakan masuk terlebih dahulu');
    const { userId, tokenVersion } = await verifyAccessToken(app.ctx, match[1]);
    const user = await app.ctx.users.get(userId);
    if (!user || user.token_version !== tokenVersion) throw unauthorized();
    req.user = user;
  });
}
