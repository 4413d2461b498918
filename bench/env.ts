import { performance } from 'node:perf_hooks';

/** Settings and logging shared by the bench sections. */

export function envInt(name: string, fallback: number): number {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return Math.floor(v);
}

export const SECONDS = envInt('BENCH_SECONDS', 5);
export const CONNECTIONS = envInt('BENCH_CONNECTIONS', 10);
export const PG_URL = process.env.BENCH_DATABASE_URL;
export const ADMIN = 'admin@niaga.local';

export type Section = 'crud' | 'ledger' | 'floor' | 'import' | 'penjualan' | 'laporan' | 'coretax' | 'bank';
export const SECTIONS: Section[] = ['crud', 'ledger', 'floor', 'import', 'penjualan', 'laporan', 'coretax', 'bank'];

/** BENCH_ONLY=crud|ledger|floor|import (or several, comma-separated) runs those; unset (or `all`) runs every section, in that order. */
export function selectedSections(raw = process.env.BENCH_ONLY): Section[] {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'all' || v === 'both') return SECTIONS;
  const picked = v.split(',').map((s) => s.trim());
  for (const s of picked) if (!SECTIONS.includes(s as Section)) throw new Error(`BENCH_ONLY must be one of ${SECTIONS.join(', ')} (or unset for all), not "${s}"`);
  return SECTIONS.filter((s) => picked.includes(s));
}

const started = performance.now();
export const seconds = (since: number) => (performance.now() - since) / 1000;
export const log = (msg: string) => console.log(`[${`${seconds(started).toFixed(1)} s`.padStart(8)}] ${msg}`);
export const n0 = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * Requests still in flight when autocannon stops keep the server busy; wait until it answers again and
 * about one more queue's worth of time, so they do not leak into the next measurement.
 */
export async function settle(url: string, p99: number): Promise<void> {
  await fetch(`${url}/api/health`);
  await new Promise((r) => setTimeout(r, Math.min(10_000, Number.isFinite(p99) ? p99 : 1000)));
}

/** What a section leaves to clean up when it ends or the run is interrupted. */
export class Cleanup {
  private readonly steps: Array<() => Promise<void> | void> = [];
  add(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }
  /** Runs the steps newest first, each once, even when one fails. */
  async run(): Promise<void> {
    while (this.steps.length) {
      const step = this.steps.pop()!;
      try {
        await step();
      } catch (err) {
        console.error('cleanup step failed:', err);
      }
    }
  }
}
