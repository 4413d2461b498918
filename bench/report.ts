import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { Figures } from './stats.js';
import type { HttpFigures } from './http.js';

export interface ResultRow {
  name: string;
  http: HttpFigures;
  /** The server's own function called in process; absent when the work lives only in a route. */
  engine?: Figures;
  raw: Figures;
}

export const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : n >= 10 ? 1 : 2) : '-');
const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
/** Rates below 10/s keep a decimal so slow scenarios do not all read 1 or 2. */
const rate = (n: number) => (Number.isFinite(n) && n < 10 ? n.toFixed(1) : int(n));

function markdown(head: string[], lines: string[][]): string {
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The result table as Markdown: HTTP beside the engine in process and the hand-written SQL floor. */
export function table(rows: ResultRow[]): string {
  const head = ['scenario', 'HTTP req/s', 'HTTP p50 ms', 'HTTP p99 ms', 'non-2xx', 'DB-direct ops/s', 'DB p50 ms', 'DB p99 ms',
    'ratio (HTTP p50 / DB p50)', 'engine ops/s', 'engine p50 ms', 'engine p99 ms'];
  return markdown(head, rows.map((r) => [
    r.name, rate(r.http.opsPerSec), f1(r.http.p50), f1(r.http.p99), String(r.http.non2xx + r.http.errors),
    rate(r.raw.opsPerSec), f1(r.raw.p50), f1(r.raw.p99), `${f1(r.http.p50 / r.raw.p50)}x`,
    r.engine ? rate(r.engine.opsPerSec) : '-', r.engine ? f1(r.engine.p50) : '-', r.engine ? f1(r.engine.p99) : '-',
  ]));
}

export interface PostingRow {
  operation: string;
  state: string;
  figures: Figures;
  /** Ledger rows written per second: stock movements (stok_ledger) or journal lines (jurnal_rincian). */
  rowsPerSec: number;
  rowKind: string;
  perDoc: string;
}

export function postingTable(rows: PostingRow[]): string {
  const head = ['operation (one document = one transaction)', 'ledger before', 'docs/s', 'rows/s', 'p50 ms', 'p99 ms', 'docs timed', 'rows written per document'];
  return markdown(head, rows.map((r) => [
    r.operation, r.state, int(r.figures.opsPerSec), `${int(r.rowsPerSec)} ${r.rowKind}/s`, f1(r.figures.p50), f1(r.figures.p99),
    int(r.figures.count), r.perDoc,
  ]));
}

export function plainTable(head: string[], lines: string[][]): string {
  return markdown(head, lines);
}

export function machineLine(): string {
  const cpu = cpus();
  return `${cpu.length} cpus (${cpu[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${platform()} ${release()}, Node ${process.version}`;
}

/** Other work on the machine skews every figure; say how busy it was. */
export function loadLine(): string {
  const [one, five] = loadavg();
  return `load average ${one.toFixed(1)} (1 min) / ${five.toFixed(1)} (5 min) on ${cpus().length} cpus when the section ended`;
}

const FILE = resolve('bench/results/latest.md');
/** Sections in the order they are kept in latest.md; one per bench section and database. */
const ORDER = ['crud/sqlite', 'ledger/sqlite', 'floor/sqlite-200k', 'floor/sqlite-2M', 'import/sqlite', 'crud/postgres', 'ledger/postgres', 'floor/postgres-200k', 'floor/postgres-2M', 'import/postgres', 'bank/sqlite', 'bank/postgres', 'coretax/library'];
const MARK = /^<!-- bench:(\S+) -->$/m;

/**
 * Writes one section (`crud/sqlite`, `ledger/postgres`, …) into bench/results/latest.md, replacing the same
 * section of an earlier run and keeping the others, so one file holds the latest figures of each section
 * on each database. Answers the file's path.
 */
export function writeSection(key: string, text: string): string {
  const sections = new Map<string, string>();
  if (existsSync(FILE)) {
    const parts = readFileSync(FILE, 'utf8').split(/(?=^<!-- bench:\S+ -->$)/m);
    for (const part of parts) {
      const m = MARK.exec(part);
      if (m) sections.set(m[1], part.replace(MARK, '').trim());
    }
  }
  sections.set(key, text.trim());
  const keys = [...sections.keys()].sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
  const body = [
    '# Niaga bench',
    '',
    '`npm run bench` (`BENCH_ONLY=crud|ledger|floor` runs one section; `BENCH_DATABASE_URL=postgres://…` measures PostgreSQL;'
      + ' the floor section is kept per database and volume, `BENCH_ROWS=2000000` for 2M).',
    'Each section below is replaced by the next run of that section on that database; the others are kept.',
    `Last written ${new Date().toISOString()} on ${machineLine()}.`,
    '',
    ...keys.flatMap((k) => [`<!-- bench:${k} -->`, sections.get(k)!, '']),
  ].join('\n');
  mkdirSync(resolve('bench/results'), { recursive: true });
  writeFileSync(FILE, body);
  return FILE;
}
