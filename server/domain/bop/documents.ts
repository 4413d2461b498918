/**
 * The BOP request with its planned items (numbered BOP/YYYY/MM/NNNN, total kept from the items while Diajukan), and
 * its LPJ lines (bop-laporan): written and removed only while the advance is Dibayar, each on an expense account,
 * the request's running `terpakai` and `selisih` kept from them. `GET /api/get-item-lpj?id=` answers a BOP's LPJ
 * lines under `item`.
 */
import type { FastifyInstance } from 'fastify';
import { findResource } from '../../../common/registry.js';
import type { HooksByResource, ResourceHooks } from '../../core/hooks.js';
import type { Db } from '../../db/connection.js';
import { conflict, notFound, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { visibleRows } from '../../core/records.js';
import { stateLabel } from '../../core/save-rules.js';
import { loadSettings } from '../../ledger/index.js';
import { documentHooks, removeLine } from '../../core/documents/line-hooks.js';
import { route } from '../../core/route.js';
import { Querystring, RequiredIntQuery } from '../../core/route-schema.js';

type Row = Record<string, unknown>;
export const BOP = 'BOP';

/** An LPJ line's BOP, which must be Dibayar for its lines to change (409 naming its state otherwise). */
async function openAdvance(app: FastifyInstance, trx: Db, id: number): Promise<Row> {
  const resource = findResource(app.ctx.registry, 'bop-ajuan')!;
  const bop = await trx.selectFrom('bop_ajuan').selectAll().where('id', '=', id).executeTakeFirst() as Row | undefined;
  if (!bop) throw unprocessable({ bop_ajuan_id: ['BOP tidak ditemukan'] });
  if (bop.status !== 'dibayar') throw conflict(`BOP ${bop.nomor} berstatus ${stateLabel(resource, bop.status)}; rincian LPJ hanya dapat diubah saat BOP berstatus Dibayar`);
  return bop;
}

/** An expense (profit-and-loss) account that is active and kept by no other ledger. */
async function assertExpenseAccount(trx: Db, akunId: number): Promise<void> {
  const akun = await trx.selectFrom('akun').innerJoin('akun_kategori', 'akun_kategori.id', 'akun.akun_kategori_id')
    .select(['akun.kode', 'akun.nama', 'akun.aktif', 'akun_kategori.posisi']).where('akun.id', '=', akunId).executeTakeFirst();
  if (!akun) throw unprocessable({ akun_id: ['Akun tidak ditemukan'] });
  if (!akun.aktif) throw unprocessable({ akun_id: [`Akun ${akun.kode} ${akun.nama} tidak aktif`] });
  if (akun.posisi !== 'laba_rugi') throw unprocessable({ akun_id: [`Akun ${akun.kode} ${akun.nama} bukan akun beban; pilih akun laba rugi (mis. 6-xxxx Beban)`] });
  const settings = await loadSettings(trx);
  if (akunId === settings.akun_penjualan_id || akunId === settings.akun_hpp_id) throw unprocessable({ akun_id: [`Akun ${akun.kode} ${akun.nama} hanya diisi lewat penjualan`] });
}

export async function keepSpent(trx: Db, bopId: number): Promise<void> {
  const r = await trx.selectFrom('bop_laporan').select((eb) => eb.fn.sum<number>('jumlah').as('s')).where('bop_ajuan_id', '=', bopId).executeTakeFirst();
  const bop = await trx.selectFrom('bop_ajuan').select('jumlah').where('id', '=', bopId).executeTakeFirstOrThrow();
  const spent = Number(r?.s ?? 0);
  await trx.updateTable('bop_ajuan').set({ terpakai: spent, selisih: Number(bop.jumlah) - spent }).where('id', '=', bopId).execute();
}

function laporanHooks(app: FastifyInstance): ResourceHooks {
  return {
    async beforeSave({ trx, values, existing }) {
      const line = { ...existing, ...values };
      await openAdvance(app, trx, Number(line.bop_ajuan_id));
      if (existing && Number(existing.bop_ajuan_id) !== Number(line.bop_ajuan_id)) await openAdvance(app, trx, Number(existing.bop_ajuan_id));
      await assertExpenseAccount(trx, Number(line.akun_id));
    },
    async afterWrite({ trx, id }) {
      const line = await trx.selectFrom('bop_laporan').select('bop_ajuan_id').where('id', '=', id).executeTakeFirstOrThrow();
      await keepSpent(trx, Number(line.bop_ajuan_id));
    },
    remove: removeLine('bop-laporan', 'bop_ajuan_id', (trx, bopId) => openAdvance(app, trx, bopId), keepSpent),
  };
}

export function bopHooks(app: FastifyInstance): HooksByResource {
  const hooks = documentHooks(app, {
    parent: 'bop-ajuan', child: 'bop-ajuan-rincian', foreignKey: 'bop_ajuan_id', totalOf: 'jumlah',
    async compute() { return {}; },
  }, {
    async beforeSave({ values, existing, trx, req }) {
      // The holder is whoever asks, unless finance names another employee.
      if (existing) return;
      values.karyawan_id ??= req.user?.karyawan_id ?? null;
      if (values.karyawan_id === null) throw unprocessable({ karyawan_id: ['Pemegang wajib diisi: akun Anda tidak terhubung dengan data karyawan'] });
      values.nomor = await nextDocNumber(trx, BOP, String(values.tanggal));
    },
  });
  return { ...hooks, 'bop-laporan': laporanHooks(app) };
}

/** `GET /api/get-item-lpj?id=<bop id>`: the BOP's LPJ lines (`item`) with their accounts, and its figures. */
export function registerItemLpjRoute(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, { method: 'GET', url: '/api/get-item-lpj', menu: '/bop', summary: 'Rincian BOP untuk laporan pertanggungjawaban', querystring: Querystring({ id: RequiredIntQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const id = q.id!;
    const bop = await visibleRows(ctx.db, findResource(ctx.registry, 'bop-ajuan')!, { user, registry: ctx.registry })
      .select(['bop_ajuan.id', 'bop_ajuan.nomor', 'bop_ajuan.status', 'bop_ajuan.jumlah', 'bop_ajuan.terpakai', 'bop_ajuan.selisih', 'bop_ajuan.dikembalikan', 'bop_ajuan.reimburse'])
      .where('bop_ajuan.id', '=', id).executeTakeFirst();
    if (!bop) throw notFound('BOP tidak ditemukan');
    const item = await ctx.db.selectFrom('bop_laporan').innerJoin('akun', 'akun.id', 'bop_laporan.akun_id')
      .select(['bop_laporan.id', 'bop_laporan.tanggal', 'bop_laporan.uraian', 'bop_laporan.akun_id', 'akun.kode as akun_kode', 'akun.nama as akun_nama', 'bop_laporan.jumlah', 'bop_laporan.bukti'])
      .where('bop_laporan.bop_ajuan_id', '=', id).orderBy('bop_laporan.tanggal').orderBy('bop_laporan.id').execute();
    const num = (r: Row, ...keys: string[]) => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, Number(r[k])])) });
    return {
      item: item.map((r) => num(r as Row, 'id', 'akun_id', 'jumlah')),
      data: num(bop as Row, 'id', 'jumlah', 'terpakai', 'selisih', 'dikembalikan', 'reimburse'),
    };
  });
}
