/**
 * Reports (issue 17): the Laporan menu group whose entries are the report screens of common/laporan.ts, and a group of
 * its own for each of REPORT_GROUPS holding the reports that name it (the tax reports under Pajak).
 */
import type { MenuNode } from '../common/registry.js';
import { REPORTS, REPORT_GROUPS, type ReportDef } from '../common/laporan.js';
import { pajakMenuEntries } from './pajak.js';

/** A report group's screens other than reports, listed first (the tax invoices and the PPN closing under Pajak). */
const GROUP_SCREENS: Record<string, MenuNode[]> = { '/grup-pajak': pajakMenuEntries };

const entry = (r: ReportDef): MenuNode => ({ name: r.title.replace(/^Laporan /, ''), icon: r.icon, url: r.path });

export const laporanMenus: MenuNode[] = [
  { name: 'Laporan', icon: 'Assessment', url: '/laporan', children: REPORTS.filter((r) => !r.group).map(entry) },
  ...REPORT_GROUPS.map((g) => ({ ...g, children: [...(GROUP_SCREENS[g.url] ?? []), ...REPORTS.filter((r) => r.group === g.url).map(entry)] })),
];
