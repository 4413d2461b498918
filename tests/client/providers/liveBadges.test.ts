import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { startLiveBadges, stopLiveBadges } from '../../../src/providers/liveBadges';
import { clearSession, saveSession } from '../../../src/providers/session';

/** The shell's notification socket re-reads the menu badges when the server says a watched document moved. */
function fakeSocket() {
  const handlers = new Map<string, Array<() => void>>();
  const socket = {
    active: true, closed: false, options: null as unknown,
    on(event: string, fn: () => void) { handlers.set(event, [...(handlers.get(event) ?? []), fn]); return socket; },
    connect: vi.fn(), close() { socket.closed = true; },
    fire(event: string) { for (const fn of handlers.get(event) ?? []) fn(); },
  };
  const load = vi.fn(async () => ({ io: ((opts: unknown) => { socket.options = opts; return socket; }) as never }));
  return { socket, load };
}

const signIn = (id: number) => saveSession({
  token_type: 'Bearer', access_token: `akses-${id}`, refresh_token: 'segar', expires_in: 900,
  user: { id, email: `u${id}@niaga.local`, no_hp: null, level: { id: 2, nama_level: 'Finance' }, karyawan: null },
} as never);

afterEach(() => { stopLiveBadges(); vi.useRealTimers(); });

describe('live menu badges', () => {
  it('re-reads the permissions once for a burst of pushes, and again after a reconnect only', async () => {
    vi.useFakeTimers();
    signIn(7);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { socket, load } = fakeSocket();
    await startLiveBadges(queryClient, load);
    await startLiveBadges(queryClient, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(socket.options).toMatchObject({ path: '/socket.io', transports: ['websocket'] });

    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(1000);
    expect(invalidate).not.toHaveBeenCalled();
    socket.fire('badge');
    socket.fire('notifikasi');
    socket.fire('badge');
    await vi.advanceTimersByTimeAsync(300);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'getPermissions'] });
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(300);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('sends the current token, retries a refused connection later, and closes when the session ends', async () => {
    vi.useFakeTimers();
    signIn(8);
    const { socket, load } = fakeSocket();
    await startLiveBadges(new QueryClient(), load);
    const auth = (socket.options as { auth: (cb: (a: unknown) => void) => void }).auth;
    const sent: unknown[] = [];
    auth((a) => sent.push(a));
    expect(sent).toEqual([{ token: 'akses-8' }]);
    socket.active = false;
    socket.fire('connect_error');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(socket.connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    clearSession();
    expect(socket.closed).toBe(true);
  });

  it('opens a new connection for another user', async () => {
    signIn(9);
    const first = fakeSocket();
    await startLiveBadges(new QueryClient(), first.load);
    signIn(10);
    expect(first.socket.closed).toBe(true);
    const second = fakeSocket();
    await startLiveBadges(new QueryClient(), second.load);
    expect(second.load).toHaveBeenCalledTimes(1);
  });
});
