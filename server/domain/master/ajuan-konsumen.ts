import { findResource, tableName } from '../../../common/registry.js';
import { hasErrors, validateRecord } from '../../../common/validate.js';
import type { Db } from '../../db/connection.js';
import type { StepHandler } from '../../core/hooks.js';
import { toDbValue } from '../../core/columns.js';
import { unprocessable } from '../../core/errors.js';
import { writeAudit } from '../../core/audit.js';
import { nowIso } from '../../core/context.js';
import { applyDerived } from '../../core/save-rules.js';
import { getRecord } from '../../core/records.js';

type Row = Record<string, unknown>;

/** Fields the submission hands on to the new customer as they are. */
const COPIED = ['nama', 'nama_pemilik', 'konsumen_type_id', 'rute_id', 'alamat', 'no_hp', 'latitude', 'longitude', 'keterangan'];

/** The next free customer code KNS-00001… (inside the approving transaction, so two approvals never share one). */
export async function nextKonsumenKode(trx: Db): Promise<string> {
  const rows = await trx.selectFrom('konsumen').select('kode').where('kode', 'like', 'KNS-%').execute();
  const last = Math.max(0, ...rows.map((r) => /^KNS-(\d+)$/.exec(String(r.kode))).filter((m) => m).map((m) => Number(m![1])));
  return `KNS-${String(last + 1).padStart(5, '0')}`;
}

/**
 * Approving a new-customer submission creates the customer in the same transaction as the state change and the
 * audit rows: code (given or the next KNS-number), credit terms (given, or the customer type's standard limit),
 * the rest copied from the submission. A taken code or a field the customer refuses is a 422 and nothing is written.
 */
export const approveAjuanKonsumen: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const konsumen = findResource(ctx.registry, 'konsumen')!;
  const tipe = await trx.selectFrom('konsumen_type').select(['limit_kredit_standar']).where('id', '=', record.konsumen_type_id as number).executeTakeFirst();
  const body: Row = Object.fromEntries(COPIED.filter((k) => record[k] !== null && record[k] !== undefined).map((k) => [k, record[k]]));
  body.kode = (input.kode as string | undefined) ?? await nextKonsumenKode(trx);
  body.limit_kredit = input.limit_kredit ?? tipe?.limit_kredit_standar ?? 0;
  if (input.tempo_hari !== undefined && input.tempo_hari !== null) body.tempo_hari = input.tempo_hari;
  if (input.toleransi_hari !== undefined && input.toleransi_hari !== null) body.toleransi_hari = input.toleransi_hari;

  const { values, errors } = validateRecord(konsumen, body, 'create');
  const taken = await trx.selectFrom('konsumen').select('id').where('kode', '=', values.kode as string).where('deleted_at', 'is', null).executeTakeFirst();
  if (taken) errors.kode = ['Kode Konsumen sudah dipakai'];
  const rute = await trx.selectFrom('rute').select('id').where('id', '=', values.rute_id as number).where('deleted_at', 'is', null).executeTakeFirst();
  if (!rute) errors.rute_id = ['Rute ajuan sudah tidak aktif; ubah rute sebelum menyetujui'];
  if (hasErrors(errors)) throw unprocessable(errors);
  await applyDerived(trx, ctx.registry, konsumen, values, null);

  const at = nowIso(ctx);
  const row: Row = { created_at: at, updated_at: at, created_by: user.id, updated_by: user.id };
  for (const f of konsumen.fields) if (f.name in values) row[f.name] = toDbValue(f, values[f.name]);
  const inserted = await trx.insertInto(tableName(konsumen)).values(row).returning('id').executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  const saved = await getRecord(trx, ctx.registry, konsumen, id, { user: null });
  await writeAudit(trx, { userId: user.id, action: 'create', resource: 'konsumen', recordId: id, after: { ...saved, dari_ajuan: record.id }, at });
  return { konsumen_id: id };
};
