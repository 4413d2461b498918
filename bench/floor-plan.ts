/**
 * The replay plan of the floor server (bench/floor-server.ts): for each bench case, the statements Niaga's engine
 * ran for it, captured as compiled SQL with their parameters (bench/floor-capture.ts), and where each parameter
 * comes from when the floor answers another request of that case (the id of the URL, a field of the body, the
 * clock, a column of an earlier statement's result, or the captured constant).
 *
 * Shared by the bench process and the floor server process; imports nothing from the application.
 */

/** Where a parameter's value comes from when the statement is replayed. */
export type Source =
  | { k: 'const'; v: unknown }
  /** A request input: `id` (URL), a body field by name, or `now` (the ISO time of the request). */
  | { k: 'input'; name: string }
  /** A column of a row an earlier statement of the same request answered. */
  | { k: 'result'; step: number; row: number; col: string }
  /** A string assembled from literal text and other sources (the audit row's JSON image of the record). */
  | { k: 'template'; parts: Array<string | Exclude<Source, { k: 'template' }>> };

export interface Step {
  sql: string;
  params: Source[];
  /** `begin`, `commit`: transaction control, replayed by the floor in its own way (BEGIN IMMEDIATE on SQLite). */
  control?: 'begin' | 'commit' | 'rollback';
}

export interface CasePlan {
  /** `list`, `filter`, `search`, `get`, `create`. */
  name: string;
  method: 'GET' | 'POST';
  /** The route of the floor: Niaga's own path pattern, so both servers get the very same requests. */
  route: string;
  /** For GET list routes: the query string that selects this case. */
  query?: Record<string, string>;
  steps: Step[];
  /** Statements the HTTP request runs besides these (the token check's user lookup), for the report. */
  authStatements: number;
}

export interface FloorPlan {
  kind: 'sqlite' | 'postgres';
  cases: CasePlan[];
}

type Row = Record<string, unknown>;

export interface Inputs {
  get(name: string): unknown;
}

/** A parameter's value for one request, from its inputs and the rows earlier statements answered. */
export function resolve(src: Source, inputs: Inputs, results: Row[][]): unknown {
  switch (src.k) {
    case 'const':
      return src.v;
    case 'input':
      return inputs.get(src.name);
    case 'result': {
      const row = results[src.step]?.[src.row];
      if (!row) throw new Error(`statement ${src.step} answered no row ${src.row}`);
      return row[src.col];
    }
    case 'template':
      return src.parts.map((p) => (typeof p === 'string' ? p : String(resolve(p, inputs, results)))).join('');
  }
}

/** A parameter source in a few characters, for the report: `"barang"`, `:id`, `#1.kategori_id`, `template(:kode, #7.id, …)`. */
export function describe(src: Source): string {
  switch (src.k) {
    case 'const': {
      const text = JSON.stringify(src.v) ?? 'undefined';
      return text.length > 40 ? `${text.slice(0, 37)}…` : text;
    }
    case 'input':
      return `:${src.name}`;
    case 'result':
      return `#${src.step + 1}.${src.col}${src.row ? `[${src.row}]` : ''}`;
    case 'template':
      return `template(${src.parts.filter((p) => typeof p !== 'string').map((p) => describe(p as Source)).join(', ')})`;
  }
}

/** The list case a query string selects: the one whose captured query it equals. */
export function sameQuery(a: Record<string, unknown>, b: Record<string, string>): boolean {
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  return ka.length === Object.keys(b).length && ka.every((k) => String(a[k]) === b[k]);
}
