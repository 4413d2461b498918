import type { FieldDef, Registry, ResourceDef } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import type { Db } from '../db/connection.js';
import { visibleRows, type Viewer } from '../core/records.js';
import type { KnownRefs } from '../core/save.js';
import { codeField } from './columns.js';

interface Lookup {
  /** Codes are unique per resource, or only within a parent (every warehouse has a block "A"): ids per code. */
  byCode: Map<string, number[]>;
  byTitle: Map<string, number[]>;
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * References written in a spreadsheet by the target's code or its title (case-insensitive), among the records
 * the importing user may see: one query per referenced resource for the whole file, never one per row.
 */
export class ReferenceResolver {
  private lookups = new Map<string, Lookup>();
  /** Every id loaded, per resource: visible to the importing user in this transaction (the save skips their check). */
  readonly known: KnownRefs = new Map();

  constructor(private trx: Db, private registry: Registry, private viewer: Viewer) {}

  async load(fields: FieldDef[]): Promise<void> {
    for (const f of fields) {
      const target = f.kind === 'ref' && f.ref ? findResource(this.registry, f.ref) : undefined;
      if (!target || this.lookups.has(target.name)) continue;
      const found = await this.lookup(target);
      this.lookups.set(target.name, found);
      this.known.set(target.name, new Set([...[...found.byCode.values()].flat(), ...[...found.byTitle.values()].flat()]));
    }
  }

  private async lookup(target: ResourceDef): Promise<Lookup> {
    const table = tableName(target);
    const code = codeField(target);
    const cols = [...new Set(['id', target.titleField, ...(code ? [code.name] : [])])].map((c) => `${table}.${c}`);
    const rows = await visibleRows(this.trx, target, { registry: this.registry, ...this.viewer }).select(cols).execute();
    const byCode = new Map<string, number[]>();
    const byTitle = new Map<string, number[]>();
    for (const r of rows as Array<Record<string, unknown>>) {
      const id = Number(r.id);
      if (code && r[code.name] !== null && r[code.name] !== undefined) {
        const k = key(String(r[code.name]));
        byCode.set(k, [...(byCode.get(k) ?? []), id]);
      }
      const title = r[target.titleField];
      if (title !== null && title !== undefined) {
        const k = key(String(title));
        byTitle.set(k, [...(byTitle.get(k) ?? []), id]);
      }
    }
    return { byCode, byTitle };
  }

  /** The id a cell names, or the Indonesian reason it names none. */
  resolve(field: FieldDef, text: string): { id: number } | { error: string } {
    const found = this.lookups.get(field.ref ?? '');
    const k = key(text);
    const byCode = found?.byCode.get(k) ?? [];
    const byTitle = found?.byTitle.get(k) ?? [];
    const ids = byCode.length > 0 ? byCode : byTitle;
    if (ids.length === 1) return { id: ids[0] };
    if (ids.length > 1) return { error: `${field.label} "${text}" ada lebih dari satu; tulis kode atau nama yang hanya dimiliki satu data` };
    return { error: `${field.label} "${text}" tidak ditemukan` };
  }
}
