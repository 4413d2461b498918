import { usePermissions } from 'ra-core';
import { useMemo } from 'react';
import type { ResourceDef } from '../../common/registry';
import { resourceOps } from '../../common/registry';
import { can, toPermissionSet, type PermissionEntry, type PermissionSet } from '../providers/permissions';
import { getUser } from '../providers/session';
import { useRegistry } from './RegistryContext';
import { menuOf } from './paths';
import { cachedPermissions } from './permissionCache';

/** Menu badge counts are re-read this often. */
const REFRESH_MS = 60_000;

export interface PermissionState {
  entries: PermissionEntry[];
  permissions: PermissionSet;
  isPending: boolean;
}

/** The level's role entries (menus, flags, badge counts) as loaded by the authProvider. */
export function usePermissionSet(): PermissionState {
  // Keyed by the signed-in user: a new login never reuses the previous user's grants.
  const user = getUser();
  const userId = user?.id;
  const levelId = user?.level?.id;
  const initialData = useMemo(() => cachedPermissions(userId, levelId), [userId, levelId]);
  const { permissions, isPending, error } = usePermissions<PermissionEntry[] | null>(
    { userId: userId ?? null, levelId: levelId ?? null },
    {
      refetchInterval: REFRESH_MS,
      // One request per session start, not one per component that asks (menu, list, buttons) as it mounts.
      staleTime: REFRESH_MS,
      // The entries this device last had are shown at once; being dated 0 they are asked for again right away.
      initialData,
      initialDataUpdatedAt: 0,
    },
  );
  return useMemo(() => ({
    entries: permissions ?? [],
    permissions: error || !permissions ? null : toPermissionSet(permissions),
    isPending,
  }), [permissions, isPending, error]);
}

export interface ResourceGrants {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** What the user may do on a resource: the menu's flags within the operations the resource offers. */
export function useResourceGrants(resource: ResourceDef): ResourceGrants {
  const registry = useRegistry();
  const { permissions } = usePermissionSet();
  const menu = menuOf(registry, resource);
  const ops = resourceOps(resource);
  return {
    read: can(permissions, menu, 'read'),
    create: ops.includes('create') && can(permissions, menu, 'create'),
    update: ops.includes('update') && can(permissions, menu, 'update'),
    delete: ops.includes('delete') && can(permissions, menu, 'delete'),
  };
}

/** Whether the user may list another resource (a reference's choices, a filter's options). */
export function useCanRead(resourceName: string | undefined): boolean {
  const registry = useRegistry();
  const { permissions } = usePermissionSet();
  const target = registry.resources.find((r) => r.name === resourceName);
  return !!target && can(permissions, menuOf(registry, target), 'read');
}
