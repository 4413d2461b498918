import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { badRequest } from '../../core/errors.js';
import { MAX_PAGE_SIZE } from '../../core/list-query.js';
import { DAY_TABLE, normalSign } from '../../ledger/index.js';
import { Type } from '@sinclair/typebox';
import { HandlerQuery } from '../../core/route-schema.js';
import type { Registry } from '../../../common/registry.js';
import { describeSources } from '../../core/documents/sources.js';

export interface LedgerQuery {
  tanggal_gte?: string;
  tanggal_lte?: string;
  page: number;
  perPage: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The ledger's query as parseLedgerQuery reads it (its own 400 answers). */
export const ledgerQueryKeys = {
  tanggal_gte: HandlerQuery(Type.String({ format: 'date' })), tanggal_lte: HandlerQuery(Type.String({ format: 'date' })),
  page: HandlerQuery(Type.Integer({ minimum: 1 })), perPage: HandlerQuery(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

export function parseLedgerQuery(q: Record<string, string | undefined>): LedgerQuery {
  for (const k of ['tanggal_gte', 'tanggal_lte']) if (q[k] && !DATE.test(q[k]!)) throw badRequest(`${k} harus tanggal YYYY-MM-DD`);
  const page = q.page ? Number(q.page) : 1;
  const perPage = q.perPage ? Number(q.perPage) : 25;
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(perPage) || perPage < 1) throw badRequest('page dan perPage harus bilangan bulat positif');
  if (perPage > MAX_PAGE_SIZE) throw badRequest(`Jumlah data per halaman paling banyak ${MAX_PAGE_SIZE}`);
  return { tanggal_gte: q.tanggal_gte, tanggal_lte: q.tanggal_lte, page, perPage };
}

/**
 * One account's journal lines in date order with the running balance on its normal side: the balance before the
 * period, plus every line up to and including each row. Pages are found from the kept day balances
 * (`saldo_akun_hari`: sums and line counts per account and day): the opening balance and the day holding the page
 * come from those rows, and only that day's lines are read — from its end when the page is in its second half —
 * so the last page of an account with a million lines costs what its first does.
 */
export async function accountLedger(db: Db, registry: Registry, akunId: number, q: LedgerQuery) {
  const akun = await db.selectFrom('akun').select(['id', 'kode', 'nama', 'tipe', 'saldo']).where('id', '=', akunId).executeTakeFirst();
  if (!akun) return null;
  const sign = normalSign(Number(akun.tipe));
  const signed = (debit: unknown, kredit: unknown) => sign * (Number(debit) - Number(kredit));

  let before = 0;
  if (q.tanggal_gte) {
    const kept = await db.selectFrom(DAY_TABLE).select([sql<number>`coalesce(sum(debit), 0)`.as('d'), sql<number>`coalesce(sum(kredit), 0)`.as('k')])
      .where('akun_id', '=', akunId).where('tanggal', '<', q.tanggal_gte).executeTakeFirstOrThrow();
    before = signed(kept.d, kept.k);
  }
  let daysQuery = db.selectFrom(DAY_TABLE).select(['tanggal', 'debit', 'kredit', 'baris']).where('akun_id', '=', akunId).where('baris', '>', 0);
  if (q.tanggal_gte) daysQuery = daysQuery.where('tanggal', '>=', q.tanggal_gte);
  if (q.tanggal_lte) daysQuery = daysQuery.where('tanggal', '<=', q.tanggal_lte);
  const days = (await daysQuery.orderBy('tanggal').execute()).map((d) => ({ tanggal: d.tanggal, count: Number(d.baris), sum: signed(d.debit, d.kredit) }));
  const total = days.reduce((n, d) => n + d.count, 0);

  const offset = (q.page - 1) * q.perPage;
  let running = before;
  let seen = 0;
  const at = days.find((d) => {
    if (offset < seen + d.count) return true;
    seen += d.count;
    running += d.sum;
    return false;
  });
  if (!at) return { akun, saldo_awal: before, data: [], total };

  // The page starts `within` lines into its day. The balance before that line is the day's opening plus the lines
  // before it, or its closing minus the lines from it on: whichever reads fewer lines.
  const within = offset - seen;
  const dayLines = db.selectFrom('jurnal_rincian').where('akun_id', '=', akunId).where('tanggal', '=', at.tanggal);
  const sumOf = async (order: 'asc' | 'desc', count: number) => count === 0 ? 0 : Number((await db.selectFrom(dayLines
    .select(sql<number>`(debit - kredit) * ${sign}`.as('d')).orderBy('id', order).limit(count).as('x'))
    .select(sql<number>`coalesce(sum(d), 0)`.as('s')).executeTakeFirstOrThrow()).s);
  running += within <= at.count / 2 ? await sumOf('asc', within) : at.sum - await sumOf('desc', at.count - within);

  let rowsQuery = db.selectFrom('jurnal_rincian').innerJoin('jurnal', 'jurnal.id', 'jurnal_rincian.jurnal_id')
    .select(['jurnal_rincian.id', 'jurnal_rincian.tanggal', 'jurnal_rincian.debit', 'jurnal_rincian.kredit', 'jurnal_rincian.keterangan as keterangan_baris',
      'jurnal.id as jurnal_id', 'jurnal.nomor', 'jurnal.keterangan', 'jurnal.sumber', 'jurnal.dokumen_id'])
    .where('jurnal_rincian.akun_id', '=', akunId).where('jurnal_rincian.tanggal', '>=', at.tanggal);
  if (q.tanggal_lte) rowsQuery = rowsQuery.where('jurnal_rincian.tanggal', '<=', q.tanggal_lte);
  const rows = await (within > 0
    // Resume after the page's first line's predecessor within the day (the index's order: tanggal, id).
    ? rowsQuery.where((eb) => eb.or([eb('jurnal_rincian.tanggal', '>', at.tanggal), eb('jurnal_rincian.id', '>', lineAt(at.tanggal, within - 1))]))
    : rowsQuery).orderBy('jurnal_rincian.tanggal').orderBy('jurnal_rincian.id').limit(q.perPage).execute();
  const data = rows.map((r) => {
    running += signed(r.debit, r.kredit);
    return {
      ...r, dokumen_id: r.dokumen_id === null ? null : Number(r.dokumen_id), debit: Number(r.debit), kredit: Number(r.kredit),
      keterangan: r.keterangan_baris || r.keterangan, saldo: running,
    } as Record<string, unknown>;
  });
  // The document behind each line in words, linked, with the customer, supplier or employee it concerns.
  await describeSources(db, registry, data, 'sumber', 'dokumen_id');
  return { akun, saldo_awal: before, data, total };

  /** The id of the line `index` places into the day (0-based), read from whichever end of the day is nearer. */
  function lineAt(tanggal: string, index: number) {
    const fromEnd = index > at!.count / 2;
    return db.selectFrom('jurnal_rincian').select('id').where('akun_id', '=', akunId).where('tanggal', '=', tanggal)
      .orderBy('id', fromEnd ? 'desc' : 'asc').limit(1).offset(fromEnd ? at!.count - 1 - index : index);
  }
}
