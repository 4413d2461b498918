import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { getUser } from '../../providers/session';

/**
 * Local drafts of long documents (those with line items), per user, resource and record, in IndexedDB: signing out
 * clears local storage, not these, so a draft outlives a crash, a reload, a closed tab and an ended session. A
 * saved document's draft is removed; drafts untouched for DRAFT_DAYS are dropped.
 */
export interface Draft {
  savedAt: number;
  values: Record<string, unknown>;
}

const DRAFT_DAYS = 14;
const WRITE_DELAY_MS = 400;

const store: UseStore | null = typeof indexedDB === 'undefined' ? null : createStore('niaga-draf', 'draf');
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function draftKey(userId: number, resource: string, id?: unknown): string {
  return `${userId}:${resource}:${id === undefined || id === null || id === '' ? 'baru' : String(id)}`;
}

export async function readDraft(key: string): Promise<Draft | undefined> {
  if (!store) return undefined;
  return (await get<Draft>(key, store).catch(() => undefined)) ?? undefined;
}

/** Writes the values shortly after the last change (one write per pause in typing); `onSaved` hears when. */
export function writeDraftSoon(key: string, values: Record<string, unknown>, onSaved: (at: number) => void): void {
  if (!store) return;
  clearTimeout(timers.get(key));
  timers.set(key, setTimeout(() => {
    timers.delete(key);
    const draft: Draft = { savedAt: Date.now(), values: JSON.parse(JSON.stringify(values)) as Record<string, unknown> };
    set(key, draft, store).then(() => onSaved(draft.savedAt), () => undefined);
  }, WRITE_DELAY_MS));
}

export async function discardDraft(key: string): Promise<void> {
  clearTimeout(timers.get(key));
  timers.delete(key);
  if (store) await del(key, store).catch(() => undefined);
}

/** After a save: the signed-in user's draft of that record (or of a new one) is gone. */
export function discardDraftOf(resource: string, id?: unknown): Promise<void> {
  const user = getUser();
  return user ? discardDraft(draftKey(user.id, resource, id)) : Promise.resolve();
}

async function pruneOldDrafts(): Promise<void> {
  if (!store) return;
  const limit = Date.now() - DRAFT_DAYS * 24 * 60 * 60 * 1000;
  for (const [key, draft] of await entries<string, Draft>(store)) {
    if (!draft || draft.savedAt < limit) await del(key, store);
  }
}

void pruneOldDrafts().catch(() => undefined);
