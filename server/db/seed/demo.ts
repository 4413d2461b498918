import argon2 from 'argon2';
import type { Registry } from '../../../common/registry.js';
import { findResource } from '../../../common/registry.js';
import type { Database_ } from '../connection.js';
import { insertRows } from './insert.js';
import { areaSeeds } from './areas.js';
import { buildStepTable } from '../../core/steps.js';
import { AREAS } from '../../domain/areas.js';

export const DEMO_PASSWORD = 'niaga123';

/** The demo logins: `<name>@niaga.local`, password niaga123, one per level. */
export const DEMO_USERS = [
  { name: 'admin', level: 'Admin', karyawan: 'Rudi Hartono', jabatan: 'ADM' },
  { name: 'owner', level: 'Owner', karyawan: 'Hendra Wijaya', jabatan: 'DIR' },
  { name: 'finance', level: 'Finance', karyawan: 'Siti Rahmawati', jabatan: 'FIN' },
  { name: 'gm', level: 'General Manager', karyawan: 'Agus Santoso', jabatan: 'GM' },
  { name: 'spv', level: 'Supervisor', karyawan: 'Dewi Lestari', jabatan: 'SPV' },
  { name: 'sales1', level: 'Sales', karyawan: 'Budi Prasetyo', jabatan: 'SLS' },
  { name: 'sales2', level: 'Sales', karyawan: 'Andi Saputra', jabatan: 'SLS' },
  { name: 'gudang', level: 'Admin Gudang', karyawan: 'Joko Susilo', jabatan: 'GDG' },
  { name: 'aset', level: 'Admin Aset', karyawan: 'Rina Marlina', jabatan: 'AST' },
] as const;

const JABATAN = [
  ['DIR', 'Direktur'], ['GM', 'General Manager'], ['ADM', 'Administrator Sistem'], ['FIN', 'Staf Keuangan'],
  ['SPV', 'Supervisor Penjualan'], ['SLS', 'Sales Kanvas'], ['GDG', 'Admin Gudang'], ['AST', 'Admin Aset'],
  ['DRV', 'Sopir'], ['HLP', 'Helper'],
];
const TERITORI = [
  ['TR-BDG', 'Bandung Raya', 'Kota dan Kabupaten Bandung'],
  ['TR-CMH', 'Cimahi & Bandung Barat', 'Cimahi, Padalarang, Lembang'],
  ['TR-SMD', 'Sumedang', 'Jatinangor sampai Sumedang kota'],
];
const GUDANG = [
  ['GD-01', 'Gudang Utama Soekarno-Hatta', 'Jl. Soekarno-Hatta No. 512, Bandung'],
  ['GD-02', 'Gudang Cimahi', 'Jl. Amir Machmud No. 88, Cimahi'],
  ['GD-03', 'Gudang Jatinangor', 'Jl. Raya Jatinangor No. 150, Sumedang'],
];
const SATUAN = [['PCS', 'Pcs'], ['DUS', 'Dus'], ['PAK', 'Pak'], ['BTL', 'Botol'], ['KRT', 'Karton'], ['RCG', 'Renceng'], ['SAK', 'Sak'], ['KG', 'Kilogram']];
const KATEGORI = [['MNM', 'Minuman'], ['MKR', 'Makanan Ringan'], ['RT', 'Kebutuhan Rumah Tangga'], ['SBK', 'Sembako'], ['PRS', 'Perawatan Diri']];
const RUTE: Array<[string, string, number, 'sales1' | 'sales2']> = [
  ['RT-01', 'Buah Batu - Kiaracondong', 0, 'sales1'],
  ['RT-02', 'Dago - Cigadung', 0, 'sales1'],
  ['RT-03', 'Antapani - Ujungberung', 0, 'sales1'],
  ['RT-04', 'Cimahi Tengah - Leuwigajah', 1, 'sales2'],
  ['RT-05', 'Padalarang - Ngamprah', 1, 'sales2'],
  ['RT-06', 'Lembang - Parongpong', 1, 'sales2'],
  ['RT-07', 'Jatinangor - Cileunyi', 2, 'sales1'],
  ['RT-08', 'Sumedang Kota', 2, 'sales2'],
];
const EXTRA_STAFF = ['Yusuf Maulana', 'Eko Purnomo', 'Wahyu Hidayat', 'Sri Wahyuni', 'Fajar Nugroho'];

/** `months`: months of trading history before the current month (default 12; 0 = the current weeks only). */
export interface DemoOptions { months?: number }

/**
 * Seeds the demo company on top of base data (levels, menus, grants and the chart of accounts come from
 * prepareDatabase): employees, users for every level, first master data, then every area's documents.
 */
export async function seedDemo(database: Database_, registry: Registry, at = new Date().toISOString(), options: DemoOptions = {}): Promise<void> {
  const r = (name: string) => findResource(registry, name)!;
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id })));
  await database.db.transaction().execute(async (trx) => {
    const levels = await trx.selectFrom('level').select(['id', 'nama_level']).execute();
    const levelByName = new Map(levels.map((l) => [String(l.nama_level), Number(l.id)]));

    const jabatanIds = await insertRows(trx, r('jabatan'), JABATAN.map(([kode, nama]) => ({ kode, nama })), at);
    const jabatanByKode = new Map(JABATAN.map(([k], i) => [k, jabatanIds[i]]));
    const staff = [
      ...DEMO_USERS.map((u) => ({ nama: u.karyawan, jabatan: u.jabatan, email: `${u.name}@niaga.local` })),
      ...EXTRA_STAFF.map((nama, i) => ({ nama, jabatan: i < 3 ? 'DRV' : 'HLP', email: null })),
    ];
    const karyawanIds = await insertRows(trx, r('karyawan'), staff.map((s, i) => ({
      nik: `3273${String(1000000000 + i * 7919).padStart(12, '0')}`.slice(0, 16),
      nip: `NGA-${String(i + 1).padStart(4, '0')}`,
      nama_lengkap: s.nama,
      jk: /Siti|Dewi|Rina|Sri/.test(s.nama) ? 'P' : 'L',
      jabatan_id: jabatanByKode.get(s.jabatan),
      no_hp: `0812${String(20000000 + i * 104729).slice(0, 8)}`,
      email: s.email,
      alamat: `Jl. Pahlawan No. ${10 + i}, Bandung`,
      tanggal_masuk: `20${18 + (i % 7)}-0${1 + (i % 9)}-15`,
      gaji_pokok: s.jabatan === 'DIR' ? 12_000_000 : s.jabatan === 'GM' ? 9_000_000 : 4_200_000 + i * 100_000,
    })), at);

    const gudangIds = await insertRows(trx, r('gudang'), GUDANG.map(([kode, nama_gudang, alamat]) => ({ kode, nama_gudang, alamat })), at);
    await insertRows(trx, r('user'), DEMO_USERS.map((u, i) => ({
      email: `${u.name}@niaga.local`,
      no_hp: `0813${String(10000000 + i * 1111111).slice(0, 8)}`,
      password: passwordHashes[i],
      level_id: levelByName.get(u.level),
      karyawan_id: karyawanIds[i],
      gudang_id: u.name === 'gudang' ? gudangIds[0] : u.name === 'aset' ? gudangIds[0] : null,
    })), at);

    const teritoriIds = await insertRows(trx, r('teritori'), TERITORI.map(([kode, nama, keterangan]) => ({ kode, nama, keterangan })), at);
    const salesKaryawan = { sales1: karyawanIds[5], sales2: karyawanIds[6] };
    await insertRows(trx, r('rute'), RUTE.map(([kode, nama, t, s]) => ({ kode, nama, teritori_id: teritoriIds[t], karyawan_id: salesKaryawan[s] })), at);
    await insertRows(trx, r('satuan'), SATUAN.map(([kode, nama]) => ({ kode, nama })), at);
    await insertRows(trx, r('kategori'), KATEGORI.map(([kode, nama]) => ({ kode, nama })), at);
  });
  const steps = buildStepTable(AREAS, registry);
  for (const seed of areaSeeds(AREAS)) await seed({ database, registry, at, steps, months: options.months });
}
