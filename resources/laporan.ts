/** Reports (issue 17): one menu group whose entries are the report screens of common/laporan.ts. */
import type { MenuNode } from '../common/registry.js';
import { REPORTS } from '../common/laporan.js';

export const laporanMenus: MenuNode[] = [
  { name: 'Laporan', icon: 'Assessment', url: '/laporan', children: REPORTS.map((r) => ({ name: r.title.replace(/^Laporan /, ''), icon: r.icon, url: r.path })) },
];
