/**
 * Audit of a block (asset-audit). Opening it lists every asset of the block still in the books as a line to check
 * (`belum`). `POST /api/input/asset-audit-rincian` records one check, by the asset's code (scanned from its QR label
 * or typed) or id: the asset's line gets its result, condition and who checked it when; an asset found in the block
 * though registered elsewhere gets a line of its own (`diharapkan` false). Finishing (`selesai`) marks what was not
 * checked as not found and writes each found asset's condition and audit date to the register, in one statement.
 * `GET /api/cetak-audit-penyimpanan-asset/:id` prints the results.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { findResource } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { recordSaved } from '../../core/save.js';
import { nowIso } from '../../core/context.js';
import { ASSET_IN_BOOKS } from '../../../resources/asset/asset.js';
import { nameOf } from '../../core/documents/names.js';
import { printRoute } from '../../core/documents/print.js';
import { stateOnly } from '../../core/steps.js';

export const ADT = 'ADT';
type Row = Record<string, unknown>;

async function keepCounts(trx: Db, id: number): Promise<void> {
  const rows = await trx.selectFrom('asset_audit_rincian').select(['hasil', (eb) => eb.fn.countAll<number>().as('n')]).where('asset_audit_id', '=', id).groupBy('hasil').execute();
  const n = (h: string) => Number(rows.find((r) => r.hasil === h)?.n ?? 0);
  await trx.updateTable('asset_audit').set({ jumlah_aset: n('belum') + n('ditemukan') + n('tidak_ditemukan'), ditemukan: n('ditemukan'), tidak_ditemukan: n('tidak_ditemukan'), belum_dicek: n('belum') })
    .where('id', '=', id).execute();
}

export const audit: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    if (existing && values.asset_blok_id !== undefined && Number(values.asset_blok_id) !== Number(existing.asset_blok_id)) {
      throw unprocessable({ asset_blok_id: ['Blok audit yang sudah dibuka tidak dapat diganti; batalkan lalu buka audit baru'] });
    }
    if (!existing) values.nomor = await nextDocNumber(trx, ADT, String(values.tanggal));
  },
  async afterCreate({ trx, ctx, id, req }) {
    const doc = await trx.selectFrom('asset_audit').select(['asset_blok_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const assets = await trx.selectFrom('asset').select(['id', 'kode']).where('asset_blok_id', '=', Number(doc.asset_blok_id)).where('status', 'in', ASSET_IN_BOOKS).orderBy('kode').execute();
    const at = nowIso(ctx);
    const by = req.user?.id ?? null;
    if (assets.length) {
      await trx.insertInto('asset_audit_rincian').values(assets.map((a) => ({
        asset_audit_id: id, asset_id: Number(a.id), kode: String(a.kode), hasil: 'belum', diharapkan: 1, created_at: at, updated_at: at, created_by: by, updated_by: by,
      }))).execute();
    }
    await keepCounts(trx, id);
  },
};

/** One check: the line of the asset named by code or id, upserted on its audit (open audits only). */
const rincian: ResourceHooks = {
  async save({ trx, req, ctx, prepared }) {
    const resource = findResource(ctx.registry, 'asset-audit-rincian')!;
    const v = prepared.values;
    const existingLine = prepared.id ? await trx.selectFrom('asset_audit_rincian').selectAll().where('id', '=', prepared.id).executeTakeFirst() as Row | undefined : undefined;
    if (prepared.id && !existingLine) throw unprocessable({ id: ['Rincian audit tidak ditemukan'] });
    const auditId = Number(v.asset_audit_id ?? existingLine?.asset_audit_id);
    const doc = await trx.selectFrom('asset_audit').select(['id', 'nomor', 'status']).where('id', '=', auditId).executeTakeFirst();
    if (!doc) throw unprocessable({ asset_audit_id: ['Audit tidak ditemukan'] });
    if (doc.status !== 'berjalan') throw conflict(`Audit ${doc.nomor} berstatus ${doc.status}; hasilnya tidak dapat diubah lagi`);
    let asset: Row | undefined;
    if (existingLine) asset = { id: existingLine.asset_id, kode: existingLine.kode };
    else if (v.kode !== undefined && v.kode !== null && String(v.kode).trim() !== '') {
      asset = await trx.selectFrom('asset').select(['id', 'kode', 'status']).where(sql`upper(kode)`, '=', String(v.kode).trim().toUpperCase()).executeTakeFirst() as Row | undefined;
      if (!asset) throw unprocessable({ kode: [`Kode aset ${String(v.kode).trim()} tidak terdaftar`] });
    } else if (v.asset_id !== undefined && v.asset_id !== null) {
      asset = await trx.selectFrom('asset').select(['id', 'kode', 'status']).where('id', '=', Number(v.asset_id)).executeTakeFirst() as Row | undefined;
      if (!asset) throw unprocessable({ asset_id: ['Aset tidak ditemukan'] });
    } else throw unprocessable({ kode: ['Pindai atau ketik kode aset'] });
    if (!existingLine && !ASSET_IN_BOOKS.includes(String(asset.status))) throw unprocessable({ kode: [`Aset ${asset.kode} berstatus ${asset.status}; sudah tidak tercatat di pembukuan`] });
    const hasil = String(v.hasil ?? 'ditemukan');
    if (hasil === 'belum') throw unprocessable({ hasil: ['Pilih Ditemukan atau Tidak Ditemukan'] });
    const at = nowIso(ctx);
    const userId = req.user?.id ?? null;
    const set: Row = { hasil, kondisi: hasil === 'ditemukan' ? (v.kondisi ?? null) : null, catatan: v.catatan ?? null, dicek_oleh: userId, dicek_pada: at, updated_at: at, updated_by: userId };
    const line = existingLine ?? await trx.selectFrom('asset_audit_rincian').selectAll().where('asset_audit_id', '=', auditId).where('asset_id', '=', Number(asset.id)).executeTakeFirst() as Row | undefined;
    let lineId: number;
    if (line) {
      lineId = Number(line.id);
      await trx.updateTable('asset_audit_rincian').set(set).where('id', '=', lineId).execute();
    } else {
      if (hasil !== 'ditemukan') throw unprocessable({ hasil: [`Aset ${asset.kode} tidak tercatat di blok ini; hanya dapat dicatat sebagai ditemukan`] });
      const row = await trx.insertInto('asset_audit_rincian').values({ ...set, asset_audit_id: auditId, asset_id: Number(asset.id), kode: String(asset.kode), diharapkan: 0, created_at: at, created_by: userId })
        .returning('id').executeTakeFirstOrThrow();
      lineId = Number(row.id);
    }
    await keepCounts(trx, auditId);
    const data = await recordSaved(trx, ctx, resource, lineId, userId, line ?? null, at);
    return { data, created: !line, message: `${asset.kode}: ${hasil === 'ditemukan' ? 'ditemukan' : 'tidak ditemukan'}` };
  },
};

export const selesai: StepHandler = async ({ trx, ctx, record }) => {
  const id = Number(record.id);
  const at = nowIso(ctx);
  await trx.updateTable('asset_audit_rincian').set({ hasil: 'tidak_ditemukan', updated_at: at }).where('asset_audit_id', '=', id).where('hasil', '=', 'belum').execute();
  const found = await trx.selectFrom('asset_audit_rincian').select(['asset_id', 'kondisi']).where('asset_audit_id', '=', id).where('hasil', '=', 'ditemukan').execute();
  if (found.length) {
    const kondisi = sql`case id ${sql.join(found.map((f) => sql`when ${Number(f.asset_id)} then ${f.kondisi ?? null}`), sql` `)} else kondisi end`;
    await trx.updateTable('asset').set({ kondisi: sql`coalesce(${kondisi}, kondisi)`, tanggal_audit_terakhir: String(record.tanggal), updated_at: at })
      .where('id', 'in', found.map((f) => Number(f.asset_id))).execute();
  }
  await keepCounts(trx, id);
};

export function auditHooks(_app: FastifyInstance): Record<string, ResourceHooks> {
  return { 'asset-audit': audit, 'asset-audit-rincian': rincian };
}

const HASIL: Record<string, string> = { belum: 'Belum Dicek', ditemukan: 'Ditemukan', tidak_ditemukan: 'Tidak Ditemukan' };
const KONDISI: Record<string, string> = { baik: 'Baik', rusak_ringan: 'Rusak Ringan', rusak_berat: 'Rusak Berat' };

export function registerAuditPrint(app: FastifyInstance): void {
  printRoute(app, 'cetak-audit-penyimpanan-asset', 'asset-audit', async (db, doc: Row) => {
    const rows = await db.selectFrom('asset_audit_rincian').innerJoin('asset', 'asset.id', 'asset_audit_rincian.asset_id')
      .select(['asset.kode', 'asset.nama', 'asset_audit_rincian.hasil', 'asset_audit_rincian.kondisi', 'asset_audit_rincian.diharapkan', 'asset_audit_rincian.catatan'])
      .where('asset_audit_rincian.asset_audit_id', '=', Number(doc.id)).orderBy('asset.kode').execute();
    return {
      title: 'BERITA ACARA AUDIT ASET', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [
        ['Blok', await nameOf(db, 'asset_blok', 'nama', doc.asset_blok_id)], ['Auditor', await nameOf(db, 'karyawan', 'nama_lengkap', doc.karyawan_id)],
        ['Tercatat', String(doc.jumlah_aset)], ['Ditemukan', String(doc.ditemukan)], ['Tidak Ditemukan', String(doc.tidak_ditemukan)], ['Belum Dicek', String(doc.belum_dicek)],
      ],
      columns: [{ label: 'Kode' }, { label: 'Aset', width: '*' as const }, { label: 'Hasil' }, { label: 'Kondisi' }, { label: 'Catatan', width: 120 }],
      rows: rows.map((r) => [String(r.kode), String(r.nama), HASIL[String(r.hasil)] ?? String(r.hasil), r.kondisi ? KONDISI[String(r.kondisi)] ?? String(r.kondisi) : '-',
        [Number(r.diharapkan) ? '' : 'Tercatat di blok lain', r.catatan ?? ''].filter(Boolean).join('; ')]),
      notes: doc.keterangan as string | null,
      signatures: ['Auditor', 'Admin Aset', 'Mengetahui'],
    };
  });
}

/** The audit's step. */
export const auditSteps: StepsByResource = { 'asset-audit': { selesai, batal: stateOnly } };
