import type { FastifyInstance } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import { levelIs, levelIsAny } from '../../../common/levels.js';
import { PENYETUJU_RETUR } from '../../../resources/retur-konsumen.js';
import type { HooksByResource } from '../../core/hooks.js';
import { expandReferences, serialize, visibleRows } from '../../core/records.js';
import { formatMoney, formatNumber } from '../../../common/format.js';
import { assertPrintable } from '../../print/printable.js';
import { printedLines, sendPrint } from '../../core/documents/print.js';
import { nameOf } from '../../core/documents/names.js';
import { visibleDocument } from '../../core/documents/access.js';
import { RETUR_STATUS_LABEL, returKonsumenHooks } from './retur.js';
import type { AreaManifest } from '../../core/area.js';
import { returKonsumenSteps } from './retur.js';
import { returSalesGrants } from './grants.js';
import { seedReturSales } from './seed.js';
import { route } from '../../core/route.js';
import { IdParams, NoQuery } from '../../core/route-schema.js';

/**
 * `GET /api/retur-approve`: customer returns waiting for approval (checkout) that the user may approve — visible
 * to them, of a level that approves, and neither written nor reported by them (no self-approval).
 */
export function registerReturKonsumenRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, { method: 'GET', url: '/api/retur-approve', menu: '/retur-konsumen', summary: 'Retur konsumen yang menunggu persetujuan', querystring: NoQuery() }, async ({ user }) => {
    if (levelIs(user.level_name, 'sales') || !levelIsAny(user.level_name, PENYETUJU_RETUR)) return { data: [], total: 0 };
    const resource = findResource(ctx.registry, 'retur-konsumen')!;
    const t = tableName(resource);
    let q = visibleRows(ctx.db, resource, { user, registry: ctx.registry }).selectAll(t).where(`${t}.status`, '=', 'checkout')
      .where(`${t}.created_by`, '!=', user.id);
    if (user.karyawan_id !== null) q = q.where(`${t}.karyawan_id`, '!=', user.karyawan_id);
    const rows = (await q.orderBy(`${t}.tanggal`).orderBy(`${t}.id`).execute()).map((r) => serialize(resource, r as Record<string, unknown>));
    await expandReferences(ctx.db, ctx.registry, resource, rows, false);
    return { data: rows, total: rows.length };
  });

  /** `GET /api/cetak-retur-konsumen/:id`: the return note the customer signs (goods, condition, value, settlement). */
  route(app, { method: 'GET', url: '/api/cetak-retur-konsumen/:id', menu: '/retur-konsumen', summary: 'Cetak retur konsumen (PDF)', params: IdParams() }, async ({ user, params, reply }) => {
    const doc = await visibleDocument(app, user, 'retur-konsumen', params.id);
    assertPrintable(findResource(ctx.registry, 'retur-konsumen')!, 'cetak-retur-konsumen', doc);
    const rows = await printedLines(ctx.db, 'retur_konsumen_rincian', 'retur_konsumen_id', Number(doc.id), 'byId');
    const sale = await ctx.db.selectFrom('penjualan').select(['nomor']).where('id', '=', Number(doc.penjualan_id)).executeTakeFirst();
    const penyelesaian = doc.penyelesaian === 'tunai' ? 'Uang kembali (tunai)' : 'Potong piutang';
    const totals: Array<[string, string]> = [['Subtotal', formatMoney(Number(doc.subtotal ?? 0))]];
    if (Number(doc.ppn ?? 0) > 0) totals.push(['PPN', formatMoney(Number(doc.ppn))]);
    totals.push(['Total Retur', formatMoney(Number(doc.total ?? 0))]);
    if (doc.status === 'disetujui') {
      if (Number(doc.potong_piutang ?? 0) > 0) totals.push(['Dipotong dari piutang', formatMoney(Number(doc.potong_piutang))]);
      if (Number(doc.dibayar_tunai ?? 0) > 0) totals.push(['Dibayar tunai', formatMoney(Number(doc.dibayar_tunai))]);
    }
    return sendPrint(app, reply, {
      title: 'BUKTI RETUR KONSUMEN', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Konsumen', await nameOf(ctx.db, 'konsumen', 'nama', doc.konsumen_id)], ['Penjualan Asal', sale?.nomor as string | undefined],
        ['Sales', await nameOf(ctx.db, 'karyawan', 'nama_lengkap', doc.karyawan_id)], ['Kendaraan', await nameOf(ctx.db, 'kendaraan', 'no_polisi', doc.kendaraan_id)],
        ['Penyelesaian', penyelesaian], ['Status', RETUR_STATUS_LABEL[String(doc.status)] ?? String(doc.status)],
      ],
      columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' }, { label: 'Jumlah', kind: 'qty' }, { label: 'Satuan' }, { label: 'Kondisi' }, { label: 'Harga', kind: 'money' }, { label: 'Subtotal', kind: 'money' }],
      rows: rows.map((r) => [r.barang_kode as string, r.barang_nama as string, Number(r.qty ?? 0), r.satuan_dasar as string, r.kondisi === 'rusak' ? 'Rusak' : 'Baik', Number(r.harga ?? 0), Number(r.subtotal ?? 0)]),
      totals: [...totals, ['Jumlah barang', formatNumber(rows.reduce((s, r) => s + Number(r.qty ?? 0), 0))]],
      notes: doc.keterangan as string | null,
      signatures: ['Konsumen', 'Sales', 'Mengetahui'],
    });
  });
}

export function returKonsumenDomainHooks(): HooksByResource {
  return returKonsumenHooks();
}

export const manifest: AreaManifest = {
  name: 'retur-konsumen',
  routes: registerReturKonsumenRoutes,
  hooks: returKonsumenDomainHooks,
  steps: returKonsumenSteps,
  grants: returSalesGrants,
  // customer returns of the completed sales, and the salespeople's targets
  seeds: [{ order: 80, run: seedReturSales }],
};
