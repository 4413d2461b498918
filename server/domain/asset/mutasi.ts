/**
 * Mutation of assets between locations (asset-mutasi): requested with the assets and the destination block (and, when
 * named, a new custodian), carried out by the asset admins (`pindahkan`: every asset still in the books and not on
 * loan moves; each line remembers the block and custodian it left) or refused. `GET /api/cetak-asset-mutasi?id=`
 * prints the mutation letter.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { numberedAssetLines } from './numbered-lines.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';
import { nameOf } from '../../core/documents/names.js';
import { printQueryRoute } from '../../core/documents/print.js';
import { stateOnly } from '../../core/steps.js';

export const MTA = 'MTA';
type Row = Record<string, unknown>;
const MOVABLE = ['aktif', 'diperbaiki'];

const lines: LineBinding = {
  parent: 'asset-mutasi', child: 'asset-mutasi-rincian', foreignKey: 'asset_mutasi_id',
  async compute(trx, line, prefix) {
    const a = await trx.selectFrom('asset').select(['kode', 'status']).where('id', '=', Number(line.asset_id)).executeTakeFirst();
    if (!a) throw unprocessable({ [`${prefix}asset_id`]: ['Aset tidak ditemukan'] });
    if (!MOVABLE.includes(String(a.status))) throw unprocessable({ [`${prefix}asset_id`]: [`Aset ${a.kode} berstatus ${a.status}; tidak dapat dimutasi`] });
    return {};
  },
};

const numbered: ResourceHooks = {
  ...numberedAssetLines(MTA, 'Mutasi belum berisi aset'),
  async afterWrite({ trx, id }) {
    const r = await trx.selectFrom('asset_mutasi_rincian').select((eb) => eb.fn.countAll<number>().as('n')).where('asset_mutasi_id', '=', id).executeTakeFirst();
    await trx.updateTable('asset_mutasi').set({ jumlah_aset: Number(r?.n ?? 0) }).where('id', '=', id).execute();
  },
};

export const pindahkan: StepHandler = async ({ trx, ctx, user, record }) => {
  const id = Number(record.id);
  const rows = await trx.selectFrom('asset_mutasi_rincian').innerJoin('asset', 'asset.id', 'asset_mutasi_rincian.asset_id')
    .select(['asset_mutasi_rincian.id', 'asset.id as asset_id', 'asset.kode', 'asset.status', 'asset.asset_blok_id', 'asset.karyawan_id'])
    .where('asset_mutasi_rincian.asset_mutasi_id', '=', id).orderBy('asset_mutasi_rincian.id').execute();
  if (!rows.length) throw unprocessable({ rincian: ['Mutasi belum berisi aset'] });
  const stuck = rows.filter((r) => !MOVABLE.includes(String(r.status)));
  if (stuck.length) throw conflict(`Aset ${stuck.map((r) => `${r.kode} (${r.status})`).join(', ')} tidak dapat dipindahkan sekarang`);
  const byLine = (f: (r: Row) => unknown) => sql`case id ${sql.join(rows.map((r) => sql`when ${Number(r.id)} then cast(${f(r) === null ? null : Number(f(r))} as bigint)`), sql` `)} end`;
  await trx.updateTable('asset_mutasi_rincian').set({ blok_asal_id: byLine((r) => r.asset_blok_id), karyawan_asal_id: byLine((r) => r.karyawan_id) })
    .where('asset_mutasi_id', '=', id).execute();
  const set: Row = { asset_blok_id: Number(record.asset_blok_tujuan_id), updated_at: ctx.now().toISOString(), updated_by: user.id };
  if (record.karyawan_tujuan_id !== null && record.karyawan_tujuan_id !== undefined) set.karyawan_id = Number(record.karyawan_tujuan_id);
  const ids = rows.map((r) => Number(r.asset_id));
  const moved = await trx.updateTable('asset').set(set).where('id', 'in', ids).where('status', 'in', MOVABLE).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== ids.length) throw conflict('Sebagian aset baru saja berubah status; muat ulang lalu coba lagi');
};

export function mutasiHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, numbered);
  return hooks;
}

export function registerMutasiPrint(app: FastifyInstance): void {
  printQueryRoute(app, 'cetak-asset-mutasi', 'asset-mutasi', async (db, doc: Row) => {
    const rows = await db.selectFrom('asset_mutasi_rincian').innerJoin('asset', 'asset.id', 'asset_mutasi_rincian.asset_id')
      .leftJoin('asset_blok as asal', 'asal.id', 'asset.asset_blok_id').leftJoin('asset_blok as dulu', 'dulu.id', 'asset_mutasi_rincian.blok_asal_id')
      .select(['asset.kode', 'asset.nama', 'asset.kondisi', 'asal.nama as blok_kini', 'dulu.nama as blok_asal'])
      .where('asset_mutasi_rincian.asset_mutasi_id', '=', Number(doc.id)).orderBy('asset_mutasi_rincian.id').execute();
    const done = doc.status === 'dipindahkan';
    const label: Record<string, string> = { diminta: 'Diminta', dipindahkan: 'Dipindahkan', ditolak: 'Ditolak' };
    return {
      title: 'SURAT MUTASI ASET', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Ke Blok', await nameOf(db, 'asset_blok', 'nama', doc.asset_blok_tujuan_id)], ['Penanggung Jawab Baru', await nameOf(db, 'karyawan', 'nama_lengkap', doc.karyawan_tujuan_id)],
        ['Alasan', String(doc.alasan)], ['Status', label[String(doc.status)] ?? String(doc.status)],
      ],
      columns: [{ label: 'Kode' }, { label: 'Aset', width: '*' as const }, { label: 'Kondisi' }, { label: 'Dari Blok' }],
      rows: rows.map((r) => [String(r.kode), String(r.nama), String(r.kondisi).replace('_', ' '), String((done ? r.blok_asal : r.blok_kini) ?? '-')]),
      notes: doc.keterangan as string | null,
      signatures: ['Diminta oleh', 'Admin Aset', 'Penerima'],
    };
  });
}

/** The mutation's step. */
export const mutasiSteps: StepsByResource = { 'asset-mutasi': { pindahkan, tolak: stateOnly } };
