/**
 * Section `import` (issue 22): spreadsheet import of goods (`POST /api/import/barang`) at 10,000 and BENCH_IMPORT_ROWS
 * (default 100,000) rows, as CSV and as XLSX, each file into a server of its own (started fresh, so its peak resident
 * memory, VmHWM in /proc/<pid>/status, is that import's) over the demo company in a throwaway database. Goals: 10,000
 * goods in ≤ 5 s, 100,000 in one file in ≤ 60 s with the server under 500 MB.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD } from '../server/db/seed/demo.js';
import { sectionDatabase, seedDemoCompany } from './database.js';
import { startServer } from './server.js';
import { login } from './http.js';
import { loadLine, machineLine, plainTable } from './report.js';
import { ADMIN, PG_URL, envInt, log, n0, type Cleanup } from './env.js';

const BIG = envInt('BENCH_IMPORT_ROWS', 100_000);
const HEADER = ['Kode Barang', 'Nama Barang', 'Kategori', 'Satuan Dasar', 'Harga Beli', 'Keterangan'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function goodsRows(n: number, tag: string, kategori: string[], satuan: string[]): Array<Array<string | number>> {
  return Array.from({ length: n }, (_, i) => [
    `${tag}-${String(i + 1).padStart(6, '0')}`, `Barang Impor ${tag} ${i + 1}`, kategori[i % kategori.length], satuan[i % satuan.length],
    1000 + (i % 500) * 250, i % 10 === 0 ? '=dicatat sebagai teks' : '',
  ]);
}

const csvCell = (v: string | number) => (typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v));

async function writeFile(dir: string, format: 'csv' | 'xlsx', rows: Array<Array<string | number>>): Promise<string> {
  const file = join(dir, `barang-${rows.length}.${format}`);
  if (format === 'csv') {
    writeFileSync(file, [HEADER, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n');
    return file;
  }
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = wb.addWorksheet('Barang');
  sheet.addRow(HEADER).commit();
  for (const r of rows) sheet.addRow(r).commit();
  sheet.commit();
  await wb.commit();
  return file;
}

function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Result { rows: number; format: string; mb: number; seconds: number; peakMb: number; status: number; added: number }

export async function runImportSection(cleanup: Cleanup): Promise<{ kind: string; text: string }> {
  const target = await sectionDatabase(cleanup, 'import');
  const database = target.open();
  await seedDemoCompany(database, 'import');
  const kategori = (await database.db.selectFrom('kategori').select('kode').execute()).map((r) => String(r.kode));
  const satuan = (await database.db.selectFrom('satuan').select('kode').execute()).map((r) => String(r.kode));
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'niaga-bench-import-'));
  cleanup.add(() => rmSync(dir, { recursive: true, force: true }));

  const results: Result[] = [];
  const cases: Array<[number, 'csv' | 'xlsx']> = [[10_000, 'csv'], [10_000, 'xlsx'], [BIG, 'csv'], [BIG, 'xlsx']];
  for (const [i, [rows, format]] of cases.entries()) {
    const file = await writeFile(dir, format, goodsRows(rows, `IMP${i}`, kategori, satuan));
    const server = await startServer(target.url, { timeoutMs: 120_000 });
    try {
      const token = await login(server.url, ADMIN, DEMO_PASSWORD);
      const form = new FormData();
      form.append('file', new Blob([readFileSync(file)], { type: format === 'csv' ? 'text/csv' : XLSX }), file.split('/').pop());
      const started = performance.now();
      const res = await fetch(`${server.url}/api/import/barang`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = await res.json() as { data?: { ditambahkan: number }; message?: string };
      const seconds = (performance.now() - started) / 1000;
      const result = { rows, format, mb: statSync(file).size / 1024 / 1024, seconds, peakMb: peakRssMb(server.pid), status: res.status, added: body.data?.ditambahkan ?? 0 };
      if (res.status !== 200) log(`import: ${rows} ${format} answered ${res.status}: ${body.message}`);
      log(`import: ${n0(rows)} goods as ${format.toUpperCase()} in ${seconds.toFixed(1)} s, server peak ${result.peakMb.toFixed(0)} MB`);
      results.push(result);
    } finally {
      await server.stop();
    }
  }

  const goal = (r: Result) => (r.status !== 200 || r.added !== r.rows ? 'FAILED'
    : r.rows <= 10_000 ? (r.seconds <= 5 ? 'met (≤ 5 s)' : 'NOT met (≤ 5 s)')
      : r.seconds <= 60 && r.peakMb < 500 ? 'met (≤ 60 s, < 500 MB)' : 'NOT met (≤ 60 s, < 500 MB)');
  const kind = PG_URL ? 'postgres' : 'sqlite';
  const text = [
    `### Import of goods (${kind}), ${new Date().toISOString().slice(0, 10)}`,
    '',
    machineLine(),
    loadLine(),
    '',
    plainTable(['rows', 'file', 'size', 'time', 'rows/s', 'server peak RSS', 'goal'],
      results.map((r) => [n0(r.rows), r.format.toUpperCase(), `${r.mb.toFixed(1)} MB`, `${r.seconds.toFixed(1)} s`, n0(r.rows / r.seconds), `${r.peakMb.toFixed(0)} MB`, goal(r)])),
  ].join('\n');
  return { kind, text };
}
