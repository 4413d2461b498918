import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { verifyAccessToken } from '../auth/tokens.js';
import { loadAuthUser } from '../auth/session-user.js';

let io: Server | null = null;

/**
 * The notification socket (socket.io at /socket.io): a client connects with `auth: { token }`, is checked
 * like any request, and joins its user's room. Pushes carry no data the user could not read through the API.
 */
export function attachRealtime(app: FastifyInstance): void {
  const server = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  server.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return next(new Error('Silakan masuk terlebih dahulu'));
    verifyAccessToken(app.ctx, token)
      .then(async ({ userId, tokenVersion }) => {
        const user = await loadAuthUser(app.ctx.db, userId);
        if (!user || user.token_version !== tokenVersion) throw new Error('sesi');
        void socket.join(`user:${user.id}`);
        next();
      })
      .catch(() => next(new Error('Sesi Anda telah berakhir, silakan masuk kembali')));
  });
  io = server;
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    io = null;
  });
}

export function pushToUsers(userIds: number[], event: string, payload: unknown): void {
  if (!io) return;
  for (const id of new Set(userIds)) io.to(`user:${id}`).emit(event, payload);
}
