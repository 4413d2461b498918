/** The rest of the demo company's master data: people, vehicles, partners, warehouse layout, parts, app versions. */

export const SATUAN_TAMBAHAN: Array<[string, string]> = [
  ['SCT', 'Sachet'], ['KLG', 'Kaleng'], ['BAL', 'Bal'], ['GLN', 'Galon'], ['BKS', 'Bungkus'], ['BOX', 'Box'],
  ['JRG', 'Jeriken'], ['KTK', 'Kotak'], ['LSN', 'Lusin'],
];
/**
 * Each demo unit's Coretax unit code (base data `satuan_coretax`): a piece, bottle, can or sachet sold one by one is
 * UM.0021 Buah (Piece); a dus, box or kotak UM.0022 Boks; a karton UM.0037; a dozen UM.0017; what Coretax has no word for
 * (pak, renceng, sak, bal) UM.0033 Lainnya.
 */
export const SATUAN_CORETAX_DEMO: Record<string, string> = {
  PCS: 'UM.0021', DUS: 'UM.0022', PAK: 'UM.0033', BTL: 'UM.0021', KRT: 'UM.0037', RCG: 'UM.0033', SAK: 'UM.0033', KG: 'UM.0003',
  SCT: 'UM.0021', KLG: 'UM.0021', BAL: 'UM.0033', GLN: 'UM.0021', BKS: 'UM.0021', BOX: 'UM.0022', JRG: 'UM.0021', KTK: 'UM.0022', LSN: 'UM.0017',
};

/**
 * A demo customer's tax identity, by its place in the list (no draw of the seeded PRNG, so the rest of the demo stays
 * as it was): minimarkets and wholesalers are PKP with an NPWP and NITKU; every fifth other shop gives its owner's NIK;
 * the rest are retail buyers without one. The numbers are made up (NPWP 09…, NIK 3273 99…), not anyone's.
 */
export function identitasPajakDemo(type: string, i: number, alamat: string): Record<string, unknown> {
  if (type === 'MM' || type === 'GR') {
    const npwp = `09${String(10_000_000 + i).padStart(8, '0')}424000`;
    return { pkp: true, jenis_dokumen: 'TIN', npwp_nik: npwp, nitku: `${npwp}000000`, alamat_pajak: alamat, email_pajak: `pajak.kns${String(i + 1).padStart(5, '0')}@contoh.co.id` };
  }
  if (i % 5 === 0) {
    const nik = `327399${String(1_000_000_000 + i).slice(-10)}`;
    return { pkp: false, jenis_dokumen: 'NIK', npwp_nik: nik, nitku: `${nik}000000`, alamat_pajak: alamat, email_pajak: null };
  }
  return { pkp: false, jenis_dokumen: null, npwp_nik: null, nitku: null, alamat_pajak: null, email_pajak: null };
}

export const KATEGORI_TAMBAHAN: Array<[string, string]> = [['MIE', 'Mi & Makanan Instan'], ['SUS', 'Susu & Olahan Susu']];

/** Six more employees (20 in all): two canvas salespeople, a driver, a warehouse admin, finance staff, a helper. */
export const KARYAWAN_TAMBAHAN: Array<[nama: string, jk: 'L' | 'P', jabatan: string, gaji: number]> = [
  ['Asep Sunandar', 'L', 'SLS', 4_900_000], ['Dadang Supriatna', 'L', 'SLS', 4_900_000], ['Ujang Kurniawan', 'L', 'DRV', 4_300_000],
  ['Neneng Hasanah', 'P', 'GDG', 5_100_000], ['Lilis Suryani', 'P', 'FIN', 5_600_000], ['Cecep Permana', 'L', 'HLP', 3_900_000],
];

/** [plate, jenis, merk, tahun, kapasitas kg, odometer, driver, main route, STNK in days, KIR in days] */
export const KENDARAAN: Array<[string, string, string, number, number, number, string | null, string | null, number, number | null]> = [
  ['D 8123 ABK', 'blind_van', 'Daihatsu Gran Max Blind Van 1.5', 2021, 1000, 84_310, 'Yusuf Maulana', 'RT-01', 142, 38],
  ['D 8456 BCM', 'blind_van', 'Suzuki APV Blind Van 1.5', 2020, 900, 112_870, 'Eko Purnomo', 'RT-04', 61, -9],
  ['D 8790 CDF', 'pick_up', 'Mitsubishi L300 Pick Up Box', 2019, 1500, 156_220, 'Wahyu Hidayat', 'RT-07', 233, 12],
  ['Z 8412 UA', 'pick_up', 'Daihatsu Gran Max Pick Up 1.5', 2022, 1000, 51_460, 'Dadang Supriatna', 'RT-08', 305, 97],
  ['D 9015 FH', 'box', 'Mitsubishi Colt Diesel FE 74 Box', 2018, 4000, 203_940, 'Ujang Kurniawan', null, 19, 64],
  ['D 1786 AGN', 'minibus', 'Toyota Avanza 1.3 G', 2020, 500, 67_300, null, null, 176, null],
];

/** Route → [salesperson, vehicle plate, loading warehouse]. */
export const PENUGASAN: Record<string, [string, string, string]> = {
  'RT-01': ['Budi Prasetyo', 'D 8123 ABK', 'GD-01'], 'RT-02': ['Budi Prasetyo', 'D 8123 ABK', 'GD-01'],
  'RT-03': ['Budi Prasetyo', 'D 8123 ABK', 'GD-01'], 'RT-04': ['Andi Saputra', 'D 8456 BCM', 'GD-02'],
  'RT-05': ['Andi Saputra', 'D 8456 BCM', 'GD-02'], 'RT-06': ['Andi Saputra', 'D 8456 BCM', 'GD-02'],
  'RT-07': ['Asep Sunandar', 'D 8790 CDF', 'GD-03'], 'RT-08': ['Dadang Supriatna', 'Z 8412 UA', 'GD-03'],
};
export const HARI_RUTE: Record<string, string> = {
  'RT-01': 'senin', 'RT-02': 'selasa', 'RT-03': 'rabu', 'RT-04': 'senin', 'RT-05': 'rabu', 'RT-06': 'jumat', 'RT-07': 'selasa', 'RT-08': 'kamis',
};

/** Warehouse → blocks [kode, nama, jenis, racks, pallets]; every rack has 4 levels with one drawer each. */
export const DENAH: Record<string, Array<[string, string, string, number, number]>> = {
  'GD-01': [['A', 'Blok A - Minuman', 'rak', 6, 0], ['B', 'Blok B - Makanan & Sembako', 'rak', 6, 0], ['C', 'Blok C - Lantai Palet', 'lantai', 0, 20], ['K', 'Blok K - Karantina', 'karantina', 0, 4]],
  'GD-02': [['A', 'Blok A - Rak Campuran', 'rak', 4, 0], ['B', 'Blok B - Lantai Palet', 'lantai', 0, 12], ['K', 'Blok K - Karantina', 'karantina', 0, 2]],
  'GD-03': [['A', 'Blok A - Rak Campuran', 'rak', 3, 0], ['B', 'Blok B - Lantai Palet', 'lantai', 0, 8]],
};
export const GUDANG_INFO: Record<string, [kepala: string, telepon: string]> = {
  'GD-01': ['Joko Susilo', '022-7512345'], 'GD-02': ['Neneng Hasanah', '022-6654321'], 'GD-03': ['Neneng Hasanah', '022-7791234'],
};

export const SUPPLIER: Array<[nama: string, kontak: string, alamat: string, kota: string, bank: string, tempo: number]> = [
  ['PT Tirta Priangan Lestari', 'Hendra Gunawan', 'Jl. Raya Cicalengka Km. 21', 'Kab. Bandung', 'BCA', 30],
  ['PT Kebun Teh Malabar Makmur', 'Rina Kusumawati', 'Jl. Raya Pangalengan No. 88', 'Kab. Bandung', 'Bank Mandiri', 30],
  ['PT Priangan Food Industri', 'Agus Salim', 'Jl. Raya Rancaekek Km. 24', 'Kab. Bandung', 'BNI', 45],
  ['PT Lembang Dairy Farm', 'Dewi Anggraeni', 'Jl. Raya Lembang No. 220', 'Kab. Bandung Barat', 'BRI', 21],
  ['PT Mi Pelangi Indonesia', 'Yohanes Hartanto', 'Jl. Industri Cikarang Blok F-12', 'Kab. Bekasi', 'BCA', 30],
  ['CV Beras Cianjur Makmur', 'Haji Endang', 'Jl. Raya Cianjur-Bandung Km. 7', 'Kab. Cianjur', 'BRI', 14],
  ['PT Minyak Sawit Emas', 'Lukas Tanoto', 'Jl. Yos Sudarso Kav. 31, Tanjung Priok', 'Jakarta Utara', 'Bank Mandiri', 30],
  ['PT Bersih Cemerlang Abadi', 'Fitri Handayani', 'Jl. Moh. Toha Km. 6', 'Kab. Bandung', 'BCA', 45],
  ['PT Kriuk Snack Indonesia', 'Bambang Sutrisno', 'Jl. Raya Majalaya No. 17', 'Kab. Bandung', 'BNI', 30],
  ['UD Gula Manis Jaya', 'Koh Aming', 'Jl. Pasar Baru No. 45', 'Kota Bandung', 'BCA', 7],
  ['PT Nusantara Sabun Sejahtera', 'Indra Wijaya', 'Jl. Raya Cimareme No. 101', 'Kab. Bandung Barat', 'Bank Mandiri', 30],
  ['PT Gunung Tangkuban Kopi', 'Reza Pratama', 'Jl. Raya Subang-Lembang Km. 12', 'Kab. Subang', 'BRI', 30],
];

export const VENDOR: Array<[nama: string, jenis: string, kontak: string, alamat: string, kota: string]> = [
  ['Bengkel Mobil Sinar Motor', 'bengkel', 'Pak Darma', 'Jl. Soekarno-Hatta No. 610', 'Kota Bandung'],
  ['Bengkel Diesel Jaya Teknik', 'bengkel', 'Kang Ade', 'Jl. Raya Cimareme No. 45', 'Kab. Bandung Barat'],
  ['Toko Ban Priangan', 'suku_cadang', 'Koh Hengki', 'Jl. Jend. Sudirman No. 312', 'Kota Bandung'],
  ['Toko Onderdil Sumber Jaya', 'suku_cadang', 'Pak Yusuf', 'Jl. Raya Jatinangor No. 78', 'Kab. Sumedang'],
  ['CV Ekspedisi Kilat Parahyangan', 'ekspedisi', 'Bu Ratna', 'Jl. Kiaracondong No. 155', 'Kota Bandung'],
  ['Percetakan Mulia Grafika', 'jasa', 'Pak Herman', 'Jl. Lengkong Kecil No. 12', 'Kota Bandung'],
  ['Cuci Mobil Bersih Kinclong', 'jasa', 'Mang Oji', 'Jl. Gandawijaya No. 90', 'Kota Cimahi'],
  ['Servis AC Mobil Dingin Sejuk', 'bengkel', 'Kang Rizal', 'Jl. Cibaduyut Raya No. 21', 'Kota Bandung'],
];

/** [kode, nama, kelompok, interval km, interval hari] */
export const BAGIAN: Array<[string, string, string, number | null, number | null]> = [
  ['OLI', 'Oli Mesin', 'mesin', 5_000, 120], ['FOL', 'Saringan Oli', 'mesin', 10_000, null], ['FUD', 'Saringan Udara', 'mesin', 15_000, null],
  ['FBB', 'Saringan Solar/Bensin', 'mesin', 20_000, null], ['BUS', 'Busi', 'mesin', 20_000, null], ['RAD', 'Air Radiator', 'mesin', null, 30],
  ['AKI', 'Aki', 'kelistrikan', null, 540], ['LMP', 'Lampu Utama & Sein', 'kelistrikan', null, 30], ['KLK', 'Klakson', 'kelistrikan', null, 30],
  ['BAN', 'Ban', 'kaki_kaki', 40_000, null], ['SHK', 'Shock Absorber', 'kaki_kaki', 60_000, null], ['KPL', 'Kopling', 'kaki_kaki', 80_000, null],
  ['KRM', 'Kampas Rem', 'rem', 20_000, null], ['MRM', 'Minyak Rem', 'rem', 40_000, 730], ['WPR', 'Wiper', 'bodi', null, 365],
  ['SPN', 'Kaca Spion', 'bodi', null, 30], ['ACK', 'AC Kabin', 'kabin', null, 180], ['STNK', 'STNK & Pajak', 'dokumen', null, 365],
  ['KIR', 'Buku Uji KIR', 'dokumen', null, 180], ['APR', 'APAR (Alat Pemadam)', 'perlengkapan', null, 365],
  ['P3K', 'Kotak P3K', 'perlengkapan', null, 90], ['DKR', 'Dongkrak & Kunci Roda', 'perlengkapan', null, 90],
];

/** [versi, kode build, days before the seed date, wajib update, catatan] */
export const APK: Array<[string, number, number, boolean, string]> = [
  ['1.0.0', 100, 540, false, 'Rilis pertama: penjualan kanvas, stok mobil, setoran.'],
  ['1.1.0', 110, 420, false, 'Foto toko dan titik lokasi pada ajuan konsumen baru.'],
  ['1.2.3', 123, 300, false, 'Perbaikan cetak nota Bluetooth; sinkronisasi lebih cepat.'],
  ['2.0.0', 200, 150, true, 'Login dengan PIN, harga jual per tipe konsumen, batas kredit.'],
  ['2.1.0', 210, 40, false, 'Analisis pasar per merek; mode gelap.'],
];
