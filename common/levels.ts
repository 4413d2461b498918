import type { LevelKey } from './registry.js';

/** SPEC.md section 6: level names matched case-insensitively, spaces as underscores, with these synonyms. */
const SYNONYMS: Record<LevelKey, string[]> = {
  gm: ['general_manager', 'gm', 'manager'],
  owner: ['owner'],
  finance: ['finance'],
  supervisor: ['spv', 'supervisor'],
  sales: ['sales'],
  admin: ['admin'],
  asset_admin: ['admin_asset', 'admin_aset'],
  warehouse_admin: ['admin_gudang', 'gudang', 'sales', 'admin_asset', 'admin_aset'],
};

export function normalizeLevel(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

export function levelIs(levelName: string | null | undefined, key: LevelKey): boolean {
  if (!levelName) return false;
  return SYNONYMS[key].includes(normalizeLevel(levelName));
}

export function levelIsAny(levelName: string | null | undefined, keys: LevelKey[]): boolean {
  return keys.some((k) => levelIs(levelName, k));
}
