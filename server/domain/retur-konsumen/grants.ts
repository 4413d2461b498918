import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Customer returns and the salespeople screens: a salesperson writes, reports and checks out their returns
 * (full: a draft's line may be deleted; a return itself is cancelled, never deleted) and reads their own
 * figures; finance, the GM and the warehouse admin approve returns; the supervisor and GM set monthly targets. The ranking (/rank-sales) is open to every signed-in user (SPEC.md section 4), granted to
 * every standard level so its menu shows; the server does not check it.
 */
export const returSalesGrants: AreaGrants = {
  Sales: { '/retur-konsumen': 'full', '/sales': 'read', '/rank-sales': 'read', '/pencapaian': 'read' },
  Supervisor: { '/retur-konsumen': 'read', '/sales': 'read', '/rank-sales': 'read', '/pencapaian': 'full' },
  'General Manager': { '/retur-konsumen': 'write', '/sales': 'read', '/rank-sales': 'read', '/pencapaian': 'full' },
  Finance: { '/retur-konsumen': 'write', '/sales': 'read', '/rank-sales': 'read', '/pencapaian': 'read' },
  'Admin Gudang': { '/retur-konsumen': 'write', '/rank-sales': 'read' },
  'Admin Aset': { '/rank-sales': 'read' },
};
