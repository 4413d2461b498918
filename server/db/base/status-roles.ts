/**
 * Who acts next: per level, the menus and document states that wait on it (status-role rows). They put waiting
 * documents on the level's badges and tell its users when a document reaches that state (server/core/notify.ts).
 * Base data, so a company of its own has working badges from its first document; an admin may change them.
 */
export const STATUS_ROLES: Array<[level: string, url: string, status: string, keterangan: string]> = [
  ['Supervisor', '/ajuankonsumen', 'diajukan', 'Ajuan konsumen baru menunggu persetujuan'],
  ['General Manager', '/ajuankonsumen', 'diajukan', 'Ajuan konsumen baru menunggu persetujuan'],
  ['Admin Gudang', '/ajuanbarang', 'diajukan', 'Ajuan barang menunggu persetujuan gudang'],
  ['Sales', '/ajuanbarang', 'disetujui_gudang', 'Ajuan barang disetujui gudang, menunggu konfirmasi sales'],
  ['Admin Gudang', '/ajuanbarang', 'disetujui_sales', 'Ajuan barang menunggu surat jalan'],
  ['Admin Gudang', '/pengembalian-sales', 'draft', 'Pengembalian sales menunggu bongkar dan persetujuan gudang'],
  ['Admin Gudang', '/penerimaan-barang', 'draft', 'Dokumen gudang yang belum diproses'],
  ['Admin Gudang', '/stock-opname', 'draft', 'Dokumen gudang yang belum diproses'],
  ['Admin Gudang', '/disposal-rusak', 'draft', 'Dokumen gudang yang belum diproses'],
  ['Admin Gudang', '/disposal-hilang', 'draft', 'Dokumen gudang yang belum diproses'],
  ['Admin Gudang', '/konversi', 'draft', 'Dokumen gudang yang belum diproses'],
  ['Admin Gudang', '/mutasi', 'diminta', 'Mutasi menunggu dikirim'],
  ['Admin Gudang', '/mutasi', 'dikirim', 'Mutasi dalam perjalanan, menunggu diterima'],
  ['Admin Gudang', '/penyimpanan', 'draft', 'Barang menunggu ditata'],
  ['Finance', '/setoran', 'diajukan', 'Setoran sales menunggu diterima'],
  ['Finance', '/setoran', 'diterima', 'Setoran diterima, menunggu persetujuan'],
  ['General Manager', '/kendaraan/form-perbaikan', 'diajukan', 'Perbaikan kendaraan menunggu persetujuan GM'],
  ['Finance', '/kendaraan/form-perbaikan', 'disetujui_gm', 'Perbaikan kendaraan disetujui GM, menunggu dana'],
  ['General Manager', '/ceklist', 'selesai', 'Ceklist kendaraan selesai: periksa temuan perlu perhatian dan rusak'],
  ['Finance', '/bop', 'diajukan', 'Ajuan BOP menunggu persetujuan dan pembayaran'],
  ['Finance', '/bop', 'dilaporkan', 'LPJ BOP menunggu reimburse atau pengembalian'],
  ['Finance', '/bop', 'dikembalikan', 'Sisa uang muka BOP menunggu disetor'],
];
