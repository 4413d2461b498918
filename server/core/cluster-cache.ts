import type { Db } from '../db/connection.js';
import type { ClusterBus } from './cluster-bus.js';
import { onCommit } from './transaction.js';

/**
 * Values loaded by id and kept in this process until what they are made of is written: dropped here at once and again
 * at the writing transaction's commit (a read that began before the write cannot stay), on the other API instances
 * when the cluster bus delivers the transaction's message of `kind` (at its commit), and everywhere after the bus's
 * connection was lost (messages of the gap may be missing). A value `keep` refuses is answered but not kept.
 */
export class ClusterCache<V> {
  readonly #byId = new Map<number, Promise<V>>();
  #bus: ClusterBus | null = null;

  constructor(private readonly kind: 'permissions' | 'users', private readonly load: (id: number) => Promise<V>, private readonly keep: (value: V) => boolean = () => true) {}

  /** Invalidations are told to, and come from, the other instances through `bus`. */
  shareThrough(bus: ClusterBus): void {
    this.#bus = bus;
    bus.onMessage((m) => { if (m.kind === this.kind) this.forget(); });
    bus.onReconnect(() => this.forget());
  }

  /** What the values are made of changed in `trx` (or just now, without one): drops them here and on every instance. */
  async invalidate(trx?: Db): Promise<void> {
    this.forget();
    if (trx) onCommit(trx, () => this.forget());
    await this.#bus?.publish({ kind: this.kind }, trx);
  }

  /** Drops this instance's values only. */
  forget(): void {
    this.#byId.clear();
  }

  get(id: number): Promise<V> {
    let p = this.#byId.get(id);
    if (!p) {
      const loading = this.load(id);
      p = loading;
      this.#byId.set(id, loading);
      loading.then((v) => { if (!this.keep(v) && this.#byId.get(id) === loading) this.#byId.delete(id); }, () => this.#byId.delete(id));
    }
    return p;
  }
}
