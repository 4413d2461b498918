/** 400 shops along the 8 routes of the demo distributor: names, owners, addresses, phones, coordinates. */
import type { Prng } from './prng.js';

export const KONSUMEN_TYPES: Array<[kode: string, nama: string, limit: number, keterangan: string]> = [
  ['TK', 'Toko Kelontong', 5_000_000, 'Toko kelontong di permukiman'],
  ['WR', 'Warung', 1_500_000, 'Warung kecil, sebagian besar tunai'],
  ['MM', 'Minimarket', 15_000_000, 'Minimarket swalayan lokal'],
  ['GR', 'Grosir / Agen', 30_000_000, 'Membeli dalam dus untuk dijual kembali'],
  ['KP', 'Kios Pasar', 3_000_000, 'Kios di pasar tradisional'],
  ['HRK', 'Horeka', 5_000_000, 'Hotel, restoran, kafe dan warung makan'],
];

/** Shop name prefixes and the customer type they usually are. */
const PREFIX: Array<[string, string]> = [
  ['Toko', 'TK'], ['Toko', 'TK'], ['Toko', 'TK'], ['Warung', 'WR'], ['Warung', 'WR'], ['Warung', 'WR'],
  ['Toko Kelontong', 'TK'], ['Minimarket', 'MM'], ['Toko Grosir', 'GR'], ['Agen', 'GR'], ['Kios', 'KP'],
  ['Warung Makan', 'HRK'], ['Kedai Kopi', 'HRK'], ['Warung Nasi', 'HRK'],
];
const NAMA_TOKO = [
  'Sinar Jaya', 'Berkah', 'Barokah', 'Sumber Rejeki', 'Mekar Sari', 'Maju Jaya', 'Makmur', 'Lancar Jaya', 'Rizki', 'Amanah',
  'Sejahtera', 'Cahaya Abadi', 'Mulya', 'Sentosa', 'Harapan Baru', 'Bintang', 'Putra Mandiri', 'Anugrah', 'Jaya Abadi', 'Karya Bakti',
  'Sri Rejeki', 'Mitra Usaha', 'Langgeng', 'Kurnia', 'Sumber Makmur', 'Family', 'Hikmah', 'Al-Ikhlas', 'Pelangi', 'Sederhana',
  'Mandiri', 'Tiga Saudara', 'Dua Putri', 'Rahayu', 'Saluyu', 'Silih Asih', 'Sauyunan', 'Someah', 'Pasundan', 'Cahaya Kencana',
];
const PANGGILAN = { L: ['Pak', 'Mang', 'Kang', 'Haji', 'Abah'], P: ['Bu', 'Ceu', 'Teh', 'Bi', 'Hajah'] };
const DEPAN_L = ['Asep', 'Dadang', 'Ujang', 'Cecep', 'Iwan', 'Deden', 'Yayan', 'Agus', 'Budi', 'Hendra', 'Wawan', 'Ade', 'Acep', 'Oman', 'Encep', 'Jajang', 'Usep', 'Nandang', 'Rudi', 'Heri', 'Dodi', 'Yudi', 'Endang', 'Engkos', 'Dedi', 'Ridwan'];
const DEPAN_P = ['Euis', 'Imas', 'Neneng', 'Lilis', 'Entin', 'Tati', 'Yanti', 'Rina', 'Siti', 'Iis', 'Nining', 'Enok', 'Popon', 'Titin', 'Cucu', 'Ai', 'Dede', 'Nani', 'Ela', 'Yuyun', 'Wiwin', 'Atikah'];
const BELAKANG = ['Suryana', 'Hidayat', 'Saputra', 'Kurniawan', 'Permana', 'Setiawan', 'Gunawan', 'Rahayu', 'Nurhayati', 'Sukmawati', 'Wijaya', 'Firmansyah', 'Ramdani', 'Sopian', 'Mulyana', 'Hermawan', 'Supriatna', 'Maulana', 'Rohman', 'Sulaeman', 'Kusnadi', 'Sutisna'];
const HP_PREFIX = ['0812', '0813', '0821', '0822', '0852', '0853', '0857', '0858', '0877', '0878', '0895', '0896'];

/** Per route kode: streets, kecamatan, city and the centre of its coordinates. */
export const GEOGRAFI: Record<string, { jalan: string[]; kecamatan: string[]; kota: string; lat: number; lng: number }> = {
  'RT-01': { jalan: ['Jl. Buah Batu', 'Jl. Kiaracondong', 'Jl. Margacinta', 'Jl. Kliningan', 'Jl. Turangga', 'Jl. Sukapura', 'Jl. Babakan Sari', 'Jl. Jakarta'], kecamatan: ['Lengkong', 'Batununggal', 'Kiaracondong', 'Buahbatu'], kota: 'Kota Bandung', lat: -6.9405, lng: 107.6345 },
  'RT-02': { jalan: ['Jl. Ir. H. Juanda', 'Jl. Cigadung Raya', 'Jl. Dipatiukur', 'Jl. Tubagus Ismail', 'Jl. Sekeloa', 'Jl. Cisitu Lama', 'Jl. Bukit Dago Utara'], kecamatan: ['Coblong', 'Cibeunying Kaler', 'Cidadap'], kota: 'Kota Bandung', lat: -6.879, lng: 107.618 },
  'RT-03': { jalan: ['Jl. Terusan Jakarta', 'Jl. Antapani Lama', 'Jl. A.H. Nasution', 'Jl. Cipadung', 'Jl. Arcamanik', 'Jl. Raya Ujungberung', 'Jl. Pasir Impun'], kecamatan: ['Antapani', 'Arcamanik', 'Ujungberung', 'Cibiru'], kota: 'Kota Bandung', lat: -6.914, lng: 107.675 },
  'RT-04': { jalan: ['Jl. Amir Machmud', 'Jl. Gandawijaya', 'Jl. Leuwigajah', 'Jl. Baros', 'Jl. Sriwijaya', 'Jl. Kebon Kopi', 'Jl. Cihanjuang'], kecamatan: ['Cimahi Tengah', 'Cimahi Selatan', 'Cimahi Utara'], kota: 'Kota Cimahi', lat: -6.884, lng: 107.542 },
  'RT-05': { jalan: ['Jl. Raya Padalarang', 'Jl. Raya Cimareme', 'Jl. Ngamprah', 'Jl. Tagog Apu', 'Jl. Cimerang', 'Jl. Raya Batujajar'], kecamatan: ['Padalarang', 'Ngamprah', 'Batujajar'], kota: 'Kab. Bandung Barat', lat: -6.844, lng: 107.495 },
  'RT-06': { jalan: ['Jl. Raya Lembang', 'Jl. Grand Hotel', 'Jl. Kolonel Masturi', 'Jl. Cikole', 'Jl. Sersan Bajuri', 'Jl. Raya Parongpong', 'Jl. Cihideung'], kecamatan: ['Lembang', 'Parongpong', 'Cisarua'], kota: 'Kab. Bandung Barat', lat: -6.813, lng: 107.617 },
  'RT-07': { jalan: ['Jl. Raya Jatinangor', 'Jl. Sayang', 'Jl. Cikuda', 'Jl. Raya Cileunyi', 'Jl. Cinunuk', 'Jl. Hegarmanah', 'Jl. Cibeusi'], kecamatan: ['Jatinangor', 'Cileunyi'], kota: 'Kab. Sumedang', lat: -6.929, lng: 107.77 },
  'RT-08': { jalan: ['Jl. Prabu Geusan Ulun', 'Jl. Mayor Abdurachman', 'Jl. Pangeran Kornel', 'Jl. Sebelas April', 'Jl. Angkrek', 'Jl. Kutamaya', 'Jl. Pacuan Kuda'], kecamatan: ['Sumedang Utara', 'Sumedang Selatan'], kota: 'Kab. Sumedang', lat: -6.858, lng: 107.92 },
};

export function personName(r: Prng): { nama: string; jk: 'L' | 'P' } {
  const jk = r.chance(0.5) ? 'L' : 'P';
  return { nama: `${r.pick(jk === 'L' ? DEPAN_L : DEPAN_P)} ${r.pick(BELAKANG)}`, jk };
}

export function phone(r: Prng): string {
  return `${r.pick(HP_PREFIX)}-${r.int(1000, 9999)}-${r.int(1000, 9999)}`;
}

export interface KonsumenSeed {
  nama: string;
  nama_pemilik: string;
  type: string;
  rute: string;
  alamat: string;
  no_hp: string;
  latitude: number;
  longitude: number;
  limit: number;
}

/** `perRoute` shops on each route: the prefix decides the type; a few shops buy cash only (limit 0). */
export function customers(r: Prng, rutes: string[], perRoute: number, limits: Map<string, number>): KonsumenSeed[] {
  const out: KonsumenSeed[] = [];
  const used = new Set<string>();
  for (const rute of rutes) {
    const geo = GEOGRAFI[rute];
    for (let i = 0; i < perRoute; i++) {
      const owner = personName(r);
      const [prefix, type] = r.pick(PREFIX);
      let nama = r.chance(0.3) ? `${prefix} ${r.pick(PANGGILAN[owner.jk])} ${owner.nama.split(' ')[0]}` : `${prefix} ${r.pick(NAMA_TOKO)}`;
      if (used.has(nama)) nama = `${nama} ${r.pick(geo.kecamatan)}`;
      if (used.has(nama)) nama = `${nama} ${used.size % 9 + 2}`;
      used.add(nama);
      const base = limits.get(type) ?? 0;
      out.push({
        nama, nama_pemilik: owner.nama, type, rute,
        alamat: `${r.pick(geo.jalan)} No. ${r.int(1, 260)}, RT 0${r.int(1, 9)}/RW 0${r.int(1, 9)}, Kec. ${r.pick(geo.kecamatan)}, ${geo.kota}`,
        no_hp: phone(r),
        latitude: Math.round((geo.lat + (r.next() - 0.5) * 0.03) * 1e6) / 1e6,
        longitude: Math.round((geo.lng + (r.next() - 0.5) * 0.03) * 1e6) / 1e6,
        limit: r.chance(0.12) ? 0 : Math.round((base * (0.6 + r.next() * 0.8)) / 500_000) * 500_000,
      });
    }
  }
  return out;
}
