import type { AreaGrants, Grant } from './grants/types.js';
import { foundationGrants } from './grants/foundation.js';
import { AREAS } from '../../domain/areas.js';
import { AKUN, AKUN_KATEGORI, GRUP_LAPORAN, NERACA, POSTING_ACCOUNTS } from './chart-of-accounts.js';

/**
 * Base data: what every company needs before its first login, apart from demo data. Menus come from the
 * registry (`registry.menus`); the rest is declared here. `apply.ts` writes it at every start: a key never
 * written is added, a key already written is left as the admin left it (see docs/base-and-demo-data.md).
 *
 * BASE_DATA_VERSION goes up by one whenever this definition (or an area's grants) changes; each written key
 * records the version that wrote it, so a database tells which release gave it each row.
 */
export const BASE_DATA_VERSION = 14;

/** The standard levels (SPEC.md section 4), in the order they are created (Admin first, id 1 on a new database). */
export const LEVELS = ['Admin', 'Owner', 'Finance', 'General Manager', 'Supervisor', 'Sales', 'Admin Gudang', 'Admin Aset'] as const;

/** The level the first administrator gets (first run). */
export const ADMIN_LEVEL = 'Admin';

/**
 * The foundation's grants, then every area's (its manifest's `grants`, in the order of server/domain/areas.ts),
 * merged per level. A change to any of them bumps BASE_DATA_VERSION.
 */
export const GRANTS: Record<string, Record<string, Grant>> = mergeGrants([foundationGrants, ...AREAS.flatMap((area) => (area.grants ? [area.grants] : []))]);

function mergeGrants(maps: AreaGrants[]): Record<string, Record<string, Grant>> {
  const out: Record<string, Record<string, Grant>> = {};
  for (const m of maps) for (const [level, grants] of Object.entries(m)) out[level] = { ...out[level], ...grants };
  return out;
}

/** The settings row of a new company: a name to change and the posting accounts of the standard chart. */
export const SETTING_DEFAULTS = { nama_perusahaan: 'Perusahaan Baru' } as const;

export { AKUN, AKUN_KATEGORI, GRUP_LAPORAN, NERACA, POSTING_ACCOUNTS };
export { OBJEK_PPH23, SATUAN_CORETAX, TARIF_PPN } from './pajak.js';
export { KELOMPOK_HARTA_FISKAL } from './pajak-fiskal.js';
