/**
 * Sales return (pengembalian-sales): the vehicle is unloaded into the warehouse, approved by the warehouse
 * admin (not the one who wrote it). Returned goods move vehicle → warehouse (quantities, no journal); goods
 * recorded lost or damaged leave the vehicle at moving-average cost against the inventory-loss account. The
 * unloading must cover everything left on the trip, and it closes the trip.
 */
import type { FastifyInstance } from 'fastify';
import { findResource } from '../../../common/registry.js';
import { assertPrintable } from '../../print/printable.js';
import type { ResourceHooks, TransitionHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { nowIso } from '../../core/context.js';
import { postingAccount, stockOut, stockTransfer } from '../../ledger/index.js';
import { formatNumber } from '../../../common/format.js';
import { ledgerContext } from '../ledger-context.js';
import { baseQty, goodsLines, nameOf, refuseSales, sendPrint, visibleDocument, type Row } from './common.js';
import { DOC_HILANG, DOC_KEMBALI, closeTrip, openTripOf, tripSummary } from './trip.js';
import { route } from '../../core/route.js';
import { IdParams } from '../../core/route-schema.js';

const STATUS_LABEL: Record<string, string> = { draft: 'Draft', disetujui: 'Disetujui', dibatalkan: 'Dibatalkan' };

const returnHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing, lines }) {
    if (!existing) values.nomor = await nextDocNumber(trx, 'RS', String(values.tanggal));
    const kendaraanId = values.kendaraan_id ?? existing?.kendaraan_id;
    if (values.kendaraan_id !== undefined || !existing) {
      const trip = await openTripOf(trx, Number(kendaraanId));
      values.trip_kendaraan_id = trip?.id ?? null;
      if (trip && (values.gudang_id === undefined || values.gudang_id === null)) values.gudang_id = trip.gudang_id;
      if (trip && !existing && (values.karyawan_id === undefined || values.karyawan_id === null)) values.karyawan_id = trip.karyawan_id;
      const karyawanId = values.karyawan_id ?? existing?.karyawan_id;
      if (trip && karyawanId !== null && karyawanId !== undefined && trip.karyawan_id !== null && Number(trip.karyawan_id) !== Number(karyawanId)) {
        throw unprocessable({ kendaraan_id: [`Kendaraan ini sedang dalam trip ${trip.nomor} sales lain`] });
      }
    }
    for (const [i, line] of (lines ?? []).entries()) line.qty = await baseQty(trx, line, `rincian.${i}.`);
  },
};

const lineHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    const line = { ...existing, ...values };
    const parent = await trx.selectFrom('pengembalian_sales').select('status').where('id', '=', Number(line.pengembalian_sales_id)).executeTakeFirst();
    if (!parent) throw unprocessable({ pengembalian_sales_id: ['Pengembalian Sales tidak ditemukan'] });
    if (parent.status !== 'draft') throw conflict(`Pengembalian Sales berstatus ${STATUS_LABEL[String(parent.status)] ?? parent.status}; rinciannya tidak dapat diubah lagi`);
    values.qty = await baseQty(trx, line, '');
  },
};

/** Unloading: every goods left on the trip is returned or recorded lost, no more than is left; then the trip closes. */
export const approveReturn: TransitionHandler = async ({ trx, ctx, user, record }) => {
  refuseSales(user, 'Persetujuan pengembalian');
  const kendaraanId = Number(record.kendaraan_id);
  const plate = await nameOf(trx, 'kendaraan', 'no_polisi', kendaraanId);
  const trip = await openTripOf(trx, kendaraanId, ctx.kind);
  if (!trip) throw conflict(`Kendaraan ${plate} tidak sedang dalam trip; tidak ada yang dibongkar`);
  const gudangId = Number(record.gudang_id ?? trip.gudang_id);
  const lines = await trx.selectFrom('pengembalian_sales_rincian').selectAll().where('pengembalian_sales_id', '=', Number(record.id)).orderBy('id').execute() as Row[];
  const recorded = new Map<number, { kembali: number; hilang: number }>();
  for (const l of lines) {
    const r = recorded.get(Number(l.barang_id)) ?? { kembali: 0, hilang: 0 };
    r.kembali += Number(l.qty ?? 0);
    r.hilang += Number(l.qty_hilang ?? 0);
    recorded.set(Number(l.barang_id), r);
  }
  const summary = await tripSummary(trx, trip);
  const left = new Map(summary.map((s) => [s.barang_id, s]));
  const problems: string[] = [];
  for (const [barangId, r] of recorded) {
    const sisa = left.get(barangId)?.sisa ?? 0;
    if (r.kembali + r.hilang > sisa) problems.push(`${await nameOf(trx, 'barang', 'nama', barangId)}: dicatat ${formatNumber(r.kembali + r.hilang)}, sisa di kendaraan ${formatNumber(sisa)}`);
  }
  for (const s of summary) {
    const r = recorded.get(s.barang_id) ?? { kembali: 0, hilang: 0 };
    if (s.sisa > 0 && r.kembali + r.hilang < s.sisa) problems.push(`${s.nama}: sisa di kendaraan ${formatNumber(s.sisa)}, dicatat ${formatNumber(r.kembali + r.hilang)}`);
  }
  if (problems.length) throw conflict(`Bongkar harus sama dengan sisa trip ${trip.nomor}: ${problems.join('; ')}`);

  const tanggal = String(record.tanggal);
  const lc = ledgerContext(ctx, trx, user);
  const doc = { id: Number(record.id), nomor: String(record.nomor) };
  const kembali = lines.filter((l) => Number(l.qty ?? 0) > 0);
  if (kembali.length) {
    await stockTransfer(lc, {
      tanggal, from: { kendaraan_id: kendaraanId }, to: { gudang_id: gudangId }, doc: { ...doc, tipe: DOC_KEMBALI },
      keterangan: `Pengembalian sales ${record.nomor} dari ${plate}`,
      lines: kembali.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), baris_id: Number(l.id) })),
    });
  }
  const hilang = lines.filter((l) => Number(l.qty_hilang ?? 0) > 0);
  let jurnalId: number | null = null;
  if (hilang.length) {
    const res = await stockOut(lc, {
      tanggal, loc: { kendaraan_id: kendaraanId }, doc: { ...doc, tipe: DOC_HILANG }, contraAkunId: await postingAccount(trx, 'akun_kerugian_persediaan_id'),
      keterangan: `Barang hilang/rusak di ${plate} (${record.nomor})`,
      lines: hilang.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty_hilang), baris_id: Number(l.id) })),
    });
    jurnalId = res.jurnal?.id ?? null;
  }
  await closeTrip(trx, Number(trip.id), kendaraanId, tanggal, nowIso(ctx), user.id);
  return { trip_kendaraan_id: trip.id, gudang_id: gudangId, jurnal_id: jurnalId };
};

export function pengembalianHooks(): Record<string, ResourceHooks> {
  return {
    'pengembalian-sales': { ...returnHooks, transitions: { approve: approveReturn } },
    'pengembalian-sales-rincian': lineHooks,
  };
}

export function registerPengembalianRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  /** `GET /api/cetak-pengembalian-sales/:id`: the unloading note (returned and lost per goods). */
  route(app, { method: 'GET', url: '/api/cetak-pengembalian-sales/:id', menu: '/pengembalian-sales', summary: 'Cetak pengembalian barang sales (PDF)', params: IdParams() }, async ({ user, params, reply }) => {
    const doc = await visibleDocument(app, user, 'pengembalian-sales', params.id);
    assertPrintable(findResource(ctx.registry, 'pengembalian-sales')!, 'cetak-pengembalian-sales', doc);
    const rows = await goodsLines(ctx.db, 'pengembalian_sales_rincian', 'pengembalian_sales_id', Number(doc.id));
    const trip = doc.trip_kendaraan_id ? await ctx.db.selectFrom('trip_kendaraan').select(['nomor']).where('id', '=', Number(doc.trip_kendaraan_id)).executeTakeFirst() : undefined;
    const sum = (k: string) => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);
    return sendPrint(app, reply, {
      title: 'BUKTI PENGEMBALIAN SALES', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Kendaraan', await nameOf(ctx.db, 'kendaraan', 'no_polisi', doc.kendaraan_id)], ['Trip', trip?.nomor as string | undefined],
        ['Sales', await nameOf(ctx.db, 'karyawan', 'nama_lengkap', doc.karyawan_id)], ['Gudang', await nameOf(ctx.db, 'gudang', 'nama_gudang', doc.gudang_id)],
        ['Status', STATUS_LABEL[String(doc.status)] ?? String(doc.status)],
      ],
      columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' }, { label: 'Kembali', kind: 'qty' }, { label: 'Hilang/Rusak', kind: 'qty' }, { label: 'Satuan' }],
      rows: rows.map((r) => [r.barang_kode as string, r.barang_nama as string, Number(r.qty ?? 0), Number(r.qty_hilang ?? 0), r.satuan_dasar as string]),
      totals: [['Jumlah kembali', formatNumber(sum('qty'))], ['Jumlah hilang/rusak', formatNumber(sum('qty_hilang'))]],
      notes: doc.keterangan as string | null,
      signatures: ['Sales', 'Admin Gudang', 'Mengetahui'],
    });
  });
}
