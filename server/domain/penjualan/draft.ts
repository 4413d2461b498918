/**
 * A sale while it is a draft (DESIGN.md section 6): the salesperson of an open trip sells from its vehicle to a
 * customer on their routes. The header takes its route, vehicle and trip from the customer and the open trip;
 * goods lines take their base quantity, list price (resolveHargaJual for the customer's type on the sale date),
 * discount and PPN; the header's totals are recomputed on every line change, and the quantities are checked
 * against the vehicle's stock at every save (and again when the sale is finished).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.js';
import { nowIso, type AuthUser } from '../../core/context.js';
import type { ResourceHooks } from '../../core/hooks.js';
import { conflict, forbidden, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { writeAudit } from '../../core/audit.js';
import { levelIsAny } from '../../../common/levels.js';
import { formatMoney, formatNumber } from '../../../common/format.js';
import { computePpn, ppnOf } from '../../../common/ppn.js';
import type { LevelKey } from '../../../common/registry.js';
import { resolveHargaJual } from '../master/services.js';
import { salePpnPersen } from '../../ledger/index.js';
import { baseQty } from '../../core/documents/units.js';
import { nameOf } from '../../core/documents/names.js';
import type { Row } from '../../core/documents/row.js';
import { isSales } from '../../core/documents/access.js';

/** Levels that may sell at a price other than the list price (the change is audited). */
export const UBAH_HARGA: LevelKey[] = ['supervisor', 'finance', 'owner', 'gm', 'admin'];


/** The salesperson's open trip (vehicle on the road with them), or a 409 telling them to load goods first. */
export async function openTripOfSales(trx: Db, karyawanId: number): Promise<Row> {
  const trip = await trx.selectFrom('trip_kendaraan').selectAll().where('karyawan_id', '=', karyawanId).where('status', '=', 'buka')
    .orderBy('id', 'desc').executeTakeFirst() as Row | undefined;
  if (!trip) {
    const nama = await nameOf(trx, 'karyawan', 'nama_lengkap', karyawanId);
    throw conflict(`Sales ${nama ?? `#${karyawanId}`} belum punya trip kendaraan yang berjalan; muat barang lewat ajuan barang dulu`);
  }
  return trip;
}

/** The customer, active and on one of the salesperson's routes (gudang_sales_rute), else a 422 on konsumen_id. */
export async function customerOfSales(trx: Db, konsumenId: number, karyawanId: number): Promise<Row> {
  const k = await trx.selectFrom('konsumen').selectAll().where('id', '=', konsumenId).where('deleted_at', 'is', null).executeTakeFirst() as Row | undefined;
  if (!k) throw unprocessable({ konsumen_id: ['Konsumen tidak ditemukan'] });
  if (!k.aktif) throw unprocessable({ konsumen_id: [`Konsumen ${k.nama} tidak aktif`] });
  const onRoute = await trx.selectFrom('gudang_sales_rute').select('id').where('karyawan_id', '=', karyawanId).where('rute_id', '=', Number(k.rute_id)).executeTakeFirst();
  if (!onRoute) throw unprocessable({ konsumen_id: [`Konsumen ${k.nama} tidak berada di rute sales ini`] });
  return k;
}

/** Server-managed header values of a draft: salesperson, customer's route, the open trip's vehicle, the number. */
export async function prepareHeader(trx: Db, user: AuthUser | null, values: Row, existing: Row | null): Promise<void> {
  const merged = { ...existing, ...values };
  if (!existing && (merged.karyawan_id === undefined || merged.karyawan_id === null)) {
    if (isSales(user) && user?.karyawan_id) values.karyawan_id = user.karyawan_id;
    else throw unprocessable({ karyawan_id: ['Sales wajib diisi'] });
  }
  const karyawanId = Number(values.karyawan_id ?? existing?.karyawan_id);
  const konsumen = await customerOfSales(trx, Number(merged.konsumen_id), karyawanId);
  values.rute_id = konsumen.rute_id;
  const trip = await openTripOfSales(trx, karyawanId);
  if (existing && existing.trip_kendaraan_id !== null && Number(existing.trip_kendaraan_id) !== Number(trip.id)) {
    throw conflict(`Trip ${await nameOf(trx, 'trip_kendaraan', 'nomor', existing.trip_kendaraan_id)} penjualan ini sudah ditutup; buat penjualan baru`);
  }
  values.kendaraan_id = trip.kendaraan_id;
  values.trip_kendaraan_id = trip.id;
  if (!existing) values.nomor = await nextDocNumber(trx, 'PJ', String(values.tanggal));
}

export interface LineContext { konsumenTypeId: number | null; tanggal: string; ppnPersen: number }

export async function lineContext(trx: Db, sale: Row): Promise<LineContext> {
  const k = await trx.selectFrom('konsumen').select('konsumen_type_id').where('id', '=', Number(sale.konsumen_id)).executeTakeFirst();
  return {
    konsumenTypeId: k?.konsumen_type_id === null || k?.konsumen_type_id === undefined ? null : Number(k.konsumen_type_id), tanggal: String(sale.tanggal),
    ppnPersen: await salePpnPersen(trx, String(sale.tanggal)),
  };
}

/**
 * A goods line's server values: base quantity, list price, price (the list price unless given; a different one
 * needs UBAH_HARGA levels, answers whether it changed), discount cap, subtotal and PPN. `prefix` keys the errors.
 */
export async function priceLine(trx: Db, user: AuthUser | null, lc: LineContext, line: Row, stored: Row | null, prefix: string): Promise<{ ubahHarga: boolean }> {
  const merged = { ...stored, ...line };
  const barangId = Number(merged.barang_id);
  const qty = await baseQty(trx, merged, prefix);
  const barang = await trx.selectFrom('barang').select(['nama', 'kena_ppn']).where('id', '=', barangId).executeTakeFirst();
  if (!barang) throw unprocessable({ [`${prefix}barang_id`]: ['Barang tidak ditemukan'] });
  const daftar = await resolveHargaJual(trx, { barangId, konsumenTypeId: lc.konsumenTypeId, tanggal: lc.tanggal });
  if (!daftar) {
    const tipe = lc.konsumenTypeId ? await nameOf(trx, 'konsumen_type', 'nama', lc.konsumenTypeId) : null;
    throw unprocessable({ [`${prefix}barang_id`]: [`${barang.nama} belum punya harga jual untuk tipe konsumen ${tipe ?? 'ini'} pada tanggal penjualan`] });
  }
  const given = line.harga;
  let harga = daftar.harga;
  let ubahHarga = false;
  if (given !== undefined && given !== null) {
    harga = Number(given);
    const same = harga === daftar.harga || (stored !== null && harga === Number(stored.harga) && Number(stored.barang_id) === barangId);
    if (!same) {
      if (!levelIsAny(user?.level_name, UBAH_HARGA)) throw forbidden(`Mengubah harga jual ${barang.nama} (harga daftar ${formatMoney(daftar.harga)}) hanya dapat dilakukan oleh Supervisor, Finance, Owner, General Manager atau Admin`);
      ubahHarga = true;
    }
  } else if (stored && Number(stored.barang_id) === barangId && stored.harga !== null && line.harga === undefined && Number(stored.harga) !== Number(stored.harga_daftar)) {
    // An untouched line keeps the price someone allowed set on it (a price other than its list price).
    harga = Number(stored.harga);
  }
  const gross = qty * harga;
  const diskon = Number(merged.diskon ?? 0);
  if (diskon > gross) throw unprocessable({ [`${prefix}diskon`]: [`Diskon melebihi nilai barang (${formatMoney(gross)})`] });
  const subtotal = gross - diskon;
  line.qty = qty;
  line.harga = harga;
  line.harga_daftar = daftar.harga;
  line.diskon = diskon;
  line.subtotal = subtotal;
  // Before the nota discount's share; recomputeTotals spreads it and writes each line's DPP and PPN.
  line.ppn = barang.kena_ppn ? ppnOf(subtotal, lc.ppnPersen) : 0; // ppn_persen is in basis points
  return { ubahHarga };
}

/**
 * Header totals from the stored lines: subtotal, PPN, total; the header discount may not exceed the subtotal. The
 * nota discount is spread over the lines and each line's DPP and PPN written (common/ppn.ts), so the lines' PPN add
 * up to the header's and the tax base is the price after every discount.
 */
export async function recomputeTotals(trx: Db, saleId: number): Promise<Row> {
  const lines = await trx.selectFrom('penjualan_rincian').innerJoin('barang', 'barang.id', 'penjualan_rincian.barang_id')
    .select(['penjualan_rincian.id', 'penjualan_rincian.subtotal', 'penjualan_rincian.ppn', 'penjualan_rincian.dpp', 'barang.kena_ppn'])
    .where('penjualan_rincian.penjualan_id', '=', saleId).orderBy('penjualan_rincian.line_no').orderBy('penjualan_rincian.id').execute();
  const sale = await trx.selectFrom('penjualan').select(['diskon', 'tanggal']).where('id', '=', saleId).executeTakeFirstOrThrow();
  const subtotal = lines.reduce((s, l) => s + Number(l.subtotal), 0);
  const diskon = Number(sale.diskon ?? 0);
  if (diskon > subtotal) throw unprocessable({ diskon: [`Diskon nota melebihi subtotal (${formatMoney(subtotal)})`] });
  const rate = await salePpnPersen(trx, String(sale.tanggal));
  const tax = computePpn(lines.map((l) => ({ subtotal: Number(l.subtotal), kenaPpn: Boolean(l.kena_ppn) })), diskon, rate);
  for (const [i, l] of lines.entries()) {
    const { dpp, ppn } = tax.lines[i];
    if (Number(l.ppn) !== ppn || l.dpp === null || Number(l.dpp) !== dpp) {
      await trx.updateTable('penjualan_rincian').set({ dpp, ppn }).where('id', '=', Number(l.id)).execute();
    }
  }
  const totals = { subtotal, ppn: tax.ppn, total: subtotal - diskon + tax.ppn };
  await trx.updateTable('penjualan').set(totals).where('id', '=', saleId).execute();
  return totals;
}

/** The sale's goods against the vehicle's stock now: 409 naming each goods short and what is available. */
export async function assertVehicleStock(trx: Db, saleId: number, kendaraanId: number): Promise<void> {
  const wanted = await trx.selectFrom('penjualan_rincian').select(['barang_id', (eb) => eb.fn.sum<number>('qty').as('q')])
    .where('penjualan_id', '=', saleId).groupBy('barang_id').execute();
  if (wanted.length === 0) return;
  const have = new Map((await trx.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `K:${kendaraanId}`)
    .where('barang_id', 'in', wanted.map((w) => Number(w.barang_id))).execute()).map((s) => [Number(s.barang_id), Number(s.qty)]));
  const short: string[] = [];
  for (const w of wanted) {
    const avail = have.get(Number(w.barang_id)) ?? 0;
    if (Number(w.q) > avail) short.push(`${await nameOf(trx, 'barang', 'nama', w.barang_id)}: tersedia ${formatNumber(avail)}, dijual ${formatNumber(Number(w.q))}`);
  }
  if (short.length) throw conflict(`Stok kendaraan ${await nameOf(trx, 'kendaraan', 'no_polisi', kendaraanId)} tidak cukup: ${short.join('; ')}`);
}

/** After any line change: totals, then the vehicle's stock. */
export async function afterLinesChanged(trx: Db, saleId: number): Promise<void> {
  await recomputeTotals(trx, saleId);
  const sale = await trx.selectFrom('penjualan').select(['kendaraan_id']).where('id', '=', saleId).executeTakeFirstOrThrow();
  await assertVehicleStock(trx, saleId, Number(sale.kendaraan_id));
}

/** An allowed price change leaves its audit row (who, which goods, list price → price). */
export async function auditPrice(trx: Db, user: AuthUser | null, saleId: number, line: Row, at: string): Promise<void> {
  await writeAudit(trx, {
    userId: user?.id ?? null, action: 'ubah_harga', resource: 'penjualan', recordId: saleId,
    after: { barang_id: line.barang_id, harga_daftar: line.harga_daftar, harga: line.harga, qty: line.qty }, at,
  });
}

/** Every stored line of a draft priced again for its (changed) customer or date; a price someone allowed stays. */
async function repriceStored(trx: Db, user: AuthUser | null, sale: Row): Promise<void> {
  const lc = await lineContext(trx, sale);
  const stored = await trx.selectFrom('penjualan_rincian').selectAll().where('penjualan_id', '=', Number(sale.id)).orderBy('id').execute() as Row[];
  for (const [i, l] of stored.entries()) {
    const line: Row = {};
    await priceLine(trx, user, lc, line, l, `rincian.${i}.`);
    await trx.updateTable('penjualan_rincian').set({ harga: line.harga as number, harga_daftar: line.harga_daftar as number, subtotal: line.subtotal as number, ppn: line.ppn as number })
      .where('id', '=', Number(l.id)).execute();
  }
}

/** Hooks of `POST /api/input/penjualan` (and /api/transaksi-update): header and lines prepared, totals after the write. */
export function saleHooks(): ResourceHooks {
  const pendingAudits = new WeakMap<FastifyRequest, Row[]>();
  return {
    async beforeSave({ trx, ctx, req, values, existing, lines }) {
      const user = req.user ?? null;
      await prepareHeader(trx, user, values, existing);
      if (!lines) {
        // A new customer (another price type) or date reprices the stored lines; totals follow in afterWrite.
        const moved = existing && ((values.konsumen_id !== undefined && values.konsumen_id !== existing.konsumen_id) || (values.tanggal !== undefined && values.tanggal !== existing.tanggal));
        if (moved) await repriceStored(trx, user, { ...existing, ...values });
        return;
      }
      const lc = await lineContext(trx, { ...existing, ...values });
      const stored = existing ? new Map((await trx.selectFrom('penjualan_rincian').selectAll().where('penjualan_id', '=', Number(existing.id)).execute()).map((l) => [Number(l.id), l as Row])) : new Map<number, Row>();
      const changed: Row[] = [];
      for (const [i, line] of lines.entries()) {
        const { ubahHarga } = await priceLine(trx, user, lc, line, typeof line.id === 'number' ? stored.get(line.id) ?? null : null, `rincian.${i}.`);
        if (ubahHarga) changed.push(line);
      }
      if (existing) for (const line of changed) await auditPrice(trx, user, Number(existing.id), line, nowIso(ctx));
      else pendingAudits.set(req, changed);
    },
    async afterWrite({ trx, id }) {
      await afterLinesChanged(trx, id);
    },
    async afterCreate({ trx, ctx, req, id }) {
      for (const line of pendingAudits.get(req) ?? []) await auditPrice(trx, req.user ?? null, id, line, nowIso(ctx));
      pendingAudits.delete(req);
    },
  };
}
