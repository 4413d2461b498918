import type { Registry } from '../../../../common/registry.js';
import { findResource } from '../../../../common/registry.js';
import type { Db } from '../../../db/connection.js';
import { insertRows } from '../../../db/seed/insert.js';
import { DENAH, GUDANG_INFO, HARI_RUTE, KENDARAAN, PENUGASAN } from './company.js';
import { addDays, type Prng } from './prng.js';

type Ids = Map<string, number>;

/** Warehouse heads and phones, then each warehouse's blocks, racks (4 levels, a drawer per level) and pallets. */
export async function seedWarehouses(trx: Db, registry: Registry, at: string, ids: { gudang: Ids; karyawan: Ids }): Promise<void> {
  const r = (n: string) => findResource(registry, n)!;
  for (const [kode, [kepala, telepon]] of Object.entries(GUDANG_INFO)) {
    await trx.updateTable('gudang').set({ karyawan_id: ids.karyawan.get(kepala) ?? null, no_telepon: telepon }).where('kode', '=', kode).execute();
  }
  const blocks = Object.entries(DENAH).flatMap(([gudang, list]) => list.map(([kode, nama, jenis, rak, palet]) => ({ gudang, kode, nama, jenis, rak, palet })));
  const blokIds = await insertRows(trx, r('gudang-blok'), blocks.map((b) => ({
    gudang_id: ids.gudang.get(b.gudang), kode: b.kode, nama: b.nama, jenis: b.jenis,
    keterangan: b.jenis === 'karantina' ? 'Barang rusak, retur dan tunggu pemusnahan' : null,
  })), at);

  const racks = blocks.flatMap((b, i) => Array.from({ length: b.rak }, (_, n) => ({
    gudang_blok_id: blokIds[i], gudang_id: ids.gudang.get(b.gudang), kode: `${b.kode}-${String(n + 1).padStart(2, '0')}`, jumlah_tingkat: 4, beban_maks_kg: 300,
  })));
  const rakIds = await insertRows(trx, r('gudang-rak'), racks, at);
  await insertRows(trx, r('gudang-laci'), racks.flatMap((rak, i) => [1, 2, 3, 4].map((tingkat) => ({
    gudang_rak_id: rakIds[i], gudang_blok_id: rak.gudang_blok_id, gudang_id: rak.gudang_id, kode: `${rak.kode}-${tingkat}`, tingkat,
  }))), at);
  await insertRows(trx, r('gudang-palet'), blocks.flatMap((b, i) => Array.from({ length: b.palet }, (_, n) => ({
    gudang_blok_id: blokIds[i], gudang_id: ids.gudang.get(b.gudang), kode: `${b.kode}-P${String(n + 1).padStart(2, '0')}`,
    bahan: n % 4 === 3 ? 'plastik' : 'kayu', beban_maks_kg: n % 4 === 3 ? 800 : 1000,
  }))), at);
}

/** Six vehicles, then each route's salesperson, vehicle and loading warehouse (the route follows its assignment). */
export async function seedFleet(trx: Db, registry: Registry, at: string, rnd: Prng, ids: { gudang: Ids; karyawan: Ids; rute: Ids }): Promise<Ids> {
  const r = (n: string) => findResource(registry, n)!;
  const today = at.slice(0, 10);
  const kendaraanIds = await insertRows(trx, r('kendaraan'), KENDARAAN.map(([no_polisi, jenis, merk, tahun, kapasitas_kg, odometer, sopir, rute, stnk, kir]) => ({
    no_polisi, jenis, merk, tahun, kapasitas_kg, odometer,
    karyawan_id: sopir ? ids.karyawan.get(sopir) : null, rute_id: rute ? ids.rute.get(rute) : null,
    stnk_jatuh_tempo: addDays(today, stnk), kir_jatuh_tempo: kir === null ? null : addDays(today, kir),
    no_rangka: `MHK${rnd.int(100000, 999999)}${String.fromCharCode(65 + rnd.int(0, 25))}${rnd.int(1000000, 9999999)}`.slice(0, 17),
    no_mesin: `${jenis === 'box' ? '4D34' : 'K15B'}C${rnd.int(100000, 999999)}`,
    keterangan: jenis === 'minibus' ? 'Kendaraan operasional kantor' : jenis === 'box' ? 'Pengiriman grosir dan mutasi antargudang' : null,
  })), at);
  const byPlate = new Map(KENDARAAN.map(([plate], i) => [plate, kendaraanIds[i]]));
  await insertRows(trx, r('gudang-sales-rute'), Object.entries(PENUGASAN).map(([rute, [sales, plate, gudang]]) => ({
    rute_id: ids.rute.get(rute), karyawan_id: ids.karyawan.get(sales), kendaraan_id: byPlate.get(plate), gudang_id: ids.gudang.get(gudang),
    berlaku_mulai: addDays(today, -200),
  })), at);
  for (const [rute, [sales]] of Object.entries(PENUGASAN)) {
    await trx.updateTable('rute').set({ karyawan_id: ids.karyawan.get(sales), hari_kunjungan: HARI_RUTE[rute] }).where('kode', '=', rute).execute();
  }
  return byPlate;
}
