import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Reports (issue 17): the finance reports for finance and the general manager; the sales reports and the LPJ also for the
 * supervisor and the salesperson, whose figures are always their own (server/domain/laporan/routes.ts). The tax reports
 * (menu group Pajak, issue 37) for those who read the books; the owner and the admin hold every menu.
 */
const FINANCE = { '/laporan/jurnal': 'read', '/laporan/laba-rugi': 'read', '/laporan/perubahan-modal': 'read', '/laporan/neraca': 'read' } as const;
const PAJAK = { '/pajak/ppn-masukan': 'read', '/pajak/ppn-masa': 'read', '/pajak/koreksi-fiskal': 'read' } as const;
const SALES = { '/laporan/droping-sales': 'read', '/laporan/sales': 'read', '/laporan/lpj': 'read' } as const;

export const laporanGrants: AreaGrants = {
  Finance: { ...FINANCE, ...SALES, ...PAJAK },
  'General Manager': { ...FINANCE, ...SALES, ...PAJAK },
  Supervisor: { ...SALES },
  Sales: { ...SALES },
};
