/**
 * Types of the registry (resources.config.ts). Everything here is serializable data: the server and the
 * browser both import the registry, and server behaviour binds to it by name.
 */
export const FIELD_KINDS = [
  'text', 'longtext', 'int', 'qty', 'money', 'percent', 'decimal', 'date', 'datetime', 'bool', 'enum',
  'ref', 'file', 'image', 'email', 'phone', 'password',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface EnumOption {
  value: string | number;
  label: string;
}

export interface FieldDef {
  /** Column name, snake_case as SPEC.md spells it. */
  name: string;
  kind: FieldKind;
  /** Indonesian label. */
  label: string;
  required?: boolean;
  unique?: boolean;
  default?: string | number | boolean;
  /** Numbers: smallest/largest value. Text: shortest/longest length. */
  min?: number;
  max?: number;
  /** Server-managed: shown, never accepted from /input. */
  readOnly?: boolean;
  /** Server-only column: never shown, never accepted (e.g. a token version). */
  internal?: boolean;
  /** Searched by the list's `q`. */
  searchable?: boolean;
  /** Usable as a list filter (`?field=value`, repeated keys for several values). */
  filterable?: boolean;
  /** Usable as the list's `sort`. */
  sortable?: boolean;
  /** Shown as a list column. */
  list?: boolean;
  /** enum kind: the allowed values. */
  options?: EnumOption[];
  /** ref kind: the referenced resource's name. */
  ref?: string;
  /** Hint shown under the input. */
  help?: string;
}

export type LevelKey =
  | 'gm' | 'owner' | 'finance' | 'supervisor' | 'sales' | 'admin' | 'asset_admin' | 'warehouse_admin';

export interface ScopeDef {
  /** The column holding the owner. */
  field: string;
  /** Whose id goes in it: the user's employee record or the user itself. */
  by: 'karyawan' | 'user';
  /** Levels that see only their own rows (SPEC.md section 6 synonyms). */
  levels: LevelKey[];
}

export interface LinesDef {
  /** The child resource holding the line items. */
  resource: string;
  /** The child's column pointing at the parent. */
  foreignKey: string;
  /** The body key carrying the lines on save and on get-one. */
  field: string;
}

/** Names of hand-written client views under src/pages that replace a generated one. */
export interface ViewOverrides {
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
}

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface ResourceDef {
  /** API base, react-admin resource and i18n key: `rute` → GET /api/rute, POST /api/input/rute. */
  name: string;
  /** Table name when the name is unsuitable (SQL keywords); defaults to the name with `-` → `_`. */
  table?: string;
  label: string;
  labelPlural: string;
  /** Menu url whose role entry governs every call of this resource (DESIGN.md section 4). */
  menu: string;
  /** The field naming a record in references and titles (`nama`, `nama_level`, `nama_gudang`...). */
  titleField: string;
  fields: FieldDef[];
  /** UI paths from SPEC.md section 2: the list path and any aliases that redirect to it. */
  path: string;
  aliases?: string[];
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Operations offered; all by default. */
  operations?: Operation[];
  lines?: LinesDef;
  /** Line-item resources name their parent; they have no menu of their own. */
  parent?: string;
  scope?: ScopeDef;
  /** Delete marks `deleted_at` instead of removing the row. */
  softDelete?: boolean;
  views?: ViewOverrides;
  /** Material icon name for the menu. */
  icon?: string;
}

export interface MenuNode {
  name: string;
  icon: string;
  url: string;
  children?: MenuNode[];
}

export interface Registry {
  resources: ResourceDef[];
  /** The menu tree seeded into the `menu` table; roles are granted per node. */
  menus: MenuNode[];
}

export function tableName(resource: ResourceDef): string {
  return resource.table ?? resource.name.replace(/-/g, '_');
}

export function findResource(registry: Registry, name: string): ResourceDef | undefined {
  return registry.resources.find((r) => r.name === name);
}

export function resourceOps(resource: ResourceDef): Operation[] {
  return resource.operations ?? ['list', 'get', 'create', 'update', 'delete'];
}

/** `karyawan_id` → `karyawan`: the key under which a reference is expanded. */
export function refKey(field: FieldDef): string {
  return field.name.endsWith('_id') ? field.name.slice(0, -3) : `${field.name}_ref`;
}

/** Fields a client may send to /input (everything but server-managed ones). */
export function writableFields(resource: ResourceDef): FieldDef[] {
  return resource.fields.filter((f) => !f.readOnly && !f.internal);
}

/** Fields that leave the server: neither passwords nor server-only columns. */
export function publicFields(resource: ResourceDef): FieldDef[] {
  return resource.fields.filter((f) => !f.internal && f.kind !== 'password');
}
