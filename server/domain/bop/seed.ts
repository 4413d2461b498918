/**
 * The demo's BOP advances of the last week, through the same step services as the API: one spent less and settled
 * by a refund deposited to the bank (selesai), one spent more and reimbursed (direimburse), one reported and still
 * owed its reimbursement (in hutang-perusahaan), one paid with its LPJ still open, one waiting for approval and one
 * refused. Holders are the salespeople, the warehouse admin and the supervisor; finance approves and settles.
 */
import { findResource, type ResourceDef } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import type { Db } from '../../db/connection.js';
import { jakartaDaysBefore } from '../../../common/format.js';
import { BOP, keepSpent } from './documents.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { insertRows } from '../../db/seed/insert.js';
import { demoUsers, onDemoDate, seedCreated, seedStep, seedContext } from '../../db/seed/steps.js';

type End = 'diajukan' | 'ditolak' | 'dibayar' | 'dilaporkan' | 'direimburse' | 'selesai';
interface Plan { days: number; holder: string; keperluan: string; rencana: Array<[string, number]>; lpj: Array<[string, string, number]>; to: End }

const PLAN: Plan[] = [
  { days: 6, holder: 'sales1', keperluan: 'Kunjungan toko baru rute Utara', to: 'selesai',
    rencana: [['Bahan bakar', 300_000], ['Parkir dan tol', 100_000], ['Konsumsi', 100_000]],
    lpj: [['6-1200', 'Solar SPBU Jl. Sudirman', 245_000], ['6-1300', 'Tambal ban', 35_000], ['6-1700', 'Parkir dan tol', 62_500]] },
  { days: 5, holder: 'gudang', keperluan: 'Perbaikan rak dan bongkar muat', to: 'direimburse',
    rencana: [['Upah kuli bongkar', 250_000], ['Baut dan siku rak', 150_000]],
    lpj: [['6-1700', 'Upah kuli bongkar 2 truk', 300_000], ['6-1700', 'Baut, siku dan cat rak', 182_000]] },
  { days: 3, holder: 'sales2', keperluan: 'Pameran produk di pasar induk', to: 'dilaporkan',
    rencana: [['Sewa tenda', 200_000], ['Bahan bakar', 100_000]],
    lpj: [['6-1500', 'Sewa tenda 2 hari', 250_000], ['6-1200', 'Pertalite', 95_000]] },
  { days: 2, holder: 'spv', keperluan: 'Supervisi rute Selatan', to: 'dibayar',
    rencana: [['Bahan bakar', 150_000], ['Konsumsi', 50_000]], lpj: [['6-1200', 'Pertalite', 80_000]] },
  { days: 1, holder: 'sales1', keperluan: 'Pengiriman sampel ke konsumen', to: 'diajukan', rencana: [['Ongkos kirim', 120_000]], lpj: [] },
  { days: 4, holder: 'sales2', keperluan: 'Jamuan makan konsumen', to: 'ditolak', rencana: [['Makan siang', 750_000]], lpj: [] },
];

export async function seedBop({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  const r = (name: string) => findResource(registry, name)!;
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const finance = users.get('finance')!;
    const akun = new Map((await trx.selectFrom('akun').select(['id', 'kode']).execute()).map((a) => [String(a.kode), Number(a.id)]));
    const bank = await trx.selectFrom('kas').select('id').where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
    const kas = Number(bank.id);
    for (const p of PLAN) {
      const holder = users.get(p.holder)!;
      const tanggal = jakartaDaysBefore(at, p.days);
      const ctx = onDemoDate(base, tanggal, 3);
      const id = await request(trx, ctx, r, holder, tanggal, p);
      if (p.to === 'diajukan') continue;
      if (p.to === 'ditolak') {
        await seedStep(trx, ctx, r('bop-ajuan'), 'tolak', id, finance, { alasan_tolak: 'Jamuan konsumen diajukan lewat biaya entertain' });
        continue;
      }
      await seedStep(trx, ctx, r('bop-ajuan'), 'approve', id, finance, { kas_id: kas });
      const reportDay = jakartaDaysBefore(at, Math.max(0, p.days - 1));
      const lines = await insertRows(trx, r('bop-laporan'), p.lpj.map(([kode, uraian, jumlah]) => ({
        bop_ajuan_id: id, tanggal: reportDay, uraian, akun_id: akun.get(kode), jumlah, created_by: holder.id, updated_by: holder.id,
      })), ctx.now().toISOString());
      for (const lineId of lines) await seedCreated(trx, ctx, r('bop-laporan'), lineId, holder);
      await keepSpent(trx, id);
      if (p.to === 'dibayar') continue;
      const later = onDemoDate(base, reportDay, 4);
      await seedStep(trx, later, r('bop-ajuan'), 'lapor', id, holder);
      if (p.to === 'dilaporkan') continue;
      if (p.to === 'direimburse') {
        await seedStep(trx, later, r('bop-ajuan'), 'reimburse', id, finance, { kas_reimburse_id: kas });
        continue;
      }
      await seedStep(trx, later, r('bop-ajuan'), 'pengembalian', id, finance);
      await seedStep(trx, later, r('bop-ajuan'), 'setor', id, finance, { kas_setor_id: kas });
    }
  });
}

async function request(trx: Db, ctx: AppContext, r: (n: string) => ResourceDef, holder: AuthUser, tanggal: string, p: Plan): Promise<number> {
  const at = ctx.now().toISOString();
  const [id] = await insertRows(trx, r('bop-ajuan'), [{
    nomor: await nextDocNumber(trx, BOP, tanggal), tanggal, karyawan_id: holder.karyawan_id, keperluan: p.keperluan,
    total: p.rencana.reduce((s, [, j]) => s + j, 0), status: 'diajukan', created_by: holder.id, updated_by: holder.id,
  }], at);
  await insertRows(trx, r('bop-ajuan-rincian'), p.rencana.map(([uraian, jumlah], i) => ({ bop_ajuan_id: id, line_no: i + 1, uraian, jumlah, created_by: holder.id, updated_by: holder.id })), at);
  await seedCreated(trx, ctx, r('bop-ajuan'), id, holder);
  return id;
}
