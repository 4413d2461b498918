/**
 * The demo's payroll, through the same services as the API: salary components (meal and transport allowances per
 * day present, position allowances, BPJS, PPh 21, an absence deduction per day absent) with every employee's
 * amounts, two advances repaid by instalments, and three months of payroll since the books opened: the first paid
 * from the bank, the second recorded as salary payable (one slip of it cancelled with its reversing journal), the
 * current month a draft with a few days of absence entered.
 */
import { findResource } from '../../../common/registry.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { todayJakarta } from '../../../common/format.js';
import { recordAdvance } from './kasbon.js';
import { PGJ, rebuildSlips } from './run.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { insertRows } from '../../db/seed/insert.js';
import { openingDate } from '../../db/seed/calendar.js';
import { demoUsers, onDemoDate, seedCreated, seedStep, seedContext } from '../../db/seed/steps.js';

type Row = Record<string, unknown>;
const KOMPONEN: Array<[kode: string, nama: string, jenis: 'pendapatan' | 'potongan', cara: 'tetap' | 'per_hari', akun: string | null]> = [
  ['ABS', 'Potongan Tidak Masuk', 'potongan', 'per_hari', '6-1100'], ['BPJS', 'BPJS Kesehatan (1%)', 'potongan', 'tetap', '2-1500'],
  ['PPH21', 'PPh Pasal 21', 'potongan', 'tetap', '2-1400'], ['TJAB', 'Tunjangan Jabatan', 'pendapatan', 'tetap', null],
  ['TRANS', 'Uang Transport', 'pendapatan', 'per_hari', null], ['UMKN', 'Uang Makan', 'pendapatan', 'per_hari', null],
];
const TUNJANGAN: Record<string, number> = { DIR: 5_000_000, GM: 3_000_000, FIN: 750_000, SPV: 1_000_000, ADM: 500_000, GDG: 500_000 };
const PPH21: Record<string, number> = { DIR: 2_150_000, GM: 905_000, FIN: 25_000, SPV: 60_000 };

/** The last day of the month of `iso` (YYYY-MM-DD). */
const monthEnd = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0)).toISOString().slice(0, 10);
const nextMonth = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 1)).toISOString().slice(0, 10);

export async function seedPenggajian({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  const r = (name: string) => findResource(registry, name)!;
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const [finance, owner] = [users.get('finance')!, users.get('owner')!];
    const akun = new Map((await trx.selectFrom('akun').select(['id', 'kode']).execute()).map((a) => [String(a.kode), Number(a.id)]));
    const komponenIds = await insertRows(trx, r('komponen-gaji'), KOMPONEN.map(([kode, nama, jenis, cara, a]) => ({ kode, nama, jenis, cara, akun_id: a ? akun.get(a) ?? null : null })), at);
    const komponen = new Map(KOMPONEN.map(([kode], i) => [kode, komponenIds[i]]));
    const staff = await trx.selectFrom('karyawan').leftJoin('jabatan', 'jabatan.id', 'karyawan.jabatan_id')
      .select(['karyawan.id', 'karyawan.gaji_pokok', 'jabatan.kode as jabatan']).where('karyawan.deleted_at', 'is', null).orderBy('karyawan.id').execute();
    const amounts: Row[] = [];
    for (const s of staff) {
      const gaji = Number(s.gaji_pokok ?? 0);
      if (gaji <= 0) continue;
      const jab = String(s.jabatan ?? '');
      const add = (kode: string, nilai: number) => { if (nilai > 0) amounts.push({ karyawan_id: Number(s.id), komponen_gaji_id: komponen.get(kode), nilai }); };
      add('UMKN', 25_000);
      add('TRANS', jab === 'SLS' || jab === 'DRV' ? 15_000 : 20_000);
      add('TJAB', TUNJANGAN[jab] ?? 0);
      add('BPJS', Math.round(gaji / 100));
      add('PPH21', PPH21[jab] ?? 0);
      add('ABS', Math.round(gaji / 25));
    }
    await insertRows(trx, r('karyawan-gaji'), amounts, at);

    const opened = openingDate(at);
    const bank = await trx.selectFrom('kas').select('id').where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
    const byEmail = (name: string) => users.get(name)!.karyawan_id!;
    // Advances a week after the books opened: a salesperson's repaid in three instalments, the warehouse admin's at once.
    const kasbonDay = `${opened.slice(0, 8)}08`;
    await recordAdvance(trx, onDemoDate(base, kasbonDay, 3), finance, { tanggal: kasbonDay, karyawan_id: byEmail('sales1'), kas_id: Number(bank.id), jumlah: 1_500_000, cicilan: 500_000, keterangan: 'Biaya berobat keluarga' });
    await recordAdvance(trx, onDemoDate(base, kasbonDay, 4), finance, { tanggal: kasbonDay, karyawan_id: byEmail('gudang'), kas_id: Number(bank.id), jumlah: 600_000, keterangan: 'Keperluan sekolah anak' });

    const today = todayJakarta(new Date(at));
    const months = [opened, nextMonth(opened), nextMonth(nextMonth(opened))];
    for (const [i, first] of months.entries()) {
      const periode = first.slice(0, 7);
      const current = i === 2;
      const tanggal = current ? today : monthEnd(first);
      const ctx = onDemoDate(base, tanggal, 3);
      const [id] = await insertRows(trx, r('penggajian'), [{
        nomor: await nextDocNumber(trx, PGJ, tanggal), periode, kunci_periode: periode, tanggal, hari_kerja: 25, cara_bayar: i === 1 ? 'hutang' : 'tunai',
        kas_id: i === 1 ? null : Number(bank.id), status: 'draft', keterangan: current ? 'Menunggu rekap absensi akhir bulan' : null,
        created_by: finance.id, updated_by: finance.id,
      }], ctx.now().toISOString());
      await rebuildSlips(trx, ctx, id, finance.id);
      // A few days of absence, entered on the draft's slips.
      const slips = await trx.selectFrom('slip_gaji').select(['id']).where('penggajian_id', '=', id).orderBy('id').execute();
      for (const [k, s] of slips.entries()) if ((k + i) % 7 === 3) await trx.updateTable('slip_gaji').set({ hari_masuk: 25 - 1 - ((k + i) % 3) }).where('id', '=', Number(s.id)).execute();
      // The posting step recomputes the slips itself; only the draft is recomputed here.
      if (current) await rebuildSlips(trx, ctx, id, finance.id);
      await seedCreated(trx, ctx, r('penggajian'), id, finance);
      if (current) continue;
      await seedStep(trx, onDemoDate(base, tanggal, 4), r('penggajian'), 'posting', id, owner);
      if (i === 1) {
        const last = slips[slips.length - 1];
        await seedStep(trx, onDemoDate(base, tanggal, 4), r('slip-gaji'), 'batal', Number(last.id), finance, { alasan_batal: 'Karyawan keluar sebelum akhir bulan; dihitung ulang terpisah' });
      }
    }
  });
}
