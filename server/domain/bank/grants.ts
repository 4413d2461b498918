import type { AreaGrants } from '../../db/base/grants/types.js';

/** Bank statements are finance's work; the GM reads them (the owner has every menu). */
export const bankGrants: AreaGrants = {
  Finance: { '/mutasi-bank': 'write', '/aturan-bank': 'write', '/rekonsiliasi-bank': 'read' },
  'General Manager': { '/mutasi-bank': 'read', '/aturan-bank': 'read', '/rekonsiliasi-bank': 'read' },
};
