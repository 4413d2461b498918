import type { FieldDef, FieldKind, ResourceDef } from '../../../common/registry';
import { publicFields } from '../../../common/registry';

/** The columns of a list: fields marked `list`, or the title field when none is. */
export function listColumns(resource: ResourceDef): FieldDef[] {
  const fields = publicFields(resource);
  const listed = fields.filter((f) => f.list);
  if (listed.length > 0) return listed;
  return fields.filter((f) => f.name === resource.titleField);
}

/** A record's status column: the workflow's, else an enum `status`, else the `aktif` switch. */
function isStatus(resource: ResourceDef, field: FieldDef): boolean {
  return field.name === resource.workflow?.field || (field.name === 'status' && field.kind === 'enum') || (field.name === 'aktif' && field.kind === 'bool');
}

/** The list's key amount: its first money column (what a phone card shows beside the title). */
function isKeyAmount(resource: ResourceDef, field: FieldDef): boolean {
  return field.kind === 'money' && listColumns(resource).find((f) => f.kind === 'money')?.name === field.name;
}

/**
 * A column's priority (registry `listPriority`): 1 stays, 3 folds away first; the title, the status and the key
 * amount (a goods' price, an account's balance) default to 1, the rest to 2.
 */
export function priorityOf(resource: ResourceDef, field: FieldDef): 1 | 2 | 3 {
  if (field.listPriority) return field.listPriority;
  return field.name === resource.titleField || isStatus(resource, field) || isKeyAmount(resource, field) ? 1 : 2;
}

/**
 * What a cell of each kind needs, padding included (a dense MUI cell pads 16 px each side), for a typical value:
 * an estimate to start from (text wraps, so a column may get less); the table is measured after it renders and
 * folds further if it still overflows, so an estimate on the low side costs a render, one on the high side a column.
 */
const CELL_WIDTH: Record<FieldKind, number> = {
  text: 115, longtext: 160, int: 70, qty: 80, money: 125, percent: 70, decimal: 85, date: 105, datetime: 150,
  bool: 70, enum: 115, ref: 125, file: 115, image: 64, email: 180, phone: 125, password: 0,
};

export function estimatedWidth(field: FieldDef): number {
  return CELL_WIDTH[field.kind];
}

/** The order in which columns fold away: the least important first, and among equals the rightmost first. */
export function foldOrder(resource: ResourceDef, columns: FieldDef[]): FieldDef[] {
  return columns
    .map((field, index) => ({ field, index, priority: priorityOf(resource, field) }))
    .filter((c) => c.priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map((c) => c.field);
}

/**
 * The column-priority rule: the columns that fit `available` px beside `reserved` px (row actions, selection),
 * folding the least important ones until the estimate fits, then `extraFolds` more (folds the measured table
 * still needed). Priority-1 columns never fold. An unknown width (0, not laid out yet) folds nothing.
 */
export function visibleColumns(resource: ResourceDef, columns: FieldDef[], available: number, reserved = 0, extraFolds = 0): FieldDef[] {
  if (available <= 0) return columns;
  const order = foldOrder(resource, columns);
  const folded = new Set<string>();
  let width = reserved + columns.reduce((sum, f) => sum + estimatedWidth(f), 0);
  for (const field of order) {
    if (width <= available) break;
    folded.add(field.name);
    width -= estimatedWidth(field);
  }
  for (const field of order.filter((f) => !folded.has(f.name)).slice(0, extraFolds)) folded.add(field.name);
  return columns.filter((f) => !folded.has(f.name));
}

/** What a list row shows as a card on a phone: title, status chip, key date and amount, and a few details. */
export interface CardParts {
  title?: FieldDef;
  status?: FieldDef;
  date?: FieldDef;
  amount?: FieldDef;
  details: FieldDef[];
}

const DATES: FieldKind[] = ['date', 'datetime'];
const AMOUNTS: FieldKind[] = ['money', 'qty'];
const TITLES: FieldKind[] = ['text', 'ref', 'email', 'phone', 'int'];
/** Details under the title: the remaining priority-1 columns, then the priority-2 ones (never 3), at most this many. */
const MAX_DETAILS = 2;

export function cardParts(resource: ResourceDef): CardParts {
  const columns = listColumns(resource);
  const byName = (name: string | undefined) => columns.find((f) => f.name === name);
  const firstOf = (kinds: FieldKind[], pool = columns) => pool.find((f) => kinds.includes(f.kind));
  const title = (resource.titleField !== 'id' ? byName(resource.titleField) : undefined)
    ?? firstOf(TITLES, columns.filter((f) => priorityOf(resource, f) === 1)) ?? firstOf(TITLES);
  const status = byName(resource.workflow?.field) ?? columns.find((f) => isStatus(resource, f));
  const sortField = byName(resource.defaultSort?.field);
  const date = sortField && DATES.includes(sortField.kind) ? sortField : firstOf(DATES);
  const amount = firstOf(['money']) ?? firstOf(AMOUNTS);
  const used = new Set([title, status, date, amount].filter(Boolean).map((f) => f!.name));
  const rest = columns.filter((f) => !used.has(f.name) && f.kind !== 'image' && f.kind !== 'password');
  const details = [...rest.filter((f) => priorityOf(resource, f) === 1), ...rest.filter((f) => priorityOf(resource, f) === 2)].slice(0, MAX_DETAILS);
  return { title, status, date, amount, details };
}
