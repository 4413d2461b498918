import type { Registry } from '../../../../common/registry.js';
import { findResource } from '../../../../common/registry.js';
import type { Db } from '../../../db/connection.js';
import { insertRows } from '../../../db/seed/insert.js';
import { customers } from './customers.js';
import type { SeededGoods } from './goods.js';
import { addDays, roundPrice, type Prng } from './prng.js';

type Ids = Map<string, number>;
type Row = Record<string, unknown>;

export interface Actors {
  /** demo login name → { user id, karyawan id } */
  users: Map<string, { id: number; karyawan_id: number }>;
  rute: Ids;
  tipe: Ids;
}

const daysAgo = (at: string, days: number, hour = 9) => `${addDays(at, -days)}T0${hour}:15:00.000Z`;

/**
 * New-customer submissions in every state: waiting for the supervisor, approved (the customer exists) and
 * rejected; who acts on waiting ones is base data (server/db/base/status-roles.ts).
 */
export async function seedAjuanKonsumen(trx: Db, registry: Registry, at: string, rnd: Prng, a: Actors, konsumen: Row[]): Promise<void> {
  const sales1 = a.users.get('sales1')!;
  const sales2 = a.users.get('sales2')!;
  const spv = a.users.get('spv')!;
  const fresh = customers(rnd, ['RT-01', 'RT-02', 'RT-04', 'RT-05'], 1, new Map());
  const by = [sales1, sales1, sales2, sales2];
  const rows: Row[] = fresh.map((c, i) => ({
    nama: c.nama, nama_pemilik: c.nama_pemilik, konsumen_type_id: a.tipe.get(c.type), rute_id: a.rute.get(c.rute), alamat: c.alamat,
    no_hp: c.no_hp, latitude: c.latitude, longitude: c.longitude, karyawan_id: by[i].karyawan_id, created_by: by[i].id,
    status: i === 3 ? 'ditolak' : 'diajukan', created_at: daysAgo(at, 3 - Math.min(i, 2)),
    keterangan: i === 0 ? 'Toko baru buka dekat sekolah, minta dikunjungi tiap Senin' : null,
    ...(i === 3 ? { alasan_tolak: 'Sudah dilayani distributor lain dan di luar jangkauan rute', diputuskan_oleh: spv.id, diputuskan_pada: daysAgo(at, 1, 4) } : {}),
  }));
  for (const [i, k] of [konsumen[3], konsumen[160]].entries()) {
    const who = i === 0 ? sales1 : sales2;
    rows.push({
      nama: k.nama, nama_pemilik: k.nama_pemilik, konsumen_type_id: k.konsumen_type_id, rute_id: k.rute_id, alamat: k.alamat, no_hp: k.no_hp,
      latitude: k.latitude, longitude: k.longitude, karyawan_id: who.karyawan_id, created_by: who.id, status: 'disetujui',
      konsumen_id: k.id, diputuskan_oleh: spv.id, diputuskan_pada: daysAgo(at, 20 + i * 15, 5), created_at: daysAgo(at, 22 + i * 15),
    });
  }
  await insertRows(trx, findResource(registry, 'ajuankonsumen')!, rows, at);
}

const PESAING: Record<string, Array<[brand: string, produk: string, factor: number]>> = {
  MNM: [['Tirta Gunung Salak', 'Air Mineral 600 ml', 0.95], ['Teh Rakyat', 'Teh Botol Melati 350 ml', 0.9], ['Kopi Cap Jangkar', 'Kopi Susu Sachet', 0.97], ['Soda Segar Jaya', 'Soda Jeruk Kaleng', 0.92]],
  MKR: [['Kripik Mamah Odah', 'Keripik Singkong Pedas 150 g', 0.9], ['Kress', 'Wafer Cokelat 110 g', 0.93], ['Kacang Kancil Mas', 'Kacang Atom 100 g', 0.95]],
  MIE: [['Mi Sakura', 'Mi Goreng 85 g', 0.93], ['Mi Enak Rasa', 'Mi Kuah Ayam Bawang 70 g', 0.95]],
  SBK: [['Beras Rojolele Delanggu', 'Beras 5 kg', 1.02], ['Minyak Kelapa Mas', 'Minyak Goreng Pouch 1 L', 0.98]],
  RT: [['Deterjen Salju Putih', 'Deterjen Bubuk 800 g', 0.9], ['Mama Bersih', 'Sabun Cuci Piring 780 ml', 0.94]],
  PRS: [['Sabun Dewi Sri', 'Sabun Mandi 85 g', 0.92], ['Putih Sehat', 'Pasta Gigi 150 g', 0.9]],
  SUS: [['Susu Sapi Bandung', 'Susu UHT Cokelat 200 ml', 0.96]],
};
const POSISI = ['rak_utama', 'rak_atas', 'rak_bawah', 'dekat_kasir', 'chiller', 'lantai'];

/** A dozen store visits by the two demo salespeople with what they saw of our brands and the competitors'. */
export async function seedAnalisis(trx: Db, registry: Registry, at: string, rnd: Prng, a: Actors, konsumen: Row[], goods: SeededGoods[], kategori: Ids): Promise<void> {
  const visits: Array<{ row: Row; lines: Row[] }> = [];
  const salesOf = new Map([...a.users.values()].map((u) => [u.karyawan_id, u.id]));
  const candidates = konsumen.filter((k) => salesOf.has(k.karyawan_id as number));
  for (let i = 0; i < 12; i++) {
    const k = candidates[(i * 37) % candidates.length];
    const kat = rnd.pick(Object.keys(PESAING));
    const own = goods.filter((g) => g.kategori === kat);
    const picks = [own[rnd.int(0, own.length - 1)], own[rnd.int(0, own.length - 1)]].filter((g, j, arr) => g && arr.indexOf(g) === j);
    const lines: Row[] = [
      ...picks.map((g) => ({ brand: g.brand, produk: g.nama, barang_id: g.id, harga_toko: roundPrice(g.harga * 1.12), jumlah_facing: rnd.int(2, 12), posisi: rnd.pick(POSISI) })),
      ...PESAING[kat].slice(0, rnd.int(1, PESAING[kat].length)).map(([brand, produk, f]) => ({
        brand, produk, barang_id: null, harga_toko: roundPrice((picks[0]?.harga ?? 5_000) * 1.12 * f), jumlah_facing: rnd.int(1, 15), posisi: rnd.pick(POSISI),
        catatan: f < 0.93 ? 'Harga pesaing lebih murah, ada potongan dari sales pesaing' : null,
      })),
    ];
    visits.push({
      row: {
        tanggal: addDays(at, -(i * 3 + 1)), konsumen_id: k.id, karyawan_id: k.karyawan_id, kategori_id: kategori.get(kat),
        ringkasan: lines.length > 3 ? 'Rak didominasi pesaing; usulkan program display.' : 'Produk kita tersedia dan tertata baik.',
        created_by: salesOf.get(k.karyawan_id as number), created_at: `${addDays(at, -(i * 3 + 1))}T08:30:00.000Z`,
      },
      lines,
    });
  }
  const ids = await insertRows(trx, findResource(registry, 'analisis')!, visits.map((v) => v.row), at);
  await insertRows(trx, findResource(registry, 'brand-analisis')!, visits.flatMap((v, i) => v.lines.map((l, n) => ({ ...l, analisis_id: ids[i], line_no: n + 1 }))), at);
}
