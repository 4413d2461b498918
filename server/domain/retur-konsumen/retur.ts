/**
 * Customer returns (retur konsumen): goods a customer gives back from one completed sale, in draft → dilaporkan
 * (the salesperson reports it) → checkout (goods collected and counted) → disetujui (approval, never by the
 * reporter), or dibatalkan from draft/dilaporkan.
 *
 * Caps: for each sale line, what this return and the other pending returns (draft, dilaporkan, checkout) take
 * together with what approved returns already took (`penjualan_rincian.qty_retur`) never exceeds the sold
 * quantity; per customer and goods, never more than that customer bought. Saving answers 422, a step 409; the
 * approval's guarded `qty_retur` update is what holds under concurrency.
 *
 * A line's value is the sale line's subtotal (after its discount and its share of the nota's discount) per unit
 * returned, plus the same share of the line's PPN.
 *
 * Approval, one transaction: good goods back into the sale's vehicle when it has an open trip (else into the
 * warehouse) at the sale line's recorded cost (its share of the line's hpp) against cost of goods sold; damaged goods into
 * the damaged-goods warehouse at that cost and straight out as a stock loss (the code base keeps no separate
 * damaged location: a warehouse's damaged goods leave through a disposal, which this does at once); money:
 * Dr sales returns (+ Dr output VAT for the PPN share) / Cr the sale's open receivable (potong_piutang, up to its
 * sisa; any excess is paid back in cash) or Cr the salesperson's cash account (tunai; guarded ≥ 0).
 */
import { sql } from 'kysely';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import type { Db } from '../../db/connection.js';
import type { AuthUser } from '../../core/context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../core/errors.js';
import { findResource } from '../../../common/registry.js';
import { inTransaction } from '../../core/transaction.js';
import { serialize, visibleRows } from '../../core/records.js';
import { writeAudit } from '../../core/audit.js';
import { nowIso } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { postJournal, postingAccount, stockIn, stockOut, type LedgerContext } from '../../ledger/index.js';
import { formatDate, formatMoney, formatNumber } from '../../../common/format.js';
import { levelIs } from '../../../common/levels.js';
import type { FieldErrors } from '../../../common/validate.js';
import { ledgerContext, stepPostingDate } from '../../core/ledger-context.js';
import { nameOf } from '../../core/documents/names.js';
import type { Row } from '../../core/documents/row.js';
import { DOC_RETUR_KONSUMEN, openTripOf } from '../kanvas/services.js';
import { capProblems, fillLine, recheck, saleLine, type DocLine, type SaleLine } from './caps.js';
import { stateOnly } from '../../core/steps.js';

/** Ledger document type of damaged returned goods (in at cost and straight out as a loss, in the warehouse). */
export const DOC_RETUR_KONSUMEN_RUSAK = 'retur_konsumen_rusak';
const STATUS_LABEL: Record<string, string> = { draft: 'Draft', dilaporkan: 'Dilaporkan', checkout: 'Checkout', disetujui: 'Disetujui', dibatalkan: 'Dibatalkan' };

/** The sale a return draws on: completed, the customer's, the salesperson's own for a salesperson. */
async function checkSale(trx: Db, values: Row, existing: Row | null, user: AuthUser | undefined): Promise<Row> {
  const penjualanId = Number(values.penjualan_id ?? existing?.penjualan_id);
  const konsumenId = Number(values.konsumen_id ?? existing?.konsumen_id);
  const tanggal = String(values.tanggal ?? existing?.tanggal);
  const sale = await trx.selectFrom('penjualan').selectAll().where('id', '=', penjualanId).executeTakeFirst() as Row | undefined;
  if (!sale) throw unprocessable({ penjualan_id: ['Penjualan tidak ditemukan'] });
  if (sale.status !== 'selesai') throw unprocessable({ penjualan_id: [`Penjualan ${sale.nomor} berstatus ${sale.status}; hanya penjualan selesai yang dapat diretur`] });
  if (Number(sale.konsumen_id) !== konsumenId) throw unprocessable({ penjualan_id: [`Penjualan ${sale.nomor} bukan milik konsumen ini`] });
  if (user && levelIs(user.level_name, 'sales') && Number(sale.karyawan_id) !== Number(user.karyawan_id)) {
    throw unprocessable({ penjualan_id: [`Penjualan ${sale.nomor} bukan penjualan Anda`] });
  }
  if (tanggal < String(sale.tanggal)) throw unprocessable({ tanggal: [`Tanggal retur sebelum tanggal penjualan ${formatDate(String(sale.tanggal))}`] });
  return sale;
}

export async function recomputeTotals(trx: Db, returId: number): Promise<void> {
  const t = await trx.selectFrom('retur_konsumen_rincian')
    .select([(eb) => eb.fn.sum<number>('subtotal').as('subtotal'), (eb) => eb.fn.sum<number>('ppn').as('ppn')])
    .where('retur_konsumen_id', '=', returId).executeTakeFirst();
  const subtotal = Number(t?.subtotal ?? 0);
  const ppn = Number(t?.ppn ?? 0);
  await trx.updateTable('retur_konsumen').set({ subtotal, ppn, total: subtotal + ppn }).where('id', '=', returId).execute();
}

const headerHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing, lines, req }) {
    const sale = await checkSale(trx, values, existing, req.user ?? undefined);
    if (!existing) values.nomor = await nextDocNumber(trx, 'RK', String(values.tanggal));
    values.karyawan_id = sale.karyawan_id;
    values.kendaraan_id = sale.kendaraan_id;
    if ((values.gudang_id === undefined || values.gudang_id === null) && !existing?.gudang_id) {
      const trip = sale.trip_kendaraan_id ? await trx.selectFrom('trip_kendaraan').select('gudang_id').where('id', '=', Number(sale.trip_kendaraan_id)).executeTakeFirst() : undefined;
      if (trip?.gudang_id) values.gudang_id = trip.gudang_id;
    }
    const saleChanged = existing && Number(existing.penjualan_id) !== Number(sale.id);
    if (!lines) {
      if (saleChanged && await trx.selectFrom('retur_konsumen_rincian').select('id').where('retur_konsumen_id', '=', Number(existing!.id)).executeTakeFirst()) {
        throw unprocessable({ rincian: ['Penjualan asal berubah: kirim ulang rincian dari nota penjualan yang baru'] });
      }
      return;
    }
    const errors: FieldErrors = {};
    const sales = new Map<number, SaleLine>();
    for (const [i, line] of lines.entries()) await fillLine(trx, line, Number(sale.id), `rincian.${i}.`, errors, sales);
    if (Object.keys(errors).length) throw unprocessable(errors);
    const docLines = lines.map((l, i) => ({ key: `rincian.${i}.jumlah`, penjualan_rincian_id: Number(l.penjualan_rincian_id), qty: Number(l.qty) }));
    const problems = await capProblems(trx, existing ? Number(existing.id) : null, Number(sale.konsumen_id), docLines, sales);
    if (problems.length) throw unprocessable(Object.fromEntries(problems.map((p) => [p.key, [p.message]])));
  },
  async afterWrite({ trx, id }) {
    await recomputeTotals(trx, id);
  },
};

async function draftParent(trx: Db, returId: number): Promise<Row> {
  const header = await trx.selectFrom('retur_konsumen').selectAll().where('id', '=', returId).executeTakeFirst() as Row | undefined;
  if (!header) throw unprocessable({ retur_konsumen_id: ['Retur konsumen tidak ditemukan'] });
  if (header.status !== 'draft') throw conflict(`Retur Konsumen berstatus ${STATUS_LABEL[String(header.status)] ?? header.status}; rinciannya tidak dapat diubah lagi`);
  return header;
}

const lineHooks: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    if (existing) await draftParent(trx, Number(existing.retur_konsumen_id));
    const line = { ...existing, ...values };
    const header = await draftParent(trx, Number(line.retur_konsumen_id));
    const errors: FieldErrors = {};
    const sales = new Map<number, SaleLine>();
    await fillLine(trx, line, Number(header.penjualan_id), '', errors, sales);
    if (Object.keys(errors).length) throw unprocessable(errors);
    for (const k of ['barang_id', 'qty', 'harga', 'subtotal', 'ppn', 'hpp']) values[k] = line[k];
    let others = trx.selectFrom('retur_konsumen_rincian').select(['id', 'penjualan_rincian_id', 'qty']).where('retur_konsumen_id', '=', Number(header.id));
    if (existing) others = others.where('id', '!=', Number(existing.id));
    const docLines: DocLine[] = [{ key: 'jumlah', penjualan_rincian_id: Number(line.penjualan_rincian_id), qty: Number(line.qty) }];
    for (const o of await others.execute()) {
      const s = await saleLine(trx, Number(o.penjualan_rincian_id));
      if (s) sales.set(s.id, s);
      docLines.push({ key: 'jumlah', penjualan_rincian_id: Number(o.penjualan_rincian_id), qty: Number(o.qty) });
    }
    const problems = await capProblems(trx, Number(header.id), Number(header.konsumen_id), docLines, sales);
    if (problems.length) throw unprocessable({ jumlah: problems.map((p) => p.message) });
  },
  async afterWrite({ trx, id }) {
    const line = await trx.selectFrom('retur_konsumen_rincian').select('retur_konsumen_id').where('id', '=', id).executeTakeFirst();
    if (line) await recomputeTotals(trx, Number(line.retur_konsumen_id));
  },
  /** `DELETE /api/retur-konsumen-rincian/:id`: only a draft's line; the return's totals follow. */
  async remove({ req, ctx, id }) {
    const child = findResource(ctx.registry, 'retur-konsumen-rincian')!;
    return inTransaction(ctx, async (trx) => {
      const existing = await visibleRows(trx, child, { user: req.user, registry: ctx.registry }).selectAll('retur_konsumen_rincian').where('retur_konsumen_rincian.id', '=', id).executeTakeFirst() as Row | undefined;
      if (!existing) throw notFound(`${child.label} tidak ditemukan`);
      await draftParent(trx, Number(existing.retur_konsumen_id));
      await trx.deleteFrom('retur_konsumen_rincian').where('id', '=', id).execute();
      await recomputeTotals(trx, Number(existing.retur_konsumen_id));
      await writeAudit(trx, { userId: req.user?.id ?? null, action: 'delete', resource: child.name, recordId: id, before: serialize(child, existing), at: nowIso(ctx) });
      return { data: { id }, message: `${child.label} berhasil dihapus` };
    });
  },
};

export const laporkanRetur: StepHandler = async ({ trx, record }) => {
  await recheck(trx, record, true);
};

export const checkoutRetur: StepHandler = async ({ trx, record }) => {
  await recheck(trx, record, true);
};

/** The salesperson's own cash account (tunai, active): where cash back to a customer comes from. */
async function salesKas(trx: Db, karyawanId: number): Promise<Row> {
  const kas = await trx.selectFrom('kas').selectAll().where('karyawan_id', '=', karyawanId).where('jenis', '=', 'kas_sales').where('aktif', '=', 1).orderBy('id').executeTakeFirst() as Row | undefined;
  if (!kas) throw conflict(`Sales ${await nameOf(trx, 'karyawan', 'nama_lengkap', karyawanId)} belum punya kas tunai; buat di Kas & Bank`);
  return kas;
}

export const approveRetur: StepHandler = async ({ trx, ctx, user, record, input }) => {
  if (levelIs(user.level_name, 'sales')) throw forbidden('Persetujuan retur konsumen hanya dapat dilakukan oleh Finance, General Manager, Admin Gudang, Admin atau Owner');
  const lines = await recheck(trx, record, true);
  const lc: LedgerContext = ledgerContext(ctx, trx, user);
  // The return's own date (or tgl_posting), not the day it was approved (issue 36).
  const tanggal = await stepPostingDate(ctx, trx, record.tanggal, input);
  const doc = { id: Number(record.id), nomor: String(record.nomor) };
  const sale = await trx.selectFrom('penjualan').selectAll().where('id', '=', Number(record.penjualan_id)).executeTakeFirstOrThrow() as Row;

  // The caps, guarded: each sale line's returned quantity rises only while it stays within what was sold.
  for (const l of lines) {
    const q = Number(l.qty);
    const r = await trx.updateTable('penjualan_rincian').set({ qty_retur: sql`qty_retur + ${q}` })
      .where('id', '=', Number(l.penjualan_rincian_id)).where(sql<boolean>`qty - qty_retur >= ${q}`).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) {
      const s = await saleLine(trx, Number(l.penjualan_rincian_id));
      throw conflict(`${await nameOf(trx, 'barang', 'nama', l.barang_id)}: diretur ${formatNumber(q)}, sisa yang dapat diretur ${formatNumber(Math.max(0, (s?.qty ?? 0) - (s?.qty_retur ?? 0)))}`);
    }
  }

  const hppAkun = await postingAccount(trx, 'akun_hpp_id');
  const kendaraanId = sale.kendaraan_id === null || sale.kendaraan_id === undefined ? null : Number(sale.kendaraan_id);
  const trip = kendaraanId !== null ? await openTripOf(trx, kendaraanId, ctx.kind) : undefined;
  let gudangId = record.gudang_id === null || record.gudang_id === undefined ? null : Number(record.gudang_id);
  if (gudangId === null && trip?.gudang_id) gudangId = Number(trip.gudang_id);
  const konsumen = await nameOf(trx, 'konsumen', 'nama', record.konsumen_id);
  const baik = lines.filter((l) => l.kondisi !== 'rusak');
  const rusak = lines.filter((l) => l.kondisi === 'rusak');
  const needsWarehouse = rusak.length > 0 || (baik.length > 0 && !trip);
  if (needsWarehouse && gudangId === null) throw conflict('Gudang penerima barang retur belum diisi');
  const cost = (l: Row) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), nilai: Number(l.hpp ?? 0), baris_id: Number(l.id) });
  if (baik.length) {
    await stockIn(lc, {
      tanggal, loc: trip ? { kendaraan_id: kendaraanId! } : { gudang_id: gudangId! }, doc: { ...doc, tipe: DOC_RETUR_KONSUMEN }, contraAkunId: hppAkun,
      keterangan: `Retur konsumen ${record.nomor} dari ${konsumen} (barang baik)`, lines: baik.map(cost),
    });
  }
  if (rusak.length) {
    await stockIn(lc, {
      tanggal, loc: { gudang_id: gudangId! }, doc: { ...doc, tipe: DOC_RETUR_KONSUMEN_RUSAK }, contraAkunId: hppAkun,
      keterangan: `Retur konsumen ${record.nomor} dari ${konsumen} (barang rusak masuk)`, lines: rusak.map(cost),
    });
    await stockOut(lc, {
      tanggal, loc: { gudang_id: gudangId! }, doc: { ...doc, tipe: DOC_RETUR_KONSUMEN_RUSAK }, contraAkunId: await postingAccount(trx, 'akun_kerugian_persediaan_id'),
      keterangan: `Retur konsumen ${record.nomor}: barang rusak dihapus sebagai kerugian`,
      lines: rusak.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty), baris_id: Number(l.id) })),
    });
  }

  // Money: the return's value (and its PPN share) against the sale's open receivable or the salesperson's cash.
  const subtotal = lines.reduce((s, l) => s + Number(l.subtotal ?? 0), 0);
  const ppn = lines.reduce((s, l) => s + Number(l.ppn ?? 0), 0);
  const total = subtotal + ppn;
  let potong = 0;
  if (record.penyelesaian === 'potong_piutang' && sale.hutang_id !== null && sale.hutang_id !== undefined && total > 0) {
    const hutang = await trx.selectFrom('hutang').select(['id', 'sisa']).where('id', '=', Number(sale.hutang_id)).executeTakeFirst();
    potong = Math.min(total, Number(hutang?.sisa ?? 0));
    if (potong > 0) {
      const r = await trx.updateTable('hutang').set({ sisa: sql`sisa - ${potong}`, updated_at: lc.at, updated_by: user.id })
        .where('id', '=', Number(sale.hutang_id)).where('sisa', '>=', potong).returning('sisa').executeTakeFirst();
      if (!r) throw conflict('Sisa piutang penjualan baru saja berubah; muat ulang lalu coba lagi');
      await trx.updateTable('penjualan').set({ sisa_piutang: Number(r.sisa), updated_at: lc.at }).where('id', '=', Number(sale.id)).execute();
    }
  }
  const tunai = total - potong;
  let jurnalId: number | null = null;
  if (total > 0) {
    const jl = [{ akun_id: await postingAccount(trx, 'akun_retur_penjualan_id'), debit: subtotal, kredit: 0 }];
    if (ppn > 0) jl.push({ akun_id: await postingAccount(trx, 'akun_ppn_keluaran_id'), debit: ppn, kredit: 0 });
    if (potong > 0) jl.push({ akun_id: await postingAccount(trx, 'akun_piutang_id'), debit: 0, kredit: potong });
    if (tunai > 0) {
      const kas = await salesKas(trx, Number(record.karyawan_id));
      jl.push({ akun_id: Number(kas.akun_id), debit: 0, kredit: tunai });
    }
    const j = await postJournal(lc, {
      tanggal, doc: { ...doc, tipe: 'retur_konsumen' }, lines: jl.filter((l) => l.debit > 0 || l.kredit > 0),
      keterangan: `Retur konsumen ${record.nomor} (${konsumen}) atas penjualan ${sale.nomor}: ${potong ? `potong piutang ${formatMoney(potong)}` : ''}${potong && tunai ? ', ' : ''}${tunai ? `uang kembali ${formatMoney(tunai)}` : ''}`,
    });
    jurnalId = j.id;
  }
  return {
    trip_kendaraan_id: trip ? trip.id : null, gudang_id: gudangId, jurnal_id: jurnalId, subtotal, ppn, total,
    potong_piutang: potong, dibayar_tunai: tunai, tanggal_disetujui: tanggal,
  };
};

export function returKonsumenHooks(): Record<string, ResourceHooks> {
  return {
    'retur-konsumen': headerHooks,
    'retur-konsumen-rincian': lineHooks,
  };
}

export { STATUS_LABEL as RETUR_STATUS_LABEL };

/** The customer return's steps. */
export const returKonsumenSteps: StepsByResource = { 'retur-konsumen': { laporkan: laporkanRetur, checkout: checkoutRetur, approve: approveRetur, batal: stateOnly } };
