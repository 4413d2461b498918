import { api } from '../providers/http';
import { getUser } from '../providers/session';
import { withTabLock } from '../providers/tabLock';
import { listQueue, pruneQueue, queueCounts, syncQueue } from './queue';
import { saveDay, type DayData } from './dayData';
import { reportQueue, sendToServer } from './send';

/**
 * When the queue is sent and the day refreshed: at start, when the browser says it is online again, when the page
 * gets the focus back, every minute while open, and when the service worker hears Background Sync (where the
 * browser has it: it asks the open pages to sync). One tab at a time sends (a Web Lock); the server would take a
 * second copy once anyway.
 */
const INTERVAL_MS = 60_000;
/** The day is stored again after a document went out, else at most this often (it is one larger answer). */
const REFRESH_MS = 10 * 60_000;
let running: Promise<void> | null = null;
let refreshedAt = 0;
const dayListeners = new Set<(day: DayData) => void>();

/** Told whenever the day is stored again (a screen open while the engine refreshes in the background). */
export function onDayStored(listener: (day: DayData) => void): () => void {
  dayListeners.add(listener);
  return () => { dayListeners.delete(listener); };
}

export async function refreshDay(): Promise<DayData | null> {
  const user = getUser();
  if (!user) return null;
  const res = await api.get<{ data: DayData }>('/data-hari', { timeout: 30_000 });
  await saveDay(res.data.data);
  refreshedAt = Date.now();
  for (const listener of dayListeners) listener(res.data.data);
  return res.data.data;
}

/** Sends what waits, then stores the day again and reports the queue; never throws. */
export function syncNow(): Promise<void> {
  if (running) return running;
  running = (async () => {
    const user = getUser();
    if (!user) return;
    await withTabLock('niaga-antrean', async () => {
      const result = await syncQueue(user.id, sendToServer);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      if (result.sent > 0 || (result.waiting === 0 && Date.now() - refreshedAt > REFRESH_MS)) await refreshDay().catch(() => undefined);
      const queue = await listQueue(user.id);
      await reportQueue(queueCounts(queue));
      await pruneQueue(user.id, new Date().toISOString().slice(0, 10));
    }).catch(() => undefined);
  })().finally(() => { running = null; });
  return running;
}

/** Asks the service worker for a Background Sync when a document is queued (Chromium); otherwise the triggers above. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.ready;
    const sync = (reg as unknown as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register('niaga-antrean');
  } catch {
    // Not offered: reconnect and focus do the work.
  }
}

let started = false;
export function startSyncEngine(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const kick = () => { if (navigator.onLine !== false) void syncNow(); };
  window.addEventListener('online', kick);
  window.addEventListener('focus', kick);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') kick(); });
  navigator.serviceWorker?.addEventListener('message', (e) => { if ((e.data as { type?: string } | null)?.type === 'niaga-sinkron') kick(); });
  setInterval(kick, INTERVAL_MS);
  kick();
}
