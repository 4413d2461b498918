import { performance } from 'node:perf_hooks';

/** Latency figures of one measured run: operations per second and percentiles in milliseconds. */
export interface Figures {
  opsPerSec: number;
  p50: number;
  p99: number;
  count: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function figures(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { opsPerSec: latencies.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: latencies.length };
}

/**
 * Calls `work` one at a time for about `seconds` (after a short warm-up) and times every call.
 * At least `minRuns` calls are made however long they take.
 */
export async function timeLoop(work: () => Promise<unknown>, seconds: number, minRuns = 20): Promise<Figures> {
  for (let i = 0; i < 5; i++) await work();
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until || latencies.length < minRuns) {
    const t = performance.now();
    await work();
    latencies.push(performance.now() - t);
  }
  return figures(latencies, (performance.now() - started) / 1000);
}

/** Calls `work` exactly `runs` times one at a time, without warm-up: for heavy work measured a few times. */
export async function timeRuns(work: () => Promise<unknown>, runs: number): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    latencies.push(performance.now() - t);
  }
  return figures(latencies, (performance.now() - started) / 1000);
}
