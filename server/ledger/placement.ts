import { sql } from 'kysely';
import { conflict, unprocessable } from '../core/errors.js';
import { formatNumber } from '../../common/format.js';
import type { DocRef, LedgerContext, Placement } from './types.js';
import { locationKey } from './types.js';
import { assertOpenPeriod } from './settings.js';

export interface PlacementMove {
  barang_id: number;
  gudang_id: number;
  qty: number;
  /** Where the goods go; absent = back to the warehouse's unplaced stock. */
  to?: Placement;
  /** Where they come from; absent = from the warehouse's unplaced stock. */
  from?: Placement;
}

/**
 * Moves goods between the unplaced stock of a warehouse and places inside it (or between two places).
 * The warehouse balance does not change; placements never exceed it. Each side is a guarded update.
 */
export async function movePlacement(lc: LedgerContext, tanggal: string, doc: DocRef, moves: PlacementMove[]): Promise<void> {
  const { trx } = lc;
  await assertOpenPeriod(trx, tanggal);
  for (const [i, m] of moves.entries()) {
    if (!Number.isSafeInteger(m.qty) || m.qty <= 0) throw unprocessable({ [`rincian.${i}.qty`]: ['Jumlah harus bilangan bulat lebih dari 0'] });
    if (!m.to && !m.from) throw unprocessable({ [`rincian.${i}.tempat`]: ['Pilih tempat asal atau tujuan'] });
    const lokasi = locationKey({ gudang_id: m.gudang_id });
    // Lock the warehouse balance row so placements are computed against a fresh figure.
    let stokQ = trx.selectFrom('stok').select('qty').where('barang_id', '=', m.barang_id).where('lokasi', '=', lokasi);
    if (lc.kind === 'postgres') stokQ = stokQ.forUpdate();
    const stok = Number((await stokQ.executeTakeFirst())?.qty ?? 0);
    if (m.from) {
      const r = await trx.updateTable('stok_penempatan').set({ qty: sql`qty - ${m.qty}`, updated_at: lc.at })
        .where('barang_id', '=', m.barang_id).where('gudang_id', '=', m.gudang_id).where('tempat_tipe', '=', m.from.tipe).where('tempat_id', '=', m.from.id)
        .where('qty', '>=', m.qty).returning('qty').executeTakeFirst();
      if (!r) throw conflict(`Jumlah di ${m.from.tipe} ${m.from.nama ?? `#${m.from.id}`} tidak cukup untuk dipindahkan ${formatNumber(m.qty)}`);
      await logPlacement(lc, tanggal, doc, m, m.from, -m.qty, Number(r.qty));
    } else {
      const placed = await trx.selectFrom('stok_penempatan').select((eb) => eb.fn.sum<number>('qty').as('q'))
        .where('barang_id', '=', m.barang_id).where('gudang_id', '=', m.gudang_id).executeTakeFirst();
      const free = stok - Number(placed?.q ?? 0);
      if (free < m.qty) throw conflict(`Stok yang belum ditempatkan tidak cukup: tersedia ${formatNumber(free)}, dibutuhkan ${formatNumber(m.qty)}`);
    }
    if (m.to) {
      const r = await trx.insertInto('stok_penempatan').values({
        barang_id: m.barang_id, gudang_id: m.gudang_id, tempat_tipe: m.to.tipe, tempat_id: m.to.id, tempat_nama: m.to.nama ?? null,
        qty: m.qty, created_at: lc.at, updated_at: lc.at, created_by: lc.userId, updated_by: lc.userId,
      }).onConflict((oc) => oc.columns(['barang_id', 'gudang_id', 'tempat_tipe', 'tempat_id']).doUpdateSet({ qty: sql`stok_penempatan.qty + ${m.qty}`, updated_at: lc.at }))
        .returning('qty').executeTakeFirstOrThrow();
      await logPlacement(lc, tanggal, doc, m, m.to, m.qty, Number(r.qty));
    }
  }
}

export async function logPlacement(lc: LedgerContext, tanggal: string, doc: DocRef, m: PlacementMove, p: Placement, qty: number, after: number) {
  await lc.trx.insertInto('penempatan_ledger').values({
    tanggal, barang_id: m.barang_id, gudang_id: m.gudang_id, tempat_tipe: p.tipe, tempat_id: p.id, qty, qty_setelah: after,
    dokumen_tipe: doc.tipe, dokumen_id: doc.id, created_at: lc.at, created_by: lc.userId,
  }).execute();
}
