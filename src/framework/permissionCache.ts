import type { PermissionEntry } from '../providers/permissions';

/** Under the session's own prefix, so logging out (which clears local storage but the skin) forgets it. */
const KEY = 'niaga.permissions';

interface Cached {
  userId: number;
  levelId: number;
  entries: PermissionEntry[];
}

let lastRaw: string | null = null;
let lastParsed: Cached | null = null;

/** Every component that reads the permissions asks at start: the stored text is parsed once, not once each. */
function parsed(raw: string | null): Cached | null {
  if (raw !== lastRaw) {
    lastParsed = JSON.parse(raw ?? 'null') as Cached | null;
    lastRaw = raw;
  }
  return lastParsed;
}

/**
 * The level's role entries as last loaded on this device, for this user and level only. A reopened screen draws
 * with them at once and asks the server again in the same moment (the server decides every call anyway).
 */
export function cachedPermissions(userId: number | undefined, levelId: number | undefined): PermissionEntry[] | undefined {
  if (userId === undefined || levelId === undefined) return undefined;
  try {
    const cached = parsed(localStorage.getItem(KEY));
    return cached && cached.userId === userId && cached.levelId === levelId && Array.isArray(cached.entries) ? cached.entries : undefined;
  } catch {
    return undefined;
  }
}

export function rememberPermissions(userId: number | undefined, levelId: number | undefined, entries: PermissionEntry[] | null): void {
  if (userId === undefined || levelId === undefined || !entries) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, levelId, entries } satisfies Cached));
  } catch {
    // A full or refused storage only costs the next load a wait for the server.
  }
}
