import type { FieldDef, FieldKind, ResourceDef } from '../../../common/registry';
import { isPlaceKindField, writableFields } from '../../../common/registry';

/**
 * Kinds whose column of line items is summed under the table: amounts of money and quantities of goods.
 * Other numbers (a unit's conversion factor, a percentage) mean nothing added up.
 */
export const TOTALLED_KINDS: FieldKind[] = ['money', 'qty'];

/** A new record's (or line's) starting values: the registry's defaults. */
export function defaultValues(resource: ResourceDef, skip: string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of writableFields(resource)) {
    if (skip.includes(field.name) || field.default === undefined) continue;
    values[field.name] = field.default;
  }
  return values;
}

/** The fields typed on each line: the child's writable fields except the key pointing at the parent. */
export function lineFields(child: ResourceDef, foreignKey: string): FieldDef[] {
  return writableFields(child).filter((f) => f.name !== foreignKey && f.name !== 'line_no' && !isPlaceKindField(child, f));
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
