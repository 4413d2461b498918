/**
 * Records which menu rights a request asked the permission cache for, so a sweep can tell a refusal by the
 * permission table (a failed `require`) from any other 403 (row scoping), and see which right a route checks.
 */
import type { AuthUser } from '../../../server/core/context.js';
import type { Action, PermissionCache } from '../../../server/auth/permissions.js';

export interface Check { menu: string; action: Action; granted: boolean }

export function recordChecks(permissions: PermissionCache): { take(): Check[] } {
  let log: Check[] = [];
  const can = permissions.can.bind(permissions);
  const require = permissions.require.bind(permissions);
  permissions.require = async (user: AuthUser, menu: string, action: Action) => {
    log.push({ menu, action, granted: await can(user, menu, action) });
    return require(user, menu, action);
  };
  return { take() { const out = log; log = []; return out; } };
}
