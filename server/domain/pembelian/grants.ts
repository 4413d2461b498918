import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Purchasing and supplier returns: finance orders, rejects and pays purchases (the GM may order too); the
 * warehouse admin reads purchases (a receipt is made from one) and writes the supplier returns of their warehouse.
 */
export const pembelianGrants: AreaGrants = {
  Finance: { '/pembelian': 'full', '/retur-supplier': 'write', '/hutang-perusahaan': 'read' },
  'General Manager': { '/pembelian': 'write', '/retur-supplier': 'write', '/hutang-perusahaan': 'read' },
  'Admin Gudang': { '/pembelian': 'read', '/retur-supplier': 'write' },
};
