import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Master data, warehouse places, vehicles and customers per demo level. Reads of referenced menus are granted
 * where a level's forms pick them (a salesperson submitting a customer picks a customer type).
 */
export const masterDataGrants: AreaGrants = {
  Finance: {
    '/barang': 'read', '/harga-jual': 'write', '/kategori-harga': 'write', '/konsumen': 'read', '/konsumen/tipe': 'read',
    '/supplier': 'write', '/vendor': 'write', '/kendaraan': 'read',
  },
  'General Manager': {
    '/barang': 'write', '/harga-jual': 'write', '/kategori-harga': 'write', '/konsumen': 'write', '/konsumen/tipe': 'write',
    '/ajuankonsumen': 'write', '/analisis': 'read', '/supplier': 'write', '/vendor': 'write', '/kendaraan': 'write',
    '/bagian': 'write', '/blok': 'read', '/rak': 'read', '/laci': 'read', '/pallet': 'read', '/apk-versioning': 'read',
  },
  Supervisor: {
    '/barang': 'read', '/kategori': 'read', '/satuan': 'read', '/harga-jual': 'read', '/konsumen': 'write',
    '/konsumen/tipe': 'read', '/ajuankonsumen': 'write', '/analisis': 'write', '/kendaraan': 'read', '/gudang': 'read',
  },
  Sales: {
    '/barang': 'read', '/kategori': 'read', '/satuan': 'read', '/harga-jual': 'read', '/konsumen': 'read',
    '/konsumen/tipe': 'read', '/ajuankonsumen': 'write', '/analisis': 'write', '/teritori': 'read', '/kendaraan': 'read',
    '/gudang': 'read',
  },
  'Admin Gudang': {
    '/barang': 'full', '/harga-jual': 'read', '/blok': 'full', '/rak': 'full', '/laci': 'full', '/pallet': 'full',
    '/kendaraan': 'read', '/bagian': 'read', '/supplier': 'read',
  },
};
