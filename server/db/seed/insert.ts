import type { ResourceDef } from '../../../common/registry.js';
import { tableName } from '../../../common/registry.js';
import type { Db } from '../connection.js';
import { toDbValue } from '../../core/columns.js';

type Row = Record<string, unknown>;

/** Inserts master rows for the seed with the engine's system columns; answers the new ids in order. */
export async function insertRows(trx: Db, resource: ResourceDef, rows: Row[], at: string): Promise<number[]> {
  if (rows.length === 0) return [];
  const byName = new Map(resource.fields.map((f) => [f.name, f]));
  const values = rows.map((row) => {
    const out: Row = { created_at: at, updated_at: at };
    for (const f of resource.fields) if (f.default !== undefined) out[f.name] = toDbValue(f, f.default);
    for (const [k, v] of Object.entries(row)) out[k] = byName.has(k) ? toDbValue(byName.get(k)!, v) : v;
    return out;
  });
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 200) {
    const inserted = await trx.insertInto(tableName(resource)).values(values.slice(i, i + 200)).returning('id').execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}
