/** Master data of people and routes, and the settings of users, permissions and the mobile app. */
import type { MenuNode, ResourceDef } from '../../common/registry.js';
import { aktif, codeList, keterangan, kode, nama, urutan } from '../fields.js';
import { STATUS_PTKP } from '../pph21.js';

const HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'].map((h) => ({ value: h.toLowerCase(), label: h }));

export const masterResources: ResourceDef[] = [
  {
    name: 'rute', label: 'Rute', labelPlural: 'Rute', menu: '/rute', path: '/rute', icon: 'Route', importable: true,
    titleField: 'nama', softDelete: true, defaultSort: { field: 'kode', order: 'ASC' },
    scope: { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] },
    fields: [
      kode(), nama('Nama Rute'),
      { name: 'teritori_id', kind: 'ref', ref: 'teritori', label: 'Teritori', filterable: true, list: true },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', filterable: true, list: true },
      { name: 'hari_kunjungan', kind: 'enum', label: 'Hari Kunjungan', filterable: true, list: true, options: HARI },
      keterangan, aktif,
    ],
  },
  codeList('teritori', 'Teritori', 'Map', 'Nama Teritori'),
  codeList('jabatan', 'Jabatan', 'Badge', 'Nama Jabatan'),
  {
    name: 'karyawan', label: 'Karyawan', labelPlural: 'Karyawan', menu: '/karyawan', path: '/karyawan', importable: true,
    icon: 'Groups', titleField: 'nama_lengkap', softDelete: true,
    defaultSort: { field: 'nama_lengkap', order: 'ASC' },
    fields: [
      { name: 'nik', kind: 'text', label: 'NIK', unique: true, min: 16, max: 16, searchable: true, list: true, help: '16 digit sesuai KTP' },
      { name: 'nip', kind: 'text', label: 'NIP', required: true, unique: true, max: 30, searchable: true, sortable: true, list: true },
      nama('Nama Lengkap', 'nama_lengkap'),
      { name: 'jk', kind: 'enum', label: 'Jenis Kelamin', required: true, filterable: true, options: [{ value: 'L', label: 'Laki-laki' }, { value: 'P', label: 'Perempuan' }] },
      { name: 'jabatan_id', kind: 'ref', ref: 'jabatan', label: 'Jabatan', required: true, filterable: true, list: true },
      { name: 'no_hp', kind: 'phone', label: 'No. HP', searchable: true, list: true },
      { name: 'email', kind: 'email', label: 'Email', unique: true, searchable: true },
      { name: 'alamat', kind: 'longtext', label: 'Alamat' },
      { name: 'tanggal_masuk', kind: 'date', label: 'Tanggal Masuk', sortable: true, filterable: true },
      { name: 'gaji_pokok', kind: 'money', label: 'Gaji Pokok', min: 0, sortable: true },
      // Tax data (issue 38): the payroll computes PPh 21 and BPJS from these; the status's history is karyawan-ptkp.
      { name: 'npwp', kind: 'text', label: 'NPWP', digits: 16, example: '0812345678901000', help: 'Kosong = NIK dipakai sebagai NPWP' },
      { name: 'status_ptkp', kind: 'enum', label: 'Status PTKP', default: 'TK/0', filterable: true, options: STATUS_PTKP.map((s) => ({ value: s, label: s })), help: 'Perubahan tercatat di Riwayat Status PTKP; PPh 21 memakai status awal tahun pajak' },
      {
        name: 'jenis_pegawai', kind: 'enum', label: 'Jenis Pegawai', default: 'tetap', filterable: true,
        options: [{ value: 'tetap', label: 'Pegawai Tetap' }, { value: 'tidak_tetap', label: 'Pegawai Tidak Tetap' }],
        help: 'PPh 21 dihitung otomatis untuk pegawai tetap',
      },
      { name: 'ikut_bpjs', kind: 'bool', label: 'Ikut BPJS', default: true, help: 'BPJS Kesehatan dan Ketenagakerjaan dipotong dari gaji' },
      { name: 'no_bpjs_kesehatan', kind: 'text', label: 'No. BPJS Kesehatan', max: 20 },
      { name: 'no_bpjs_ketenagakerjaan', kind: 'text', label: 'No. BPJS Ketenagakerjaan', max: 20 },
      { name: 'tanggal_keluar', kind: 'date', label: 'Tanggal Keluar', filterable: true, help: 'Bulan keluar = masa pajak terakhir: PPh 21 dihitung ulang setahun' },
      aktif,
    ],
  },
  {
    name: 'user', table: 'users', label: 'Pengguna', labelPlural: 'Pengguna', menu: '/pengguna', path: '/pengguna',
    icon: 'ManageAccounts', titleField: 'email', softDelete: true, defaultSort: { field: 'email', order: 'ASC' },
    // Stamps (diterima/diposting oleh…) name the person, not the login.
    shownAs: { ref: 'karyawan_id', field: 'nama_lengkap' },
    fields: [
      { name: 'email', kind: 'email', label: 'Email', required: true, unique: true, searchable: true, sortable: true, list: true },
      { name: 'no_hp', kind: 'phone', label: 'No. HP', unique: true, searchable: true, list: true },
      { name: 'password', kind: 'password', label: 'Password', required: true, min: 8, help: 'Minimal 8 karakter' },
      { name: 'pin', kind: 'password', label: 'PIN', min: 6, max: 6, help: '6 digit, untuk aplikasi mobile' },
      { name: 'level_id', kind: 'ref', ref: 'level', label: 'Level', required: true, filterable: true, list: true },
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Karyawan', unique: true, filterable: true, list: true },
      { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', filterable: true, list: true },
      aktif,
      { name: 'last_login_at', kind: 'datetime', label: 'Terakhir Masuk', readOnly: true, sortable: true, list: true },
      { name: 'token_version', kind: 'int', label: 'Versi Token', internal: true, default: 0 },
    ],
  },
  {
    name: 'level', label: 'Level', labelPlural: 'Level', menu: '/level', path: '/level', icon: 'MilitaryTech',
    titleField: 'nama_level', defaultSort: { field: 'nama_level', order: 'ASC' },
    fields: [nama('Nama Level', 'nama_level'), keterangan],
  },
  {
    name: 'menu', label: 'Menu', labelPlural: 'Menu', menu: '/menu', path: '/menu', icon: 'Menu',
    titleField: 'name', defaultSort: { field: 'urutan', order: 'ASC' },
    ordering: { field: 'urutan', path: 'input/menu-order', groupBy: 'parent_id' },
    fields: [
      { name: 'name', kind: 'text', label: 'Nama Menu', required: true, max: 100, searchable: true, sortable: true, list: true },
      { name: 'icon', kind: 'text', icon: true, label: 'Ikon', max: 60, list: true },
      { name: 'url', kind: 'text', label: 'URL', required: true, unique: true, max: 150, searchable: true, sortable: true, list: true },
      { name: 'parent_id', kind: 'ref', ref: 'menu', label: 'Menu Induk', filterable: true, list: true },
      urutan,
    ],
  },
  {
    name: 'role', label: 'Hak Akses', labelPlural: 'Hak Akses', menu: '/role-management',
    path: '/role-management', icon: 'AdminPanelSettings', titleField: 'id',
    defaultSort: { field: 'urutan', order: 'ASC' },
    ordering: { field: 'urutan', path: 'input/role-order', groupBy: 'level_id' },
    // One level's rights as a matrix of menus (issue 35); the sub-menu screen is the same matrix narrowed to the
    // group of a level's role row of a top menu (its id).
    views: { list: 'RoleMatrix' },
    screens: [{ path: '/role-management/sub-menu/:id', view: 'RoleSubMenu', kind: 'show' }],
    fields: [
      { name: 'level_id', kind: 'ref', ref: 'level', label: 'Level', required: true, filterable: true, searchable: true, sortable: true, list: true },
      { name: 'menu_id', kind: 'ref', ref: 'menu', label: 'Menu', required: true, filterable: true, searchable: true, list: true },
      { name: 'create', kind: 'bool', label: 'Tambah', default: false, list: true },
      { name: 'update', kind: 'bool', label: 'Ubah', default: false, list: true },
      { name: 'delete', kind: 'bool', label: 'Hapus', default: false, list: true },
      urutan,
    ],
  },
  {
    name: 'status-role', label: 'Status Tindakan', labelPlural: 'Status Tindakan', menu: '/statusrole', path: '/statusrole',
    icon: 'Rule', titleField: 'status', defaultSort: { field: 'id', order: 'ASC' },
    fields: [
      { name: 'level_id', kind: 'ref', ref: 'level', label: 'Level', required: true, filterable: true, sortable: true, list: true },
      { name: 'menu_id', kind: 'ref', ref: 'menu', label: 'Menu', required: true, filterable: true, searchable: true, list: true },
      { name: 'status', kind: 'text', label: 'Status Dokumen', required: true, max: 40, searchable: true, filterable: true, sortable: true, list: true, help: 'Status dokumen yang menunggu tindakan level ini (lihat Parameter Notifikasi)' },
      keterangan,
    ],
  },
  {
    name: 'apk', label: 'Versi Aplikasi', labelPlural: 'Versi Aplikasi Mobile', menu: '/apk-versioning', path: '/apk-versioning',
    icon: 'PhoneAndroid', titleField: 'versi', defaultSort: { field: 'kode_versi', order: 'DESC' },
    fields: [
      { name: 'versi', kind: 'text', label: 'Versi', required: true, unique: true, max: 20, searchable: true, sortable: true, list: true, help: 'Contoh: 2.4.1' },
      { name: 'kode_versi', kind: 'int', label: 'Kode Build', required: true, unique: true, min: 1, sortable: true, list: true, help: 'Naik setiap rilis; aplikasi membandingkan angka ini' },
      { name: 'tanggal_rilis', kind: 'date', label: 'Tanggal Rilis', required: true, filterable: true, sortable: true, list: true },
      { name: 'url_unduh', kind: 'file', label: 'Berkas APK', accept: ['application/vnd.android.package-archive'], help: 'Unggah berkas APK aplikasi (paling besar 25 MB)' },
      { name: 'wajib_update', kind: 'bool', label: 'Wajib Perbarui', default: false, filterable: true, list: true, help: 'Versi lebih lama tidak dapat dipakai lagi' },
      { name: 'catatan', kind: 'longtext', label: 'Catatan Rilis', searchable: true },
      aktif,
    ],
  },
];

/** The menu tree seeded into the `menu` table (ordered as listed); roles grant its nodes per level. */
export const masterMenus: MenuNode[] = [
  { name: 'Beranda', icon: 'Dashboard', url: '/dashboard' },
  {
    name: 'Master Data', icon: 'Storage', url: '/master', children: [
      { name: 'Rute', icon: 'Route', url: '/rute' },
      { name: 'Teritori', icon: 'Map', url: '/teritori' },
      { name: 'Jabatan', icon: 'Badge', url: '/jabatan' },
      { name: 'Karyawan', icon: 'Groups', url: '/karyawan' },
      { name: 'Supplier', icon: 'Factory', url: '/supplier' },
      { name: 'Vendor', icon: 'Handyman', url: '/vendor' },
    ],
  },
];

/** Settings come last in the menu, after every area. */
export const pengaturanMenus: MenuNode[] = [
  {
    name: 'Pengaturan', icon: 'Settings', url: '/pengaturan', children: [
      { name: 'Akun Saya', icon: 'AccountCircle', url: '/akun-pengguna' },
      { name: 'Pengguna', icon: 'ManageAccounts', url: '/pengguna' },
      { name: 'Level', icon: 'MilitaryTech', url: '/level' },
      { name: 'Menu', icon: 'Menu', url: '/menu' },
      { name: 'Hak Akses', icon: 'AdminPanelSettings', url: '/role-management' },
      { name: 'Status Tindakan', icon: 'Rule', url: '/statusrole' },
      { name: 'Versi Aplikasi', icon: 'PhoneAndroid', url: '/apk-versioning' },
    ],
  },
];
