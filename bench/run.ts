/**
 * `npm run bench`: measured throughput on generated data volumes in throwaway databases, against the server built
 * into a bundle of the run's own (dist/bench-<pid>/, removed at the end). Three sections, each in its own database and written to bench/results/latest.md:
 *
 * - `crud` (bench/crud.ts): karyawan list/filter/search/get/save at BENCH_ROWS rows;
 * - `ledger` (bench/ledger.ts): posting throughput of server/ledger, then stock and account reads and the
 *   integrity check at BENCH_LEDGER_ROWS stock movements and about as many journal lines;
 * - `floor` (bench/floor.ts): goods list/filter/search/get/create at BENCH_ROWS goods, Niaga beside a bare Fastify
 *   server replaying the same SQL (the floor), with the ratios and the goals of issue 11.
 *
 * - `import` (bench/import.ts): spreadsheet import of 10,000 and BENCH_IMPORT_ROWS goods as CSV and XLSX, time and the
 *   server's peak memory (issue 22).
 *
 * - `penjualan` (bench/penjualan.ts): sales posted per second through POST /api/transaksi-selesai (issue 12).
 *
 * - `laporan` (bench/laporan.ts): every report at BENCH_LEDGER_ROWS journal lines and stock movements over three years (issue 17).
 *
 * - `coretax` (bench/coretax.ts): the Coretax e-Faktur XML of 10,000 invoices × 3 lines streamed, time and peak memory
 *   (issue 37; no database).
 *
 * - `bank` (bench/bank.ts): a month's bank statement of BENCH_BANK_LINES lines (default 5,000) imported and matched
 *   automatically against the books it was printed from (issue 40: ≤ 10 s).
 *
 * BENCH_ONLY=crud|ledger|floor|import|penjualan|laporan|coretax|bank runs one section (default all). BENCH_DATABASE_URL=postgres://… measures PostgreSQL
 * in a fresh schema instead of a temporary SQLite file. BENCH_SECONDS, BENCH_CONNECTIONS apply to both.
 */
import { performance } from 'node:perf_hooks';
import { privateBundle, useBundle } from './server.js';
import { writeSection } from './report.js';
import { Cleanup, log, seconds, selectedSections, type Section } from './env.js';
import { runCrudSection } from './crud.js';
import { runLedgerSection } from './ledger.js';
import { runFloorSection } from './floor.js';
import { runImportSection } from './import.js';
import { runPenjualanSection } from './penjualan.js';
import { runLaporanSection } from './laporan.js';
import { runCoretaxSection } from './coretax.js';
import { runBankSection } from './bank.js';

const RUNNERS: Record<Section, (cleanup: Cleanup) => Promise<{ kind: string; text: string }>> = {
  crud: runCrudSection,
  ledger: runLedgerSection,
  floor: runFloorSection,
  import: runImportSection,
  penjualan: runPenjualanSection,
  laporan: runLaporanSection,
  coretax: runCoretaxSection,
  bank: runBankSection,
};

let current: Cleanup | undefined;
const cleanups: Array<() => void> = [];
process.once('SIGINT', () => { void (current?.run() ?? Promise.resolve()).finally(() => { cleanups.forEach((c) => c()); process.exit(130); }); });

async function main() {
  const sections = selectedSections();
  // The server bundle of this run, built from the sources this process has just imported (bench/server.ts).
  const bundle = privateBundle();
  useBundle(bundle.file);
  cleanups.push(() => bundle.remove());
  const timings: string[] = [];
  for (const section of sections) {
    const started = performance.now();
    current = new Cleanup();
    try {
      const { kind, text } = await RUNNERS[section](current);
      console.log(`\n${text}`);
      log(`${section}: written to ${writeSection(`${section}/${kind}`, text)}`);
    } finally {
      await current.run();
      current = undefined;
      log(`${section}: done in ${seconds(started).toFixed(1)} s (server stopped, temporary database removed)`);
    }
    timings.push(`${section} ${seconds(started).toFixed(0)} s`);
  }
  log(`bench finished: ${timings.join(', ')}`);
}

try {
  await main();
} finally {
  cleanups.forEach((c) => c());
}
