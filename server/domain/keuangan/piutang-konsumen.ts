import type { FastifyInstance } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import { addDays, daysBetween, formatMoney, todayJakarta } from '../../../common/format.js';
import { creditStatus, type OpenDebt } from '../../../common/kredit.js';
import type { ResourceHooks } from '../../core/hooks.js';
import type { Db } from '../../db/connection.js';
import { notFound, unprocessable } from '../../core/errors.js';
import { getRecord, visibleRows } from '../../core/records.js';
import { openReceivable, postingAccount } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { route } from '../../core/route.js';
import { DateQuery, IntQuery, Querystring } from '../../core/route-schema.js';

type Row = Record<string, unknown>;

/**
 * `POST /api/input/hutang` records a customer's unpaid invoice from before Niaga (saldo awal): the ledger
 * opens the debt against opening equity. A debt is never edited (the registry gives it no update); payments
 * lower its `sisa`.
 */
export const hutangHooks: ResourceHooks = {
  async save({ trx, req, ctx, prepared }) {
    const v = prepared.values;
    const konsumen = await trx.selectFrom('konsumen').select(['tempo_hari']).where('id', '=', v.konsumen_id as number).where('deleted_at', 'is', null).executeTakeFirst();
    if (!konsumen) throw unprocessable({ konsumen_id: ['Konsumen tidak ditemukan'] });
    const tanggal = v.tanggal as string;
    const { id } = await openReceivable(ledgerContext(ctx, trx, req.user!), {
      konsumen_id: v.konsumen_id as number, tanggal, jatuh_tempo: (v.jatuh_tempo as string | null) ?? addDays(tanggal, Number(konsumen.tempo_hari ?? 0)),
      jumlah: v.jumlah as number, sumber: 'saldo_awal', no_faktur: (v.no_faktur as string | null) ?? null, keterangan: (v.keterangan as string | null) ?? null,
      contraAkunId: await postingAccount(trx, 'akun_modal_id'),
    });
    const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'hutang')!, id, { user: null });
    return { data, created: true, message: `Saldo awal hutang ${data.nomor} sebesar ${formatMoney(data.jumlah as number)} berhasil dicatat` };
  },
};

export { creditStatus, type OpenDebt };

/** A customer's open debts on `tanggal` (oldest due first), each with its days overdue. */
export async function openDebtsOf(db: Db, konsumenId: number, tanggal: string): Promise<OpenDebt[]> {
  const rows = await db.selectFrom('hutang').select(['id', 'nomor', 'no_faktur', 'tanggal', 'jatuh_tempo', 'jumlah', 'sisa'])
    .where('konsumen_id', '=', konsumenId).where('sisa', '>', 0).orderBy('jatuh_tempo').orderBy('id').execute();
  return rows.map((r) => ({
    id: Number(r.id), nomor: String(r.nomor), no_faktur: (r.no_faktur as string | null) ?? null, tanggal: String(r.tanggal),
    jatuh_tempo: String(r.jatuh_tempo), jumlah: Number(r.jumlah), sisa: Number(r.sisa), terlambat_hari: Math.max(0, daysBetween(String(r.jatuh_tempo), tanggal)),
  }));
}

/**
 * `GET /api/check-hutang?konsumen_id=&jumlah=&tanggal=`: a customer's open debts and whether a credit sale of
 * `jumlah` may go ahead. Without `konsumen_id`: the debts of every customer the user sees, with the ten most
 * overdue.
 */
export function registerHutangRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, { method: 'GET', url: '/api/check-hutang', menu: '/hutang', summary: 'Hutang konsumen yang terbuka dan boleh tidaknya penjualan kredit', querystring: Querystring({ konsumen_id: IntQuery(), jumlah: IntQuery(), tanggal: DateQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const konsumenId = q.konsumen_id ?? null;
    const jumlah = q.jumlah ?? 0;
    const tanggal = q.tanggal ?? todayJakarta(ctx.now());
    const konsumenDef = findResource(ctx.registry, 'konsumen')!;
    const k = tableName(konsumenDef);
    const visible = () => visibleRows(ctx.db, konsumenDef, { user, registry: ctx.registry });
    const late = (jatuhTempo: string) => Math.max(0, daysBetween(jatuhTempo, tanggal));

    if (konsumenId) {
      const konsumen = await visible().select([`${k}.id`, `${k}.kode`, `${k}.nama`, `${k}.limit_kredit`, `${k}.tempo_hari`, `${k}.toleransi_hari`])
        .where(`${k}.id`, '=', konsumenId).executeTakeFirst() as Row | undefined;
      if (!konsumen) throw notFound('Konsumen tidak ditemukan');
      const faktur = await openDebtsOf(ctx.db, konsumenId, tanggal);
      const status = creditStatus(konsumen, faktur, jumlah);
      return {
        data: { konsumen_id: konsumenId, kode: konsumen.kode, nama: konsumen.nama, tanggal, ...status, faktur },
        message: status.boleh_kredit ? undefined : status.alasan.join('; '),
      };
    }

    const open = ctx.db.selectFrom('hutang').where('sisa', '>', 0)
      .where('konsumen_id', 'in', visible().select(`${k}.id`));
    const totals = await open.select([(eb) => eb.fn.sum<number>('sisa').as('total'), (eb) => eb.fn.count<number>('konsumen_id').distinct().as('konsumen')]).executeTakeFirst();
    const overdue = await open.where('jatuh_tempo', '<', tanggal)
      .select([(eb) => eb.fn.sum<number>('sisa').as('total'), (eb) => eb.fn.count<number>('konsumen_id').distinct().as('konsumen')]).executeTakeFirst();
    const worst = await open.where('jatuh_tempo', '<', tanggal).innerJoin(k, `${k}.id`, 'hutang.konsumen_id')
      .select([`${k}.id as konsumen_id`, `${k}.kode`, `${k}.nama`, (eb) => eb.fn.min<string>('hutang.jatuh_tempo').as('jatuh_tempo'), (eb) => eb.fn.sum<number>('hutang.sisa').as('sisa')])
      .groupBy([`${k}.id`, `${k}.kode`, `${k}.nama`]).orderBy('jatuh_tempo').orderBy(`${k}.id`).limit(10).execute();
    return {
      data: {
        tanggal, total_hutang: Number(totals?.total ?? 0), jumlah_konsumen: Number(totals?.konsumen ?? 0),
        lewat_tempo: { total: Number(overdue?.total ?? 0), jumlah_konsumen: Number(overdue?.konsumen ?? 0) },
        terlama: worst.map((w) => ({ konsumen_id: Number(w.konsumen_id), kode: w.kode, nama: w.nama, jatuh_tempo: String(w.jatuh_tempo), terlambat_hari: late(String(w.jatuh_tempo)), sisa: Number(w.sisa) })),
      },
    };
  });
}
