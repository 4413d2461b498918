import type { Db } from '../db/connection.js';
import { ClusterCache } from '../core/cluster-cache.js';
import type { AuthUser } from '../core/auth-user.js';
import { loadAuthUser } from './session-user.js';

/**
 * The signed-in user each request checks its token against (issue 41: one query less per request), kept per user and
 * dropped whenever a user or a level is written (server/core/cluster-cache.ts). A user not found is not kept.
 */
export class AuthUserCache extends ClusterCache<AuthUser | null> {
  constructor(db: Db) {
    super('users', (id) => loadAuthUser(db, id), (user) => user !== null);
  }
}
