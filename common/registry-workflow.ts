/** Workflows, prints, orderings and cost documents of the registry's resources (serializable data). */
import type { FieldDef, LevelKey } from './registry-fields.js';

/** `POST /api/<path>` with `{ ids: [...] }` (and the group column) sets `field` to 1, 2, 3… in that order. */
export interface OrderingDef {
  field: string;
  /** Path after `/api/`, as SPEC.md names it (`input/role-order`). */
  path: string;
  /** Only rows sharing this column's value are ordered together (a level's roles, a menu's sub-menus). */
  groupBy?: string;
}

export type TransitionKind = 'forward' | 'back' | 'destructive';

/** One step of a workflow: `POST /api/<path>` with `{ id, ...fields }`. */
export interface TransitionDef {
  /** The step's name; a server handler may be bound to `<resource>` + this name for its effects. */
  name: string;
  /** Path after `/api/` (`input/ajuankonsumen-approve`). */
  path: string;
  /** Indonesian verb shown on the button and in messages ("Setujui"). */
  label: string;
  /**
   * What the step does to the document: `forward` moves it on (Ajukan, Setujui, Terima, Bayar), `back` returns it
   * (Kembalikan, Revisi, undoing a write-off), `destructive` refuses, cancels or removes (Tolak, Batalkan, Hapus).
   * A destructive step is drawn in the error colour, always confirmed, and never first (docs/workflow.md).
   * Every transition declares it (tests/client/framework/registry-transitions.test.ts).
   */
  kind?: TransitionKind;
  /** The step's field that says why (a required text among `fields`): the confirmation asks it first. */
  reason?: string;
  /**
   * The step as done, in a history sentence ("menyetujui"), where the label's verb does not make one by
   * itself (common/activity-words.ts turns "Setujui" into "menyetujui").
   */
  done?: string;
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
  /**
   * Fields the generic update may still change after the record has left `editableIn` (a supplier's tax invoice
   * number and date, which often arrive after the goods): in these states only these fields; every other field and
   * the line items stay as they are (a change is a 409 naming the state; the form shows them read-only). Delete stays
   * limited to `editableIn`, and `locks` still apply on top (a credited tax invoice stays as it was).
   */
  editableLater?: { fields: string[]; states: string[] };
  transitions: TransitionDef[];
}

/**
 * Fields a record's state or a filled column fixes (issue 35): the generic update refuses any change to them with a
 * 409 naming why ("Barang tidak dapat diubah: dokumen berstatus Diterima"), whatever the client sends (the same
 * value sent back is no change), and the form shows them read-only. Checked by common/locks.ts on both sides.
 */
export interface LockDef {
  /** Fields of the record, or with `lines` of its line items (a changed, added or removed line), that are fixed. */
  fields: string[];
  lines?: boolean;
  /** Fixed while the workflow's state (the `status` column of a resource without one) is one of these. */
  states?: string[];
  /** Fixed once this column holds a value (an asset's `jurnal_id`: its acquisition is journalled). */
  whenSet?: string;
  /** The `whenSet` condition in words, after the resource's label ("sudah dijurnal"). */
  because?: string;
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
  /**
   * The document may carry PPN masukan from its seller's tax invoice (not with `goods`): a `ppn` amount included in
   * the lines' amounts, the seller (a vendor) and the tax invoice's number and date. Its posting debits the lines'
   * accounts with the amount excluding PPN and PPN Masukan with the PPN; the total paid is unchanged.
   */
  ppn?: boolean;
}
