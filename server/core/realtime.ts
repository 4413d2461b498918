import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { verifyAccessToken } from '../auth/tokens.js';
import { loadAuthUser } from '../auth/session-user.js';
import type { ClusterBus } from './cluster-bus.js';

let io: Server | null = null;
let bus: ClusterBus | null = null;

/**
 * The notification socket (socket.io at /socket.io): a client connects with `auth: { token }`, is checked
 * like any request, and joins its user's room. Pushes carry no data the user could not read through the API.
 * A push goes through the cluster bus (server/core/cluster-bus.ts): every instance emits it to the sockets
 * connected to it, so a user connected to any instance behind the load balancer receives it.
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
  bus = app.ctx.bus;
  app.ctx.bus.onMessage((m) => {
    if (m.kind === 'push') for (const id of new Set(m.userIds)) server.to(`user:${id}`).emit(m.event, m.payload);
  });
  // Before the HTTP server waits for its connections: an open websocket would otherwise keep a stop waiting forever.
  app.addHook('preClose', async () => {
    server.disconnectSockets(true);
    server.engine.close();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (io === server) io = bus = null;
  });
}

/** Live push to the users' sockets on every instance (after the caller's commit: see notifyUsers). */
export function pushToUsers(userIds: number[], event: string, payload: unknown): void {
  if (!bus || userIds.length === 0) return;
  void bus.publish({ kind: 'push', userIds: [...new Set(userIds)], event, payload });
}
