import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Vehicles and payroll: the warehouse admin and the GM request vehicle repairs, the GM approves them, finance gives
 * the money; finance keeps the salary components, pays advances and runs the payroll, the GM reads it.
 */
export const armadaGrants: AreaGrants = {
  'General Manager': { '/kendaraan/form-perbaikan': 'write', '/ceklist': 'write', '/kendaraan-barang': 'read', '/penggajian': 'read', '/komponen-gaji': 'read', '/kasbon-karyawan': 'read' },
  Finance: { '/kendaraan/form-perbaikan': 'write', '/kendaraan-barang': 'read', '/penggajian': 'write', '/komponen-gaji': 'full', '/kasbon-karyawan': 'write' },
  'Admin Gudang': { '/kendaraan/form-perbaikan': 'write', '/ceklist': 'write' },
  Sales: { '/ceklist': 'write' },
  Supervisor: { '/ceklist': 'read', '/kendaraan-barang': 'read' },
};
