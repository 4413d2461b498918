import { expect } from 'vitest';
import type { TestApp } from '../support/helpers.js';
import { todayJakarta } from '../../../common/format.js';
import { poster } from '../support/test-app.js';

type Row = Record<string, unknown>;
export const today = () => todayJakarta();

/** An active vehicle with no open trip and no repair under way (`skip` picks another one). */
export async function freeVehicle(t: TestApp, skip = 0): Promise<{ id: number; no_polisi: string; odometer: number }> {
  const rows = await t.database.db.selectFrom('kendaraan').select(['id', 'no_polisi', 'odometer'])
    .where('deleted_at', 'is', null).where('aktif', '=', 1)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('trip_kendaraan').select('id').whereRef('trip_kendaraan.kendaraan_id', '=', 'kendaraan.id').where('status', '=', 'buka'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('perbaikan_kendaraan').select('id').whereRef('perbaikan_kendaraan.kendaraan_id', '=', 'kendaraan.id')
      .where('status', 'in', ['diajukan', 'disetujui_gm', 'diberikan']))))
    .orderBy('id').execute();
  const r = rows[skip];
  expect(r, 'demo has a free vehicle').not.toBeUndefined();
  return { id: Number(r.id), no_polisi: String(r.no_polisi), odometer: Number(r.odometer ?? 0) };
}

/** A repair request by `user` for the vehicle: an oil change (jasa 1 × 150.000) and two brake pads at 225.000. */
export async function requestRepair(t: TestApp, kendaraanId: number, user = 'gudang') {
  const res = await poster(t).post(user, '/input/perbaikan-kendaraan', {
    tanggal: today(), kendaraan_id: kendaraanId, bengkel: 'Bengkel Maju Jaya', keluhan: 'Rem bunyi dan jadwal ganti oli',
    rincian: [
      { uraian: 'Ganti oli mesin', jenis: 'jasa', jumlah: 1, harga: 150_000 },
      { uraian: 'Kampas rem depan', jenis: 'suku_cadang', jumlah: 2, harga: 225_000 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Row & { id: number; nomor: string; total: number; status: string };
}

/** A company kas (no holder) with money in it. */
export async function companyKas(t: TestApp): Promise<{ id: number; saldo: number; akun_id: number }> {
  const r = await t.database.db.selectFrom('kas').select(['id', 'saldo', 'akun_id']).where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
  return { id: Number(r.id), saldo: Number(r.saldo), akun_id: Number(r.akun_id) };
}

export { poster };

export async function salesKas(t: TestApp): Promise<number> {
  const r = await t.database.db.selectFrom('kas').select('id').where('jenis', '=', 'kas_sales').orderBy('id').executeTakeFirstOrThrow();
  return Number(r.id);
}
