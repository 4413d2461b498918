import type { AreaGrants } from '../../db/base/grants/types.js';

/** Tax invoices are the books' work: finance uploads and reads Coretax back; the GM reads them (the owner has every menu). */
export const pajakGrants: AreaGrants = {
  Finance: { '/faktur-pajak': 'write', '/ppn-masa': 'write', '/pajak/ebupot': 'write' },
  'General Manager': { '/faktur-pajak': 'read', '/ppn-masa': 'read', '/pajak/ebupot': 'read' },
};
