import type { FieldDef, LinesDef, ResourceDef } from '../../../common/registry';

/**
 * The figures under a document's lines, from the registry's line declarations (`lines.sum`, `lines.worth`):
 * the declared columns added up (never a unit price), and the document's worth — live in a form, as the server
 * keeps it on the read view.
 */

export interface ColumnTotal {
  field: FieldDef;
  total: number;
}

export interface WorthFigure {
  /** What the figure is ("Subtotal", "Diskon", "PPN", "Total"): the document field's label where it has one. */
  label: string;
  value: number;
  /** The document's total: drawn strong, last. */
  total?: boolean;
}

type Row = Record<string, unknown> | null | undefined;

const num = (v: unknown): number => {
  const n = Number(v);
  return v === null || v === undefined || v === '' || !Number.isFinite(n) ? 0 : n;
};

const rowsOf = (lines: unknown): Row[] => (Array.isArray(lines) ? (lines as Row[]) : []);

/** The declared columns (`lines.sum`) among `fields`, each added up over the lines; empty cells count 0. */
export function lineTotals(lines: unknown, fields: FieldDef[], sum: string[] | undefined): ColumnTotal[] {
  const rows = rowsOf(lines);
  return fields
    .filter((f) => (sum ?? []).includes(f.name))
    .map((field) => ({ field, total: rows.reduce<number>((s, row) => s + num(row?.[field.name]), 0) }));
}

/**
 * The document's worth as its lines are typed: Σ quantity × price, the line discounts, PPN at each line's rate
 * (rounded per line, as the server does), and the total; or Σ the typed amount. `null` when the lines' worth is
 * the server's to compute (an opname's differences): the form then shows the saved figure.
 */
export function liveWorth(def: LinesDef, typed: FieldDef[], lines: unknown, document: Record<string, unknown>, parent: ResourceDef): WorthFigure[] | null {
  const w = def.worth;
  if (!w) return null;
  const has = (name: string | undefined) => name !== undefined && typed.some((f) => f.name === name);
  const rows = rowsOf(lines);
  const label = (field: string | undefined, fallback: string) => parent.fields.find((f) => f.name === field)?.label ?? fallback;
  if (has(w.quantity) && has(w.price)) {
    let subtotal = 0;
    let discount = 0;
    let ppn = 0;
    for (const row of rows) {
      const gross = num(row?.[w.quantity!]) * num(row?.[w.price!]);
      const off = has(w.discount) ? num(row?.[w.discount!]) : 0;
      subtotal += gross;
      discount += off;
      if (has(w.ppnRate)) ppn += Math.round(((gross - off) * num(row?.[w.ppnRate!] ?? 0)) / 10_000);
    }
    // A subtotal only where something stands between it and the total.
    const out: WorthFigure[] = has(w.discount) || has(w.ppnRate) ? [{ label: label(w.subtotal, 'Subtotal'), value: subtotal }] : [];
    if (has(w.discount)) out.push({ label: label(w.discounts, 'Diskon'), value: discount });
    if (has(w.ppnRate)) out.push({ label: label(w.ppn, 'PPN'), value: ppn });
    out.push({ label: label(w.total, 'Total'), value: subtotal - discount + ppn, total: true });
    return out;
  }
  if (has(w.amount)) {
    return [{ label: label(w.total, 'Total'), value: rows.reduce<number>((s, row) => s + num(row?.[w.amount!]), 0), total: true }];
  }
  // The server computes the lines' worth: the saved document's figure, when it has been saved.
  const saved = document[w.total];
  return saved === undefined || saved === null ? [] : savedWorth(def, document, parent);
}

/** The document's own figures (subtotal, discounts, PPN, total) as the server keeps them, in that order. */
export function savedWorth(def: LinesDef, document: Record<string, unknown>, parent: ResourceDef): WorthFigure[] {
  const w = def.worth;
  if (!w) return [];
  const figures: Array<[string | undefined, string, boolean]> = [
    [w.subtotal, 'Subtotal', false], [w.discounts, 'Diskon', false], [w.ppn, 'PPN', false], [w.total, 'Total', true],
  ];
  return figures
    .filter(([name]) => name !== undefined && parent.fields.some((f) => f.name === name))
    .map(([name, fallback, total]) => ({
      label: parent.fields.find((f) => f.name === name)?.label ?? fallback,
      value: num(document[name!]),
      ...(total ? { total: true } : {}),
    }));
}
