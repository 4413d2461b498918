/** The demo company's books on top of the standard chart (server/db/base/chart-of-accounts.ts). */
import type { KasJenis } from '../../../common/kas.js';

/** Accounts only the demo company has: one cash account per canvas salesperson, with their balance-sheet place. */
export const DEMO_AKUN: Array<[kode: string, nama: string, tipe: 1 | 2 | 3, posisi: string]> = [
  ['1-1120', 'Kas Sales - Budi Prasetyo', 1, 'aset_lancar'], ['1-1121', 'Kas Sales - Andi Saputra', 1, 'aset_lancar'],
];

/** Opening balances (debit positive, credit negative), posted as one journal; equity balances them. */
export const OPENING_BALANCES: Array<[string, number]> = [
  ['1-1100', 45_000_000], ['1-1110', 5_000_000], ['1-1120', 1_500_000], ['1-1121', 1_500_000], ['1-1200', 385_000_000],
  ['1-1210', 142_500_000], ['1-2200', 750_000_000], ['1-2300', 620_000_000], ['1-2400', 48_000_000], ['1-2500', 96_000_000],
  ['1-2900', -214_000_000], ['2-1200', -38_500_000], ['2-2100', -300_000_000], ['3-1100', -1_000_000_000],
];

/** Cash and bank accounts with their holders (demo user names) and ledger account codes. */
/** The holder is who keeps the box; its kind (common/kas.ts) is what it may be used for. */
export const KAS: Array<{ kode: string; nama: string; jenis: KasJenis; akun: string; pemegang?: string; bank?: string; no_rekening?: string }> = [
  { kode: 'KAS-01', nama: 'Kas Besar', jenis: 'kas_besar', akun: '1-1100', pemegang: 'finance' },
  { kode: 'KAS-02', nama: 'Kas Kecil Gudang', jenis: 'kas_kecil', akun: '1-1110', pemegang: 'gudang' },
  { kode: 'KAS-S1', nama: 'Kas Sales Budi', jenis: 'kas_sales', akun: '1-1120', pemegang: 'sales1' },
  { kode: 'KAS-S2', nama: 'Kas Sales Andi', jenis: 'kas_sales', akun: '1-1121', pemegang: 'sales2' },
  { kode: 'BCA-01', nama: 'BCA Operasional', jenis: 'bank', akun: '1-1200', bank: 'BCA', no_rekening: '437-0812-556' },
  { kode: 'MDR-01', nama: 'Mandiri Penerimaan', jenis: 'bank', akun: '1-1210', bank: 'Mandiri', no_rekening: '130-00-1928374-6' },
];
