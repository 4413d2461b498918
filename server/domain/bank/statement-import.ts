/**
 * A bank statement file into a bank account's lines (issue 40, `POST /api/mutasi-bank/import`), in the caller's
 * transaction, all or nothing:
 * - the file is read by its own format (./format: BCA, BCA Bisnis, Mandiri, BRI, MT940); a bad file is a 422 naming
 *   the line, a file of another account a 422, the same file twice (its SHA-256) a 409;
 * - each bank line is kept once: a line's key is its account, date, amounts, description and reference, with its
 *   occurrence among identical lines of the file, so overlapping statements add only what is new;
 * - balances chain: the opening balance must be the account's balance the day before the period as the earlier
 *   statements give it, and lines already kept inside the period must all be in the file (else a 422 saying which);
 * - the new lines are matched at once (match.ts).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Registry } from '../../../common/registry.js';
import { addDays, formatDate, formatMoney } from '../../../common/format.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { writeAudit } from '../../core/audit.js';
import type { LedgerContext } from '../../ledger/index.js';
import { FORMAT_LABELS, parseStatement, StatementError, type Statement, type StatementLine } from './format/index.js';
import { autoMatch, type Kas } from './match.js';
import type { Cara } from './links.js';

export interface BankKas extends Kas { no_rekening: string | null }

export interface ImportedLine {
  baris: number; tanggal: string; keterangan: string; referensi: string | null; debit: number; kredit: number; saldo: number | null;
  baru: boolean; cocok: Cara | null;
}

export interface ImportResult {
  impor: {
    id: number | null; nomor: string | null; format: string; format_label: string; nama_file: string; kas_id: number; rekening: string | null;
    tgl_awal: string; tgl_akhir: string; saldo_awal: number; saldo_akhir: number;
  };
  baris: ImportedLine[];
  jumlah_baris: number; baris_baru: number; baris_ganda: number; baris_pending: number; cocok_otomatis: number; persen_cocok: number;
}

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');
const CHUNK = 400;

function readFile(file: Buffer): Statement {
  try {
    return parseStatement(file);
  } catch (e) {
    if (e instanceof StatementError) throw unprocessable({ file: [e.message] }, e.message);
    throw e;
  }
}

/** The kept key of each line: the same line in two statements of the account has the same key. */
export function lineKeys(kasId: number, lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = [kasId, l.tanggal, l.debit, l.kredit, l.keterangan.toUpperCase().replace(/\s+/g, ' ').trim(), l.referensi ?? ''].join('|');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return createHash('sha256').update(`${base}|${n}`).digest('hex');
  });
}

export async function importStatement(lc: LedgerContext, registry: Registry, kas: BankKas, file: Buffer, filename: string): Promise<ImportResult> {
  const trx = lc.trx;
  const s = readFile(file);
  const own = digits(kas.no_rekening);
  const named = digits(s.rekening);
  if (own && named && !own.endsWith(named) && !named.endsWith(own)) {
    throw unprocessable({ kas_id: [`Berkas ini mutasi rekening ${s.rekening}, bukan rekening ${kas.nama} (${kas.no_rekening})`] });
  }
  const hash = createHash('sha256').update(file).digest('hex');
  const same = await trx.selectFrom('mutasi_bank_impor').select(['nomor', 'created_at']).where('hash', '=', hash).executeTakeFirst();
  if (same) throw conflict(`Berkas ini sudah diimpor sebagai ${String(same.nomor)} pada ${formatDate(String(same.created_at).slice(0, 10))}`);

  // The balance the earlier statements give for the day before this one starts.
  const first = await trx.selectFrom('mutasi_bank_impor').select(['nomor', 'tgl_awal', 'saldo_awal']).where('kas_id', '=', kas.id)
    .orderBy('tgl_awal').orderBy('id').limit(1).executeTakeFirst();
  const fileSum = s.lines.reduce((sum, l) => sum + l.kredit - l.debit, 0);
  let opening: number;
  if (first) {
    const firstStart = String(first.tgl_awal).slice(0, 10);
    if (s.tgl_awal < firstStart) {
      throw unprocessable({ file: [`Periode berkas mulai ${formatDate(s.tgl_awal)}, sebelum mutasi pertama yang diimpor (${String(first.nomor)}, mulai ${formatDate(firstStart)})`] });
    }
    const before = await trx.selectFrom('mutasi_bank').select(sql<number>`coalesce(sum(kredit - debit), 0)`.as('n'))
      .where('kas_id', '=', kas.id).where('tanggal', '<', s.tgl_awal).executeTakeFirstOrThrow();
    opening = Number(first.saldo_awal) + Number(before.n);
    if (s.saldo_awal !== null && s.saldo_awal !== opening) {
      throw unprocessable({
        saldo_awal: [`Saldo awal berkas ${formatMoney(s.saldo_awal)} tidak sama dengan saldo rekening per ${formatDate(addDays(s.tgl_awal, -1))} menurut mutasi yang sudah diimpor (${formatMoney(opening)}): impor dulu mutasi yang belum ada di antaranya`],
      });
    }
  } else {
    if (s.saldo_awal === null) throw unprocessable({ file: ['Berkas tidak memuat saldo awal; impor pertama sebuah rekening perlu saldo awal'] });
    opening = s.saldo_awal;
  }
  if (s.saldo_akhir !== null && s.saldo_akhir !== opening + fileSum) {
    throw unprocessable({ saldo_akhir: [`Saldo akhir berkas ${formatMoney(s.saldo_akhir)} tidak sama dengan saldo awal ditambah mutasinya (${formatMoney(opening + fileSum)})`] });
  }

  const keys = lineKeys(kas.id, s.lines);
  const kept = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const found = await trx.selectFrom('mutasi_bank').select('kunci').where('kunci', 'in', keys.slice(i, i + CHUNK)).execute();
    for (const f of found) kept.add(String(f.kunci));
  }
  const inPeriod = await trx.selectFrom('mutasi_bank').select(sql<number>`count(*)`.as('n')).where('kas_id', '=', kas.id)
    .where('tanggal', '>=', s.tgl_awal).where('tanggal', '<=', s.tgl_akhir).executeTakeFirstOrThrow();
  if (Number(inPeriod.n) !== kept.size) {
    throw unprocessable({
      file: [`${Number(inPeriod.n) - kept.size} baris mutasi ${kas.nama} periode ${formatDate(s.tgl_awal)} s.d. ${formatDate(s.tgl_akhir)} yang sudah diimpor tidak ada di berkas ini: berkas bukan mutasi lengkap rekening ini`],
    });
  }

  const nomor = await nextDocNumber(trx, 'IMB', s.tgl_akhir);
  const stamp = { created_at: lc.at, updated_at: lc.at, created_by: lc.userId, updated_by: lc.userId };
  const header = await trx.insertInto('mutasi_bank_impor').values({
    nomor, kas_id: kas.id, format: s.format, nama_file: filename.slice(0, 200), hash, tgl_awal: s.tgl_awal, tgl_akhir: s.tgl_akhir,
    saldo_awal: opening, saldo_akhir: opening + fileSum, jumlah_baris: s.lines.length, baris_baru: s.lines.length - kept.size,
    baris_ganda: kept.size, baris_pending: s.pending, cocok_otomatis: 0, ...stamp,
  }).returning('id').executeTakeFirstOrThrow();
  const imporId = Number(header.id);

  let running = opening;
  const fresh = s.lines.map((l, i) => {
    running += l.kredit - l.debit;
    return { line: l, key: keys[i], saldo: l.saldo ?? running, baru: !kept.has(keys[i]) };
  });
  const toInsert = fresh.filter((f) => f.baru);
  const ids: number[] = [];
  for (let i = 0; i < toInsert.length; i += CHUNK) {
    const rows = await trx.insertInto('mutasi_bank').values(toInsert.slice(i, i + CHUNK).map((f) => ({
      tanggal: f.line.tanggal, kas_id: kas.id, keterangan: f.line.keterangan.slice(0, 500), referensi: f.line.referensi?.slice(0, 80) ?? null,
      kredit: f.line.kredit, debit: f.line.debit, saldo: f.saldo, status: 'belum', cara: null, tercocok: 0, impor_id: imporId,
      aturan_id: null, jurnal_id: null, baris: f.line.baris, kunci: f.key, ...stamp,
    }))).returning('id').execute();
    ids.push(...rows.map((r) => Number(r.id)));
  }
  const idOfKey = new Map(toInsert.map((f, i) => [f.key, ids[i]]));
  const outcome = await autoMatch(lc, registry, kas, ids);
  await trx.updateTable('mutasi_bank_impor').set({ cocok_otomatis: outcome.dicocokkan }).where('id', '=', imporId).execute();
  const result: ImportResult = {
    impor: {
      id: imporId, nomor, format: s.format, format_label: FORMAT_LABELS[s.format], nama_file: filename, kas_id: kas.id, rekening: s.rekening,
      tgl_awal: s.tgl_awal, tgl_akhir: s.tgl_akhir, saldo_awal: opening, saldo_akhir: opening + fileSum,
    },
    baris: fresh.map((f) => {
      const id = idOfKey.get(f.key);
      return { ...f.line, saldo: f.saldo, baru: f.baru, cocok: id === undefined ? null : outcome.cocok.get(id) ?? null };
    }),
    jumlah_baris: s.lines.length, baris_baru: toInsert.length, baris_ganda: kept.size, baris_pending: s.pending,
    cocok_otomatis: outcome.dicocokkan, persen_cocok: toInsert.length ? Math.floor((outcome.dicocokkan * 100) / toInsert.length) : 100,
  };
  await writeAudit(trx, {
    userId: lc.userId, action: 'impor', resource: 'mutasi-bank-impor', recordId: imporId, at: lc.at,
    after: { nomor, kas_id: kas.id, format: s.format, nama_file: filename, tgl_awal: s.tgl_awal, tgl_akhir: s.tgl_akhir, baris_baru: toInsert.length, baris_ganda: kept.size, cocok_otomatis: outcome.dicocokkan, per_cara: outcome.per_cara },
  });
  return result;
}
