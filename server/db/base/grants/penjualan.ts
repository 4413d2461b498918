import type { AreaGrants } from './types.js';

/**
 * Canvas selling: a salesperson sells, collects and reads their own customers' debts; finance keeps the books
 * (cancels, writes off bad debts, clears giro); the supervisor and GM read.
 */
export const penjualanGrants: AreaGrants = {
  Sales: { '/penjualan': 'write', '/collection': 'write' },
  Supervisor: { '/penjualan': 'read', '/collection': 'read' },
  'General Manager': { '/penjualan': 'write', '/collection': 'read' },
  Finance: { '/penjualan': 'full', '/collection': 'full' },
};
