import type { Registry } from '../../../../common/registry.js';
import { findResource } from '../../../../common/registry.js';
import type { Db } from '../../../db/connection.js';
import { insertRows } from '../../../db/seed/insert.js';
import { catalogue } from './goods-catalog.js';
import { addDays, ean13, roundPrice, type Prng } from './prng.js';

type Ids = Map<string, number>;

export interface SeededGoods {
  id: number;
  brand: string;
  nama: string;
  kategori: string;
  /** Normal selling price per base unit for every customer type. */
  harga: number;
}

/**
 * 200 goods with their larger units, and a price history: last year's list (expired), the current list for
 * every type, cheaper lists for wholesalers and minimarkets, contract prices for horeca and a running promo.
 */
export async function seedGoods(trx: Db, registry: Registry, at: string, rnd: Prng, ids: { satuan: Ids; kategori: Ids; tipe: Ids }): Promise<SeededGoods[]> {
  const r = (n: string) => findResource(registry, n)!;
  const today = at.slice(0, 10);
  const items = catalogue(200);
  const brands = [...new Set(items.map((g) => g.brand))];
  const perKategori = new Map<string, number>();
  const rows = items.map((g, i) => {
    const n = (perKategori.get(g.kategori) ?? 0) + 1;
    perKategori.set(g.kategori, n);
    const mfr = String(1000 + brands.indexOf(g.brand) * 37).slice(-4);
    const largest = g.besar.length ? g.besar[g.besar.length - 1][1] : 10;
    return {
      kode: `${g.kategori}-${String(n).padStart(3, '0')}`,
      barcode: ean13(`899${mfr}${String(10000 + i * 7).slice(-5)}`),
      nama: g.nama, brand: g.brand, kategori_id: ids.kategori.get(g.kategori), satuan_id: ids.satuan.get(g.satuan),
      harga_beli: g.harga_beli, minimal_stok: largest * rnd.int(2, 8),
      // A PKP distributor's goods carry PPN, except the staples (sembako: rice, sugar, oil… exempt, PP 49/2022).
      kena_ppn: g.kategori !== 'SBK', keterangan: null, aktif: i % 67 !== 66,
    };
  });
  const barangIds = await insertRows(trx, r('barang'), rows, at);

  const konversi = items.flatMap((g, i) => g.besar.map(([satuan, faktor], j) => ({
    barang_id: barangIds[i], satuan_id: ids.satuan.get(satuan), faktor, line_no: j + 1,
    barcode: ean13(`899${rows[i].barcode.slice(3, 7)}9${String(1000 + i).slice(-4)}`.slice(0, 12)),
  })));
  await insertRows(trx, r('barang-satuan'), konversi, at);

  const kategoriHarga = await insertRows(trx, r('kategori-harga'), [
    { kode: 'NRM', nama: 'Harga Normal', prioritas: 0, keterangan: 'Daftar harga yang berlaku sehari-hari' },
    { kode: 'KHS', nama: 'Harga Kontrak', prioritas: 40, keterangan: 'Harga kesepakatan untuk pelanggan tertentu' },
    { kode: 'PRM', nama: 'Harga Promo', prioritas: 80, keterangan: 'Promo berjangka dari prinsipal' },
  ], at);
  const [normal, kontrak, promo] = kategoriHarga;
  const mulai = addDays(today, -100);
  const harga: Array<Record<string, unknown>> = [];
  const goods: SeededGoods[] = items.map((g, i) => {
    const floor = roundPrice(g.harga_beli * 1.03);
    const jual = Math.max(floor, roundPrice(g.harga_beli * (1 + g.margin / 100)));
    const price = (factor: number) => Math.max(floor, roundPrice(jual * factor));
    const base = { barang_id: barangIds[i], aktif: true };
    if (i % 5 !== 0) {
      harga.push({ ...base, konsumen_type_id: null, kategori_harga_id: normal, harga: price(0.96), berlaku_mulai: addDays(today, -460), berlaku_sampai: addDays(mulai, -1), keterangan: 'Daftar harga tahun lalu' });
    }
    harga.push({ ...base, konsumen_type_id: null, kategori_harga_id: normal, harga: jual, berlaku_mulai: mulai, berlaku_sampai: null });
    harga.push({ ...base, konsumen_type_id: ids.tipe.get('GR'), kategori_harga_id: normal, harga: price(0.95), berlaku_mulai: mulai, berlaku_sampai: null });
    if (i % 2 === 0) harga.push({ ...base, konsumen_type_id: ids.tipe.get('MM'), kategori_harga_id: normal, harga: price(0.97), berlaku_mulai: mulai, berlaku_sampai: null });
    if (i % 20 === 3) harga.push({ ...base, konsumen_type_id: ids.tipe.get('HRK'), kategori_harga_id: kontrak, harga: price(0.94), berlaku_mulai: addDays(today, -30), berlaku_sampai: addDays(today, 335), keterangan: 'Kontrak tahunan horeka' });
    if (i % 10 === 7) harga.push({ ...base, konsumen_type_id: null, kategori_harga_id: promo, harga: price(0.92), berlaku_mulai: addDays(today, -7), berlaku_sampai: addDays(today, 21), keterangan: 'Promo bulan ini' });
    return { id: barangIds[i], brand: g.brand, nama: g.nama, kategori: g.kategori, harga: jual };
  });
  await insertRows(trx, r('harga-jual'), harga, at);
  return goods;
}
