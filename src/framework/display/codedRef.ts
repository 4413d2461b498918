import type { FieldDef, Registry, ResourceDef } from '../../../common/registry';
import { findResource, refKey } from '../../../common/registry';
import { shownName, type Row } from './displayByKind';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Whether records of `target` carry a code (`kode`) beside the title that names them (goods, accounts, customers). */
export function hasCode(target: ResourceDef): boolean {
  return target.titleField !== 'kode' && target.fields.some((f) => f.name === 'kode' && f.kind === 'text');
}

/**
 * A record named in a document's line: its code and full name ("BRG-0012 · Keripik Kentang Balado 100 g"), or its
 * name alone when it has no code. Never shortened: the screen wraps it.
 */
export function codedName(target: ResourceDef, row: Row): string {
  const name = target.shownAs ? shownName(target, row) : row[target.titleField];
  const title = blank(name) ? `#${String(row.id ?? '')}` : String(name);
  return hasCode(target) && !blank(row.kode) ? `${String(row.kode)} · ${title}` : title;
}

/** A line's reference by the record the server expanded beside it (`barang_id` → `barang`); its id when none. */
export function codedRefLabel(field: FieldDef, record: Row, registry: Registry): string {
  const id = record[field.name];
  if (blank(id)) return '';
  const target = field.ref ? findResource(registry, field.ref) : undefined;
  const expanded = record[refKey(field)] as Row | null | undefined;
  return target && expanded ? codedName(target, expanded) : `#${String(id)}`;
}
