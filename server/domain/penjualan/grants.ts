import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Canvas selling: a salesperson sells, collects and reads their own customers' debts; finance keeps the books
 * (cancels, writes off bad debts, clears giro); the supervisor and GM read.
 */
export const penjualanGrants: AreaGrants = {
  // '/lapangan' (the offline day, issue 23) only leads to its screen: the screen and its calls are governed by /penjualan.
  Sales: { '/penjualan': 'write', '/collection': 'write', '/lapangan': 'read' },
  Supervisor: { '/penjualan': 'read', '/collection': 'read', '/lapangan': 'read' },
  'General Manager': { '/penjualan': 'write', '/collection': 'read' },
  Finance: { '/penjualan': 'full', '/collection': 'full', '/lapangan': 'read' },
};
