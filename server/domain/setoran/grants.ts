import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Money after the sale: a salesperson deposits (setoran) what they collected and sees their own giro; finance
 * receives and approves deposits and clears or bounces giro; the supervisor and GM read.
 */
export const setoranGrants: AreaGrants = {
  Sales: { '/setoran': 'write', '/giro': 'read' },
  Supervisor: { '/setoran': 'read', '/giro': 'read' },
  'General Manager': { '/setoran': 'read', '/giro': 'read' },
  Finance: { '/setoran': 'full', '/giro': 'full' },
};
