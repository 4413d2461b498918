/**
 * An employee advance (kasbon): cash out of a company kas against Piutang Karyawan (Dr 1-1320 / Cr kas), repaid by
 * payslip deductions of its instalment until nothing is left (`sisa`). Recorded once; never edited.
 */
import { findResource } from '../../../common/registry.js';
import { formatMoney } from '../../../common/format.js';
import type { ResourceHooks } from '../../core/hooks.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { writeAudit } from '../../core/audit.js';
import { getRecord } from '../../core/records.js';
import { postJournal, postingAccount } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { companyKas } from './run.js';

export const KSB = 'KSB';

export interface KasbonInput { tanggal: string; karyawan_id: number; kas_id: number; jumlah: number; cicilan?: number | null; keterangan?: string | null }

export async function recordAdvance(trx: Db, ctx: AppContext, user: AuthUser, v: KasbonInput): Promise<{ id: number; nomor: string }> {
  const person = await trx.selectFrom('karyawan').select(['id', 'nama_lengkap', 'aktif']).where('id', '=', Number(v.karyawan_id)).where('deleted_at', 'is', null).executeTakeFirst();
  if (!person || !person.aktif) throw unprocessable({ karyawan_id: ['Karyawan tidak ditemukan atau tidak aktif'] });
  if (v.cicilan !== null && v.cicilan !== undefined && Number(v.cicilan) > Number(v.jumlah)) throw unprocessable({ cicilan: ['Cicilan tidak boleh melebihi jumlah kasbon'] });
  const kas = await companyKas(trx, v.kas_id);
  const lc = ledgerContext(ctx, trx, user);
  const nomor = await nextDocNumber(trx, KSB, v.tanggal);
  const row = await trx.insertInto('kasbon_karyawan').values({
    nomor, tanggal: v.tanggal, karyawan_id: Number(person.id), kas_id: kas.id, jumlah: Number(v.jumlah), cicilan: v.cicilan ?? null, sisa: Number(v.jumlah),
    keterangan: v.keterangan ?? null, created_at: lc.at, updated_at: lc.at, created_by: user.id, updated_by: user.id,
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  const jurnal = await postJournal(lc, {
    tanggal: v.tanggal, keterangan: `Kasbon ${nomor} ${person.nama_lengkap}`, doc: { tipe: 'kasbon-karyawan', id, nomor },
    lines: [{ akun_id: await postingAccount(trx, 'akun_piutang_karyawan_id'), debit: Number(v.jumlah), kredit: 0 }, { akun_id: kas.akun_id, debit: 0, kredit: Number(v.jumlah) }],
  });
  await trx.updateTable('kasbon_karyawan').set({ jurnal_id: jurnal.id }).where('id', '=', id).execute();
  const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'kasbon-karyawan')!, id, { user: null });
  await writeAudit(trx, { userId: user.id, action: 'create', resource: 'kasbon-karyawan', recordId: id, after: data, at: lc.at });
  return { id, nomor };
}

export const kasbonHooks: ResourceHooks = {
  async save({ trx, req, ctx, prepared }) {
    if (prepared.id) throw conflict('Kasbon yang sudah dicatat tidak dapat diubah');
    const { id, nomor } = await recordAdvance(trx, ctx, req.user!, prepared.values as unknown as KasbonInput);
    const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'kasbon-karyawan')!, id, { user: null });
    return { data, created: true, message: `Kasbon ${nomor} sebesar ${formatMoney(Number(data.jumlah))} tercatat` };
  },
};

export const komponenHooks: ResourceHooks = {
  beforeSave({ values, existing }) {
    const merged = { ...existing, ...values };
    if (merged.jenis === 'potongan' && (merged.akun_id === null || merged.akun_id === undefined)) {
      throw unprocessable({ akun_id: ['Komponen potongan wajib punya akun tujuan (mis. Hutang PPh 21)'] });
    }
  },
};
