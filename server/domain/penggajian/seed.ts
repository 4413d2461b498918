/**
 * The demo's payroll, through the same services as the API: salary components (meal and transport allowances per
 * day present, position allowances, BPJS, PPh 21, an absence deduction per day absent) with every employee's
 * amounts, two advances repaid by instalments, and a payroll for every month since the books opened: each full month
 * paid from the bank at its end except the last one, recorded as salary payable (one slip of it cancelled with its reversing journal), the
 * current month a draft with a few days of absence entered.
 */
import { findResource, type Registry } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';
import { loadSettings } from '../../ledger/index.js';
import { hitungSlip } from './hitung.js';
import { tabelBpjs, tabelPph21 } from './tabel-pajak.js';
import { todayJakarta } from '../../../common/format.js';
import { recordAdvance } from './kasbon.js';
import { payrollMonth } from './month.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { insertRows } from '../../db/seed/insert.js';
import { openingDate } from '../../db/seed/calendar.js';
import { demoUsers, onDemoDate, seedContext } from '../../db/seed/steps.js';

type Row = Record<string, unknown>;
// PPh 21 and BPJS are computed by the payroll itself (issue 38), not typed as components.
const KOMPONEN: Array<[kode: string, nama: string, jenis: 'pendapatan' | 'potongan', cara: 'tetap' | 'per_hari', akun: string | null]> = [
  ['ABS', 'Potongan Tidak Masuk', 'potongan', 'per_hari', '6-1100'], ['KOP', 'Iuran Koperasi Karyawan', 'potongan', 'tetap', '2-1500'],
  ['TJAB', 'Tunjangan Jabatan', 'pendapatan', 'tetap', null],
  ['TRANS', 'Uang Transport', 'pendapatan', 'per_hari', null], ['UMKN', 'Uang Makan', 'pendapatan', 'per_hari', null],
];
const TUNJANGAN: Record<string, number> = { DIR: 8_000_000, GM: 3_000_000, FIN: 750_000, SPV: 1_000_000, ADM: 500_000, GDG: 500_000 };
const KOPERASI: Record<string, number> = { DIR: 0, GM: 0 };
/** The staff's PTKP statuses in turn (every TER category occurs). */
const STATUS_DEMO = ['K/1', 'TK/0', 'K/3', 'K/0', 'TK/1', 'K/2', 'TK/0', 'TK/2', 'K/1', 'TK/0'];

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
      add('KOP', KOPERASI[jab] ?? 50_000);
      add('ABS', Math.round(gaji / 25));
    }
    await insertRows(trx, r('karyawan-gaji'), amounts, at);
    await seedTaxData(trx, registry, at, openingDate(at, history));

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
    // PPh 21 reported in e-Bupot (BPMP) on the 20th of the next month for every month before the last, as the PPh 23
    // seed does: last month's file is the one to do.
    const lastMonth = months.length >= 2 ? months[months.length - 2].slice(0, 7) : today.slice(0, 7);
    for (const first of months) {
      const periode = first.slice(0, 7);
      if (periode >= lastMonth) break;
      await trx.updateTable('slip_gaji').set({ ebupot_dilaporkan_pada: `${nextMonth(first).slice(0, 7)}-20T03:00:00.000Z` })
        .where('periode', '=', periode).where('status', '=', 'diposting').where('metode_pph21', '=', 'ter').where('ebupot_dilaporkan_pada', 'is', null).execute();
    }
  });
}

const monthStart = (iso: string, back: number) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1 - back, 1)).toISOString().slice(0, 10);

/**
 * Every paid employee's tax data (PTKP status with its history, NPWP or NIK, BPJS numbers; one marriage five months
 * ago, counted from the next tax year) and, for the year the books opened in, the PPh 21 figures of its earlier
 * months as the previous system would have had them: the same slip computed for each month before the opening.
 */
async function seedTaxData(trx: Db, registry: Registry, at: string, opened: string): Promise<void> {
  const r = (name: string) => findResource(registry, name)!;
  const staff = await trx.selectFrom('karyawan').select(['id', 'gaji_pokok', 'tanggal_masuk', 'nik']).where('deleted_at', 'is', null).where('gaji_pokok', '>', 0).orderBy('id').execute();
  const history: Row[] = [];
  let married: number | null = null;
  for (const [i, s] of staff.entries()) {
    const status = STATUS_DEMO[i % STATUS_DEMO.length];
    const masuk = String(s.tanggal_masuk ?? opened).slice(0, 10);
    await trx.updateTable('karyawan').set({
      status_ptkp: status, jenis_pegawai: 'tetap', ikut_bpjs: 1,
      npwp: i % 3 === 2 ? null : `0${String(812_345_678_900_000 + i * 7_919_117).slice(0, 15)}`,
      no_bpjs_kesehatan: `000${String(1_234_567_890 + i * 104_729).slice(0, 10)}`, no_bpjs_ketenagakerjaan: `2501${String(3_456_789 + i * 7_919).padStart(7, '0')}`,
    }).where('id', '=', Number(s.id)).execute();
    history.push({ karyawan_id: Number(s.id), berlaku_mulai: masuk, status_ptkp: status, keterangan: 'Status saat mulai bekerja' });
    if (married === null && status === 'TK/0' && masuk < opened) married = Number(s.id);
  }
  if (married !== null) {
    const mulai = monthStart(at, 4);
    history.push({ karyawan_id: married, berlaku_mulai: mulai, status_ptkp: 'K/0', keterangan: 'Menikah bulan sebelumnya; PPh 21 memakainya mulai tahun pajak berikutnya' });
    await trx.updateTable('karyawan').set({ status_ptkp: 'K/0' }).where('id', '=', married).execute();
  }
  await insertRows(trx, r('karyawan-ptkp'), history, at);

  // The opening year's months before the books: each employee's slip of a full month, times the months worked.
  const tahun = opened.slice(0, 4);
  const before = Number(opened.slice(5, 7)) - 1;
  if (before < 1) return;
  const [tabel, bpjs, settings] = [await tabelPph21(trx, `${tahun}-01-01`), await tabelBpjs(trx, `${tahun}-01-01`), await loadSettings(trx)];
  const komponen = await trx.selectFrom('karyawan_gaji').innerJoin('komponen_gaji', 'komponen_gaji.id', 'karyawan_gaji.komponen_gaji_id')
    .select(['karyawan_gaji.karyawan_id', 'karyawan_gaji.nilai', 'komponen_gaji.id', 'komponen_gaji.nama', 'komponen_gaji.jenis', 'komponen_gaji.cara']).execute();
  const awal: Row[] = [];
  for (const [i, s] of staff.entries()) {
    const masuk = String(s.tanggal_masuk ?? opened).slice(0, 10);
    const first = masuk < `${tahun}-01-01` ? 1 : Number(masuk.slice(5, 7));
    const bulan = masuk.slice(0, 4) > tahun ? 0 : before - first + 1;
    if (bulan < 1) continue;
    const own = komponen.filter((k) => Number(k.karyawan_id) === Number(s.id)).map((k) => ({
      komponen_gaji_id: Number(k.id), nama: String(k.nama), jenis: k.jenis as 'pendapatan' | 'potongan', cara: k.cara as 'tetap' | 'per_hari', nilai: Number(k.nilai), akun_id: 0,
    }));
    const slip = hitungSlip({
      gaji_pokok: Number(s.gaji_pokok), hari_kerja: 25, hari_masuk: 25, komponen: own, kasbon: [],
      pajak: {
        tabel, bpjs, jkkKelas: String(settings.jkk_kelas ?? '1'), status_ptkp: STATUS_DEMO[i % STATUS_DEMO.length], terakhir: false,
        tahunBerjalan: { bruto: 0, iuran: 0, dipotong: 0, bulan: 0 }, akun: { pph21: 0, bpjs: 0 },
      },
    });
    const p = slip.pajak!;
    awal.push({
      karyawan_id: Number(s.id), tahun: Number(tahun), bulan, bruto: p.bruto_pajak * bulan, iuran: p.iuran_pensiun * bulan, pph21: p.pph21 * bulan,
      keterangan: `Dari sistem penggajian sebelumnya: Januari s.d. bulan ke-${before} ${tahun}`,
    });
  }
  await insertRows(trx, r('pph21-awal'), awal, at);
}
