import { findResource } from '../../../../common/registry.js';
import type { Db } from '../../../db/connection.js';
import type { AreaSeed } from '../../../db/seed/areas.js';
import { insertRows } from '../../../db/seed/insert.js';
import { APK, BAGIAN, identitasPajakDemo, KARYAWAN_TAMBAHAN, KATEGORI_TAMBAHAN, SATUAN_CORETAX_DEMO, SATUAN_TAMBAHAN, SUPPLIER, VENDOR } from './company.js';
import { customers, KONSUMEN_TYPES } from './customers.js';
import { seedGoods } from './goods.js';
import { seedFleet, seedWarehouses } from './places.js';
import { seedAjuanKonsumen, seedAnalisis } from './activity.js';
import { addDays, prng } from './prng.js';

async function idsBy(trx: Db, table: string, column: string): Promise<Map<string, number>> {
  const rows = await trx.selectFrom(table).select(['id', column]).execute();
  return new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
}

const slug = (s: string) => s.toLowerCase().replace(/^(pt|cv|ud)\s+/, '').replace(/[^a-z0-9]+/g, '');

/**
 * The demo distributor's master data (issue 4), on top of the foundation's levels, users and first master data:
 * 20 employees, goods with units and prices, 400 customers, suppliers, vendors, the warehouses' layout, six
 * vehicles and their routes, vehicle parts, app versions, and a few customer submissions and market visits.
 * Deterministic (seeded PRNG; dates relative to the seed's `at`) and batch-inserted in one transaction.
 */
export const seedMasterData: AreaSeed = async ({ database, registry, at }) => {
  const r = (n: string) => findResource(registry, n)!;
  const rnd = prng(20_261_122);
  const today = at.slice(0, 10);
  await database.db.transaction().execute(async (trx) => {
    await insertRows(trx, r('satuan'), SATUAN_TAMBAHAN.map(([kode, nama]) => ({ kode, nama })), at);
    for (const [kode, kode_coretax] of Object.entries(SATUAN_CORETAX_DEMO)) await trx.updateTable('satuan').set({ kode_coretax }).where('kode', '=', kode).execute();
    await insertRows(trx, r('kategori'), KATEGORI_TAMBAHAN.map(([kode, nama]) => ({ kode, nama })), at);
    const jabatan = await idsBy(trx, 'jabatan', 'kode');
    const before = Number((await trx.selectFrom('karyawan').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    await insertRows(trx, r('karyawan'), KARYAWAN_TAMBAHAN.map(([nama_lengkap, jk, kode, gaji_pokok], i) => ({
      nik: `3204${String(5_100_000_000 + i * 104_729).padStart(12, '0')}`, nip: `NGA-${String(before + i + 1).padStart(4, '0')}`,
      nama_lengkap, jk, jabatan_id: jabatan.get(kode), no_hp: `0857-${2100 + i * 17}-${4300 + i * 29}`,
      alamat: `Jl. Cibiru Hilir No. ${20 + i * 3}, Kab. Bandung`, tanggal_masuk: addDays(today, -(300 + i * 170)), gaji_pokok,
    })), at);

    const ids = {
      satuan: await idsBy(trx, 'satuan', 'kode'), kategori: await idsBy(trx, 'kategori', 'kode'), gudang: await idsBy(trx, 'gudang', 'kode'),
      karyawan: await idsBy(trx, 'karyawan', 'nama_lengkap'), rute: await idsBy(trx, 'rute', 'kode'), tipe: new Map<string, number>(),
    };
    const tipeIds = await insertRows(trx, r('konsumen-type'), KONSUMEN_TYPES.map(([kode, nama, limit_kredit_standar, keterangan]) => ({ kode, nama, limit_kredit_standar, keterangan })), at);
    KONSUMEN_TYPES.forEach(([kode], i) => ids.tipe.set(kode, tipeIds[i]));

    const goods = await seedGoods(trx, registry, at, rnd, ids);
    await seedFleet(trx, registry, at, rnd, ids);
    await seedWarehouses(trx, registry, at, ids);

    const rute = await trx.selectFrom('rute').select(['id', 'kode', 'teritori_id', 'karyawan_id']).orderBy('kode').execute();
    const limits = new Map(KONSUMEN_TYPES.map(([kode, , limit]) => [kode, limit]));
    const shops = customers(rnd, rute.map((x) => String(x.kode)), 50, limits);
    const ruteByKode = new Map(rute.map((x) => [String(x.kode), x]));
    const konsumenRows = shops.map((c, i) => ({
      kode: `KNS-${String(i + 1).padStart(5, '0')}`, nama: c.nama, nama_pemilik: c.nama_pemilik, konsumen_type_id: ids.tipe.get(c.type),
      rute_id: ruteByKode.get(c.rute)!.id, teritori_id: ruteByKode.get(c.rute)!.teritori_id, alamat: c.alamat, no_hp: c.no_hp,
      limit_kredit: c.limit, tempo_hari: c.type === 'GR' || c.type === 'MM' ? 30 : c.limit === 0 ? 0 : 14,
      toleransi_hari: c.type === 'WR' ? 3 : 7, latitude: c.latitude, longitude: c.longitude, aktif: i % 97 !== 96,
      ...identitasPajakDemo(c.type, i, c.alamat),
    }));
    const konsumenIds = await insertRows(trx, r('konsumen'), konsumenRows, at);
    const konsumen = konsumenRows.map((k, i) => ({ ...k, id: konsumenIds[i], karyawan_id: rute.find((x) => x.id === k.rute_id)?.karyawan_id }));

    await insertRows(trx, r('supplier'), SUPPLIER.map(([nama, nama_kontak, alamat, kota, bank, tempo_hari], i) => ({
      kode: `SUP-${String(i + 1).padStart(3, '0')}`, nama, nama_kontak, alamat, kota, bank, tempo_hari,
      no_hp: `022-${7_300_000 + i * 40_123}`, email: `penjualan@${slug(nama)}.co.id`,
      npwp: `00${(i % 9) + 1}${300 + i * 11}${500 + i * 7}${i % 10}4${20 + i}000`, no_rekening: String(1_234_500_000 + i * 987_654),
    })), at);
    await insertRows(trx, r('vendor'), VENDOR.map(([nama, jenis, nama_kontak, alamat, kota], i) => ({
      kode: `VND-${String(i + 1).padStart(3, '0')}`, nama, jenis, nama_kontak, alamat, kota, no_hp: `0812-${2200 + i * 131}-${5100 + i * 77}`,
      npwp: `00${(i % 9) + 1}${700 + i * 13}${100 + i * 9}${i % 10}4${40 + i}000`,
    })), at);
    // A person without an NPWP (PPh 23 at the higher rate, named by NIK on the bukti potong: issue 38).
    await insertRows(trx, r('vendor'), [{
      kode: `VND-${String(VENDOR.length + 1).padStart(3, '0')}`, nama: 'Ujang Suryana (Kebersihan & Keamanan)', jenis: 'jasa', nama_kontak: 'Ujang Suryana',
      alamat: 'Kp. Cibeureum RT 02/05', kota: 'Kota Cimahi', no_hp: '0813-2020-4411', npwp: null, nik: '3277011503800007',
    }], at);
    await insertRows(trx, r('kendaraan-bagian'), BAGIAN.map(([kode, nama, kelompok, interval_km, interval_hari]) => ({ kode, nama, kelompok, interval_km, interval_hari })), at);
    await insertRows(trx, r('apk'), APK.map(([versi, kode_versi, days, wajib_update, catatan]) => ({
      versi, kode_versi, tanggal_rilis: addDays(today, -days), wajib_update, catatan, url_unduh: `https://unduh.niaga.co.id/apk/niaga-sales-${versi}.apk`,
    })), at);

    const users = new Map<string, { id: number; karyawan_id: number }>();
    for (const u of await trx.selectFrom('users').select(['id', 'email', 'karyawan_id']).execute()) {
      users.set(String(u.email).split('@')[0], { id: Number(u.id), karyawan_id: Number(u.karyawan_id) });
    }
    const actors = { users, rute: ids.rute, tipe: ids.tipe };
    await seedAjuanKonsumen(trx, registry, at, rnd, actors, konsumen);
    await seedAnalisis(trx, registry, at, rnd, actors, konsumen, goods, ids.kategori);
  });
};
