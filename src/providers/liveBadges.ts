import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { getTokens, getUser, subscribeSession } from './session';

/** A refused connection (an expired token) is tried again after this long, with the token the page holds then. */
const RETRY_MS = 30_000;
/** Pushes arriving together (a step that moves several documents) re-read the badges once. */
const SETTLE_MS = 250;

let socket: Socket | null = null;
let socketUser: number | null = null;
let unsubscribe: (() => void) | null = null;

/**
 * Menu badges follow the documents live: the server's notification socket (socket.io at /socket.io, SPEC.md
 * section 7) pushes `badge` when a document of a menu the user's level watches changes state, and `notifikasi`
 * when it waits on them; either re-reads the level's role entries (menus with their counts). After a dropped
 * connection comes back they are read once more, as pushes may have been missed. One connection per signed-in
 * user, opened when the shell first shows and closed when the session ends; the client library loads then, not
 * with the first screen.
 */
export async function startLiveBadges(queryClient: QueryClient, load: () => Promise<{ io: typeof import('socket.io-client').io }> = () => import('socket.io-client')): Promise<void> {
  const user = getUser();
  if (!user || !getTokens()) return;
  if (socketUser === user.id) return;
  stopLiveBadges();
  socketUser = user.id;
  unsubscribe = subscribeSession(() => {
    if (!getTokens() || getUser()?.id !== socketUser) stopLiveBadges();
  });
  const { io } = await load();
  if (socketUser !== user.id || getUser()?.id !== user.id || socket) return;
  const s = io({ path: '/socket.io', transports: ['websocket'], auth: (cb) => cb({ token: getTokens()?.access_token ?? '' }) });
  socket = s;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refresh = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
    }, SETTLE_MS);
  };
  let connectedBefore = false;
  s.on('connect', () => {
    if (connectedBefore) refresh();
    connectedBefore = true;
  });
  s.on('badge', refresh);
  s.on('notifikasi', refresh);
  s.on('connect_error', () => {
    // Refused by the server (not a network drop, which socket.io retries itself): try again later.
    if (!s.active) setTimeout(() => { if (socket === s && getTokens()) s.connect(); }, RETRY_MS);
  });
}

export function stopLiveBadges(): void {
  unsubscribe?.();
  unsubscribe = null;
  socket?.close();
  socket = null;
  socketUser = null;
}
