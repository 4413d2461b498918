import type { FieldDef, ResourceDef } from '../../../common/registry';
import { isPlaceKindField, writableFields } from '../../../common/registry';
import { todayJakarta } from '../../../common/format';

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

/** Long text and line tables take the whole width of the two-column form. */
export function isWide(field: FieldDef): boolean {
  return field.kind === 'longtext';
}
