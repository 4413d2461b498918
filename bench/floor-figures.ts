/** The floor section's figures: the goals per case, two halves merged into one, where a run's figures are kept. */
import { resolve } from 'node:path';
import type { HttpFigures } from './http.js';
import { figures } from './stats.js';
import { n0 } from './env.js';

export const volume = (n: number) => (n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n >= 1e3 && n % 1e3 === 0 ? `${n / 1e3}k` : String(n));
export const rate = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : n0(n)) : '-');

/** The goals for one case; `big` = the 2,000,000-row volume. */
export interface Goal {
  text: string;
  met(floor: HttpFigures, niaga: HttpFigures): boolean;
}

export function goals(name: string, big: boolean): Goal[] {
  const ratio = (min: number): Goal => ({ text: `≥ ${min}× floor`, met: (f, n) => n.opsPerSec >= min * f.opsPerSec });
  const p99 = (max: number, note = ''): Goal => ({ text: `p99 ≤ ${max} ms${note}`, met: (_f, n) => n.p99 <= max });
  switch (name) {
    case 'list': return [ratio(0.5), p99(big ? 20 : 15)];
    case 'filter': return [p99(5, big ? '' : ' (2M goal)')];
    case 'search': return [p99(50, big ? '' : ' (2M goal)')];
    case 'get': return [ratio(0.35), p99(5)];
    case 'create': return [ratio(0.25)];
    default: return [];
  }
}

export interface CaseResult {
  name: string;
  label: string;
  floor: HttpFigures;
  niaga: HttpFigures;
  statements: { http: number; floor: number };
}

export interface Saved {
  kind: string;
  rows: number;
  at: string;
  cases: Array<{ name: string; floor: HttpFigures; niaga: HttpFigures }>;
}

/** Two runs of the same case as one: every latency, the requests over the time both took. */
export function merge(a: HttpFigures, b: HttpFigures): HttpFigures {
  const time = (x: HttpFigures) => (x.count > 0 ? x.count / x.opsPerSec : 0);
  const statuses: Record<string, number> = { ...a.statuses };
  for (const [k, v] of Object.entries(b.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  return { ...figures([...(a.latencies ?? []), ...(b.latencies ?? [])], time(a) + time(b)), non2xx: a.non2xx + b.non2xx, errors: a.errors + b.errors, statuses };
}

export const resultsFile = (kind: string, rows: number) => resolve(`bench/results/floor-${kind}-${volume(rows)}.json`);
