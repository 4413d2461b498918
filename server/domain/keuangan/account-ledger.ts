import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { badRequest } from '../../core/errors.js';
import { MAX_PAGE_SIZE } from '../../core/list-query.js';
import { monthOf, normalSign, PERIOD_TABLE } from '../../ledger/index.js';

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

interface Segment { from: string; to: string; count: number; sum: number }

/**
 * One account's journal lines in date order with the running balance on its normal side: the balance before the
 * period, plus every line up to and including each row. Pages are found from the kept month balances
 * (`saldo_akun_bulan`: sums and line counts per month): the opening balance and the page's month come from those
 * rows, and only the lines of the page's own month (and of a period's partial first or last month) are read, so
 * the last page of an account with a million lines costs what its first does.
 */
export async function accountLedger(db: Db, akunId: number, q: LedgerQuery) {
  const akun = await db.selectFrom('akun').select(['id', 'kode', 'nama', 'tipe', 'saldo']).where('id', '=', akunId).executeTakeFirst();
  if (!akun) return null;
  const sign = normalSign(Number(akun.tipe));
  const delta = sql<number>`(debit - kredit) * ${sign}`;
  const lines = (from: string | undefined, to: string | undefined) => {
    let x = db.selectFrom('jurnal_rincian').where('jurnal_rincian.akun_id', '=', akunId);
    if (from) x = x.where('jurnal_rincian.tanggal', '>=', from);
    if (to) x = x.where('jurnal_rincian.tanggal', '<=', to);
    return x;
  };
  const sumOf = async (from: string | undefined, to: string | undefined) => {
    const r = await lines(from, to).select([sql<number>`coalesce(sum(${delta}), 0)`.as('s'), (eb) => eb.fn.countAll<number>().as('c')]).executeTakeFirstOrThrow();
    return { sum: Number(r.s), count: Number(r.c) };
  };

  const firstMonth = q.tanggal_gte ? monthOf(q.tanggal_gte) : undefined;
  const lastMonth = q.tanggal_lte ? monthOf(q.tanggal_lte) : undefined;
  let before = 0;
  if (q.tanggal_gte) {
    const kept = await db.selectFrom(PERIOD_TABLE).select(sql<number>`coalesce(sum((debit - kredit) * ${sign}), 0)`.as('s'))
      .where('akun_id', '=', akunId).where('bulan', '<', firstMonth!).executeTakeFirstOrThrow();
    const days = await db.selectFrom('jurnal_rincian').select(sql<number>`coalesce(sum(${delta}), 0)`.as('s'))
      .where('akun_id', '=', akunId).where('tanggal', '>=', `${firstMonth}-01`).where('tanggal', '<', q.tanggal_gte).executeTakeFirstOrThrow();
    before = Number(kept.s) + Number(days.s);
  }

  let months = db.selectFrom(PERIOD_TABLE).select(['bulan', 'debit', 'kredit', 'baris']).where('akun_id', '=', akunId).where('baris', '>', 0);
  if (firstMonth) months = months.where('bulan', '>=', firstMonth);
  if (lastMonth) months = months.where('bulan', '<=', lastMonth);
  const segments: Segment[] = [];
  for (const m of await months.orderBy('bulan').execute()) {
    const from = q.tanggal_gte && q.tanggal_gte > `${m.bulan}-01` ? q.tanggal_gte : `${m.bulan}-01`;
    const to = q.tanggal_lte && q.tanggal_lte < `${m.bulan}-31` ? q.tanggal_lte : `${m.bulan}-31`;
    const whole = from === `${m.bulan}-01` && to === `${m.bulan}-31`;
    segments.push({ from, to, ...(whole ? { count: Number(m.baris), sum: sign * (Number(m.debit) - Number(m.kredit)) } : await sumOf(from, to)) });
  }
  const total = segments.reduce((n, g) => n + g.count, 0);

  const offset = (q.page - 1) * q.perPage;
  let skipped = 0;
  let seen = 0;
  const at = segments.find((g) => {
    if (offset < seen + g.count) return true;
    seen += g.count;
    skipped += g.sum;
    return false;
  });
  let data: Array<Record<string, unknown> & { saldo: number }> = [];
  if (at) {
    const within = offset - seen;
    if (within > 0) {
      const head = await db.selectFrom(lines(at.from, at.to).select(delta.as('d')).orderBy('tanggal').orderBy('id').limit(within).as('x'))
        .select(sql<number>`coalesce(sum(d), 0)`.as('s')).executeTakeFirstOrThrow();
      skipped += Number(head.s);
    }
    const rows = await lines(at.from, q.tanggal_lte).innerJoin('jurnal', 'jurnal.id', 'jurnal_rincian.jurnal_id')
      .select(['jurnal_rincian.id', 'jurnal_rincian.tanggal', 'jurnal_rincian.debit', 'jurnal_rincian.kredit', 'jurnal_rincian.keterangan as keterangan_baris',
        'jurnal.id as jurnal_id', 'jurnal.nomor', 'jurnal.keterangan', 'jurnal.sumber'])
      .orderBy('jurnal_rincian.tanggal').orderBy('jurnal_rincian.id').limit(q.perPage).offset(within).execute();
    let running = before + skipped;
    data = rows.map((r) => {
      running += sign * (Number(r.debit) - Number(r.kredit));
      return { ...r, debit: Number(r.debit), kredit: Number(r.kredit), keterangan: r.keterangan_baris || r.keterangan, saldo: running };
    });
  }
  return { akun, saldo_awal: before, data, total };
}

