/**
 * Types of the registry (resources.config.ts). Everything here is serializable data: the server and the
 * browser both import the registry, and server behaviour binds to it by name.
 */
import type { FieldDef, ScopeDef } from './registry-fields.js';
import type { CostDef, LockDef, OrderingDef, PrintDef, WorkflowDef } from './registry-workflow.js';

export * from './registry-fields.js';
export * from './registry-workflow.js';

export interface LinesDef {
  /** The child resource holding the line items. */
  resource: string;
  /** The child's column pointing at the parent. */
  foreignKey: string;
  /** The body key carrying the lines on save and on get-one. */
  field: string;
  /**
   * Line columns added up under the lines (amounts, quantities in the base unit). Nothing else sums: never a unit
   * price (`harga`, `harga_satuan`), a denomination or a quantity in each line's own unit. Absent: no column sums.
   */
  sum?: string[];
  /** How the document's worth is made from its lines: the footer of its form and read view. */
  worth?: LineWorthDef;
}

/**
 * A document's worth from its lines. A form adds it up as the lines are typed: `quantity` × `price` − `discount`
 * (+ PPN at the line's `ppnRate`) when those are typed, else the typed `amount`; when the amount is the server's
 * own (an opname's difference value) the form shows the document's saved figure. The read view shows the document's
 * own figures (`subtotal`, `discounts`, `ppn`, `total`: fields of the document), as the server keeps them.
 */
export interface LineWorthDef {
  /** Line columns: the quantity and the unit price multiplied. */
  quantity?: string;
  price?: string;
  /** Line column: a money discount off the line's quantity × price. */
  discount?: string;
  /** Line column: the line's PPN rate in hundredths of a percent (1100 = 11 %). */
  ppnRate?: string;
  /** Line column holding the line's worth (typed, or kept by the server). */
  amount?: string;
  /** Document fields shown in this order, each by its label: subtotal, discounts, PPN, and the total. */
  subtotal?: string;
  discounts?: string;
  ppn?: string;
  total: string;
}

/** Names of hand-written client views under src/pages that replace a generated one. */
export interface ViewOverrides {
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
}

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * A hand-written screen of a resource at a SPEC.md path of its own (`/request-mutasi/penempatan/:id`): `view`
 * names the page under src/pages, `kind` what it is (its access and breadcrumb): a list, a create page, a form
 * on one record (`edit`, needs update) or a record's page (`show`, needs read).
 */
export interface ScreenDef {
  path: string;
  view: string;
  kind: 'list' | 'create' | 'edit' | 'show';
  /** A menu url of its own governing the screen (default: the resource's); `exempt`: any signed-in user (SPEC /rank-sales). */
  menu?: string;
  exempt?: boolean;
}

/**
 * Records of another resource pointing at this one, shown read-only on the record's detail page (a supplier's
 * purchases, a purchase's receipts): rows of `resource` whose `field` holds this record's id, with `filter`
 * narrowing them further (`{ status: ['dipesan', 'diterima'] }`), each row linking to its own detail page.
 * Shown only to users who may read `resource`.
 */
export interface RelatedDef {
  resource: string;
  field: string;
  /** The section's heading; the resource's plural label by default. */
  label?: string;
  filter?: Record<string, string | number | Array<string | number>>;
}

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
  /**
   * A record shown to people by a field of the record one of its references points at: a user (whose title is
   * an email) by their employee's name, `{ ref: 'karyawan_id', field: 'nama_lengkap' }`. References to it are
   * answered with that `nama` and the reference's id beside the title, and shown as the name (linked to the
   * referenced record where the reader may read it).
   */
  shownAs?: { ref: string; field: string };
  fields: FieldDef[];
  /** UI paths from SPEC.md section 2: the list path and any aliases that redirect to it. */
  path: string;
  aliases?: string[];
  /**
   * Values an alias opens with (SPEC's `/asset-disposal/hilang` is the disposal list of kind 1): its list filtered
   * by them, or its create page starting with them.
   */
  aliasValues?: Record<string, Record<string, string | number>>;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Operations offered; all by default. */
  operations?: Operation[];
  lines?: LinesDef;
  /** Line-item resources name their parent; they have no menu of their own. */
  parent?: string;
  scope?: ScopeDef;
  /**
   * Further row scopes for other levels (a request is its salesperson's and its warehouse's): the first of
   * `scope`, then these, whose levels match the user applies.
   */
  scopes?: ScopeDef[];
  /** Delete marks `deleted_at` instead of removing the row. */
  softDelete?: boolean;
  /** Only rows where these columns are set belong to this resource (a view over a shared `table`). */
  onlyWith?: string[];
  views?: ViewOverrides;
  /** Further hand-written screens at their own paths. */
  screens?: ScreenDef[];
  /** The list's create button when "Tambah" would say it badly ("Jual" for a sale). */
  createLabel?: string;
  /** Column sets unique together (a rack code within its block); the last column is named in the 422. */
  uniqueTogether?: string[][];
  /**
   * A further create-only path for the resource as SPEC.md names it (`input/gudang-penyimpanan-tambah` adds a
   * line to a storage document): the same validation, hooks and answer as `POST /api/input/<name>` without id.
   */
  addPath?: string;
  /** An ordering call for the resource (menus, roles in a level). */
  ordering?: OrderingDef;
  workflow?: WorkflowDef;
  /** Fields the record's state or a filled column fixes (`LockDef`); such a record opens as its read view. */
  locks?: LockDef[];
  /** The record's printed documents. */
  prints?: PrintDef[];
  /** Lists of related records on the record's detail page. */
  related?: RelatedDef[];
  /** Material icon name for the menu. */
  icon?: string;
  /**
   * Master data a company brings in from spreadsheets: `GET /api/import/<name>/template` (XLSX) and
   * `POST /api/import/<name>` (CSV or XLSX; `?dry_run=1`, `?update=1`), and an "Impor" button on its list.
   */
  importable?: boolean;
  /** A cost document (pembayaran, biaya-…): what its lines post to; the lifecycle is its workflow (server/domain/biaya). */
  cost?: CostDef;
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

/** The `<prefix>_tipe` enum that a place field (`placeIn`) sets along with its id: not an input of its own. */
export function isPlaceKindField(resource: ResourceDef, field: FieldDef): boolean {
  if (!field.name.endsWith('_tipe')) return false;
  const idName = `${field.name.slice(0, -'_tipe'.length)}_id`;
  return resource.fields.some((f) => f.name === idName && f.placeIn !== undefined);
}
