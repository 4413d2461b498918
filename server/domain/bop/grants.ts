import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * BOP advances: the sales, supervisor and warehouse levels ask for advances and writes their LPJ (they see only their own: the
 * registry's scope); finance approves, pays, reimburses and takes refunds; the GM approves too (never their own).
 * A holder picks each LPJ line's expense account from `akun-beban` (codes and names, under /bop), not from /akun.
 */
export const bopGrants: AreaGrants = {
  Finance: { '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
  'General Manager': { '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
  Supervisor: { '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
  Sales: { '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
  'Admin Gudang': { '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
};
