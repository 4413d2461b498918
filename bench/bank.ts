/**
 * Section `bank` (issue 40: "a month of 5.000 bank lines imports and auto-matches in ≤ 10 s on SQLite and
 * PostgreSQL"): one statement file of BENCH_BANK_LINES lines (default 5,000) imported by `importStatement`
 * (server/domain/bank/statement-import.ts: parse, checks, store, then autoMatch of match.ts), in one transaction as
 * the import route runs it, on a bank account whose books hold what the lines should match. Only that call and its
 * commit are timed.
 *
 * The books (untimed): on the demo company, a bank account of its own (kas of jenis bank, its own ledger account)
 * with an opening balance, then last month's transfers posted through server/ledger postJournal, so every balance
 * stays kept: sales paid by transfer (Dr bank / Cr sales, VAT) and cost payments (Dr an expense / Cr bank), and a
 * few QRIS receipts a day. The statement is the demo's own printer of a month from the books (demoStatement: each
 * transfer with, four times in five, the journal's number in its description; the day's QRIS settled net of MDR;
 * about one credit in forty nobody booked; the month's BUNGA, PAJAK BUNGA and BIAYA ADM), plus one BIAYA ADM line a
 * day for the day's outgoing transfers, written as KlikBCA CSV (BENCH_BANK_FORMAT=mt940: MT940) by the area's
 * writers. The rules are base data (`aturan_bank`).
 */
import { performance } from 'node:perf_hooks';
import registry from '../resources.config.js';
import { findResource } from '../common/registry.js';
import { addDays, todayJakarta } from '../common/format.js';
import { lastDay, shiftMonth } from '../server/core/reports/period.js';
import { insertRows } from '../server/db/seed/insert.js';
import type { Db } from '../server/db/connection.js';
import { checkIntegrity, postJournal, type LedgerContext } from '../server/ledger/index.js';
import { demoStatement, type DemoBank } from '../server/domain/bank/demo-statements.js';
import { demoStatementFile } from '../server/domain/bank/seed.js';
import { importStatement } from '../server/domain/bank/statement-import.js';
import type { Statement, StatementLine } from '../server/domain/bank/format/index.js';
import { seededSectionDatabase } from './database.js';
import { random } from './generate.js';
import { loadLine, machineLine, plainTable } from './report.js';
import { envInt, log, n0, seconds, type Cleanup } from './env.js';

const LINES = envInt('BENCH_BANK_LINES', 5000);
const FORMAT = (process.env.BENCH_BANK_FORMAT ?? 'bca').toLowerCase() === 'mt940' ? 'mt940' : 'bca';
const QRIS_PER_DAY = 4;
/** A BI-FAST transfer's fee: the bank charges the day's outgoing transfers in one BIAYA ADM line. */
const TRANSFER_FEE = 2_500;
const GOAL_SECONDS = 10;

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

/** A bank account of the bench's own, with its own ledger account, so no earlier statement is in the way. */
async function benchBank(db: Db, at: string): Promise<DemoBank> {
  return db.transaction().execute(async (trx) => {
    const kategori = await trx.selectFrom('akun_kategori').select('id').where('kode', '=', '1').executeTakeFirstOrThrow();
    const [akunId] = await insertRows(trx, findResource(registry, 'akun')!, [{ kode: '1-1290', nama: 'Bank Bench', tipe: 1, akun_kategori_id: kategori.id, grup_laporan: 'aset_lancar' }], at);
    const kas = { nama: FORMAT === 'mt940' ? 'Mandiri Bench' : 'BCA Bench', no_rekening: FORMAT === 'mt940' ? '130-00-5550001-2' : '555-0001-234' };
    const [id] = await insertRows(trx, findResource(registry, 'kas')!, [{ kode: 'BENCH-01', jenis: 'bank', akun_id: akunId, bank: FORMAT === 'mt940' ? 'Mandiri' : 'BCA', ...kas }], at);
    return { id, akun_id: akunId, ...kas };
  });
}

/** How many transfers make the printed statement exactly `lines` long (demoStatement adds a credit per 40 book lines and 3 month-end lines). */
function transfersFor(lines: number, nDays: number): number {
  const qris = QRIS_PER_DAY * nDays;
  const fixed = nDays /* QRIS settlements */ + nDays /* BIAYA ADM per day */ + 3;
  let t = Math.max(nDays, lines - fixed);
  while (t > nDays && t + Math.floor((t + qris) / 40) + fixed > lines) t -= 1;
  return t;
}

interface Books { transfers: number; credits: number; debits: number; qris: number; journals: number; seconds: number; outPerDay: Map<string, number> }

/** A month of the bank's books posted through postJournal: opening balance, transfers in and out, QRIS receipts. */
async function postBooks(db: Db, lc0: Omit<LedgerContext, 'trx'>, kas: DemoBank, month: string): Promise<Books> {
  const started = performance.now();
  const code = async (kode: string) => Number((await db.selectFrom('akun').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id);
  const [modal, penjualan, ppn] = [await code('3-1100'), await code('4-1100'), await code('2-1300')];
  const costs = await Promise.all(['6-1200', '6-1300', '6-1400', '6-1500', '6-1700', '6-2310', '6-2320', '6-2390'].map(code));
  const from = `${month}-01`;
  const dates = days(from, lastDay(month));
  const transfers = transfersFor(LINES, dates.length);
  const rnd = random(20261040);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const books: Books = { transfers, credits: 0, debits: 0, qris: 0, journals: 0, seconds: 0, outPerDay: new Map() };
  await db.transaction().execute(async (trx) => {
    const lc: LedgerContext = { ...lc0, trx };
    const post = async (tanggal: string, sumber: string, keterangan: string, lines: Array<{ akun_id: number; debit: number; kredit: number; keterangan?: string }>) => {
      await postJournal(lc, { tanggal, keterangan, doc: { tipe: sumber, id: null }, lines });
      books.journals += 1;
    };
    await post(addDays(from, -1), 'bench-saldo-awal', 'Saldo awal rekening bench', [{ akun_id: kas.akun_id, debit: 50_000_000_000, kredit: 0 }, { akun_id: modal, debit: 0, kredit: 50_000_000_000 }]);
    for (const [d, tanggal] of dates.entries()) {
      const today = Math.floor(((d + 1) * transfers) / dates.length) - Math.floor((d * transfers) / dates.length);
      for (let i = 0; i < today; i++) {
        if (rnd() < 0.62) {
          const dpp = int(50, 15_000) * 1_000;
          const tax = Math.round(dpp * 0.11);
          await post(tanggal, 'bench-penjualan-transfer', 'Penjualan dibayar transfer', [
            { akun_id: kas.akun_id, debit: dpp + tax, kredit: 0 }, { akun_id: penjualan, debit: 0, kredit: dpp }, { akun_id: ppn, debit: 0, kredit: tax }]);
          books.credits += 1;
        } else {
          const amount = int(20, 5_000) * 1_000 + (rnd() < 0.3 ? int(1, 999) : 0);
          await post(tanggal, 'bench-biaya-transfer', 'Pembayaran biaya via transfer', [
            { akun_id: costs[int(0, costs.length - 1)], debit: amount, kredit: 0 }, { akun_id: kas.akun_id, debit: 0, kredit: amount }]);
          books.debits += 1;
          books.outPerDay.set(tanggal, (books.outPerDay.get(tanggal) ?? 0) + 1);
        }
      }
      for (let i = 0; i < QRIS_PER_DAY; i++) {
        const gross = int(10, 600) * 1_000 + int(0, 9) * 100;
        await post(tanggal, 'bench-penjualan-qris', 'Penjualan dibayar QRIS', [
          { akun_id: kas.akun_id, debit: gross, kredit: 0, keterangan: 'QRIS' }, { akun_id: penjualan, debit: 0, kredit: gross }]);
        books.qris += 1;
      }
    }
  });
  books.seconds = seconds(started);
  return books;
}

/** The demo's statement of the month plus the day's transfer fees (one BIAYA ADM line a day), balances run again. */
function withTransferFees(s: Statement, outPerDay: Map<string, number>): Statement {
  const lines: Array<Omit<StatementLine, 'baris' | 'saldo'>> = s.lines.map(({ baris: _b, saldo: _s, ...l }) => l);
  for (const day of days(s.tgl_awal, s.tgl_akhir)) {
    lines.push({ tanggal: day, keterangan: `BIAYA ADM TRANSFER ${day.slice(8, 10)}${day.slice(5, 7)}`, referensi: null, debit: TRANSFER_FEE * Math.max(1, outPerDay.get(day) ?? 0), kredit: 0 });
  }
  // Stable: each day's fee after that day's own lines.
  const order = lines.map((l, i) => ({ l, i })).sort((a, b) => a.l.tanggal.localeCompare(b.l.tanggal) || a.i - b.i);
  let running = s.saldo_awal ?? 0;
  const full = order.map(({ l }, i) => {
    running += l.kredit - l.debit;
    return { ...l, baris: i + 1, saldo: running };
  });
  return { ...s, lines: full, saldo_akhir: running };
}

interface Measured { lines: number; fresh: number; matched: number; percent: number; perWay: Record<string, number>; seconds: number; bytes: number; bookLines: number }

export async function runBankSection(cleanup: Cleanup): Promise<{ kind: string; text: string }> {
  const { target, database } = await seededSectionDatabase(cleanup, 'bank');
  const { db, kind } = database;
  const at = new Date().toISOString();
  const finance = await db.selectFrom('users').select('id').where('email', '=', 'finance@niaga.local').executeTakeFirstOrThrow();
  const lc0 = { kind, userId: Number(finance.id), at, mayBackdate: true };
  // Last whole month: every day of it is in the past and its period open.
  const month = shiftMonth(todayJakarta().slice(0, 7), -1);
  const kas = await benchBank(db, at);
  const books = await postBooks(db, lc0, kas, month);
  log(`bank: books of ${month} posted through postJournal in ${books.seconds.toFixed(1)} s: ${n0(books.credits)} transfers in, ${n0(books.debits)} out, ${n0(books.qris)} QRIS receipts`);

  const statement = withTransferFees(await demoStatement(db, registry, kas, month, null), books.outPerDay);
  const file = demoStatementFile(kas, statement);
  const bytes = Buffer.from(file.text);
  log(`bank: statement ${file.name}: ${n0(statement.lines.length)} lines, ${(bytes.length / 1024).toFixed(0)} KB`);
  if (statement.lines.length !== LINES) log(`bank: the statement has ${statement.lines.length} lines, not BENCH_BANK_LINES=${LINES}`);
  const bookLines = Number((await db.selectFrom('jurnal_rincian').select((eb) => eb.fn.countAll().as('n')).where('akun_id', '=', kas.akun_id).executeTakeFirstOrThrow()).n);

  const kasRow = { ...kas };
  const started = performance.now();
  const result = await db.transaction().execute((trx) => importStatement({ ...lc0, trx, at: new Date().toISOString() }, registry, kasRow, bytes, file.name));
  const took = seconds(started);
  const perWay: Record<string, number> = {};
  for (const l of result.baris) if (l.cocok) perWay[l.cocok] = (perWay[l.cocok] ?? 0) + 1;
  const m: Measured = {
    lines: result.jumlah_baris, fresh: result.baris_baru, matched: result.cocok_otomatis, percent: (result.cocok_otomatis * 100) / Math.max(1, result.baris_baru),
    perWay, seconds: took, bytes: bytes.length, bookLines,
  };
  log(`bank: ${n0(m.lines)} lines imported and matched in ${took.toFixed(2)} s: ${n0(m.matched)} matched by themselves (${m.percent.toFixed(1)} %) ${JSON.stringify(perWay)}`);

  const integrity = await checkIntegrity(db);
  if (!integrity.ok) log(`bank: integrity after the import: ${integrity.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`).join('; ')}`);
  const unknown = Math.floor((books.transfers + books.qris) / 40);
  const text = [
    `## Bank statement import and automatic matching, ${kind} (${new Date().toISOString()})`,
    '',
    `- database: ${kind}${kind === 'sqlite' ? ' (WAL, synchronous=FULL)' : ''}, demo company, ${await target.size()} after the run; machine: ${machineLine()}; ${loadLine()}`,
    `- books (not timed, ${books.seconds.toFixed(1)} s through postJournal): bank account ${kas.nama} (own ledger account) in ${month}: ${n0(books.credits)} sales paid by transfer,`
      + ` ${n0(books.debits)} cost payments by transfer, ${n0(books.qris)} QRIS receipts (${QRIS_PER_DAY} a day); ${n0(bookLines)} book lines on the account with the opening balance`,
    `- statement: the demo's printer (demoStatement) of that month, ${file.name} (${FORMAT === 'mt940' ? 'MT940' : 'KlikBCA CSV'}, ${(m.bytes / 1024).toFixed(0)} KB): the transfers (four in five naming the journal),`
      + ` a QRIS settlement a day, ${n0(unknown)} credits nobody booked, BUNGA, PAJAK BUNGA, BIAYA ADM and a BIAYA ADM of the day's transfers each day`,
    '- timed: `importStatement` (parse, checks, store, autoMatch: rules, QRIS, same amount) and its transaction\'s commit, in process',
    '',
    plainTable(['lines', 'new', 'matched automatically', '%', 'by way', 'import + match', 'lines/s', `goal ≤ ${GOAL_SECONDS} s`, 'integrity after'], [[
      n0(m.lines), n0(m.fresh), n0(m.matched), `${m.percent.toFixed(1)} %`, Object.entries(perWay).map(([k, v]) => `${k} ${n0(v)}`).join(', '),
      `${m.seconds.toFixed(2)} s`, n0(m.lines / m.seconds), m.seconds <= GOAL_SECONDS ? 'met' : 'NOT met', integrity.ok ? 'ok' : 'NOT OK',
    ]]),
    '',
  ].join('\n');
  return { kind, text };
}
