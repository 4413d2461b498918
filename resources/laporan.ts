/**
 * Reports (issue 17): the Laporan menu group whose entries are the report screens of common/laporan.ts, and a group of
 * its own for each of REPORT_GROUPS holding the reports that name it (the tax reports under Pajak).
 */
import type { MenuNode } from '../common/registry.js';
import { REPORTS, REPORT_GROUPS, type ReportDef } from '../common/laporan.js';

const entry = (r: ReportDef): MenuNode => ({ name: r.title.replace(/^Laporan /, ''), icon: r.icon, url: r.path });

export const laporanMenus: MenuNode[] = [
  { name: 'Laporan', icon: 'Assessment', url: '/laporan', children: REPORTS.filter((r) => !r.group).map(entry) },
  ...REPORT_GROUPS.map((g) => ({ ...g, children: REPORTS.filter((r) => r.group === g.url).map(entry) })),
];
