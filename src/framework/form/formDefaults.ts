import type { FieldDef, FieldKind, ResourceDef } from '../../../common/registry';
import { isPlaceKindField, writableFields } from '../../../common/registry';
import { todayJakarta } from '../../../common/format';

/**
 * Kinds whose column of line items is summed under the table: amounts of money and quantities of goods.
 * Other numbers (a unit's conversion factor, a percentage) mean nothing added up.
 */
export const TOTALLED_KINDS: FieldKind[] = ['money', 'qty'];

/** A new record's (or line's) starting values: the registry's defaults. */
export function defaultValues(resource: ResourceDef, skip: string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of writableFields(resource)) {
    if (skip.includes(field.name)) continue;
    if (field.defaultToday) values[field.name] = todayJakarta();
    else if (field.default !== undefined) values[field.name] = field.default;
  }
  return values;
}

/** The fields typed on each line: the child's writable fields except the key pointing at the parent. */
export function lineFields(child: ResourceDef, foreignKey: string): FieldDef[] {
  return writableFields(child).filter((f) => f.name !== foreignKey && f.name !== 'line_no' && !isPlaceKindField(child, f));
}

/** A place's kept name (`<prefix>_nama`) beside its id field with `placeIn`: shown in the id's column. */
function isPlaceNameField(resource: ResourceDef, field: FieldDef): boolean {
  if (!field.name.endsWith('_nama')) return false;
  const idName = `${field.name.slice(0, -'_nama'.length)}_id`;
  return resource.fields.some((f) => f.name === idName && f.placeIn !== undefined);
}

/** The columns of the lines on a document's detail page: what is typed, and the computed columns the registry lists. */
export function shownLineFields(child: ResourceDef, foreignKey: string): FieldDef[] {
  return child.fields.filter((f) => !f.internal && f.kind !== 'password' && f.name !== foreignKey && f.name !== 'line_no'
    && !isPlaceKindField(child, f) && !isPlaceNameField(child, f) && (!f.readOnly || f.list));
}

export interface ColumnTotal {
  field: FieldDef;
  total: number;
}

/** Sums every money and quantity column of the lines (the running totals under the table). */
export function lineTotals(lines: unknown, fields: FieldDef[]): ColumnTotal[] {
  const rows = Array.isArray(lines) ? (lines as Array<Record<string, unknown> | null>) : [];
  return fields
    .filter((f) => TOTALLED_KINDS.includes(f.kind))
    .map((field) => ({
      field,
      total: rows.reduce((sum, row) => {
        const n = Number(row?.[field.name]);
        return Number.isFinite(n) ? sum + n : sum;
      }, 0),
    }));
}

/** Long text and line tables take the whole width of the two-column form. */
export function isWide(field: FieldDef): boolean {
  return field.kind === 'longtext';
}
