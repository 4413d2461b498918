/**
 * A reference's allowed records (FieldDef.refFilter, e.g. a kas of the kinds a step may use): the server's half of
 * the rule whose other half is the client's filtered list. Checked on every save of a record and every workflow
 * step's fields (takeStep), so a form can never post a record it was not offered: 422 naming the record and the
 * allowed values by their labels.
 */
import type { FieldDef, Registry } from '../../common/registry.js';
import { findResource, tableName } from '../../common/registry.js';
import type { FieldErrors } from '../../common/validate.js';
import type { Db } from '../db/connection.js';

type Row = Record<string, unknown>;

const asList = (v: string | number | Array<string | number>) => (Array.isArray(v) ? v : [v]);

/** The message for `row` outside `field.refFilter`, or null when it is allowed. */
export function refFilterProblem(registry: Registry, field: FieldDef, row: Row): string | null {
  const target = field.ref ? findResource(registry, field.ref) : undefined;
  if (!target || !field.refFilter) return null;
  for (const [key, allowed] of Object.entries(field.refFilter)) {
    const list = asList(allowed);
    if (list.some((v) => String(v) === String(row[key]))) continue;
    const def = target.fields.find((f) => f.name === key);
    const label = (v: unknown) => def?.options?.find((o) => String(o.value) === String(v))?.label ?? String(v ?? '-');
    const labels = list.map(label);
    const choice = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} atau ${labels[labels.length - 1]}` : labels.join('');
    return `${String(row[target.titleField] ?? target.label)} adalah ${label(row[key])}; pilih ${choice}`;
  }
  return null;
}

/** Adds to `errors` each filtered reference among `fields` whose value in `values` is outside its filter. */
export async function checkRefFilters(trx: Db, registry: Registry, fields: readonly FieldDef[], values: Row, errors: FieldErrors, prefix = ''): Promise<void> {
  for (const field of fields) {
    const id = values[field.name];
    if (!field.refFilter || field.kind !== 'ref' || id === null || id === undefined || id === '') continue;
    const target = findResource(registry, field.ref!);
    if (!target) continue;
    const columns = [...new Set(['id', target.titleField, ...Object.keys(field.refFilter)])];
    const row = await trx.selectFrom(tableName(target)).select(columns).where('id', '=', Number(id)).executeTakeFirst() as Row | undefined;
    if (!row) continue; // a missing record is the reference check's (or the step's) own 422
    const problem = refFilterProblem(registry, field, row);
    if (problem) errors[prefix + field.name] = [problem];
  }
}
