import type { Db } from '../connection.js';
import { BASE_DATA_VERSION } from './definition.js';

/**
 * The record of written base-data keys (`base_data`): key → the row it became. A key missing here was never
 * written, so base data adds it; a key present whose row is gone was removed by the admin and stays removed
 * (menus excepted: they are restored, see apply.ts).
 */
export class BaseKeys {
  private readonly changed = new Map<string, number | null>();

  private constructor(private readonly rows: Map<string, number | null>, private readonly at: string) {}

  static async load(db: Db, at: string): Promise<BaseKeys> {
    const rows = await db.selectFrom('base_data').select(['key', 'row_id']).execute();
    return new BaseKeys(new Map(rows.map((r) => [String(r.key), r.row_id === null ? null : Number(r.row_id)])), at);
  }

  /** undefined = never written; otherwise the row it became (null for keys without a row). */
  get(key: string): number | null | undefined {
    return this.rows.get(key);
  }

  set(key: string, rowId: number | null): void {
    if (this.rows.has(key) && this.rows.get(key) === rowId) return;
    this.rows.set(key, rowId);
    this.changed.set(key, rowId);
  }

  /** Writes the keys set since load. */
  async flush(db: Db): Promise<void> {
    const values = [...this.changed].map(([key, row_id]) => ({ key, row_id, version: BASE_DATA_VERSION, applied_at: this.at }));
    for (let i = 0; i < values.length; i += 200) {
      await db.insertInto('base_data').values(values.slice(i, i + 200))
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({
          row_id: eb.ref('excluded.row_id'), version: eb.ref('excluded.version'), applied_at: eb.ref('excluded.applied_at'),
        })))
        .execute();
    }
    this.changed.clear();
  }
}

/** A row base data declares, found or written. `fresh` when this start wrote it. */
export interface Ensured {
  id: number;
  fresh: boolean;
}

export interface EnsureSpec {
  /** The row the key became still exists. */
  exists(id: number): boolean;
  /** The row by its natural key (a level's name, a menu's url, an account's code), written before keys were kept or by the admin. */
  find(): number | undefined;
  /** Write it again when the admin removed it (menus: the registry's resources need them). */
  restore: boolean;
  /** Ignore what the record says (its menu or level was just written anew, so this row cannot have been revoked). */
  fresh?: boolean;
  insert(): Promise<number | undefined>;
}

/**
 * The one rule: a key whose row exists is left alone (renamed, re-flagged, whatever the admin did); a row found
 * by its natural key is adopted; a key never written is inserted; a key written whose row is gone stays gone
 * unless `restore`. Answers the row, or undefined when it stays removed (or could not be written).
 */
export async function ensure(keys: BaseKeys, key: string, spec: EnsureSpec): Promise<Ensured | undefined> {
  const recorded = spec.fresh ? undefined : keys.get(key);
  if (typeof recorded === 'number' && spec.exists(recorded)) return { id: recorded, fresh: false };
  const found = spec.find();
  if (found !== undefined) {
    keys.set(key, found);
    return { id: found, fresh: false };
  }
  if (recorded !== undefined && !spec.restore) return undefined;
  const id = await spec.insert();
  if (id === undefined) return undefined;
  keys.set(key, id);
  return { id, fresh: true };
}
