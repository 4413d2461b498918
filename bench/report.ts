import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Figures } from './stats.js';
import type { HttpFigures } from './http.js';

export interface ResultRow {
  name: string;
  http: HttpFigures;
  engine: Figures;
  raw: Figures;
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : n >= 10 ? 1 : 2) : '-');
const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** The result table as Markdown: HTTP beside the engine in process and the hand-written SQL floor. */
export function table(rows: ResultRow[]): string {
  const head = ['scenario', 'HTTP req/s', 'HTTP p50 ms', 'HTTP p99 ms', 'non-2xx', 'DB-direct ops/s', 'DB p50 ms', 'DB p99 ms',
    'ratio (HTTP p50 / DB p50)', 'engine ops/s', 'engine p50 ms', 'engine p99 ms'];
  const lines = rows.map((r) => [
    r.name, int(r.http.opsPerSec), f1(r.http.p50), f1(r.http.p99), String(r.http.non2xx + r.http.errors),
    int(r.raw.opsPerSec), f1(r.raw.p50), f1(r.raw.p99), `${f1(r.http.p50 / r.raw.p50)}x`,
    int(r.engine.opsPerSec), f1(r.engine.p50), f1(r.engine.p99),
  ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function writeLatest(text: string): string {
  const dir = resolve('bench/results');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, 'latest.md');
  writeFileSync(file, text);
  return file;
}
