/**
 * Early data (issue 25), the app's half: which API reads each screen makes when it opens, remembered on this
 * device, and the answers public/early-data.js already asked for before the app's code started.
 *
 * A screen's reads are the GETs made in its first seconds after its path became the current one; they are kept
 * under `niaga.early` (cleared with the session like every other key but the skin). An early answer is used once,
 * only for exactly the same URL and token, only while it is fresh, and only when the server said yes: anything else
 * goes to the server as usual, so the server still decides every read.
 */
const KEY = 'niaga.early';
/** A screen's reads are those made this long after its path became current. */
const OPENING_MS = 3_000;
/** An early answer older than this is not used (the screen is asked for again). */
const FRESH_MS = 15_000;
const MAX_READS = 6;
const MAX_PATHS = 40;

export interface EarlyAnswer {
  status: number;
  body: unknown;
}

interface EarlyWindow {
  path: string;
  at: number;
  token: string;
  answers: Record<string, Promise<EarlyAnswer> | undefined>;
}

type Remembered = Record<string, string[]>;

let openedPath: string | null = null;
let openedAt = 0;
let reads: string[] = [];

function remembered(): Remembered {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? value as Remembered : {};
  } catch {
    return {};
  }
}

/** Notes a GET of the current screen (an `/api/…` URL with its query) if the screen is still opening. */
export function noteRead(url: string, now = Date.now(), path = window.location.pathname): void {
  if (!url.startsWith('/api/')) return;
  if (path !== openedPath) {
    openedPath = path;
    openedAt = now;
    reads = [];
  }
  if (now - openedAt > OPENING_MS || reads.includes(url) || reads.length >= MAX_READS) return;
  reads.push(url);
  const all = remembered();
  delete all[path];
  all[path] = [...reads];
  const paths = Object.keys(all);
  for (const old of paths.slice(0, Math.max(0, paths.length - MAX_PATHS))) delete all[old];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // A full storage only means the next start asks for its data a little later.
  }
}

/** URLs this page has read already: an early answer may only stand in for a URL's first read. */
const read = new Set<string>();

/**
 * The answer public/early-data.js got for this URL with this token, if this is the page's first read of it and
 * the answer is still fresh. A later read (a list refreshed after a save) always goes to the server: the early
 * script may run after the app's own first read, and its answer would then be older than what the user just did.
 */
export function takeEarly(url: string, authorization: string | undefined, now = Date.now()): Promise<EarlyAnswer> | undefined {
  const first = !read.has(url);
  read.add(url);
  const early = (window as { __niagaEarly?: EarlyWindow }).__niagaEarly;
  if (!early) return undefined;
  const answer = early.answers[url];
  delete early.answers[url];
  if (!first || now - early.at > FRESH_MS || authorization?.split(' ')[1] !== early.token) return undefined;
  return answer;
}

/** A write makes every answer asked for before it stale: none is used after it. */
export function dropEarly(): void {
  delete (window as { __niagaEarly?: EarlyWindow }).__niagaEarly;
}

/** Forgets the remembered reads of this tab's opening screen (tests, and a new session). */
export function resetEarlyData(): void {
  openedPath = null;
  openedAt = 0;
  reads = [];
  read.clear();
}
