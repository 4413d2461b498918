import type { Db } from '../db/connection.js';
import type { ClusterBus } from '../core/cluster-bus.js';
import { onCommit } from '../core/transaction.js';
import type { AuthUser } from '../core/auth-user.js';
import { loadAuthUser } from './session-user.js';

/**
 * The signed-in user each request checks its token against (issue 41: one query less per request), cached per user
 * and dropped whenever a user or a level is written, the way PermissionCache is: here at once and again at the commit
 * (a read that began before the write cannot stay), on the other API instances when the cluster bus delivers the
 * writing transaction's message, and everywhere after the bus's connection was lost. A user not found is not kept.
 */
export class AuthUserCache {
  readonly #byId = new Map<number, Promise<AuthUser | null>>();
  #bus: ClusterBus | null = null;

  constructor(private readonly db: Db) {}

  shareThrough(bus: ClusterBus): void {
    this.#bus = bus;
    bus.onMessage((m) => { if (m.kind === 'users') this.forget(); });
    bus.onReconnect(() => this.forget());
  }

  /** Users or levels changed in `trx` (or just now): drops the cache here and on every instance. */
  async invalidate(trx?: Db): Promise<void> {
    this.forget();
    if (trx) onCommit(trx, () => this.forget());
    await this.#bus?.publish({ kind: 'users' }, trx);
  }

  forget(): void {
    this.#byId.clear();
  }

  get(userId: number): Promise<AuthUser | null> {
    let p = this.#byId.get(userId);
    if (!p) {
      p = loadAuthUser(this.db, userId);
      this.#byId.set(userId, p);
      p.then((u) => { if (!u && this.#byId.get(userId) === p) this.#byId.delete(userId); }, () => this.#byId.delete(userId));
    }
    return p;
  }
}
