import type { AreaGrants } from './types.js';

/**
 * Vehicles and payroll: the warehouse admin and the GM request vehicle repairs, the GM approves them, finance gives
 * the money; finance runs the payroll, the GM reads it.
 */
export const armadaGrants: AreaGrants = {
  'General Manager': { '/kendaraan/form-perbaikan': 'write',},
  Finance: { '/kendaraan/form-perbaikan': 'write', '/bagian': 'read' },
  'Admin Gudang': { '/kendaraan/form-perbaikan': 'write' },
};
