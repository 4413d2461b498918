/**
 * The demo's payroll, through the same services as the API: salary components (meal and transport allowances per
 * day present, position allowances, BPJS, PPh 21, an absence deduction per day absent) with every employee's
 * amounts, two advances repaid by instalments, and a payroll for every month since the books opened: each full month
 * paid from the bank at its end except the last one, recorded as salary payable (one slip of it cancelled with its reversing journal), the
 * current month a draft with a few days of absence entered.
 */
import { findResource } from '../../../common/registry.js';
import { todayJakarta } from '../../../common/format.js';
import { recordAdvance } from './kasbon.js';
import { payrollMonth } from './month.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { insertRows } from '../../db/seed/insert.js';
import { openingDate } from '../../db/seed/calendar.js';
import { demoUsers, onDemoDate, seedContext } from '../../db/seed/steps.js';

type Row = Record<string, unknown>;
const KOMPONEN: Array<[kode: string, nama: string, jenis: 'pendapatan' | 'potongan', cara: 'tetap' | 'per_hari', akun: string | null]> = [
  ['ABS', 'Potongan Tidak Masuk', 'potongan', 'per_hari', '6-1100'], ['BPJS', 'BPJS Kesehatan (1%)', 'potongan', 'tetap', '2-1500'],
  ['PPH21', 'PPh Pasal 21', 'potongan', 'tetap', '2-1400'], ['TJAB', 'Tunjangan Jabatan', 'pendapatan', 'tetap', null],
  ['TRANS', 'Uang Transport', 'pendapatan', 'per_hari', null], ['UMKN', 'Uang Makan', 'pendapatan', 'per_hari', null],
];
const TUNJANGAN: Record<string, number> = { DIR: 2_500_000, GM: 1_500_000, FIN: 750_000, SPV: 1_000_000, ADM: 500_000, GDG: 500_000 };
const PPH21: Record<string, number> = { DIR: 700_000, GM: 350_000, FIN: 25_000, SPV: 60_000 };

const nextMonth = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 1)).toISOString().slice(0, 10);

/** Salary components with every employee's amounts, and two advances a week after the books opened. */
export async function seedPayrollSetup({ database, registry, at, steps, months: history }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  const r = (name: string) => findResource(registry, name)!;
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const finance = users.get('finance')!;
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

    const opened = openingDate(at, history);
    const bank = await trx.selectFrom('kas').select('id').where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
    const byEmail = (name: string) => users.get(name)!.karyawan_id!;
    // Advances a week after the books opened: a salesperson's repaid in three instalments, the warehouse admin's at once.
    const kasbonDay = `${opened.slice(0, 8)}08`;
    await recordAdvance(trx, onDemoDate(base, kasbonDay, 3), finance, { tanggal: kasbonDay, karyawan_id: byEmail('sales1'), kas_id: Number(bank.id), jumlah: 1_500_000, cicilan: 500_000, keterangan: 'Biaya berobat keluarga' });
    await recordAdvance(trx, onDemoDate(base, kasbonDay, 4), finance, { tanggal: kasbonDay, karyawan_id: byEmail('gudang'), kas_id: Number(bank.id), jumlah: 600_000, keterangan: 'Keperluan sekolah anak' });
  });
}

/**
 * The payroll of every month since the books opened that has none yet (the demo's history pays its months as it
 * goes, server/domain/demo): each full month paid from the bank at its end, except the last one, recorded as salary
 * payable (one slip of it cancelled with its reversing journal); the current month a draft.
 */
export async function seedPenggajian({ database, registry, at, steps, months: history }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const opened = openingDate(at, history);
    const bank = await trx.selectFrom('kas').select('id').where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
    const today = todayJakarta(new Date(at));
    const months = [opened];
    while (months[months.length - 1].slice(0, 7) < today.slice(0, 7)) months.push(nextMonth(months[months.length - 1]));
    const done = new Set((await trx.selectFrom('penggajian').select('periode').execute()).map((p) => String(p.periode)));
    for (const [i, first] of months.entries()) {
      if (done.has(first.slice(0, 7))) continue;
      const current = i === months.length - 1;
      await payrollMonth(trx, base, {
        periode: first.slice(0, 7), pay: current ? 'draft' : i === months.length - 2 ? 'hutang' : 'tunai', kasId: Number(bank.id), today,
        finance: users.get('finance')!, owner: users.get('owner')!, absence: (i - months.length + 3 + 21 * months.length) % 21,
      });
    }
  });
}
