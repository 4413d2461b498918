/**
 * What a payroll run needs to compute PPh 21 and BPJS for its employees, read in a few batched queries: the law
 * tables in force on the period, the company's JKK risk class and accounts, each employee's PTKP status at the
 * start of the tax year (PMK 168/2023 Pasal 9 ayat 4: a marriage in June counts from the next January), and the
 * year's other periods (posted slips, plus figures from before Niaga) for the last period's recomputation.
 */
import type { Db } from '../../db/connection.js';
import { loadSettings, postingAccount } from '../../ledger/index.js';
import type { PajakInput } from './hitung.js';
import type { Payee } from './run.js';
import { tabelBpjs, tabelPph21 } from './tabel-pajak.js';

type Tahun = PajakInput['tahunBerjalan'];

/** The status in force on 1 January of `tahun`; for someone hired later, their first recorded status. */
export function statusAwalTahun(history: Array<{ berlaku_mulai: string; status_ptkp: string }>, tahun: string, fallback: string): string {
  const sorted = [...history].sort((a, b) => a.berlaku_mulai.localeCompare(b.berlaku_mulai));
  const before = sorted.filter((h) => h.berlaku_mulai <= `${tahun}-01-01`);
  return (before[before.length - 1] ?? sorted[0])?.status_ptkp ?? fallback;
}

export async function taxContext(trx: Db, periode: string, runId: number, people: Payee[]): Promise<(p: Payee) => PajakInput | undefined> {
  const permanent = people.filter((p) => p.jenis_pegawai === 'tetap');
  if (!permanent.length) return () => undefined;
  const tahun = periode.slice(0, 4);
  const ids = permanent.map((p) => p.id);
  const [tabel, bpjs, settings, akunPph21, akunBpjs] = [
    await tabelPph21(trx, `${periode}-01`), await tabelBpjs(trx, `${periode}-01`), await loadSettings(trx),
    await postingAccount(trx, 'akun_hutang_pph21_id'), await postingAccount(trx, 'akun_hutang_bpjs_id'),
  ];
  const history = new Map<number, Array<{ berlaku_mulai: string; status_ptkp: string }>>();
  for (const h of await trx.selectFrom('karyawan_ptkp').select(['karyawan_id', 'berlaku_mulai', 'status_ptkp']).where('karyawan_id', 'in', ids).execute()) {
    const list = history.get(Number(h.karyawan_id)) ?? [];
    list.push({ berlaku_mulai: String(h.berlaku_mulai).slice(0, 10), status_ptkp: String(h.status_ptkp) });
    history.set(Number(h.karyawan_id), list);
  }
  const year = new Map<number, Tahun>();
  const add = (id: number, t: Tahun) => {
    const y = year.get(id) ?? { bruto: 0, iuran: 0, dipotong: 0, bulan: 0 };
    year.set(id, { bruto: y.bruto + t.bruto, iuran: y.iuran + t.iuran, dipotong: y.dipotong + t.dipotong, bulan: y.bulan + t.bulan });
  };
  const earlier = await trx.selectFrom('slip_gaji')
    .select((eb) => ['karyawan_id', eb.fn.sum<number>('bruto_pajak').as('bruto'), eb.fn.sum<number>('iuran_pensiun').as('iuran'), eb.fn.sum<number>('pph21').as('pph21'),
      eb.fn.count<number>('periode').distinct().as('bulan')])
    .where('status', '=', 'diposting').where('penggajian_id', '!=', runId).where('periode', '>=', `${tahun}-01`).where('periode', '<', periode)
    .where('karyawan_id', 'in', ids).where('diganti_oleh_id', 'is', null).groupBy('karyawan_id').execute();
  for (const r of earlier) add(Number(r.karyawan_id), { bruto: Number(r.bruto ?? 0), iuran: Number(r.iuran ?? 0), dipotong: Number(r.pph21 ?? 0), bulan: Number(r.bulan ?? 0) });
  for (const r of await trx.selectFrom('pph21_awal').select(['karyawan_id', 'bruto', 'iuran', 'pph21', 'bulan']).where('tahun', '=', Number(tahun)).where('karyawan_id', 'in', ids).execute()) {
    add(Number(r.karyawan_id), { bruto: Number(r.bruto), iuran: Number(r.iuran), dipotong: Number(r.pph21), bulan: Number(r.bulan) });
  }
  const jkkKelas = String(settings.jkk_kelas ?? '1');
  return (p) => {
    if (p.jenis_pegawai !== 'tetap') return undefined;
    return {
      tabel, bpjs: p.ikut_bpjs ? bpjs : null, jkkKelas,
      status_ptkp: statusAwalTahun(history.get(p.id) ?? [], tahun, p.status_ptkp),
      terakhir: periode.endsWith('-12') || (p.tanggal_keluar !== null && p.tanggal_keluar.slice(0, 7) === periode),
      tahunBerjalan: year.get(p.id) ?? { bruto: 0, iuran: 0, dipotong: 0, bulan: 0 },
      akun: { pph21: akunPph21, bpjs: akunBpjs },
    };
  };
}
