import type { Db } from '../db/connection.js';
import { ClusterCache } from '../core/cluster-cache.js';
import type { AuthUser } from '../core/auth-user.js';
import { forbidden } from '../core/errors.js';

export type Action = 'read' | 'create' | 'update' | 'delete';

interface Grant {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/**
 * What each level may do, per menu url, from the `role` and `menu` tables (DESIGN.md section 4).
 * Cached per level and dropped whenever a role, menu or level is written: here at once and again at the commit,
 * on the other API instances when the cluster bus delivers the writing transaction's message (at its commit),
 * and everywhere after the bus's connection was lost (messages of the gap may be missing).
 */
export class PermissionCache extends ClusterCache<Map<string, Grant>> {
  constructor(private readonly db: Db) {
    super('permissions', (levelId) => this.loadGrants(levelId));
  }

  grants(levelId: number): Promise<Map<string, Grant>> {
    return this.get(levelId);
  }

  private async loadGrants(levelId: number): Promise<Map<string, Grant>> {
    const rows = await this.db.selectFrom('role')
      .innerJoin('menu', 'menu.id', 'role.menu_id')
      .select(['menu.url as url', 'role.create as create', 'role.update as update', 'role.delete as delete'])
      .where('role.level_id', '=', levelId)
      .execute();
    return new Map(rows.map((r) => [r.url as string, { create: !!r.create, update: !!r.update, delete: !!r.delete }]));
  }

  async can(user: AuthUser, menuUrl: string, action: Action): Promise<boolean> {
    const grant = (await this.grants(user.level_id)).get(menuUrl);
    if (!grant) return false;
    return action === 'read' ? true : grant[action];
  }

  async require(user: AuthUser, menuUrl: string, action: Action): Promise<void> {
    if (!(await this.can(user, menuUrl, action))) throw forbidden(FORBIDDEN_MESSAGE[action]);
  }
}

const FORBIDDEN_MESSAGE: Record<Action, string> = {
  read: 'Anda tidak memiliki izin untuk melihat data ini',
  create: 'Anda tidak memiliki izin untuk menambah data ini',
  update: 'Anda tidak memiliki izin untuk mengubah data ini',
  delete: 'Anda tidak memiliki izin untuk menghapus data ini',
};
