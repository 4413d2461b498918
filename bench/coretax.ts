/**
 * `BENCH_ONLY=coretax npm run bench`: the Coretax e-Faktur XML (server/domain/pajak/coretax-xml.ts) of
 * BENCH_CORETAX_INVOICES invoices (default 10,000) × 3 lines streamed to /dev/null, generated one at a time as a
 * database cursor would hand them over: time, and peak heap and RSS above the start, beside a run of a tenth as many
 * invoices, so a flat memory shows as two equal peaks (issue 37: 10,000 invoices in ≤ 10 s with flat memory). The
 * library is pure: no database, no server.
 */
import { createWriteStream } from 'node:fs';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { writeTaxInvoiceBulk, type TaxInvoiceInput } from '../server/domain/pajak/coretax-xml.js';
import { loadLine } from './report.js';
import { envInt, log, n0, seconds } from './env.js';

const INVOICES = envInt('BENCH_CORETAX_INVOICES', 10_000);
const seller = { tin: '0123456789012345', idtku: '0123456789012345000000' };

function* invoices(n: number): Generator<TaxInvoiceInput> {
  for (let i = 0; i < n; i++) {
    yield {
      date: '2026-10-05', trxCode: '04', refDesc: `PJ/2026/10/${String(i + 1).padStart(5, '0')}`,
      buyer: {
        document: 'TIN', tin: String(9_000_000_000_000_000 + i).padStart(16, '0'), name: `PT Pelanggan ${i} & Rekan`,
        address: `Jl. Raya No. ${i}, Bandung`,
      },
      lines: [
        { opt: 'A', name: 'Teh Botol 350 ml', unit: 'UM.0018', price: 15000, qty: 10 + (i % 7), totalDiscount: i % 3 === 0 ? 10000 : 0, vatRate: 1200 },
        { opt: 'A', name: 'Roti Tawar "Spesial"', unit: 'UM.0021', price: 12500, qty: 4, vatRate: 1200 },
        { opt: 'B', name: 'Ongkos Kirim', unit: 'UM.0030', price: 25000, qty: 1, totalDiscount: 2500, vatRate: 1200 },
      ],
    };
  }
}

interface Run { invoices: number; seconds: number; bytes: number; heapPeakMb: number; rssPeakMb: number; keptMb: number; vat: bigint }

/** The garbage collector, exposed for this process if node was not started with --expose-gc. */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

async function measure(n: number): Promise<Run> {
  const gc = collector();
  gc();
  const heap0 = process.memoryUsage().heapUsed;
  const rss0 = process.memoryUsage().rss;
  let heapPeak = heap0;
  let rssPeak = rss0;
  const sample = () => { const m = process.memoryUsage(); heapPeak = Math.max(heapPeak, m.heapUsed); rssPeak = Math.max(rssPeak, m.rss); };
  const timer = setInterval(sample, 20);
  const out = createWriteStream('/dev/null');
  let bytes = 0;
  const counting = { write: (chunk: string) => { bytes += Buffer.byteLength(chunk); return out.write(chunk); } };
  const started = performance.now();
  const totals = await writeTaxInvoiceBulk(seller, invoices(n), async (chunk) => {
    if (!counting.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  });
  await new Promise<void>((r) => out.end(() => r()));
  const s = seconds(started);
  clearInterval(timer);
  sample();
  gc();
  const keptMb = (process.memoryUsage().heapUsed - heap0) / 2 ** 20;
  return {
    invoices: totals.invoices, seconds: s, bytes, heapPeakMb: (heapPeak - heap0) / 2 ** 20, rssPeakMb: (rssPeak - rss0) / 2 ** 20, keptMb, vat: totals.vat,
  };
}

export async function runCoretaxSection(): Promise<{ kind: string; text: string }> {
  const small = await measure(Math.max(1, Math.floor(INVOICES / 10)));
  log(`coretax: ${n0(small.invoices)} invoices in ${small.seconds.toFixed(2)} s`);
  const big = await measure(INVOICES);
  log(`coretax: ${n0(big.invoices)} invoices in ${big.seconds.toFixed(2)} s`);
  const row = (r: Run) => `| ${n0(r.invoices)} × 3 | ${r.seconds.toFixed(2)} s | ${n0(r.invoices / r.seconds)} | ${(r.bytes / 2 ** 20).toFixed(1)} MB | ${r.heapPeakMb.toFixed(1)} MB | ${r.rssPeakMb.toFixed(1)} MB | ${r.keptMb.toFixed(1)} MB |`;
  const text = [
    '## Coretax e-Faktur XML (issue 37)',
    '',
    'TaxInvoiceBulk streamed to /dev/null from a generator (server/domain/pajak/coretax-xml.ts); peaks are above the'
      + ' process at the start of each run (sampled every 20 ms; garbage not yet collected counts, so the peak grows with the'
      + ' run while what is kept after a full GC stays near zero). Goal: 10,000 invoices in ≤ 10 s, memory flat.',
    '',
    '| invoices × lines | time | invoices/s | file | heap peak | RSS peak | heap kept after GC |',
    '|---|---|---|---|---|---|---|',
    row(small),
    row(big),
    '',
    `VAT in the big file: ${(Number(big.vat) / 100).toFixed(2)}. ${big.seconds <= 10 ? 'Within' : 'OVER'} the 10 s goal. ${loadLine()}.`,
  ].join('\n');
  return { kind: 'library', text };
}
