import type { AreaGrants } from './types.js';

/**
 * BOP advances: the sales, supervisor and warehouse levels ask for advances and writes their LPJ (they see only their own: the
 * registry's scope); finance approves, pays, reimburses and takes refunds; the GM approves too (never their own).
 * A holder reads the chart of accounts to put each LPJ line on its expense account.
 */
export const bopGrants: AreaGrants = {
  Finance: { '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
  'General Manager': { '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
  Supervisor: { '/akun': 'read', '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
  Sales: { '/akun': 'read', '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
  'Admin Gudang': { '/akun': 'read', '/bop': 'full', '/pengembalian-bop': 'read', '/reimburse': 'read' },
};
