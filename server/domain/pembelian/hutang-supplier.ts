/**
 * `GET /api/hutang-perusahaan[?tanggal=&supplier_id=]`: what the company owes on `tanggal` (default today): its
 * suppliers, per supplier with ageing by due date (not yet due, 1–30, 31–60, 61–90, over 90 days late) and the open
 * purchases behind it (`data`, `jumlah`), read from the purchases' payables; and the reimbursements it owes BOP
 * holders who spent more than their advance (`reimburse_bop`, aged from the day the LPJ was submitted, due at
 * once), read from the BOPs awaiting reimbursement. `semua` sums both per age.
 */
import type { FastifyInstance } from 'fastify';
import { findResource } from '../../../common/registry.js';
import { todayJakarta } from '../../../common/format.js';
import { visibleRows } from '../../core/records.js';
import { ageBucket, sumByAge, UMUR, type Umur } from '../../core/aging.js';
import { reimbursementsOwed } from '../bop/services.js';
import { route } from '../../core/route.js';
import { DateQuery, IntQuery, Querystring } from '../../core/route-schema.js';

export function registerHutangPerusahaanRoute(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, { method: 'GET', url: '/api/hutang-perusahaan', menu: '/hutang-perusahaan', summary: 'Hutang perusahaan ke supplier per tanggal', querystring: Querystring({ tanggal: DateQuery(), supplier_id: IntQuery() }, { strict: true }) }, async ({ user, query: q }) => {
    const tanggal = q.tanggal ?? todayJakarta(ctx.now());
    const supplierId = q.supplier_id ?? null;
    let rows = visibleRows(ctx.db, findResource(ctx.registry, 'pembelian')!, { user, registry: ctx.registry })
      .innerJoin('supplier', 'supplier.id', 'pembelian.supplier_id')
      .select(['pembelian.id', 'pembelian.nomor', 'pembelian.tanggal', 'pembelian.jatuh_tempo', 'pembelian.total', 'pembelian.hutang', 'pembelian.status', 'pembelian.supplier_id', 'supplier.nama as supplier_nama', 'supplier.kode as supplier_kode'])
      .where('pembelian.hutang', '>', 0).where('pembelian.status', 'in', ['dipesan', 'diterima']);
    if (supplierId) rows = rows.where('pembelian.supplier_id', '=', supplierId);
    const open = await rows.orderBy('supplier.nama').orderBy('pembelian.jatuh_tempo').orderBy('pembelian.id').execute();
    const bySupplier = new Map<number, Record<string, unknown> & Record<Umur, number> & { total: number; pembelian: unknown[] }>();
    for (const r of open) {
      const id = Number(r.supplier_id);
      let s = bySupplier.get(id);
      if (!s) {
        s = { supplier_id: id, kode: r.supplier_kode, nama: r.supplier_nama, total: 0, pembelian: [], ...Object.fromEntries(UMUR.map((u) => [u, 0])) } as never;
        bySupplier.set(id, s!);
      }
      const umur = ageBucket(r.jatuh_tempo as string | null, tanggal);
      s![umur] += Number(r.hutang);
      s!.total += Number(r.hutang);
      s!.pembelian.push({ id: Number(r.id), nomor: r.nomor, tanggal: r.tanggal, jatuh_tempo: r.jatuh_tempo, total: Number(r.total), hutang: Number(r.hutang), status: r.status, umur });
    }
    const data = [...bySupplier.values()];
    const total = sumByAge(data);
    const bop = supplierId ? [] : await reimbursementsOwed(ctx, user, tanggal);
    const bopTotal = sumByAge(bop);
    const semua = Object.fromEntries(Object.keys(total).map((k) => [k, total[k] + bopTotal[k]]));
    return { data, total: data.length, tanggal, jumlah: total, reimburse_bop: { data: bop, jumlah: bopTotal }, semua };
  });
}

