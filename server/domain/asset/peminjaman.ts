/**
 * Loans and returns of assets. A loan (asset-peminjaman) is recorded when the assets are handed over: each must be
 * Aktif and becomes Dipinjam; its lines are the assets' loan history (asset-riwayat-peminjaman), each ended by a
 * return or cancelled on its own (`POST /api/input/asset-riwayat-peminjaman`: the asset is Aktif again, nothing
 * else happened). A return (asset-pengembalian) names the loan and the assets back with their condition (none =
 * every asset still out): the lines close, the assets are Aktif with that condition. The loan is Dikembalikan (or
 * Dibatalkan when every line was cancelled) once nothing is out. Overdue loans: pengingat.ts.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { daysBetween } from '../../../common/format.js';

export const PMA = 'PMA';
export const KMA = 'KMA';
type Row = Record<string, unknown>;

function noRepeats(lines: Row[]): number[] {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(Number(l.asset_id))) throw unprocessable({ [`rincian.${i}.asset_id`]: ['Aset yang sama tercantum dua kali'] });
    seen.add(Number(l.asset_id));
  });
  return [...seen];
}

/** The loan's counts and state from its lines: Dikembalikan or Dibatalkan once nothing is out. */
export async function keepLoanState(trx: Db, id: number): Promise<void> {
  const rows = await trx.selectFrom('asset_riwayat_peminjaman').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('asset_peminjaman_id', '=', id).groupBy('status').execute();
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  const out = n('dipinjam');
  const status = out > 0 ? 'dipinjam' : n('dikembalikan') > 0 ? 'dikembalikan' : 'dibatalkan';
  await trx.updateTable('asset_peminjaman').set({ status, belum_kembali: out, jumlah_aset: n('dipinjam') + n('dikembalikan') + n('dibatalkan') }).where('id', '=', id).execute();
}

export const peminjaman: ResourceHooks = {
  async beforeSave({ trx, values, existing, lines }) {
    const row = { ...existing, ...values };
    if (String(row.jatuh_tempo) < String(row.tanggal)) throw unprocessable({ jatuh_tempo: ['Batas kembali tidak boleh sebelum tanggal pinjam'] });
    if (existing) {
      if (lines) {
        // The edit form sends the lines back as they are; any change to them is refused.
        const kept = await trx.selectFrom('asset_riwayat_peminjaman').select(['id', 'asset_id']).where('asset_peminjaman_id', '=', Number(existing.id)).execute();
        const same = lines.length === kept.length && kept.every((k) => lines.some((l) => Number(l.id) === Number(k.id) && Number(l.asset_id) === Number(k.asset_id)));
        if (!same) throw unprocessable({ rincian: ['Aset yang dipinjam tidak dapat diganti; batalkan per aset pada riwayat peminjaman atau catat pengembalian'] });
      }
      if (values.tanggal !== undefined && values.tanggal !== existing.tanggal) throw unprocessable({ tanggal: ['Tanggal pinjam tidak dapat diubah'] });
      // A new due date may become overdue again: it is reminded again.
      if (values.jatuh_tempo !== undefined && values.jatuh_tempo !== existing.jatuh_tempo) values.diingatkan_pada = null;
      return;
    }
    if (!lines?.length) throw unprocessable({ rincian: ['Peminjaman belum berisi aset'] });
    const ids = noRepeats(lines);
    const assets = new Map((await trx.selectFrom('asset').select(['id', 'kode', 'status', 'kondisi']).where('id', 'in', ids).execute()).map((a) => [Number(a.id), a]));
    lines.forEach((l, i) => {
      const a = assets.get(Number(l.asset_id));
      if (!a) throw unprocessable({ [`rincian.${i}.asset_id`]: ['Aset tidak ditemukan'] });
      if (a.status !== 'aktif') throw unprocessable({ [`rincian.${i}.asset_id`]: [`Aset ${a.kode} berstatus ${a.status}; hanya aset aktif yang dapat dipinjam`] });
      Object.assign(l, { kondisi_pinjam: a.kondisi, status: 'dipinjam' });
    });
    values.nomor = await nextDocNumber(trx, PMA, String(values.tanggal));
  },
  async afterCreate({ trx, ctx, id }) {
    const ids = (await trx.selectFrom('asset_riwayat_peminjaman').select('asset_id').where('asset_peminjaman_id', '=', id).execute()).map((r) => Number(r.asset_id));
    // Guarded: an asset lent, sold or disposed of meanwhile stops the loan.
    const moved = await trx.updateTable('asset').set({ status: 'dipinjam', updated_at: ctx.now().toISOString() }).where('id', 'in', ids).where('status', '=', 'aktif').executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== ids.length) throw conflict('Sebagian aset baru saja dipinjam atau dilepas oleh dokumen lain; muat ulang lalu coba lagi');
    await keepLoanState(trx, id);
  },
};

/** Cancelling one asset's loan line: the asset is Aktif again; the loan follows its lines. */
export const batalRiwayat: StepHandler = async ({ trx, ctx, record }) => {
  const moved = await trx.updateTable('asset').set({ status: 'aktif', updated_at: ctx.now().toISOString() }).where('id', '=', Number(record.asset_id)).where('status', '=', 'dipinjam').executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw conflict('Aset ini tidak sedang berstatus Dipinjam');
  await keepLoanState(trx, Number(record.asset_peminjaman_id));
};

export const pengembalian: ResourceHooks = {
  async beforeSave({ trx, values, lines }) {
    const loan = await trx.selectFrom('asset_peminjaman').selectAll().where('id', '=', Number(values.asset_peminjaman_id)).executeTakeFirst();
    if (!loan) throw unprocessable({ asset_peminjaman_id: ['Peminjaman tidak ditemukan'] });
    if (loan.status !== 'dipinjam') throw conflict(`Peminjaman ${loan.nomor} berstatus ${loan.status}; tidak ada aset yang masih dipinjam`);
    if (String(values.tanggal) < String(loan.tanggal)) throw unprocessable({ tanggal: ['Tanggal kembali tidak boleh sebelum tanggal pinjam'] });
    const open = new Set((await trx.selectFrom('asset_riwayat_peminjaman').select('asset_id').where('asset_peminjaman_id', '=', Number(loan.id)).where('status', '=', 'dipinjam').execute()).map((r) => Number(r.asset_id)));
    if (lines?.length) {
      noRepeats(lines);
      lines.forEach((l, i) => { if (!open.has(Number(l.asset_id))) throw unprocessable({ [`rincian.${i}.asset_id`]: [`Aset ini tidak sedang dipinjam pada peminjaman ${loan.nomor}`] }); });
    }
    values.terlambat_hari = Math.max(0, daysBetween(String(loan.jatuh_tempo), String(values.tanggal)));
    values.nomor = await nextDocNumber(trx, KMA, String(values.tanggal));
  },
  async afterCreate({ trx, ctx, id, req }) {
    const doc = await trx.selectFrom('asset_pengembalian').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const loanId = Number(doc.asset_peminjaman_id);
    const at = ctx.now().toISOString();
    let lines = await trx.selectFrom('asset_pengembalian_rincian').select(['asset_id', 'kondisi']).where('asset_pengembalian_id', '=', id).execute() as Row[];
    if (!lines.length) {
      // No lines: everything still out comes back as it went.
      const open = await trx.selectFrom('asset_riwayat_peminjaman').select(['asset_id', 'kondisi_pinjam']).where('asset_peminjaman_id', '=', loanId).where('status', '=', 'dipinjam').orderBy('id').execute();
      lines = open.map((o) => ({ asset_id: Number(o.asset_id), kondisi: o.kondisi_pinjam ?? 'baik' }));
      const by = req.user?.id ?? null;
      await trx.insertInto('asset_pengembalian_rincian').values(lines.map((l) => ({ asset_pengembalian_id: id, asset_id: l.asset_id, kondisi: l.kondisi, created_at: at, updated_at: at, created_by: by, updated_by: by }))).execute();
    }
    const ids = lines.map((l) => Number(l.asset_id));
    const closed = await trx.updateTable('asset_riwayat_peminjaman').set({ status: 'dikembalikan', asset_pengembalian_id: id, tanggal_kembali: String(doc.tanggal), updated_at: at })
      .where('asset_peminjaman_id', '=', loanId).where('asset_id', 'in', ids).where('status', '=', 'dipinjam').executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== ids.length) throw conflict('Sebagian aset baru saja dikembalikan atau dibatalkan; muat ulang lalu coba lagi');
    const kondisi = sql`case id ${sql.join(lines.map((l) => sql`when ${Number(l.asset_id)} then ${String(l.kondisi)}`), sql` `)} end`;
    await trx.updateTable('asset').set({ status: 'aktif', kondisi, updated_at: at }).where('id', 'in', ids).where('status', '=', 'dipinjam').execute();
    await trx.updateTable('asset_pengembalian').set({ jumlah_aset: ids.length }).where('id', '=', id).execute();
    await keepLoanState(trx, loanId);
  },
};

export function peminjamanHooks(_app: FastifyInstance): Record<string, ResourceHooks> {
  return {
    'asset-peminjaman': peminjaman,
    'asset-pengembalian': pengembalian,
  };
}

/** The loan history's step. */
export const peminjamanSteps: StepsByResource = { 'asset-riwayat-peminjaman': { batal: batalRiwayat } };
