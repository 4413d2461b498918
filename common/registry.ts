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
  /**
   * How much a list column matters when the screen is narrow: 1 never folds away (what a row is: its title,
   * status, key amount), 3 folds first (secondary detail), 2 between. Unset: 1 for the resource's title and its
   * status (the workflow's, a `status` enum or `aktif`), else 2. On a phone the list is cards instead.
   */
  listPriority?: 1 | 2 | 3;
  /** enum kind: the allowed values. */
  options?: EnumOption[];
  /** ref kind: the referenced resource's name. */
  ref?: string;
  /** Hint shown under the input. */
  help?: string;
  /** file kind: the content types this field takes, narrower than the kind's (an app version takes only an APK). */
  accept?: string[];
  /** The import template's example cell, where the kind's default example would not make a valid row. */
  example?: string | number | boolean;
  /**
   * Server-managed copy of a field of the record another reference field points at (declare it readOnly):
   * `{ ref: 'gudang_blok_id', field: 'gudang_id' }` keeps a rack's warehouse from its block, so racks filter
   * by warehouse. Kept up to date when the reference or the referenced record changes.
   */
  derivedFrom?: { ref: string; field: string };
  /**
   * int kind named `<prefix>_id`: the id of a place inside a warehouse (block, rack, drawer or pallet), its kind
   * in the enum `<prefix>_tipe`; the warehouse is this field of the record or, on a line, of its document
   * (`gudang_id`). Screens offer the warehouse's places by name instead of two raw inputs.
   */
  placeIn?: string;
  /** date kind: a new record's form starts on today's date (Asia/Jakarta); the value is still sent and checked. */
  defaultToday?: boolean;
}

export type LevelKey =
  | 'gm' | 'owner' | 'finance' | 'supervisor' | 'sales' | 'admin' | 'asset_admin' | 'warehouse_admin';

export interface ScopeDef {
  /** The column holding the owner. */
  field: string;
  /**
   * Whose id goes in it: the user's employee record or the user itself; `gudang`: the user's warehouse (a
   * warehouse admin's stock documents); `ref`: the column references a scoped
   * resource and a row is visible when the record it points at is (customers of the salesperson's own routes).
   */
  by: 'karyawan' | 'user' | 'gudang' | 'ref';
  /** Levels that see only their own rows (SPEC.md section 6 synonyms). */
  levels: LevelKey[];
  /**
   * A second owner column: a row is also the user's when this column holds their value (a warehouse mutation
   * belongs to its source warehouse and to its destination). Only for `by` other than `ref`.
   */
  orField?: string;
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

/** `POST /api/<path>` with `{ ids: [...] }` (and the group column) sets `field` to 1, 2, 3… in that order. */
export interface OrderingDef {
  field: string;
  /** Path after `/api/`, as SPEC.md names it (`input/role-order`). */
  path: string;
  /** Only rows sharing this column's value are ordered together (a level's roles, a menu's sub-menus). */
  groupBy?: string;
}

/** One step of a workflow: `POST /api/<path>` with `{ id, ...fields }`. */
export interface TransitionDef {
  /** The step's name; a server handler may be bound to `<resource>` + this name for its effects. */
  name: string;
  /** Path after `/api/` (`input/ajuankonsumen-approve`). */
  path: string;
  /** Indonesian verb shown on the button and in messages ("Setujui"). */
  label: string;
  from: string[];
  to: string;
  /**
   * Further states the step may end in instead of `to`, chosen by its handler from the document's figures (status
   * follows the amounts: an LPJ spending exactly the advance is Selesai at once). The handler answers the state in
   * the workflow's field; any other answer is refused.
   */
  alsoTo?: string[];
  /** The right on the resource's menu the step needs. */
  action: 'create' | 'update' | 'delete';
  /** Levels that may fire it (SPEC.md section 6 synonyms); none = any level holding the right. */
  levels?: LevelKey[];
  /** Whoever created the record may not fire it (no self-approval, DESIGN.md section 6). */
  notByCreator?: boolean;
  /** Fired from a hand-written control of its own (a button per line item), not offered among the record's step buttons. */
  ownControl?: boolean;
  /** Inputs of the step: a field named like a column of the resource is written to it; others go to the handler. */
  fields?: FieldDef[];
  /** Columns stamped with the acting user's id and the time (declared readOnly on the resource). */
  stampUser?: string;
  stampAt?: string;
  /**
   * An array input of the step: the body key `name` carries a list of objects, each validated strictly like a
   * record against `fields` (unknown key → 400, bad value → 422 keyed `<name>.<i>.<field>`), handed to the
   * handler as `input[name]` (the validated objects). `min`/`max` bound the count.
   */
  items?: TransitionItems;
  /**
   * The step is also taken by `POST /api/input/<resource>` with `{ id, aksi: '<viaInput>', ...fields }` (SPEC.md
   * has `/input/barang-entertain` serve checkout and approve): the same checks and effects as its own path.
   */
  viaInput?: string;
}

export interface TransitionItems {
  name: string;
  label: string;
  fields: FieldDef[];
  min?: number;
  max?: number;
}

/** Status as data (DESIGN.md section 6): states, the steps between them, where the record may still be edited. */
export interface WorkflowDef {
  /** The readOnly enum column holding the state; set to `initial` on create. */
  field: string;
  initial: string;
  /** States in which the generic update and delete are allowed; others answer 409. */
  editableIn: string[];
  transitions: TransitionDef[];
}

/**
 * A printed document of a record (`GET /api/cetak-…`, a PDF): a "Cetak …" button on the record's pages and list
 * rows, offered in the listed states to users who may read the resource. `path` is the call after `/api/`; each
 * `:field` in it (path or query) is filled with the record's value: `cetak-surat-jalan/:id/:gudang_id`,
 * `cetak-mutasi?id=:id`. The server refuses the other states with 409.
 */
export interface PrintDef {
  /** The print's name, unique within the resource (`surat-jalan`). */
  name: string;
  /** The button's Indonesian label ("Cetak Surat Jalan"). */
  label: string;
  path: string;
  /** Workflow states in which the document can be printed; none = every state. */
  states?: string[];
  /** The field holding the printed document's number, which names the file (`SJ-2026-11-0001.pdf`); `nomor` by default. */
  numberField?: string;
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

/**
 * The data of a cost document (DESIGN.md section 6): draft with lines → its declared steps → dibatalkan (reversal).
 * Step names bind the engine's effects: `jurnal` recognises the cost (lines debit, `accrualAkun` or, for goods,
 * inventory credit), `berikan` pays it out of the chosen kas (lines or `accrualAkun` debit), `terima` is the
 * recipient's confirmation (never by whoever gave), `batal` reverses every journal and stock movement.
 */
export interface CostDef {
  /** Number series of the documents (`BOG` → BOG/2026/11/0001). */
  prefix: string;
  /** Line categories and the account code (chart of accounts) each one's cost is debited to. */
  categories: Array<{ value: string; label: string; akun: string }>;
  /** Account code of costs recognised by `jurnal` and not yet paid (a liability), for kinds paid after their journal. */
  accrualAkun?: string;
  /** Lines are goods leaving the document's warehouse at moving-average cost (through the stock ledger). */
  goods?: boolean;
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
