/**
 * The purchase document: goods lines in any unit of the goods with a price per that unit, a line discount and a
 * line PPN rate; the purchase's subtotal, discount, PPN and total kept from its lines while it is a draft.
 * Ordering (pesan) freezes it; rejection (tolak) is refused once goods were received against it.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { baseQty } from '../../core/documents/units.js';
import { mulDivRound } from '../../core/documents/money.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';

type Row = Record<string, unknown>;
export const PO = 'PO';

/** A line's amounts: gross = jumlah × harga, less its discount, PPN on the rest at the line's rate (basis points). */
export function lineAmounts(jumlah: number, harga: number, diskon: number, ppnPersen: number): { bruto: number; subtotal: number; ppn: number; nilai: number } {
  const bruto = jumlah * harga;
  const subtotal = bruto - diskon;
  const ppn = mulDivRound(subtotal, ppnPersen, 10_000);
  return { bruto, subtotal, ppn, nilai: subtotal + ppn };
}

const lines: LineBinding = {
  parent: 'pembelian', child: 'pembelian-rincian', foreignKey: 'pembelian_id', totalOf: 'nilai',
  async compute(trx, line, prefix) {
    const qty = await baseQty(trx, line, prefix);
    const jumlah = Number(line.jumlah);
    const harga = Number(line.harga);
    const diskon = Number(line.diskon ?? 0);
    const a = lineAmounts(jumlah, harga, diskon, Number(line.ppn_persen ?? 1_100));
    if (!Number.isSafeInteger(a.bruto) || !Number.isSafeInteger(a.nilai)) throw unprocessable({ [`${prefix}harga`]: ['Nilai baris terlalu besar'] });
    if (diskon > a.bruto) throw unprocessable({ [`${prefix}diskon`]: ['Diskon baris tidak boleh melebihi jumlah × harga'] });
    return { qty, subtotal: a.subtotal, ppn: a.ppn, nilai: a.nilai };
  },
  async afterTotal(trx, parentId) {
    const rows = await trx.selectFrom('pembelian_rincian').select(['jumlah', 'harga', 'diskon', 'ppn']).where('pembelian_id', '=', parentId).execute();
    const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r as Row), 0);
    const p = await trx.selectFrom('pembelian').select(['total', 'dibayar', 'retur']).where('id', '=', parentId).executeTakeFirstOrThrow();
    await trx.updateTable('pembelian').set({
      subtotal: sum((r) => Number(r.jumlah) * Number(r.harga)), diskon: sum((r) => Number(r.diskon)), ppn: sum((r) => Number(r.ppn)),
      sisa: Number(p.total) - Number(p.dibayar) - Number(p.retur),
    }).where('id', '=', parentId).execute();
  },
};

const numbered: ResourceHooks = {
  async beforeSave({ values, existing, trx }) {
    if (!existing) values.nomor = await nextDocNumber(trx, PO, String(values.tanggal));
  },
};

/** Ordering needs goods on the purchase. */
export const pesan: StepHandler = async ({ trx, record }) => {
  const n = await trx.selectFrom('pembelian_rincian').select((eb) => eb.fn.countAll().as('c')).where('pembelian_id', '=', Number(record.id)).executeTakeFirst();
  if (Number(n?.c ?? 0) === 0) throw unprocessable({ rincian: ['Pembelian belum berisi barang'] });
};

/** Rejection: only while nothing was received against it and no receipt of it waits as a draft. */
export const tolak: StepHandler = async ({ trx, record }) => {
  if (Number(record.nilai_diterima ?? 0) > 0 || await received(trx, Number(record.id))) {
    throw conflict(`Pembelian ${record.nomor} sudah diterima sebagian; penolakan hanya untuk pembelian yang belum ada barang diterima`);
  }
  const waiting = await trx.selectFrom('penerimaan').select('nomor').where('pembelian_id', '=', Number(record.id)).where('status', '=', 'draft').executeTakeFirst();
  if (waiting) throw conflict(`Penerimaan ${waiting.nomor} dari pembelian ini masih Draft; batalkan dulu penerimaannya`);
};

async function received(trx: Db, id: number): Promise<boolean> {
  const r = await trx.selectFrom('pembelian_rincian').select('id').where('pembelian_id', '=', id).where('qty_diterima', '>', 0).executeTakeFirst();
  return r !== undefined;
}

export function pembelianDocumentHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, numbered);
  return hooks;
}

/** The purchase's steps. */
export const pembelianSteps: StepsByResource = { pembelian: { pesan, tolak } };
