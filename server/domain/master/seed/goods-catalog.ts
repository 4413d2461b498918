/**
 * The demo distributor's catalogue: product lines of brand-like names with their variants, base unit, larger
 * units (factor in base units) and purchase price per base unit in rupiah. Expanded to exactly 200 goods.
 */
export interface ProductLine {
  /** Name before the variant ("Air Mineral Tirta Priangan"). */
  produk: string;
  brand: string;
  kategori: 'MNM' | 'MKR' | 'MIE' | 'SBK' | 'RT' | 'PRS' | 'SUS';
  satuan: string;
  /** Larger units: [kode satuan, isi dalam satuan dasar]. */
  besar: Array<[string, number]>;
  /** [variant, harga beli per satuan dasar]. */
  varian: Array<[string, number]>;
  /** Gross margin of the normal selling price, in percent. */
  margin: number;
}

const flavours = (names: string[], price: number): Array<[string, number]> => names.map((n) => [n, price]);

export const PRODUCT_LINES: ProductLine[] = [
  { produk: 'Air Mineral Tirta Priangan', brand: 'Tirta Priangan', kategori: 'MNM', satuan: 'BTL', besar: [['DUS', 24]], margin: 18,
    varian: [['330 ml', 1_550], ['600 ml', 2_250], ['1500 ml', 4_350]] },
  { produk: 'Air Mineral Tirta Priangan Gelas', brand: 'Tirta Priangan', kategori: 'MNM', satuan: 'PCS', besar: [['DUS', 48]], margin: 20, varian: [['220 ml', 620]] },
  { produk: 'Air Mineral Tirta Priangan Galon', brand: 'Tirta Priangan', kategori: 'MNM', satuan: 'GLN', besar: [], margin: 15, varian: [['19 L', 17_500]] },
  { produk: 'Teh Kebun Malabar Botol', brand: 'Kebun Malabar', kategori: 'MNM', satuan: 'BTL', besar: [['DUS', 24]], margin: 17,
    varian: [['Melati 350 ml', 3_050], ['Melati 450 ml', 3_650], ['Less Sugar 350 ml', 3_250], ['Jasmine Tawar 450 ml', 3_700]] },
  { produk: 'Teh Kebun Malabar Kotak', brand: 'Kebun Malabar', kategori: 'MNM', satuan: 'PCS', besar: [['DUS', 24]], margin: 18,
    varian: [['Melati 200 ml', 2_450], ['Apel 200 ml', 2_600], ['Lemon 200 ml', 2_600], ['Melati 1 L', 9_200]] },
  { produk: 'Kopi Gunung Tangkuban', brand: 'Gunung Tangkuban', kategori: 'MNM', satuan: 'SCT', besar: [['RCG', 10], ['DUS', 120]], margin: 16,
    varian: [['Original 3in1 20 g', 1_150], ['Kopi Susu 31 g', 1_350], ['Gula Aren 25 g', 1_450], ['Mocca 24 g', 1_400], ['Hitam Tubruk 165 g', 11_500]] },
  { produk: 'Minuman Isotonik Ion Segar', brand: 'Ion Segar', kategori: 'MNM', satuan: 'BTL', besar: [['DUS', 24]], margin: 18,
    varian: [['350 ml', 4_300], ['500 ml', 5_400], ['Lemon 500 ml', 5_500]] },
  { produk: 'Soda Ceria Kaleng', brand: 'Ceria', kategori: 'MNM', satuan: 'KLG', besar: [['DUS', 24]], margin: 17,
    varian: flavours(['Jeruk 330 ml', 'Stroberi 330 ml', 'Anggur 330 ml', 'Cola 330 ml', 'Leci 330 ml'], 4_250) },
  { produk: 'Sari Buah Nusantara', brand: 'Sari Nusantara', kategori: 'MNM', satuan: 'PCS', besar: [['DUS', 24]], margin: 18,
    varian: flavours(['Jeruk 250 ml', 'Jambu 250 ml', 'Mangga 250 ml', 'Apel 250 ml', 'Sirsak 250 ml'], 3_750) },
  { produk: 'Minuman Energi Kuat Jaya', brand: 'Kuat Jaya', kategori: 'MNM', satuan: 'BTL', besar: [['DUS', 30]], margin: 15, varian: [['150 ml', 4_100], ['Anggur 150 ml', 4_200]] },
  { produk: 'Minuman Serbuk Segar Dingin', brand: 'Segar Dingin', kategori: 'MNM', satuan: 'SCT', besar: [['RCG', 10], ['DUS', 120]], margin: 20, varian: flavours(['Jeruk 9 g', 'Mangga 9 g', 'Jambu 9 g', 'Anggur 9 g'], 420) },
  { produk: 'Sirup Cap Kembang', brand: 'Kembang', kategori: 'MNM', satuan: 'BTL', besar: [['DUS', 12]], margin: 16,
    varian: flavours(['Cocopandan 630 ml', 'Melon 630 ml', 'Jeruk 630 ml', 'Mawar 630 ml'], 16_800) },
  { produk: 'Susu UHT Lembang Segar', brand: 'Lembang Segar', kategori: 'SUS', satuan: 'PCS', besar: [['DUS', 24]], margin: 16,
    varian: [['Full Cream 200 ml', 4_600], ['Cokelat 200 ml', 4_700], ['Stroberi 200 ml', 4_700], ['Low Fat 200 ml', 4_800], ['Full Cream 115 ml', 2_900], ['Cokelat 115 ml', 2_950]] },
  { produk: 'Susu UHT Lembang Segar 1 L', brand: 'Lembang Segar', kategori: 'SUS', satuan: 'PCS', besar: [['DUS', 12]], margin: 15, varian: [['Full Cream', 17_400], ['Cokelat', 17_900]] },
  { produk: 'Susu Kental Manis Nona Manis', brand: 'Nona Manis', kategori: 'SUS', satuan: 'KLG', besar: [['DUS', 48]], margin: 14, varian: [['Putih 370 g', 10_900], ['Cokelat 370 g', 11_100]] },
  { produk: 'Susu Kental Manis Nona Manis Sachet', brand: 'Nona Manis', kategori: 'SUS', satuan: 'SCT', besar: [['RCG', 6], ['DUS', 72]], margin: 16, varian: [['Putih 40 g', 1_300], ['Cokelat 40 g', 1_350]] },
  { produk: 'Susu Bubuk Lembang Segar', brand: 'Lembang Segar', kategori: 'SUS', satuan: 'PCS', besar: [['DUS', 24]], margin: 13, varian: [['Vanila 400 g', 36_500], ['Cokelat 400 g', 37_200]] },

  { produk: 'Keripik Kentang Kriuk Priangan', brand: 'Kriuk Priangan', kategori: 'MKR', satuan: 'PCS', besar: [['DUS', 24]], margin: 20,
    varian: flavours(['Original 68 g', 'Balado 68 g', 'Rumput Laut 68 g', 'Keju 68 g', 'Sapi Panggang 68 g'], 8_300) },
  { produk: 'Keripik Kentang Kriuk Priangan Mini', brand: 'Kriuk Priangan', kategori: 'MKR', satuan: 'PCS', besar: [['PAK', 10], ['DUS', 100]], margin: 22,
    varian: flavours(['Original 15 g', 'Balado 15 g', 'Rumput Laut 15 g'], 1_700) },
  { produk: 'Keripik Singkong Emak', brand: 'Singkong Emak', kategori: 'MKR', satuan: 'PCS', besar: [['BAL', 20]], margin: 22,
    varian: flavours(['Original 150 g', 'Pedas Manis 150 g', 'Balado 150 g', 'Pedas Daun Jeruk 150 g'], 9_200) },
  { produk: 'Wafer Renyah Bandung', brand: 'Renyah Bandung', kategori: 'MKR', satuan: 'PCS', besar: [['DUS', 24]], margin: 19,
    varian: flavours(['Cokelat 120 g', 'Vanila 120 g', 'Keju 120 g', 'Stroberi 120 g'], 7_400) },
  { produk: 'Wafer Renyah Bandung Stik', brand: 'Renyah Bandung', kategori: 'MKR', satuan: 'PCS', besar: [['PAK', 20], ['DUS', 200]], margin: 22, varian: flavours(['Cokelat 9 g', 'Keju 9 g'], 420) },
  { produk: 'Biskuit Kelapa Sinar', brand: 'Sinar', kategori: 'MKR', satuan: 'PCS', besar: [['DUS', 20]], margin: 18, varian: [['250 g', 9_600], ['500 g', 17_800], ['Kaleng 650 g', 31_500]] },
  { produk: 'Crackers Gandum Emas', brand: 'Gandum Emas', kategori: 'MKR', satuan: 'PCS', besar: [['DUS', 24]], margin: 18, varian: [['Original 100 g', 6_200], ['Keju 100 g', 6_500], ['Sayur 100 g', 6_400]] },
  { produk: 'Kacang Atom Rajawali', brand: 'Rajawali', kategori: 'MKR', satuan: 'PCS', besar: [['BAL', 24]], margin: 20, varian: [['Original 100 g', 5_900], ['Pedas 100 g', 6_100], ['Bawang 250 g', 13_400]] },
  { produk: 'Kacang Kulit Rajawali', brand: 'Rajawali', kategori: 'MKR', satuan: 'PCS', besar: [['BAL', 20]], margin: 20, varian: [['Original 70 g', 4_300], ['Original 250 g', 13_900]] },
  { produk: 'Makaroni Goreng Si Kriting', brand: 'Si Kriting', kategori: 'MKR', satuan: 'PCS', besar: [['BAL', 20]], margin: 22, varian: flavours(['Original 100 g', 'Pedas Level 3 100 g', 'Balado 100 g'], 5_600) },
  { produk: 'Permen Jahe Hangat', brand: 'Hangat', kategori: 'MKR', satuan: 'BKS', besar: [['DUS', 24]], margin: 21, varian: [['Jahe 125 g', 8_700], ['Jahe Madu 125 g', 9_100], ['Mint 125 g', 8_700]] },
  { produk: 'Cokelat Batang Cokla', brand: 'Cokla', kategori: 'MKR', satuan: 'PCS', besar: [['BOX', 24], ['DUS', 144]], margin: 19, varian: [['Susu 40 g', 5_300], ['Kacang 40 g', 5_600], ['Karamel 40 g', 5_600]] },
  { produk: 'Roti Sobek Pagi Cerah', brand: 'Pagi Cerah', kategori: 'MKR', satuan: 'PCS', besar: [['KRT', 12]], margin: 17, varian: flavours(['Cokelat', 'Srikaya', 'Keju', 'Kombinasi'], 12_300) },

  { produk: 'Mi Pelangi Goreng', brand: 'Mi Pelangi', kategori: 'MIE', satuan: 'PCS', besar: [['DUS', 40]], margin: 12,
    varian: [['Original 85 g', 2_750], ['Pedas 85 g', 2_850], ['Rendang 90 g', 2_950], ['Ayam Geprek 90 g', 2_950], ['Iga Penyet 90 g', 3_050], ['Cakalang 90 g', 3_050], ['Jumbo 120 g', 3_650]] },
  { produk: 'Mi Pelangi Kuah', brand: 'Mi Pelangi', kategori: 'MIE', satuan: 'PCS', besar: [['DUS', 40]], margin: 12,
    varian: flavours(['Ayam Bawang 70 g', 'Soto 70 g', 'Kari Ayam 72 g', 'Baso Sapi 70 g', 'Kaldu Ayam 70 g', 'Seblak 75 g'], 2_600) },
  { produk: 'Mi Pelangi Cup', brand: 'Mi Pelangi', kategori: 'MIE', satuan: 'PCS', besar: [['DUS', 24]], margin: 14, varian: flavours(['Ayam Bawang 60 g', 'Kari Pedas 60 g', 'Soto 60 g'], 4_400) },
  { produk: 'Bihun Jagung Cap Padi', brand: 'Cap Padi', kategori: 'MIE', satuan: 'PCS', besar: [['BAL', 20]], margin: 15, varian: [['175 g', 4_900], ['350 g', 9_200]] },
  { produk: 'Bubur Instan Hangat Pagi', brand: 'Hangat Pagi', kategori: 'MIE', satuan: 'PCS', besar: [['DUS', 24]], margin: 16, varian: flavours(['Ayam 45 g', 'Sapi 45 g'], 3_900) },

  { produk: 'Beras Pandanwangi Cianjur', brand: 'Cianjur Asli', kategori: 'SBK', satuan: 'PCS', besar: [['BAL', 4]], margin: 7, varian: [['5 kg', 76_500], ['10 kg', 150_000]] },
  { produk: 'Beras Setra Ramos Priangan', brand: 'Priangan', kategori: 'SBK', satuan: 'SAK', besar: [], margin: 6, varian: [['25 kg', 322_000]] },
  { produk: 'Minyak Goreng Sawit Emas', brand: 'Sawit Emas', kategori: 'SBK', satuan: 'PCS', besar: [['DUS', 12]], margin: 7, varian: [['Pouch 1 L', 16_300], ['Pouch 2 L', 31_900]] },
  { produk: 'Minyak Goreng Sawit Emas Jeriken', brand: 'Sawit Emas', kategori: 'SBK', satuan: 'JRG', besar: [['DUS', 4]], margin: 6, varian: [['5 L', 78_400]] },
  { produk: 'Gula Pasir Manis Jaya', brand: 'Manis Jaya', kategori: 'SBK', satuan: 'PCS', besar: [['BAL', 20]], margin: 6, varian: [['1 kg', 16_400], ['500 g', 8_350]] },
  { produk: 'Tepung Terigu Bintang Tiga', brand: 'Bintang Tiga', kategori: 'SBK', satuan: 'PCS', besar: [['BAL', 12]], margin: 9, varian: [['Serbaguna 1 kg', 11_300], ['Protein Tinggi 1 kg', 13_200]] },
  { produk: 'Kecap Manis Cap Merpati', brand: 'Merpati', kategori: 'SBK', satuan: 'PCS', besar: [['DUS', 24]], margin: 14, varian: [['Pouch 77 ml', 3_150], ['Pouch 550 ml', 18_700], ['Botol 275 ml', 11_900]] },
  { produk: 'Saus Sambal Nyonya Ratu', brand: 'Nyonya Ratu', kategori: 'SBK', satuan: 'BTL', besar: [['DUS', 24]], margin: 16, varian: [['Sambal 140 ml', 7_800], ['Sambal Extra Pedas 140 ml', 8_100], ['Tomat 140 ml', 7_300]] },
  { produk: 'Garam Beryodium Cap Kapal', brand: 'Cap Kapal', kategori: 'SBK', satuan: 'PCS', besar: [['BAL', 50]], margin: 18, varian: [['250 g', 2_350], ['500 g', 4_300]] },
  { produk: 'Teh Celup Kuda Putih', brand: 'Kuda Putih', kategori: 'SBK', satuan: 'KTK', besar: [['DUS', 48]], margin: 15, varian: [['Melati 25 kantong', 6_900], ['Hitam 25 kantong', 6_700], ['Hijau 25 kantong', 8_200]] },
  { produk: 'Kopi Bubuk Gunung Tangkuban', brand: 'Gunung Tangkuban', kategori: 'SBK', satuan: 'PCS', besar: [['BAL', 20]], margin: 15, varian: [['Robusta 250 g', 21_400], ['Arabika Java Preanger 200 g', 38_500]] },
  { produk: 'Margarin Mentega Kuning', brand: 'Mentega Kuning', kategori: 'SBK', satuan: 'PCS', besar: [['DUS', 48]], margin: 14, varian: [['Sachet 200 g', 7_600], ['Kaleng 1 kg', 41_000]] },
  { produk: 'Santan Kelapa Murni', brand: 'Kelapa Murni', kategori: 'SBK', satuan: 'PCS', besar: [['DUS', 36]], margin: 15, varian: [['65 ml', 3_100]] },

  { produk: 'Deterjen Bubuk Sinar Bersih', brand: 'Sinar Bersih', kategori: 'RT', satuan: 'PCS', besar: [['DUS', 12]], margin: 14, varian: [['Lemon 800 g', 20_500], ['Lemon 1,8 kg', 43_800], ['Bunga 800 g', 20_700]] },
  { produk: 'Deterjen Bubuk Sinar Bersih Sachet', brand: 'Sinar Bersih', kategori: 'RT', satuan: 'SCT', besar: [['RCG', 6], ['DUS', 72]], margin: 17, varian: flavours(['Lemon 38 g', 'Bunga 38 g'], 950) },
  { produk: 'Sabun Cuci Piring Kilau', brand: 'Kilau', kategori: 'RT', satuan: 'PCS', besar: [['DUS', 12]], margin: 15,
    varian: [['Jeruk Nipis Pouch 780 ml', 14_200], ['Jeruk Nipis Botol 400 ml', 10_300], ['Lemon Pouch 780 ml', 14_300], ['Sachet 21 ml', 480]] },
  { produk: 'Pewangi Pakaian Harum Melati', brand: 'Harum Melati', kategori: 'RT', satuan: 'PCS', besar: [['DUS', 12]], margin: 16, varian: flavours(['Melati 900 ml', 'Sakura 900 ml', 'Lavender 900 ml'], 15_400) },
  { produk: 'Pembersih Lantai Kinclong', brand: 'Kinclong', kategori: 'RT', satuan: 'PCS', besar: [['DUS', 12]], margin: 16, varian: flavours(['Lavender 770 ml', 'Jeruk 770 ml', 'Apel 770 ml', 'Sereh 770 ml'], 11_700) },
  { produk: 'Pemutih Pakaian Putih Bersih', brand: 'Putih Bersih', kategori: 'RT', satuan: 'BTL', besar: [['DUS', 24]], margin: 17, varian: [['500 ml', 6_900], ['1 L', 12_800]] },
  { produk: 'Tisu Wajah Lembut Sari', brand: 'Lembut Sari', kategori: 'RT', satuan: 'PCS', besar: [['BAL', 24]], margin: 17, varian: [['250 lembar', 9_800], ['Travel 50 lembar', 3_300], ['Gulung 2 ply isi 10', 27_500]] },
  { produk: 'Obat Nyamuk Bakar Tameng', brand: 'Tameng', kategori: 'RT', satuan: 'BOX', besar: [['DUS', 60]], margin: 18, varian: [['Hijau isi 10', 4_600], ['Sereh isi 10', 4_800]] },
  { produk: 'Korek Api Kayu Cap Gajah', brand: 'Cap Gajah', kategori: 'RT', satuan: 'PAK', besar: [['BAL', 20]], margin: 20, varian: [['Isi 10 kotak', 4_200]] },
  { produk: 'Kantong Plastik Serbaguna Kuat', brand: 'Kuat', kategori: 'RT', satuan: 'PAK', besar: [['BAL', 50]], margin: 22, varian: [['Kecil 15x30', 5_200], ['Sedang 24x40', 7_300], ['Besar 35x50', 9_900]] },
  { produk: 'Baterai Kuat Tahan', brand: 'Kuat Tahan', kategori: 'RT', satuan: 'PAK', besar: [['BOX', 20]], margin: 18, varian: [['AA isi 2', 7_900], ['AAA isi 2', 7_900]] },

  { produk: 'Sabun Mandi Wangi Kembang', brand: 'Wangi Kembang', kategori: 'PRS', satuan: 'PCS', besar: [['DUS', 72]], margin: 16, varian: flavours(['Mawar 85 g', 'Melati 85 g', 'Jeruk Nipis 85 g', 'Sereh 85 g'], 3_050) },
  { produk: 'Sabun Cair Wangi Kembang', brand: 'Wangi Kembang', kategori: 'PRS', satuan: 'PCS', besar: [['DUS', 24]], margin: 16, varian: flavours(['Mawar Refill 450 ml', 'Zaitun Refill 450 ml'], 17_900) },
  { produk: 'Sampo Lidah Buaya Segar', brand: 'Segar', kategori: 'PRS', satuan: 'SCT', besar: [['RCG', 12], ['DUS', 144]], margin: 18, varian: [['Lidah Buaya 10 ml', 430], ['Ginseng 10 ml', 450], ['Anti Ketombe 10 ml', 460]] },
  { produk: 'Sampo Lidah Buaya Segar Botol', brand: 'Segar', kategori: 'PRS', satuan: 'BTL', besar: [['DUS', 24]], margin: 16, varian: [['Lidah Buaya 170 ml', 17_200], ['Anti Ketombe 170 ml', 18_400]] },
  { produk: 'Pasta Gigi Senyum', brand: 'Senyum', kategori: 'PRS', satuan: 'PCS', besar: [['DUS', 72]], margin: 16, varian: [['Herbal 75 g', 6_600], ['Herbal 150 g', 11_900], ['Whitening 190 g', 15_300], ['Anak Stroberi 50 g', 5_200]] },
  { produk: 'Sikat Gigi Senyum', brand: 'Senyum', kategori: 'PRS', satuan: 'PCS', besar: [['PAK', 12], ['DUS', 144]], margin: 20, varian: [['Lembut', 3_700], ['Sedang', 3_700], ['Anak', 3_400]] },
  { produk: 'Minyak Kayu Putih Cap Elang', brand: 'Cap Elang', kategori: 'PRS', satuan: 'BTL', besar: [['DUS', 48]], margin: 15, varian: [['30 ml', 9_600], ['60 ml', 18_200], ['120 ml', 33_400]] },
  { produk: 'Bedak Bayi Lembut Sari', brand: 'Lembut Sari', kategori: 'PRS', satuan: 'PCS', besar: [['DUS', 36]], margin: 17, varian: [['Putih 100 g', 6_800], ['Biru 100 g', 6_800], ['Putih 300 g', 17_400]] },
  { produk: 'Pembalut Nyaman Hari', brand: 'Nyaman Hari', kategori: 'PRS', satuan: 'PAK', besar: [['DUS', 48]], margin: 16, varian: [['Siang isi 8', 5_900], ['Malam isi 8', 7_100], ['Siang Sayap isi 16', 10_800]] },
  { produk: 'Deodoran Segar Harian', brand: 'Segar Harian', kategori: 'PRS', satuan: 'PCS', besar: [['DUS', 36]], margin: 17, varian: [['Roll On 50 ml', 14_600]] },
];

export interface GoodsItem {
  nama: string;
  brand: string;
  kategori: ProductLine['kategori'];
  satuan: string;
  besar: Array<[string, number]>;
  harga_beli: number;
  margin: number;
}

/** The catalogue expanded to its goods, cut to the first `count`. */
export function catalogue(count = 200): GoodsItem[] {
  const all = PRODUCT_LINES.flatMap((p) => p.varian.map(([v, harga]): GoodsItem => ({
    nama: `${p.produk} ${v}`, brand: p.brand, kategori: p.kategori, satuan: p.satuan, besar: p.besar, harga_beli: harga, margin: p.margin,
  })));
  return all.slice(0, count);
}
