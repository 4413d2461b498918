import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * The field day (issue 39): a salesperson records their visits and closes their own day; a supervisor (or GM) may
 * close a salesperson's day for them and follows the visits; finance and the warehouse read the day closes whose
 * deposit and unloading they approve. Admin and Owner have every menu (foundation grants).
 */
export const lapanganGrants: AreaGrants = {
  Sales: { '/kunjungan': 'write', '/tutup-hari': 'write' },
  Supervisor: { '/kunjungan': 'read', '/tutup-hari': 'write' },
  'General Manager': { '/kunjungan': 'read', '/tutup-hari': 'write' },
  Finance: { '/tutup-hari': 'read' },
  'Admin Gudang': { '/tutup-hari': 'read' },
};
