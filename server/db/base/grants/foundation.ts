import type { AreaGrants } from './types.js';

/**
 * Which menus each standard level gets (DESIGN.md section 4 leaves it to the data): full = create, update and
 * delete; write = create and update; read = read only. Menus not named are not granted. `*` is every menu.
 */
export const foundationGrants: AreaGrants = {
  Admin: { '*': 'full' },
  Owner: { '*': 'full' },
  Finance: {
    '/dashboard': 'read', '/akun-pengguna': 'write', '/rute': 'read', '/teritori': 'read', '/karyawan': 'read',
    '/jabatan': 'read', '/gudang': 'read', '/satuan': 'read', '/kategori': 'read',
  },
  'General Manager': {
    '/dashboard': 'read', '/akun-pengguna': 'write', '/rute': 'write', '/teritori': 'write', '/karyawan': 'write',
    '/jabatan': 'write', '/gudang': 'read', '/satuan': 'read', '/kategori': 'read', '/pengguna': 'read',
  },
  Supervisor: { '/dashboard': 'read', '/akun-pengguna': 'write', '/rute': 'write', '/teritori': 'read', '/karyawan': 'read' },
  Sales: { '/dashboard': 'read', '/akun-pengguna': 'write', '/rute': 'read' },
  'Admin Gudang': {
    '/dashboard': 'read', '/akun-pengguna': 'write', '/gudang': 'write', '/satuan': 'full', '/kategori': 'full', '/rute': 'read',
  },
  'Admin Aset': { '/dashboard': 'read', '/akun-pengguna': 'write', '/gudang': 'read' },
};

