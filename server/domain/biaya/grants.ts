import type { AreaGrants } from '../../db/base/grants/types.js';

/**
 * Payments and cost documents: finance drafts, gives the money and journals; the GM writes (drafts, approves goods
 * for entertaining, confirms receipts); the warehouse admin drafts and confirms their warehouse's operational and
 * pickup costs; the supervisor drafts and confirms entertainment.
 */
const COSTS = ['/pembayaran/belum', '/pembayaran/sudah', '/biaya-operasional', '/biaya-entertain', '/barang-entertain', '/biaya-pajak', '/pengambilan-barang', '/pengembalian', '/biaya', '/ajuanbiaya'];
const all = (g: 'full' | 'write' | 'read') => Object.fromEntries(COSTS.map((m) => [m, g]));

export const biayaGrants: AreaGrants = {
  Finance: all('full'),
  'General Manager': all('write'),
  'Admin Gudang': { '/biaya-operasional': 'write', '/pengambilan-barang': 'write', '/pengembalian': 'read', '/ajuanbiaya': 'read' },
  Supervisor: { '/biaya-entertain': 'write', '/barang-entertain': 'write', '/ajuanbiaya': 'read' },
};
