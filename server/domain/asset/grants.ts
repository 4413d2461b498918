import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Fixed assets: the asset admin keeps the register, its categories and blocks, submits procurement and drafts the monthly depreciation
 * (reading the accounts a category posts to and the employees who hold assets); finance posts and cancels the
 * depreciation journals and reads the register; the general manager approves procurement and reads the rest.
 * Issue 15's second part: the asset admin keeps loans, returns, storage, mutation, audits and repairs and drafts
 * disposals; finance and the general manager post disposals; the general manager approves repairs.
 */
export const assetGrants: AreaGrants = {
  'Admin Aset': {
    '/asset': 'full', '/asset-kategori': 'full', '/asset-blok': 'full', '/asset-pengadaan': 'write', '/asset-penjualan': 'write', '/asset-penyusutan': 'write', '/asset-disposal': 'write', '/asset-peminjaman': 'write', '/asset-pengembalian': 'write', '/asset-penyimpanan': 'write', '/asset-mutasi-request': 'write', '/asset-mutasi-entry': 'read', '/asset-audit': 'write', '/asset-perbaikan': 'write', '/asset-laporan': 'read', '/akun': 'read', '/karyawan': 'read',
  },
  Finance: { '/asset': 'read', '/asset-disposal': 'write', '/asset-peminjaman': 'read', '/asset-pengembalian': 'read', '/asset-penyimpanan': 'read', '/asset-mutasi-request': 'read', '/asset-mutasi-entry': 'read', '/asset-audit': 'read', '/asset-perbaikan': 'read', '/asset-laporan': 'read', '/asset-pengadaan': 'read', '/asset-penjualan': 'write', '/asset-kategori': 'write', '/asset-blok': 'read', '/asset-penyusutan': 'write' },
  'General Manager': { '/asset': 'read', '/asset-disposal': 'write', '/asset-peminjaman': 'read', '/asset-pengembalian': 'read', '/asset-penyimpanan': 'read', '/asset-mutasi-request': 'read', '/asset-mutasi-entry': 'read', '/asset-audit': 'read', '/asset-perbaikan': 'write', '/asset-laporan': 'read', '/asset-pengadaan': 'write', '/asset-penjualan': 'write', '/asset-kategori': 'read', '/asset-blok': 'read', '/asset-penyusutan': 'read' },
};
