/**
 * The goods of the `floor` section as a distributor's catalogue reads ("Kopi Instan Gunung Mas Gula Aren 25 g"),
 * generated deterministically over the demo's seven categories (bench/floor-goods.ts loads them).
 */
import { random } from './generate.js';

type Row = Record<string, unknown>;

interface Kind {
  /** Product type, the first words of the name. */
  type: string;
  base: string;
  big: string;
  variants: string[];
  sizes: string[];
}

const FLAVOURS = ['Original', 'Cokelat', 'Vanila', 'Stroberi', 'Keju', 'Jeruk', 'Melon', 'Mangga', 'Leci', 'Anggur', 'Pedas', 'Balado', 'Jagung Bakar', 'Rumput Laut', 'Madu', 'Pandan'];
const SCENTS = ['Lavender', 'Melati', 'Mawar', 'Lemon', 'Sereh', 'Apel', 'Sakura', 'Jeruk Nipis', 'Aloe Vera', 'Zaitun', 'Ocean', 'Fresh'];
const COFFEE = ['Original 3in1', 'Kopi Susu', 'Gula Aren', 'Mocca', 'Hitam', 'Luwak White', 'Cappuccino', 'Robusta', 'Arabika', 'Tubruk'];

/** Product kinds per category code of the demo seed; weight is the category's share of the goods. */
const CATALOGUE: Record<string, { weight: number; kinds: Kind[] }> = {
  MNM: {
    weight: 24, kinds: [
      { type: 'Air Mineral', base: 'BTL', big: 'DUS', variants: ['Botol', 'Gelas', 'Sport'], sizes: ['220 ml', '330 ml', '600 ml', '1500 ml'] },
      { type: 'Teh Botol', base: 'BTL', big: 'DUS', variants: ['Melati', 'Less Sugar', 'Apel', 'Lemon', 'Jasmine'], sizes: ['350 ml', '450 ml'] },
      { type: 'Teh Kotak', base: 'PCS', big: 'DUS', variants: ['Melati', 'Apel', 'Lemon', 'Leci'], sizes: ['200 ml', '300 ml', '1 L'] },
      { type: 'Kopi Instan', base: 'SCT', big: 'DUS', variants: COFFEE, sizes: ['20 g', '25 g', '31 g', '165 g'] },
      { type: 'Minuman Isotonik', base: 'BTL', big: 'DUS', variants: ['Original', 'Lemon', 'Jeruk'], sizes: ['350 ml', '500 ml'] },
      { type: 'Soda Kaleng', base: 'KLG', big: 'DUS', variants: ['Jeruk', 'Stroberi', 'Anggur', 'Cola', 'Leci'], sizes: ['250 ml', '330 ml'] },
      { type: 'Sari Buah', base: 'PCS', big: 'DUS', variants: ['Jeruk', 'Jambu', 'Mangga', 'Apel', 'Sirsak'], sizes: ['200 ml', '250 ml', '1 L'] },
      { type: 'Minuman Energi', base: 'BTL', big: 'DUS', variants: ['Original', 'Anggur', 'Jahe'], sizes: ['150 ml', '250 ml'] },
      { type: 'Minuman Serbuk', base: 'SCT', big: 'RCG', variants: ['Jeruk', 'Mangga', 'Jambu', 'Anggur', 'Melon'], sizes: ['9 g', '12 g'] },
      { type: 'Sirup', base: 'BTL', big: 'DUS', variants: ['Cocopandan', 'Melon', 'Jeruk', 'Mawar', 'Leci'], sizes: ['460 ml', '630 ml'] },
      { type: 'Jus Buah', base: 'BTL', big: 'DUS', variants: ['Jeruk', 'Apel', 'Jambu', 'Anggur'], sizes: ['250 ml', '1 L'] },
      { type: 'Minuman Jahe', base: 'SCT', big: 'RCG', variants: ['Original', 'Susu', 'Madu', 'Lemon'], sizes: ['20 g', '25 g'] },
    ],
  },
  MKR: {
    weight: 22, kinds: [
      { type: 'Keripik Kentang', base: 'PCS', big: 'DUS', variants: FLAVOURS, sizes: ['15 g', '35 g', '68 g', '120 g'] },
      { type: 'Keripik Singkong', base: 'PCS', big: 'BAL', variants: FLAVOURS, sizes: ['60 g', '150 g', '250 g'] },
      { type: 'Wafer', base: 'PCS', big: 'DUS', variants: FLAVOURS, sizes: ['9 g', '50 g', '120 g'] },
      { type: 'Biskuit', base: 'PCS', big: 'DUS', variants: ['Kelapa', 'Susu', 'Cokelat', 'Keju', 'Marie', 'Gandum'], sizes: ['100 g', '250 g', '500 g'] },
      { type: 'Kacang Atom', base: 'PCS', big: 'BAL', variants: ['Original', 'Pedas', 'Bawang'], sizes: ['100 g', '250 g'] },
      { type: 'Permen', base: 'BKS', big: 'DUS', variants: ['Mint', 'Jahe', 'Susu', 'Buah', 'Kopi'], sizes: ['100 g', '125 g', '150 g'] },
      { type: 'Cokelat Batang', base: 'PCS', big: 'BOX', variants: ['Susu', 'Kacang', 'Karamel', 'Hitam'], sizes: ['25 g', '40 g', '90 g'] },
      { type: 'Roti', base: 'PCS', big: 'KRT', variants: ['Cokelat', 'Srikaya', 'Keju', 'Kombinasi', 'Tawar'], sizes: ['200 g', '400 g'] },
      { type: 'Makaroni Goreng', base: 'PCS', big: 'BAL', variants: ['Original', 'Pedas', 'Balado'], sizes: ['50 g', '100 g'] },
      { type: 'Kerupuk', base: 'PCS', big: 'BAL', variants: ['Udang', 'Ikan', 'Bawang', 'Kulit'], sizes: ['100 g', '250 g'] },
    ],
  },
  SBK: {
    weight: 16, kinds: [
      { type: 'Beras', base: 'PCS', big: 'BAL', variants: ['Pandanwangi', 'Setra Ramos', 'Rojolele', 'Pulen'], sizes: ['2,5 kg', '5 kg', '10 kg'] },
      { type: 'Minyak Goreng', base: 'PCS', big: 'DUS', variants: ['Pouch', 'Botol', 'Jeriken'], sizes: ['1 L', '2 L', '5 L'] },
      { type: 'Gula Pasir', base: 'PCS', big: 'BAL', variants: ['Putih', 'Kristal'], sizes: ['500 g', '1 kg'] },
      { type: 'Tepung Terigu', base: 'PCS', big: 'BAL', variants: ['Serbaguna', 'Protein Tinggi', 'Protein Sedang'], sizes: ['500 g', '1 kg'] },
      { type: 'Kecap Manis', base: 'PCS', big: 'DUS', variants: ['Pouch', 'Botol'], sizes: ['77 ml', '275 ml', '550 ml'] },
      { type: 'Saus Sambal', base: 'BTL', big: 'DUS', variants: ['Sambal', 'Extra Pedas', 'Tomat'], sizes: ['140 ml', '340 ml'] },
      { type: 'Garam', base: 'PCS', big: 'BAL', variants: ['Beryodium', 'Halus'], sizes: ['250 g', '500 g'] },
      { type: 'Teh Celup', base: 'KTK', big: 'DUS', variants: ['Melati', 'Hitam', 'Hijau'], sizes: ['isi 25', 'isi 50'] },
      { type: 'Kopi Bubuk', base: 'PCS', big: 'BAL', variants: COFFEE, sizes: ['165 g', '200 g', '250 g'] },
      { type: 'Margarin', base: 'PCS', big: 'DUS', variants: ['Sachet', 'Kaleng'], sizes: ['200 g', '1 kg'] },
      { type: 'Santan', base: 'PCS', big: 'DUS', variants: ['Kelapa Murni', 'Kental'], sizes: ['65 ml', '200 ml'] },
      { type: 'Bumbu Instan', base: 'SCT', big: 'RCG', variants: ['Rendang', 'Opor', 'Soto', 'Nasi Goreng', 'Rawon'], sizes: ['30 g', '50 g'] },
    ],
  },
  RT: {
    weight: 14, kinds: [
      { type: 'Deterjen Bubuk', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['38 g', '800 g', '1,8 kg'] },
      { type: 'Sabun Cuci Piring', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['21 ml', '400 ml', '780 ml'] },
      { type: 'Pewangi Pakaian', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['900 ml', '1,6 L'] },
      { type: 'Pembersih Lantai', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['770 ml', '1,6 L'] },
      { type: 'Tisu', base: 'PCS', big: 'BAL', variants: ['Wajah', 'Gulung', 'Basah', 'Travel'], sizes: ['50 lembar', '250 lembar', 'isi 10'] },
      { type: 'Obat Nyamuk', base: 'BOX', big: 'DUS', variants: ['Bakar Hijau', 'Bakar Sereh', 'Semprot', 'Elektrik'], sizes: ['isi 10', '600 ml'] },
      { type: 'Kantong Plastik', base: 'PAK', big: 'BAL', variants: ['Kecil', 'Sedang', 'Besar'], sizes: ['15x30', '24x40', '35x50'] },
      { type: 'Baterai', base: 'PAK', big: 'BOX', variants: ['AA', 'AAA', 'Alkaline AA'], sizes: ['isi 2', 'isi 4'] },
    ],
  },
  PRS: {
    weight: 12, kinds: [
      { type: 'Sabun Mandi', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['75 g', '85 g', '110 g'] },
      { type: 'Sabun Cair', base: 'PCS', big: 'DUS', variants: SCENTS, sizes: ['250 ml', '450 ml'] },
      { type: 'Sampo', base: 'SCT', big: 'RCG', variants: ['Lidah Buaya', 'Ginseng', 'Anti Ketombe', 'Hitam Berkilau'], sizes: ['10 ml', '170 ml'] },
      { type: 'Pasta Gigi', base: 'PCS', big: 'DUS', variants: ['Herbal', 'Whitening', 'Anak Stroberi', 'Siwak'], sizes: ['50 g', '75 g', '150 g'] },
      { type: 'Sikat Gigi', base: 'PCS', big: 'PAK', variants: ['Lembut', 'Sedang', 'Anak'], sizes: ['isi 1', 'isi 3'] },
      { type: 'Minyak Kayu Putih', base: 'BTL', big: 'DUS', variants: ['Original', 'Plus'], sizes: ['30 ml', '60 ml', '120 ml'] },
      { type: 'Bedak Bayi', base: 'PCS', big: 'DUS', variants: ['Putih', 'Biru', 'Pink'], sizes: ['100 g', '300 g'] },
      { type: 'Deodoran', base: 'PCS', big: 'DUS', variants: ['Roll On', 'Spray'], sizes: ['50 ml', '150 ml'] },
    ],
  },
  SUS: {
    weight: 7, kinds: [
      { type: 'Susu UHT', base: 'PCS', big: 'DUS', variants: ['Full Cream', 'Cokelat', 'Stroberi', 'Low Fat'], sizes: ['115 ml', '200 ml', '1 L'] },
      { type: 'Susu Kental Manis', base: 'KLG', big: 'DUS', variants: ['Putih', 'Cokelat'], sizes: ['40 g', '370 g'] },
      { type: 'Susu Bubuk', base: 'PCS', big: 'DUS', variants: ['Vanila', 'Cokelat', 'Madu'], sizes: ['400 g', '800 g'] },
      { type: 'Yoghurt', base: 'PCS', big: 'DUS', variants: ['Stroberi', 'Anggur', 'Plain'], sizes: ['70 ml', '200 ml'] },
    ],
  },
  MIE: {
    weight: 5, kinds: [
      { type: 'Mi Goreng', base: 'PCS', big: 'DUS', variants: ['Original', 'Pedas', 'Rendang', 'Ayam Geprek', 'Iga Penyet', 'Cakalang'], sizes: ['85 g', '90 g', '120 g'] },
      { type: 'Mi Kuah', base: 'PCS', big: 'DUS', variants: ['Ayam Bawang', 'Soto', 'Kari Ayam', 'Baso Sapi', 'Seblak'], sizes: ['70 g', '75 g'] },
      { type: 'Mi Cup', base: 'PCS', big: 'DUS', variants: ['Ayam Bawang', 'Kari Pedas', 'Soto'], sizes: ['60 g', '75 g'] },
      { type: 'Bihun', base: 'PCS', big: 'BAL', variants: ['Jagung', 'Beras'], sizes: ['175 g', '350 g'] },
      { type: 'Bubur Instan', base: 'PCS', big: 'DUS', variants: ['Ayam', 'Sapi', 'Kacang Hijau'], sizes: ['45 g', '50 g'] },
    ],
  },
};

const BRAND_A = ['Sinar', 'Cahaya', 'Gunung', 'Bintang', 'Mekar', 'Sari', 'Tirta', 'Putra', 'Indah', 'Rasa', 'Citra', 'Maju', 'Alam', 'Dewi', 'Karya', 'Surya', 'Tunas', 'Berkah', 'Harum', 'Lembah'];
const BRAND_B = ['Abadi', 'Makmur', 'Sentosa', 'Lestari', 'Priangan', 'Nusantara', 'Mas', 'Baru', 'Utama', 'Sejati', 'Kencana', 'Murni', 'Wangi', 'Perkasa', 'Mulia', 'Agung', 'Asri', 'Raya', 'Sakti', 'Jaya'];
const FACTORS = [6, 10, 12, 20, 24, 36, 40, 48];

/** The category that holds about 5 % of the goods: the filter case's kategori_id. */
export const FILTER_KATEGORI = 'MIE';
/** A search term matching about 4 % of the names. */
export const SEARCH_TERM = 'kopi';
/** Codes of generated goods start with this; created ones in the bench with `BN-`. */
export const GOODS_PREFIX = 'GB-';

export function ean13(body12: string): string {
  const sum = [...body12].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return body12 + String((10 - (sum % 10)) % 10);
}

export interface Ids {
  kategori: Map<string, number>;
  satuan: Map<string, number>;
  userId: number;
}

export interface Made {
  barang: Row;
  line: { satuan: number; faktor: number; barcode: string };
}

/** The `i`-th generated goods (deterministic), with its one larger unit. */
export function* goodsRows(count: number, ids: Ids, at: string, seed = 20260202): Generator<Made> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const cats = Object.entries(CATALOGUE).filter(([k]) => ids.kategori.has(k));
  const total = cats.reduce((s, [, c]) => s + c.weight, 0);
  for (let i = 0; i < count; i++) {
    let r = rnd() * total;
    const [kode, cat] = cats.find(([, c]) => (r -= c.weight) < 0) ?? cats[cats.length - 1];
    const kind = pick(cat.kinds);
    const brand = `${pick(BRAND_A)} ${pick(BRAND_B)}`;
    const nama = `${kind.type} ${brand} ${pick(kind.variants)} ${pick(kind.sizes)}`;
    const harga = Math.max(200, Math.round((500 + rnd() * rnd() * 120_000) / 50) * 50);
    const faktor = pick(FACTORS);
    const serial = String(i + 1).padStart(8, '0');
    yield {
      barang: {
        kode: `${GOODS_PREFIX}${String(i + 1).padStart(7, '0')}`,
        barcode: ean13(`8998${serial}`),
        nama, brand,
        kategori_id: ids.kategori.get(kode),
        satuan_id: ids.satuan.get(kind.base) ?? ids.satuan.get('PCS'),
        harga_beli: harga,
        minimal_stok: faktor * (1 + Math.floor(rnd() * 5)),
        image: null,
        keterangan: rnd() < 0.2 ? `Isi ${faktor} ${kind.base} per ${kind.big}` : null,
        aktif: rnd() < 0.97 ? 1 : 0,
        created_at: at, updated_at: at, created_by: ids.userId, updated_by: ids.userId,
        deleted_at: rnd() < 0.01 ? at : null,
      },
      line: { satuan: ids.satuan.get(kind.big) ?? ids.satuan.get('DUS')!, faktor, barcode: ean13(`8999${serial}`) },
    };
  }
}
