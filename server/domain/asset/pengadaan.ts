/**
 * Asset procurement (DESIGN.md section 6): submitted (diajukan) with lines of a category, name, units and unit price;
 * approved by someone other than the submitter (disetujui); then each line approved as it arrives
 * (`asset-pengadaan-rincian-approve`): every unit becomes an asset of the register with its own code, journalled
 * against the procurement's paying account. Cancelling is refused once any unit became an asset.
 */
import type { FastifyInstance } from 'fastify';
import { findResource } from '../../../common/registry.js';
import { todayJakarta } from '../../../common/format.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { recordSaved } from '../../core/save.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { categoryOf, journalAcquisition, prepareNewAsset } from './register.js';
import { assertFreelyPostable } from '../../ledger/index.js';

export const PGA = 'PGA';

const lines: LineBinding = {
  parent: 'asset-pengadaan', child: 'asset-pengadaan-rincian', foreignKey: 'asset_pengadaan_id', totalOf: 'nilai',
  async compute(trx, line, prefix) {
    await categoryOf(trx, Number(line.asset_kategori_id), `${prefix}asset_kategori_id`);
    const jumlah = Number(line.jumlah);
    const harga = Number(line.harga);
    const sisa = Number(line.nilai_sisa ?? 0);
    if (sisa >= harga) throw unprocessable({ [`${prefix}nilai_sisa`]: ['Nilai sisa harus lebih kecil dari harga per unit'] });
    const nilai = jumlah * harga;
    if (!Number.isSafeInteger(nilai)) throw unprocessable({ [`${prefix}harga`]: ['Nilai baris terlalu besar'] });
    return { nilai };
  },
  async afterTotal(trx, parentId) {
    const r = await trx.selectFrom('asset_pengadaan_rincian').select((eb) => eb.fn.sum<number>('jumlah').as('n')).where('asset_pengadaan_id', '=', parentId).executeTakeFirst();
    await trx.updateTable('asset_pengadaan').set({ jumlah_unit: Number(r?.n ?? 0) }).where('id', '=', parentId).execute();
  },
};

const numbered: ResourceHooks = {
  async beforeSave({ trx, values, existing, lines: sent }) {
    if (values.akun_sumber_id !== undefined) await assertFreelyPostable(trx, [Number(values.akun_sumber_id)], () => 'akun_sumber_id');
    if (!existing) {
      if (!sent?.length) throw unprocessable({ rincian: ['Pengadaan belum berisi rincian aset'] });
      values.nomor = await nextDocNumber(trx, PGA, String(values.tanggal));
    }
  },
};

/** Approving the procurement: it must hold lines (they may have been removed one by one). */
export const approve: StepHandler = async ({ trx, record }) => {
  const n = await trx.selectFrom('asset_pengadaan_rincian').select((eb) => eb.fn.countAll().as('c')).where('asset_pengadaan_id', '=', Number(record.id)).executeTakeFirst();
  if (Number(n?.c ?? 0) === 0) throw unprocessable({ rincian: ['Pengadaan belum berisi rincian aset'] });
};

/** One line arrived: each of its units becomes an asset (own code, acquisition journal, audit row). */
export const approveRincian: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const line = await trx.selectFrom('asset_pengadaan_rincian').selectAll().where('id', '=', Number(input.rincian_id)).executeTakeFirst();
  if (!line || Number(line.asset_pengadaan_id) !== Number(record.id)) throw unprocessable({ rincian_id: [`Rincian bukan bagian dari pengadaan ${record.nomor}`] });
  if (line.status !== 'menunggu') throw conflict(`Rincian ${line.nama} sudah diterima menjadi aset`);
  const tanggal = typeof input.tanggal_perolehan === 'string' ? input.tanggal_perolehan : todayJakarta(ctx.now());
  if (tanggal < String(record.tanggal)) throw unprocessable({ tanggal_perolehan: ['Tanggal diterima tidak boleh sebelum tanggal pengadaan'] });
  const at = ctx.now().toISOString();
  const resource = findResource(ctx.registry, 'asset')!;
  const lc = ledgerContext(ctx, trx, user);
  for (let k = 0; k < Number(line.jumlah); k++) {
    const values = await prepareNewAsset(trx, {
      nama: line.nama, asset_kategori_id: line.asset_kategori_id, tanggal_perolehan: tanggal, harga_perolehan: Number(line.harga), nilai_sisa: Number(line.nilai_sisa),
      akumulasi_awal: 0, akun_sumber_id: record.akun_sumber_id, asset_blok_id: line.asset_blok_id, karyawan_id: line.karyawan_id, kondisi: 'baik',
      keterangan: `Dari pengadaan ${record.nomor}`,
    });
    const row = await trx.insertInto('asset').values({
      ...values, asset_pengadaan_id: Number(record.id), created_at: at, updated_at: at, created_by: user.id, updated_by: user.id,
    }).returning('id').executeTakeFirstOrThrow();
    await journalAcquisition(lc, Number(row.id));
    await recordSaved(trx, ctx, resource, Number(row.id), user.id, null, at);
  }
  const done = await trx.updateTable('asset_pengadaan_rincian').set({ status: 'diterima', diterima_oleh: user.id, diterima_pada: at, updated_at: at, updated_by: user.id })
    .where('id', '=', Number(line.id)).where('status', '=', 'menunggu').executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw conflict(`Rincian ${line.nama} baru saja diterima oleh pengguna lain`);
  return { unit_diterima: Number(record.unit_diterima ?? 0) + Number(line.jumlah) };
};

/** Cancelling: only while no unit became an asset (assets leave the register by sale or disposal, not here). */
const cancel: StepHandler = async ({ record }) => {
  if (Number(record.unit_diterima ?? 0) > 0) throw conflict(`Pengadaan ${record.nomor} sudah menghasilkan ${record.unit_diterima} aset; pembatalan tidak dapat dilakukan`);
};

export function pengadaanHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, numbered);
  return hooks;
}

/** The procurement's steps. */
export const pengadaanSteps: StepsByResource = { 'asset-pengadaan': { approve, approveRincian, cancel } };
