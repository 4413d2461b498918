/**
 * Vehicle repair (resources/armada/perbaikan.ts): lines priced while the request waits for the GM, the GM's
 * approval, finance's money (cash out of a company kas: Dr vehicle maintenance expense / Cr the kas account), the
 * vehicle received back with its odometer. A vehicle carrying an open trip's goods is unloaded before it goes to
 * the workshop; a vehicle in the workshop is not loaded (`assertNotInRepair`, called where a trip is loaded).
 */
import { KAS_PERUSAHAAN, kasRefused } from '../../../common/kas.js';
import type { FastifyInstance } from 'fastify';
import { formatNumber, todayJakarta } from '../../../common/format.js';
import { DALAM_PERBAIKAN } from '../../../resources/armada/perbaikan.js';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { writeAudit } from '../../core/audit.js';
import { nowIso } from '../../core/context.js';
import { postJournal, postingAccount } from '../../ledger/index.js';
import { documentHooks, type LineBinding } from '../../core/documents/line-hooks.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { stateOnly } from '../../core/steps.js';

type Row = Record<string, unknown>;
export const PBK = 'PBK';

/** Refuses (409) loading a vehicle whose repair money was given and which is not yet back from the workshop. */
export async function assertNotInRepair(trx: Db, kendaraanId: number): Promise<void> {
  const repair = await trx.selectFrom('perbaikan_kendaraan').innerJoin('kendaraan', 'kendaraan.id', 'perbaikan_kendaraan.kendaraan_id')
    .select(['perbaikan_kendaraan.nomor', 'perbaikan_kendaraan.bengkel', 'kendaraan.no_polisi'])
    .where('perbaikan_kendaraan.kendaraan_id', '=', kendaraanId).where('perbaikan_kendaraan.status', '=', DALAM_PERBAIKAN).executeTakeFirst();
  if (repair) {
    throw conflict(`Kendaraan ${repair.no_polisi} sedang dalam perbaikan (${repair.nomor} di ${repair.bengkel}); kendaraan tidak dapat dimuat sampai perbaikannya diterima`);
  }
}

const lines: LineBinding = {
  parent: 'perbaikan-kendaraan', child: 'perbaikan-kendaraan-rincian', foreignKey: 'perbaikan_kendaraan_id', totalOf: 'nilai',
  async compute(_trx, line, prefix) {
    const nilai = Number(line.jumlah) * Number(line.harga);
    if (!Number.isSafeInteger(nilai)) throw unprocessable({ [`${prefix}harga`]: ['Nilai baris terlalu besar'] });
    return { nilai };
  },
};

async function activeVehicle(trx: Db, id: number): Promise<Row> {
  const k = await trx.selectFrom('kendaraan').select(['id', 'no_polisi', 'odometer', 'aktif']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst() as Row | undefined;
  if (!k || !k.aktif) throw unprocessable({ kendaraan_id: ['Kendaraan tidak ditemukan atau tidak aktif'] });
  return k;
}

const request: ResourceHooks = {
  async beforeSave({ trx, values, existing }) {
    const kendaraanId = Number(values.kendaraan_id ?? existing?.kendaraan_id);
    const vehicle = await activeVehicle(trx, kendaraanId);
    if (!existing) values.nomor = await nextDocNumber(trx, PBK, String(values.tanggal));
    if (!existing && (values.odometer_masuk === undefined || values.odometer_masuk === null)) values.odometer_masuk = vehicle.odometer ?? null;
    if (!existing || values.kendaraan_id !== undefined) {
      const open = await trx.selectFrom('perbaikan_kendaraan').select('nomor').where('kendaraan_id', '=', kendaraanId)
        .where('status', 'in', ['diajukan', 'disetujui_gm', 'diberikan']).where('id', '!=', Number(existing?.id ?? 0)).executeTakeFirst();
      if (open) throw unprocessable({ kendaraan_id: [`Kendaraan ${vehicle.no_polisi} masih punya perbaikan berjalan (${open.nomor})`] });
    }
  },
};

async function lineCount(trx: Db, id: number): Promise<number> {
  const r = await trx.selectFrom('perbaikan_kendaraan_rincian').select((eb) => eb.fn.countAll().as('c')).where('perbaikan_kendaraan_id', '=', id).executeTakeFirst();
  return Number(r?.c ?? 0);
}

/** The GM approves a priced request only. */
export const setujuiGm: StepHandler = async ({ trx, record }) => {
  if (await lineCount(trx, Number(record.id)) === 0 || Number(record.total) <= 0) throw unprocessable({ rincian: ['Perbaikan belum berisi rincian biaya'] });
};

/** Finance gives the money: the vehicle must be unloaded (no open trip), the kas a company one. */
export const berikan: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const kendaraanId = Number(record.kendaraan_id);
  const trip = await trx.selectFrom('trip_kendaraan').select('nomor').where('kendaraan_id', '=', kendaraanId).where('status', '=', 'buka').executeTakeFirst();
  const vehicle = await activeVehicle(trx, kendaraanId);
  if (trip) throw conflict(`Kendaraan ${vehicle.no_polisi} masih dalam trip ${trip.nomor}; bongkar dulu lewat pengembalian sales sebelum masuk bengkel`);
  const kas = await trx.selectFrom('kas').select(['id', 'akun_id', 'jenis', 'nama', 'aktif']).where('id', '=', Number(input.kas_id)).where('deleted_at', 'is', null).executeTakeFirst();
  if (!kas || !kas.aktif) throw unprocessable({ kas_id: ['Kas tidak ditemukan atau tidak aktif'] });
  if (!(KAS_PERUSAHAAN as string[]).includes(String(kas.jenis))) throw unprocessable({ kas_id: [kasRefused(String(kas.nama), kas.jenis, KAS_PERUSAHAAN)] });
  const total = Number(record.total);
  const tanggal = todayJakarta(ctx.now());
  const jurnal = await postJournal(ledgerContext(ctx, trx, user), {
    tanggal, keterangan: `Biaya perbaikan ${record.nomor} kendaraan ${vehicle.no_polisi} di ${record.bengkel}`,
    doc: { tipe: 'perbaikan-kendaraan', id: Number(record.id), nomor: String(record.nomor) },
    lines: [
      { akun_id: await postingAccount(trx, 'akun_beban_perbaikan_kendaraan_id'), debit: total, kredit: 0 },
      { akun_id: Number(kas.akun_id), debit: 0, kredit: total },
    ],
  });
  return { kas_id: Number(kas.id), jurnal_id: jurnal.id };
};

/** The repaired vehicle comes back: its odometer never runs backwards and is kept on the vehicle. */
export const terima: StepHandler = async ({ trx, ctx, user, record, input }) => {
  const vehicle = await activeVehicle(trx, Number(record.kendaraan_id));
  const km = Number(input.odometer_selesai);
  const floor = Math.max(Number(vehicle.odometer ?? 0), Number(record.odometer_masuk ?? 0));
  if (km < floor) throw unprocessable({ odometer_selesai: [`Odometer tidak boleh kurang dari ${formatNumber(floor, 0)} km`] });
  await trx.updateTable('kendaraan').set({ odometer: km, updated_at: nowIso(ctx), updated_by: user.id }).where('id', '=', Number(vehicle.id)).execute();
  await writeAudit(trx, { userId: user.id, action: 'update', resource: 'kendaraan', recordId: Number(vehicle.id), before: { odometer: vehicle.odometer }, after: { odometer: km }, at: nowIso(ctx) });
};

export function perbaikanKendaraanHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, lines, request);
  return hooks;
}

/** The repair's steps. */
export const perbaikanKendaraanSteps: StepsByResource = { 'perbaikan-kendaraan': { setujuiGm, berikan, terima, tolak: stateOnly } };
