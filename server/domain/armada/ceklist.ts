/**
 * Vehicle inspections (resources/armada/ceklist.ts): a new inspection sent without lines gets the checklist
 * template, one line per active part, all `baik` until found otherwise; lines change only while it is a draft;
 * finishing it needs a note on every finding, counts the findings and keeps the odometer on the vehicle.
 */
import type { FastifyInstance } from 'fastify';
import { formatNumber } from '../../../common/format.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { nowIso } from '../../core/context.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';

export const CKL = 'CKL';

const lines: LineBinding = {
  parent: 'kendaraan-ceklist', child: 'kendaraan-ceklist-rincian', foreignKey: 'kendaraan_ceklist_id',
  async compute() { return {}; },
};

const inspection: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    const k = await trx.selectFrom('kendaraan').select(['aktif']).where('id', '=', Number(values.kendaraan_id ?? existing?.kendaraan_id)).where('deleted_at', 'is', null).executeTakeFirst();
    if (!k || !k.aktif) throw unprocessable({ kendaraan_id: ['Kendaraan tidak ditemukan atau tidak aktif'] });
    if (!existing) values.nomor = await nextDocNumber(trx, CKL, String(values.tanggal));
  },
  async afterCreate({ trx, ctx, req, id }) {
    const has = await trx.selectFrom('kendaraan_ceklist_rincian').select('id').where('kendaraan_ceklist_id', '=', id).executeTakeFirst();
    if (has) return;
    const parts = await trx.selectFrom('kendaraan_bagian').select('id').where('aktif', '=', 1).orderBy('kode').execute();
    if (parts.length === 0) return;
    const at = nowIso(ctx);
    const by = req.user?.id ?? null;
    await trx.insertInto('kendaraan_ceklist_rincian').values(parts.map((p, i) => ({
      kendaraan_ceklist_id: id, line_no: i + 1, kendaraan_bagian_id: Number(p.id), kondisi: 'baik', created_at: at, updated_at: at, created_by: by, updated_by: by,
    }))).execute();
  },
};

export const selesai: StepHandler = async ({ trx, ctx, user, record }) => {
  const rows = await trx.selectFrom('kendaraan_ceklist_rincian').select(['kondisi', 'catatan']).where('kendaraan_ceklist_id', '=', Number(record.id)).orderBy('line_no').orderBy('id').execute();
  if (rows.length === 0) throw unprocessable({ rincian: ['Ceklist belum berisi bagian yang diperiksa'] });
  const errors: Record<string, string[]> = {};
  rows.forEach((r, i) => {
    if (r.kondisi !== 'baik' && !String(r.catatan ?? '').trim()) errors[`rincian.${i}.catatan`] = ['Catatan wajib diisi untuk kondisi perlu perhatian atau rusak'];
  });
  if (Object.keys(errors).length) throw unprocessable(errors);
  const vehicle = await trx.selectFrom('kendaraan').select(['id', 'odometer']).where('id', '=', Number(record.kendaraan_id)).executeTakeFirstOrThrow();
  const km = Number(record.odometer);
  if (km < Number(vehicle.odometer ?? 0)) throw unprocessable({ odometer: [`Odometer tidak boleh kurang dari odometer kendaraan (${formatNumber(Number(vehicle.odometer), 0)} km)`] });
  await trx.updateTable('kendaraan').set({ odometer: km, updated_at: nowIso(ctx), updated_by: user.id }).where('id', '=', Number(vehicle.id)).execute();
  const count = (k: string) => rows.filter((r) => r.kondisi === k).length;
  return { jumlah_baik: count('baik'), jumlah_perhatian: count('perlu_perhatian'), jumlah_rusak: count('rusak') };
};

export function ceklistHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, inspection);
  return hooks;
}

/** The inspection's step. */
export const ceklistSteps: StepsByResource = { 'kendaraan-ceklist': { selesai } };
