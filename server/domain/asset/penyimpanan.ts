/**
 * Storage of assets (asset-penyimpanan): a document naming a block, made with its assets or empty and filled later.
 * Assets are only ever added (an update must keep every line it has); each added asset must be Aktif and moves to the
 * block at once, its line remembering the block it came from. A line is cancelled on its own
 * (`POST /api/input/asset-riwayat-penyimpanan`): the asset goes back to that block, unless it was moved since (409).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';

export const SPA = 'SPA';
type Row = Record<string, unknown>;

async function keepCount(trx: Db, id: number): Promise<void> {
  const r = await trx.selectFrom('asset_riwayat_penyimpanan').select((eb) => eb.fn.countAll<number>().as('n')).where('asset_penyimpanan_id', '=', id).where('status', '=', 'disimpan').executeTakeFirst();
  await trx.updateTable('asset_penyimpanan').set({ jumlah_aset: Number(r?.n ?? 0) }).where('id', '=', id).execute();
}

export const penyimpanan: ResourceHooks = {
  async beforeSave({ trx, values, existing, lines }) {
    if (existing && values.asset_blok_id !== undefined && Number(values.asset_blok_id) !== Number(existing.asset_blok_id)) {
      const n = await trx.selectFrom('asset_riwayat_penyimpanan').select('id').where('asset_penyimpanan_id', '=', Number(existing.id)).limit(1).execute();
      if (n.length) throw unprocessable({ asset_blok_id: ['Blok penyimpanan yang sudah berisi aset tidak dapat diganti'] });
    }
    if (!existing) values.nomor = await nextDocNumber(trx, SPA, String(values.tanggal));
    if (!lines) return;
    const kept = existing ? await trx.selectFrom('asset_riwayat_penyimpanan').select(['id', 'asset_id']).where('asset_penyimpanan_id', '=', Number(existing.id)).execute() : [];
    const sentIds = new Set(lines.filter((l) => l.id !== undefined && l.id !== null).map((l) => Number(l.id)));
    const dropped = kept.filter((k) => !sentIds.has(Number(k.id)));
    if (dropped.length) throw unprocessable({ rincian: ['Aset yang sudah disimpan tidak dihapus dari daftar; batalkan lewat riwayat penyimpanan'] });
    const keptAsset = new Map(kept.map((k) => [Number(k.id), Number(k.asset_id)]));
    const seen = new Set<number>();
    const fresh: Array<[number, Row]> = [];
    lines.forEach((l, i) => {
      const assetId = Number(l.asset_id);
      if (seen.has(assetId)) throw unprocessable({ [`rincian.${i}.asset_id`]: ['Aset yang sama tercantum dua kali'] });
      seen.add(assetId);
      if (l.id !== undefined && l.id !== null) {
        if (keptAsset.get(Number(l.id)) !== assetId) throw unprocessable({ [`rincian.${i}.asset_id`]: ['Aset yang sudah disimpan tidak dapat diganti'] });
      } else fresh.push([i, l]);
    });
    if (!fresh.length) return;
    const assets = new Map((await trx.selectFrom('asset').select(['id', 'kode', 'status']).where('id', 'in', fresh.map(([, l]) => Number(l.asset_id))).execute()).map((a) => [Number(a.id), a]));
    for (const [i, l] of fresh) {
      const a = assets.get(Number(l.asset_id));
      if (!a) throw unprocessable({ [`rincian.${i}.asset_id`]: ['Aset tidak ditemukan'] });
      if (a.status !== 'aktif') throw unprocessable({ [`rincian.${i}.asset_id`]: [`Aset ${a.kode} berstatus ${a.status}; hanya aset aktif yang dapat disimpan`] });
      // Marked new: the write below moves it and says where from.
      l.status = null;
    }
  },
  async afterWrite({ trx, ctx, id }) {
    const doc = await trx.selectFrom('asset_penyimpanan').select(['asset_blok_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const fresh = await trx.selectFrom('asset_riwayat_penyimpanan').innerJoin('asset', 'asset.id', 'asset_riwayat_penyimpanan.asset_id')
      .select(['asset_riwayat_penyimpanan.id', 'asset.id as asset_id', 'asset.asset_blok_id']).where('asset_riwayat_penyimpanan.asset_penyimpanan_id', '=', id)
      .where('asset_riwayat_penyimpanan.status', 'is', null).execute();
    if (!fresh.length) return;
    const asal = sql`case id ${sql.join(fresh.map((f) => sql`when ${Number(f.id)} then cast(${f.asset_blok_id === null ? null : Number(f.asset_blok_id)} as bigint)`), sql` `)} end`;
    await trx.updateTable('asset_riwayat_penyimpanan').set({ status: 'disimpan', blok_asal_id: asal }).where('id', 'in', fresh.map((f) => Number(f.id))).execute();
    const ids = fresh.map((f) => Number(f.asset_id));
    const moved = await trx.updateTable('asset').set({ asset_blok_id: Number(doc.asset_blok_id), updated_at: ctx.now().toISOString() }).where('id', 'in', ids).where('status', '=', 'aktif').executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== ids.length) throw conflict('Sebagian aset baru saja dipinjam atau dilepas oleh dokumen lain; muat ulang lalu coba lagi');
    await keepCount(trx, id);
  },
};

/** Cancelling one asset's storage: back to the block it came from, while it is still where this storage put it. */
const batal: StepHandler = async ({ trx, ctx, record }) => {
  const doc = await trx.selectFrom('asset_penyimpanan').select(['asset_blok_id']).where('id', '=', Number(record.asset_penyimpanan_id)).executeTakeFirstOrThrow();
  const back = await trx.updateTable('asset').set({ asset_blok_id: record.blok_asal_id === null ? null : Number(record.blok_asal_id), updated_at: ctx.now().toISOString() })
    .where('id', '=', Number(record.asset_id)).where('asset_blok_id', '=', Number(doc.asset_blok_id)).executeTakeFirst();
  if (Number(back.numUpdatedRows) !== 1) throw conflict('Aset ini sudah dipindahkan dari blok penyimpanan; penyimpanannya tidak dapat dibatalkan');
  await keepCount(trx, Number(record.asset_penyimpanan_id));
};

export function penyimpananHooks(_app: FastifyInstance): Record<string, ResourceHooks> {
  return { 'asset-penyimpanan': penyimpanan };
}

/** The storage history's step. */
export const penyimpananSteps: StepsByResource = { 'asset-riwayat-penyimpanan': { batal } };
