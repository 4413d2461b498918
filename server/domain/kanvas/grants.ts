import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * The canvas trip: a salesperson requests goods and confirms the warehouse's quantities, writes their
 * return; the warehouse admin approves, issues delivery notes and approves returns; management reads.
 */
export const kanvasGrants: AreaGrants = {
  Sales: { '/ajuanbarang': 'write', '/pengembalian-sales': 'write', '/trip-kendaraan': 'read', '/rute': 'read', '/konsumen': 'read' },
  'Admin Gudang': { '/ajuanbarang': 'write', '/pengembalian-sales': 'write', '/trip-kendaraan': 'read', '/konsumen': 'read' },
  Supervisor: { '/ajuanbarang': 'write', '/pengembalian-sales': 'read', '/trip-kendaraan': 'read' },
  'General Manager': { '/ajuanbarang': 'write', '/pengembalian-sales': 'write', '/trip-kendaraan': 'read' },
  Finance: { '/ajuanbarang': 'read', '/pengembalian-sales': 'read', '/trip-kendaraan': 'read' },
};
