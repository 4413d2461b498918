/** Word lists for generated employees: common Indonesian given names, family names and places. */

export const MALE_NAMES = [
  'Agus', 'Ahmad', 'Andi', 'Arif', 'Bambang', 'Bayu', 'Budi', 'Dadang', 'Dani', 'Dedi', 'Denny', 'Dimas',
  'Eko', 'Fajar', 'Fikri', 'Hadi', 'Hendra', 'Heru', 'Ilham', 'Irfan', 'Iwan', 'Joko', 'Kurniawan', 'Lukman',
  'Muhammad', 'Nanang', 'Rahmat', 'Reza', 'Ridwan', 'Rizky', 'Rudi', 'Slamet', 'Sugeng', 'Taufik', 'Teguh',
  'Wahyu', 'Yudi', 'Yusuf', 'Asep', 'Ujang', 'Cecep', 'Dodi', 'Gilang', 'Hafiz', 'Imam', 'Galih', 'Aditya',
  'Bagus', 'Rendra', 'Yoga', 'Surya', 'Firman', 'Harun', 'Ikhsan', 'Jajang', 'Kevin', 'Rian', 'Tono', 'Wawan',
];

export const FEMALE_NAMES = [
  'Ani', 'Ayu', 'Citra', 'Dewi', 'Dian', 'Eka', 'Endah', 'Fitri', 'Indah', 'Intan', 'Kartika', 'Lestari',
  'Lina', 'Maya', 'Mega', 'Nina', 'Nur', 'Nurul', 'Putri', 'Ratna', 'Rina', 'Rini', 'Sari', 'Siti', 'Sri',
  'Tuti', 'Wulan', 'Yanti', 'Yuni', 'Anisa', 'Dinda', 'Euis', 'Fitria', 'Hana', 'Ika', 'Kurnia', 'Lilis',
  'Mirna', 'Neng', 'Novi', 'Nia', 'Oktaviani', 'Puspa', 'Rahma', 'Sinta', 'Tika', 'Utami', 'Vina', 'Winda',
  'Yulia', 'Ratih', 'Dwi', 'Tri', 'Wati', 'Melati', 'Ningsih', 'Aisyah', 'Bunga', 'Cahya', 'Desi',
];

export const FAMILY_NAMES = [
  'Santoso', 'Wijaya', 'Saputra', 'Pratama', 'Hidayat', 'Nugroho', 'Setiawan', 'Kusuma', 'Gunawan', 'Wibowo',
  'Susanto', 'Hartono', 'Purnomo', 'Prasetyo', 'Suryadi', 'Firmansyah', 'Ramadhan', 'Maulana', 'Hakim',
  'Siregar', 'Nasution', 'Lubis', 'Simanjuntak', 'Sitompul', 'Harahap', 'Hutapea', 'Pardede', 'Sinaga',
  'Tanjung', 'Chaniago', 'Koto', 'Piliang', 'Sembiring', 'Ginting', 'Tarigan', 'Manurung', 'Panjaitan',
  'Permana', 'Sudrajat', 'Supriatna', 'Sukmawati', 'Rahmawati', 'Lestari', 'Wahyuni', 'Handayani',
  'Kurniasih', 'Suryani', 'Puspitasari', 'Anggraini', 'Safitri', 'Yulianti', 'Marlina', 'Susilo',
  'Halim', 'Tanoto', 'Salim', 'Gozali', 'Sutanto', 'Hermawan', 'Kartawijaya', 'Suganda', 'Iskandar',
  'Syahputra', 'Effendi', 'Rusdi', 'Mulyadi', 'Sumarno', 'Darmawan', 'Budiman', 'Irawan', 'Fauzi',
];

export const STREETS = [
  'Jl. Merdeka', 'Jl. Asia Afrika', 'Jl. Braga', 'Jl. Dago', 'Jl. Cihampelas', 'Jl. Pasteur', 'Jl. Buah Batu',
  'Jl. Soekarno-Hatta', 'Jl. Kiaracondong', 'Jl. Antapani', 'Jl. Setiabudi', 'Jl. Gatot Subroto', 'Jl. Sudirman',
  'Jl. Ahmad Yani', 'Jl. Diponegoro', 'Jl. Pahlawan', 'Jl. Cibaduyut', 'Jl. Kopo', 'Jl. Cikutra', 'Jl. Suci',
  'Gg. Mawar', 'Gg. Melati', 'Komp. Griya Asri', 'Perum. Bumi Panyileukan', 'Jl. Raya Lembang',
];

export const CITIES = [
  'Bandung', 'Cimahi', 'Sumedang', 'Jatinangor', 'Padalarang', 'Lembang', 'Soreang', 'Cileunyi', 'Garut',
  'Tasikmalaya', 'Subang', 'Purwakarta', 'Cianjur', 'Majalengka',
];

/** Regency codes of West Java: the first six digits of a NIK. */
export const NIK_AREAS = [
  '327301', '327302', '327303', '327304', '327305', '327306', '327307', '327701', '327702', '327703',
  '320401', '320402', '320403', '321101', '321102', '320501', '321501', '321401', '320301', '321001',
];

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.co.id', 'yahoo.com', 'outlook.com', 'ymail.com', 'niaga.co.id'];

export const PHONE_PREFIXES = ['0811', '0812', '0813', '0821', '0822', '0852', '0853', '0855', '0856', '0857', '0858', '0877', '0878', '0895', '0896', '0881'];
