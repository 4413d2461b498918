/**
 * Salespeople (SPEC.md /sales, /rank-sales, /pencapaian): monthly targets per salesperson as a registry resource,
 * and the hand-written screens reading the figures server/domain/sales computes (own rows only for a salesperson).
 */
import type { MenuNode, ResourceDef } from '../common/registry.js';
import { keterangan } from './fields.js';
import { returKonsumenMenus } from './retur-konsumen.js';

export const salesResources: ResourceDef[] = [
  {
    name: 'target-sales', label: 'Target Sales', labelPlural: 'Target Sales', menu: '/pencapaian', path: '/target-sales', icon: 'QueryStats',
    titleField: 'periode', defaultSort: { field: 'periode', order: 'DESC' },
    scope: { field: 'karyawan_id', by: 'karyawan', levels: ['sales'] },
    uniqueTogether: [['karyawan_id', 'periode']],
    screens: [
      { path: '/pencapaian', view: 'Pencapaian', kind: 'list' },
      { path: '/sales', view: 'SalesRingkasan', kind: 'list', menu: '/sales' },
      { path: '/rank-sales', view: 'RankSales', kind: 'list', menu: '/rank-sales', exempt: true },
    ],
    fields: [
      { name: 'karyawan_id', kind: 'ref', ref: 'karyawan', label: 'Sales', required: true, filterable: true, list: true, listPriority: 1 },
      { name: 'periode', kind: 'text', month: true, label: 'Periode', required: true, min: 7, max: 7, filterable: true, sortable: true, list: true, example: '2026-11', help: 'Bulan target' },
      { name: 'target_penjualan', kind: 'money', label: 'Target Penjualan', required: true, min: 0, list: true, sortable: true },
      { name: 'target_tagihan', kind: 'money', label: 'Target Tagihan', min: 0, default: 0, list: true },
      keterangan,
    ],
  },
];

export const salesMenus: MenuNode[] = [
  {
    name: 'Tim Sales', icon: 'Groups', url: '/grup-sales', children: [
      ...returKonsumenMenus,
      { name: 'Sales', icon: 'Badge', url: '/sales' },
      { name: 'Peringkat Sales', icon: 'MilitaryTech', url: '/rank-sales' },
      { name: 'Pencapaian', icon: 'QueryStats', url: '/pencapaian' },
    ],
  },
];
