import type { ResourceDef } from '../../common/registry.js';
import { levelIsAny } from '../../common/levels.js';
import type { AuthUser } from '../core/context.js';

/**
 * Row scoping (DESIGN.md section 4): for a scoped level, the column and the value its rows must carry.
 * A scoped user without an employee record (or a warehouse, for `by: 'gudang'`) owns nothing (-1 matches no row).
 */
export function rowScope(resource: ResourceDef, user: AuthUser | null): { field: string; value: number; orField?: string } | null {
  if (!user) return null;
  const scope = [resource.scope, ...(resource.scopes ?? [])].find((s) => s && levelIsAny(user.level_name, s.levels));
  if (!scope || scope.by === 'ref') return null;
  const value = scope.by === 'user' ? user.id : scope.by === 'gudang' ? user.gudang_id : user.karyawan_id;
  return { field: scope.field, value: value ?? -1, ...(scope.orField ? { orField: scope.orField } : {}) };
}

/**
 * A `by: 'ref'` scope: for a scoped level, the reference column and the resource whose visible records it
 * must point at (a salesperson's customers are those on the routes they may see).
 */
export function refScope(resource: ResourceDef, user: AuthUser | null): { field: string; target: string } | null {
  const scope = resource.scope;
  if (!scope || scope.by !== 'ref' || !user || !levelIsAny(user.level_name, scope.levels)) return null;
  const target = resource.fields.find((f) => f.name === scope.field)?.ref ?? '';
  return { field: scope.field, target };
}
