import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { badRequest } from '../../core/errors.js';
import { MAX_PAGE_SIZE } from '../../core/list-query.js';
import { normalSign } from '../../ledger/index.js';

export interface LedgerQuery {
  tanggal_gte?: string;
  tanggal_lte?: string;
  page: number;
  perPage: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseLedgerQuery(q: Record<string, string | undefined>): LedgerQuery {
  for (const k of ['tanggal_gte', 'tanggal_lte']) if (q[k] && !DATE.test(q[k]!)) throw badRequest(`${k} harus tanggal YYYY-MM-DD`);
  const page = q.page ? Number(q.page) : 1;
  const perPage = q.perPage ? Number(q.perPage) : 25;
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(perPage) || perPage < 1) throw badRequest('page dan perPage harus bilangan bulat positif');
  if (perPage > MAX_PAGE_SIZE) throw badRequest(`Jumlah data per halaman paling banyak ${MAX_PAGE_SIZE}`);
  return { tanggal_gte: q.tanggal_gte, tanggal_lte: q.tanggal_lte, page, perPage };
}

/**
 * One account's journal lines in date order with the running balance on its normal side: the balance
 * before the period, plus every line up to and including each row. The page's opening balance is summed
 * in the database, never by reading the earlier rows.
 */
export async function accountLedger(db: Db, akunId: number, q: LedgerQuery) {
  const akun = await db.selectFrom('akun').select(['id', 'kode', 'nama', 'tipe', 'saldo']).where('id', '=', akunId).executeTakeFirst();
  if (!akun) return null;
  const sign = normalSign(Number(akun.tipe));
  const delta = sql<number>`(debit - kredit) * ${sign}`;
  let period = db.selectFrom('jurnal_rincian').where('akun_id', '=', akunId);
  if (q.tanggal_gte) period = period.where('tanggal', '>=', q.tanggal_gte);
  if (q.tanggal_lte) period = period.where('tanggal', '<=', q.tanggal_lte);

  const before = q.tanggal_gte
    ? Number((await db.selectFrom('jurnal_rincian').select(sql<number>`coalesce(sum(${delta}), 0)`.as('s'))
      .where('akun_id', '=', akunId).where('tanggal', '<', q.tanggal_gte).executeTakeFirst())?.s ?? 0)
    : 0;
  const offset = (q.page - 1) * q.perPage;
  const skipped = offset > 0
    ? Number((await db.selectFrom(period.select(delta.as('d')).orderBy('tanggal').orderBy('id').limit(offset).as('x'))
      .select(sql<number>`coalesce(sum(d), 0)`.as('s')).executeTakeFirst())?.s ?? 0)
    : 0;
  const total = Number((await period.select((eb) => eb.fn.countAll().as('c')).executeTakeFirst())?.c ?? 0);
  const rows = await period.innerJoin('jurnal', 'jurnal.id', 'jurnal_rincian.jurnal_id')
    .select(['jurnal_rincian.id', 'jurnal_rincian.tanggal', 'jurnal_rincian.debit', 'jurnal_rincian.kredit', 'jurnal_rincian.keterangan as keterangan_baris',
      'jurnal.id as jurnal_id', 'jurnal.nomor', 'jurnal.keterangan', 'jurnal.sumber'])
    .orderBy('jurnal_rincian.tanggal').orderBy('jurnal_rincian.id').limit(q.perPage).offset(offset).execute();
  let running = before + skipped;
  const data = rows.map((r) => {
    running += sign * (Number(r.debit) - Number(r.kredit));
    return { ...r, debit: Number(r.debit), kredit: Number(r.kredit), keterangan: r.keterangan_baris || r.keterangan, saldo: running };
  });
  return { akun, saldo_awal: before, data, total };
}
