import registry from '../../../resources.config.js';
import type { Database_ } from '../../../server/db/connection.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { postJournal, reverseJournal, type LedgerContext } from '../../../server/ledger/index.js';
import { COMPUTE } from '../../../server/domain/laporan/reports.js';
import type { ReportFigures } from '../../../server/core/reports/types.js';
import type { Comparison } from '../../../server/core/reports/period.js';
import { freshDatabase } from '../support/helpers.js';

/** A database with base data only (chart of accounts, akun-neraca, settings) and no journal: every figure is the fixture's. */
export async function booksOnly(): Promise<{ database: Database_; drop: () => Promise<void> }> {
  const fresh = await freshDatabase();
  await prepareDatabase(fresh.database, registry);
  return fresh;
}

export async function akunIds(database: Database_): Promise<Map<string, number>> {
  return new Map((await database.db.selectFrom('akun').select(['id', 'kode']).execute()).map((a) => [String(a.kode), Number(a.id)]));
}

const lc = (database: Database_, trx: LedgerContext['trx']): LedgerContext => ({ trx, kind: database.kind, userId: null, at: new Date().toISOString(), mayBackdate: true });

/** Posts `amount` from the debit account to the credit account (by code) on `tanggal`; answers the journal id. */
export async function post(database: Database_, tanggal: string, debit: string, kredit: string, amount: number): Promise<number> {
  const ids = await akunIds(database);
  return database.db.transaction().execute(async (trx) => (await postJournal(lc(database, trx), {
    tanggal, keterangan: `uji ${debit}/${kredit}`, doc: { tipe: 'manual', id: null },
    lines: [{ akun_id: ids.get(debit)!, debit: amount, kredit: 0 }, { akun_id: ids.get(kredit)!, debit: 0, kredit: amount }],
  })).id);
}

export async function reverse(database: Database_, jurnalId: number, tanggal: string): Promise<void> {
  await database.db.transaction().execute((trx) => reverseJournal(lc(database, trx), jurnalId, tanggal));
}

/** A report's figures computed directly (no HTTP), as the routes compute them. */
export function figures(database: Database_, report: string, tgl_awal: string, tgl_akhir: string, salesId: number | null = null, banding?: Comparison): Promise<ReportFigures> {
  return COMPUTE[report]({ db: database.db, tgl_awal, tgl_akhir, salesId, page: null, banding });
}

/** A statement's lines with figures (headings left out): description → [this period, comparison]. */
export function statementLines(f: ReportFigures): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = {};
  for (const r of f.sections[0].rows) if (r.gaya !== 'judul') out[String(r.keterangan)] = [Number(r.periode_ini), Number(r.pembanding)];
  return out;
}

export const summaryOf = (f: ReportFigures) => Object.fromEntries(f.summary.map((s) => [s.label, s.value]));
