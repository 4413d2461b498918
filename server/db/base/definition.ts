import type { AreaGrants, Grant } from './grants/types.js';
import { foundationGrants } from './grants/foundation.js';
import { masterDataGrants } from './grants/master-data.js';
import { keuanganGrants } from './grants/keuangan.js';
import { gudangKerjaGrants } from './grants/gudang-kerja.js';
import { kanvasGrants } from './grants/kanvas.js';
import { penjualanGrants } from './grants/penjualan.js';
import { setoranGrants } from './grants/setoran.js';
import { returSalesGrants } from './grants/retur-sales.js';
import { pembelianGrants } from './grants/pembelian.js';
import { armadaGrants } from './grants/armada.js';
import { assetGrants } from './grants/asset.js';
import { biayaGrants } from './grants/biaya.js';
import { bopGrants } from './grants/bop.js';
import { laporanGrants } from './grants/laporan.js';
import { AKUN, AKUN_KATEGORI, NERACA, POSTING_ACCOUNTS } from './chart-of-accounts.js';

/**
 * Base data: what every company needs before its first login, apart from demo data. Menus come from the
 * registry (`registry.menus`); the rest is declared here. `apply.ts` writes it at every start: a key never
 * written is added, a key already written is left as the admin left it (see README "Data dasar").
 *
 * BASE_DATA_VERSION goes up by one whenever this definition (or a grant file) changes; each written key
 * records the version that wrote it, so a database tells which release gave it each row.
 */
export const BASE_DATA_VERSION = 6;

/** The standard levels (SPEC.md section 4), in the order they are created (Admin first, id 1 on a new database). */
export const LEVELS = ['Admin', 'Owner', 'Finance', 'General Manager', 'Supervisor', 'Sales', 'Admin Gudang', 'Admin Aset'] as const;

/** The level the first administrator gets (first run). */
export const ADMIN_LEVEL = 'Admin';

/** Every area's grants merged per level (an area adds its file under grants/ and bumps BASE_DATA_VERSION). */
export const GRANTS: Record<string, Record<string, Grant>> = mergeGrants([foundationGrants, masterDataGrants, keuanganGrants, gudangKerjaGrants, kanvasGrants, penjualanGrants, setoranGrants, returSalesGrants, pembelianGrants, armadaGrants, assetGrants, biayaGrants, bopGrants, laporanGrants]);

function mergeGrants(maps: AreaGrants[]): Record<string, Record<string, Grant>> {
  const out: Record<string, Record<string, Grant>> = {};
  for (const m of maps) for (const [level, grants] of Object.entries(m)) out[level] = { ...out[level], ...grants };
  return out;
}

/** The settings row of a new company: a name to change and the posting accounts of the standard chart. */
export const SETTING_DEFAULTS = { nama_perusahaan: 'Perusahaan Baru' } as const;

export { AKUN, AKUN_KATEGORI, NERACA, POSTING_ACCOUNTS };
