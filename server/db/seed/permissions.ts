import type { MenuNode, Registry } from '../../../common/registry.js';
import { findResource } from '../../../common/registry.js';
import type { Db } from '../connection.js';
import { insertRows } from './insert.js';
import type { AreaGrants, Grant } from './grants/types.js';
import { foundationGrants } from './grants/foundation.js';
import { masterDataGrants } from './grants/master-data.js';
import { keuanganGrants } from './grants/keuangan.js';
import { gudangKerjaGrants } from './grants/gudang-kerja.js';
import { kanvasGrants } from './grants/kanvas.js';

/** Every area's demo grants merged per level (an area adds its file under grants/). */
export const DEMO_GRANTS: Record<string, Record<string, Grant>> = mergeGrants([foundationGrants, masterDataGrants, keuanganGrants, gudangKerjaGrants, kanvasGrants]);

function mergeGrants(maps: AreaGrants[]): Record<string, Record<string, Grant>> {
  const out: Record<string, Record<string, Grant>> = {};
  for (const m of maps) for (const [level, grants] of Object.entries(m)) out[level] = { ...out[level], ...grants };
  return out;
}

/** Inserts the registry's menu tree in order; answers url → id. */
export async function seedMenus(trx: Db, registry: Registry, at: string): Promise<Map<string, number>> {
  const menuResource = findResource(registry, 'menu')!;
  const ids = new Map<string, number>();
  const insert = async (nodes: MenuNode[], parentId: number | null) => {
    for (const [i, node] of nodes.entries()) {
      const [id] = await insertRows(trx, menuResource, [{ name: node.name, icon: node.icon, url: node.url, parent_id: parentId, urutan: i + 1 }], at);
      ids.set(node.url, id);
      if (node.children) await insert(node.children, id);
    }
  };
  await insert(registry.menus, null);
  return ids;
}

/** Role rows per level from DEMO_GRANTS; a sub-menu grant also grants its top menu (read). */
export async function seedRoles(trx: Db, registry: Registry, levelIds: Map<string, number>, menuIds: Map<string, number>, at: string) {
  const roleResource = findResource(registry, 'role')!;
  const parents = new Map<string, string>();
  for (const top of registry.menus) for (const c of top.children ?? []) parents.set(c.url, top.url);
  const rows: Record<string, unknown>[] = [];
  for (const [levelName, grants] of Object.entries(DEMO_GRANTS)) {
    const levelId = levelIds.get(levelName)!;
    const granted = new Map<string, Grant>();
    for (const url of menuIds.keys()) {
      const g = grants[url] ?? grants['*'];
      if (!g) continue;
      granted.set(url, g);
      const parent = parents.get(url);
      if (parent && !granted.has(parent)) granted.set(parent, grants[parent] ?? grants['*'] ?? 'read');
    }
    let order = 0;
    for (const url of menuIds.keys()) {
      const g = granted.get(url);
      if (!g) continue;
      rows.push({ level_id: levelId, menu_id: menuIds.get(url), create: g !== 'read', update: g !== 'read', delete: g === 'full', urutan: ++order });
    }
  }
  await insertRows(trx, roleResource, rows, at);
}
