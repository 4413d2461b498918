import type { AreaGrants } from '../../db/base/grants/types.js';

/** Accounting and stock-balance menus per demo level. */
export const keuanganGrants: AreaGrants = {
  Finance: {
    '/akun': 'full', '/kategori-akun': 'full', '/akun-neraca': 'full', '/jurnal': 'full', '/transaksi': 'read', '/kas': 'full',
    '/hutang': 'full', '/saldo-awal-stok': 'full', '/saldo-awal-akun': 'full', '/integritas': 'read', '/setting': 'write', '/tutup-buku': 'full', '/stok': 'read', '/penempatan': 'read', '/stok-mobil': 'read',
  },
  'General Manager': { '/hutang': 'read', '/saldo-awal-stok': 'read', '/saldo-awal-akun': 'read', '/akun': 'read', '/jurnal': 'read', '/transaksi': 'read', '/kas': 'read', '/stok': 'read', '/penempatan': 'read', '/stok-mobil': 'read' },
  Supervisor: { '/hutang': 'read', '/stok-mobil': 'read' },
  Sales: { '/kas': 'read', '/hutang': 'read', '/stok-mobil': 'read' },
  'Admin Gudang': { '/stok': 'read', '/penempatan': 'read', '/stok-mobil': 'read' },
};
