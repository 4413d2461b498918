import type { AreaGrants, Grant } from '../../db/base/grants/types.js';

/** Warehouse work menus (SPEC.md section 2): the warehouse admin does it, finance and the GM read (the GM approves where a step needs it). */
const MENUS = ['/penerimaan-barang', '/stock-opname', '/disposal-rusak', '/disposal-hilang', '/konversi', '/penyimpanan', '/mutasi'];
const all = (g: Grant) => Object.fromEntries(MENUS.map((m) => [m, g]));

export const gudangKerjaGrants: AreaGrants = {
  'Admin Gudang': { ...all('full'), '/supplier': 'read' },
  Finance: all('read'),
  'General Manager': all('write'),
};
