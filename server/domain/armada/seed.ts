/**
 * The demo's vehicle repairs of the last two weeks, one in each state, through the same step services as the API:
 * the box truck (no route) is in the workshop now, the office minibus waits for its money, a pick-up's request
 * waits for the GM, a pick-up came back repaired, and a van's request was rejected. Then the route vehicles'
 * inspections of the last two weeks from the parts' checklist, some with findings, and one still a draft.
 */
import { findResource } from '../../../common/registry.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { jakartaDaysBefore } from '../../../common/format.js';
import { PBK } from './perbaikan.js';
import { CKL } from './ceklist.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { insertRows } from '../../db/seed/insert.js';
import { demoUsers, onDemoDate, seedCreated, seedStep, seedContext } from '../../db/seed/steps.js';

/** [plate, days ago, finished?, findings: part code → [kondisi, catatan]] */
const INSPEKSI: Array<[string, number, boolean, Record<string, [string, string]>]> = [
  ['D 8123 ABK', 9, true, { WPR: ['perlu_perhatian', 'Karet wiper mulai getas'] }],
  ['D 8456 BCM', 8, true, { BAN: ['perlu_perhatian', 'Ban belakang kiri aus 70%'], KIR: ['rusak', 'Uji KIR lewat jatuh tempo'] }],
  ['D 8790 CDF', 5, true, {}],
  ['D 9015 FH', 4, true, { KRM: ['rusak', 'Kampas rem belakang tipis, bunyi saat mengerem'], APR: ['perlu_perhatian', 'APAR kedaluwarsa bulan depan'] }],
  ['Z 8412 UA', 2, true, { BAN: ['perlu_perhatian', 'Ban depan aus, perlu spooring'] }],
  ['D 8123 ABK', 0, false, { LMP: ['rusak', 'Lampu sein kanan mati'] }],
];

type Line = [uraian: string, jenis: 'jasa' | 'suku_cadang', jumlah: number, harga: number, bagian: string | null];
type Plan = { plate: string; days: number; to: 'diajukan' | 'disetujui_gm' | 'diberikan' | 'diterima' | 'ditolak'; bengkel: string; keluhan: string; lines: Line[] };

const PLAN: Plan[] = [
  {
    plate: 'D 8790 CDF', days: 12, to: 'diterima', bengkel: 'Bengkel Sinar Motor Cileunyi', keluhan: 'Kopling selip saat tanjakan',
    lines: [['Ganti kampas kopling', 'suku_cadang', 1, 685_000, 'KPL'], ['Jasa turun transmisi', 'jasa', 1, 450_000, null], ['Oli transmisi', 'suku_cadang', 2, 95_000, null]],
  },
  {
    plate: 'D 9015 FH', days: 3, to: 'diberikan', bengkel: 'Bengkel Diesel Jaya Soekarno-Hatta', keluhan: 'Rem angin lemah, servis berkala 200.000 km',
    lines: [['Kampas rem belakang', 'suku_cadang', 4, 310_000, 'KRM'], ['Jasa servis rem', 'jasa', 1, 350_000, 'KRM'], ['Saringan solar', 'suku_cadang', 1, 145_000, 'FBB']],
  },
  {
    plate: 'D 1786 AGN', days: 2, to: 'disetujui_gm', bengkel: 'Auto2000 Pasteur', keluhan: 'AC tidak dingin',
    lines: [['Isi freon dan cek kebocoran', 'jasa', 1, 375_000, 'ACK'], ['Saringan kabin', 'suku_cadang', 1, 120_000, 'ACK']],
  },
  {
    plate: 'Z 8412 UA', days: 1, to: 'diajukan', bengkel: 'Bengkel Rahayu Sumedang', keluhan: 'Ban depan aus, spooring',
    lines: [['Ban 185R14', 'suku_cadang', 2, 825_000, 'BAN'], ['Spooring dan balancing', 'jasa', 1, 150_000, null]],
  },
  {
    plate: 'D 8123 ABK', days: 6, to: 'ditolak', bengkel: 'Bengkel Karya Buah Batu', keluhan: 'Cat bodi samping baret',
    lines: [['Cat ulang pintu geser', 'jasa', 1, 1_250_000, null]],
  },
];

export async function seedArmada({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  const res = findResource(registry, 'perbaikan-kendaraan')!;
  const lineRes = findResource(registry, 'perbaikan-kendaraan-rincian')!;
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const [gudang, gm, finance] = [users.get('gudang')!, users.get('gm')!, users.get('finance')!];
    const bagian = new Map((await trx.selectFrom('kendaraan_bagian').select(['id', 'kode']).execute()).map((b) => [String(b.kode), Number(b.id)]));
    const bank = await trx.selectFrom('kas').select('id').where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
    for (const p of PLAN) {
      const vehicle = await trx.selectFrom('kendaraan').select(['id', 'odometer']).where('no_polisi', '=', p.plate).executeTakeFirst();
      if (!vehicle) continue;
      const tanggal = jakartaDaysBefore(at, p.days);
      const ctx = onDemoDate(base, tanggal, 3);
      const total = p.lines.reduce((s, [, , jumlah, harga]) => s + jumlah * harga, 0);
      const [id] = await insertRows(trx, res, [{
        nomor: await nextDocNumber(trx, PBK, tanggal), tanggal, kendaraan_id: Number(vehicle.id), bengkel: p.bengkel, keluhan: p.keluhan,
        odometer_masuk: Number(vehicle.odometer ?? 0), total, status: 'diajukan', created_by: gudang.id, updated_by: gudang.id,
      }], ctx.now().toISOString());
      await insertRows(trx, lineRes, p.lines.map(([uraian, jenis, jumlah, harga, kode], k) => ({
        perbaikan_kendaraan_id: id, line_no: k + 1, kendaraan_bagian_id: kode ? bagian.get(kode) ?? null : null, uraian, jenis, jumlah, harga, nilai: jumlah * harga, created_by: gudang.id, updated_by: gudang.id,
      })), ctx.now().toISOString());
      await seedCreated(trx, ctx, res, id, gudang);
      if (p.to === 'diajukan') continue;
      if (p.to === 'ditolak') {
        await seedStep(trx, ctx, res, 'tolak', id, gm, { alasan_tolak: 'Bukan perbaikan mendesak; jadwalkan bersama servis berkala' });
        continue;
      }
      await seedStep(trx, ctx, res, 'setujuiGm', id, gm);
      if (p.to === 'disetujui_gm') continue;
      await seedStep(trx, onDemoDate(base, tanggal, 4), res, 'berikan', id, finance, { kas_id: Number(bank.id) });
      if (p.to === 'diberikan') continue;
      const back = jakartaDaysBefore(at, p.days - 2);
      await seedStep(trx, onDemoDate(base, back, 4), res, 'terima', id, gudang, { odometer_selesai: Number(vehicle.odometer ?? 0) + 18 });
    }

    const ceklist = findResource(registry, 'kendaraan-ceklist')!;
    const ceklistLine = findResource(registry, 'kendaraan-ceklist-rincian')!;
    const parts = await trx.selectFrom('kendaraan_bagian').select(['id', 'kode']).where('aktif', '=', 1).orderBy('kode').execute();
    const sales1 = users.get('sales1')!;
    for (const [plate, days, done, findings] of INSPEKSI) {
      const vehicle = await trx.selectFrom('kendaraan').select(['id', 'odometer']).where('no_polisi', '=', plate).executeTakeFirst();
      if (!vehicle) continue;
      const tanggal = jakartaDaysBefore(at, days);
      const ctx = onDemoDate(base, tanggal, 3);
      const by = plate === 'D 8123 ABK' ? sales1 : gudang;
      const [id] = await insertRows(trx, ceklist, [{
        nomor: await nextDocNumber(trx, CKL, tanggal), tanggal, kendaraan_id: Number(vehicle.id), karyawan_id: by.karyawan_id, odometer: Number(vehicle.odometer ?? 0) + 35,
        status: 'draft', created_by: by.id, updated_by: by.id,
      }], ctx.now().toISOString());
      await insertRows(trx, ceklistLine, parts.map((part, k) => ({
        kendaraan_ceklist_id: id, line_no: k + 1, kendaraan_bagian_id: Number(part.id), kondisi: findings[String(part.kode)]?.[0] ?? 'baik',
        catatan: findings[String(part.kode)]?.[1] ?? null, created_by: by.id, updated_by: by.id,
      })), ctx.now().toISOString());
      await seedCreated(trx, ctx, ceklist, id, by);
      if (done) await seedStep(trx, onDemoDate(base, tanggal, 4), ceklist, 'selesai', id, by);
    }
  });
}
