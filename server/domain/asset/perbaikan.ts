/**
 * Repair of an asset (asset-perbaikan-main with its cost details asset-perbaikan): requested for one Aktif asset with
 * no other open repair; approved by someone other than the requester (the asset is Diperbaiki, still in the books and
 * depreciating); details added while it is out; returned (`input/asset-perbaikan-kembalikan`): the asset is Aktif in
 * the condition it came back in, and the total cost is journalled, the repair expense against the paying account.
 * An asset written off meanwhile (disposal "perbaikan") stays written off; its repair still closes with its cost.
 * Cancelling puts an asset in repair back to Aktif, with nothing journalled.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { assertFreelyPostable, postJournal } from '../../ledger/index.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { todayJakarta } from '../../../common/format.js';

export const PBA = 'PBA';
const OPEN = ['diajukan', 'disetujui'];

const lines: LineBinding = {
  parent: 'asset-perbaikan-main', child: 'asset-perbaikan', foreignKey: 'asset_perbaikan_main_id', totalOf: 'biaya',
  async compute() { return {}; },
};

const main: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    if (values.akun_beban_id !== undefined) await assertFreelyPostable(trx, [Number(values.akun_beban_id)], () => 'akun_beban_id');
    if (existing) {
      if (values.asset_id !== undefined && Number(values.asset_id) !== Number(existing.asset_id)) throw unprocessable({ asset_id: ['Aset perbaikan tidak dapat diganti; batalkan lalu ajukan perbaikan baru'] });
      return;
    }
    const a = await trx.selectFrom('asset').select(['kode', 'status']).where('id', '=', Number(values.asset_id)).executeTakeFirst();
    if (!a) throw unprocessable({ asset_id: ['Aset tidak ditemukan'] });
    if (a.status !== 'aktif') throw unprocessable({ asset_id: [`Aset ${a.kode} berstatus ${a.status}; hanya aset aktif yang dapat diajukan perbaikan`] });
    const open = await trx.selectFrom('asset_perbaikan_main').select('nomor').where('asset_id', '=', Number(values.asset_id)).where('status', 'in', OPEN).executeTakeFirst();
    if (open) throw unprocessable({ asset_id: [`Aset ${a.kode} sudah dalam perbaikan ${open.nomor}`] });
    values.nomor = await nextDocNumber(trx, PBA, String(values.tanggal));
  },
};

export const approve: StepHandler = async ({ trx, ctx, record }) => {
  const moved = await trx.updateTable('asset').set({ status: 'diperbaiki', updated_at: ctx.now().toISOString() }).where('id', '=', Number(record.asset_id)).where('status', '=', 'aktif').executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw conflict('Aset ini tidak lagi berstatus Aktif (dipinjam, diperbaiki atau dilepas); perbaikan tidak dapat disetujui');
};

export const kembalikan: StepHandler = async ({ trx, ctx, user, record, input }) => {
  if (!input.kondisi_kembali) throw unprocessable({ kondisi_kembali: ['Kondisi setelah diperbaiki wajib diisi'] });
  const total = Number(record.total ?? 0);
  let jurnalId: number | null = null;
  if (total > 0) {
    if (!input.akun_bayar_id) throw unprocessable({ akun_bayar_id: ['Pilih akun pembayaran biaya perbaikan'] });
    await assertFreelyPostable(trx, [Number(input.akun_bayar_id)], () => 'akun_bayar_id');
    const today = todayJakarta(ctx.now());
    const tanggal = today < String(record.tanggal) ? String(record.tanggal) : today;
    const j = await postJournal(ledgerContext(ctx, trx, user), {
      tanggal, keterangan: `Biaya perbaikan aset ${record.nomor} (${record.bengkel})`, doc: { tipe: 'asset-perbaikan-main', id: Number(record.id) },
      lines: [
        { akun_id: Number(record.akun_beban_id), debit: total, kredit: 0, keterangan: `Perbaikan ${record.nomor}` },
        { akun_id: Number(input.akun_bayar_id), debit: 0, kredit: total, keterangan: `Perbaikan ${record.nomor}` },
      ],
    });
    jurnalId = j.id;
  }
  await trx.updateTable('asset').set({ status: 'aktif', kondisi: String(input.kondisi_kembali), updated_at: ctx.now().toISOString() })
    .where('id', '=', Number(record.asset_id)).where('status', '=', 'diperbaiki').execute();
  return { jurnal_id: jurnalId };
};

export const batal: StepHandler = async ({ trx, ctx, record }) => {
  if (record.status === 'disetujui') {
    await trx.updateTable('asset').set({ status: 'aktif', updated_at: ctx.now().toISOString() }).where('id', '=', Number(record.asset_id)).where('status', '=', 'diperbaiki').execute();
  }
};

export function perbaikanHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, main);
  return hooks;
}

/** The repair's steps. */
export const perbaikanSteps: StepsByResource = { 'asset-perbaikan-main': { approve, kembalikan, batal } };
