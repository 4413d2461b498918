/**
 * Prints declared in the registry (`ResourceDef.prints`): which call prints a record, in which states, under which
 * file name. Shared by the server (state check on the print routes) and the browser (the "Cetak …" buttons).
 */
import type { PrintDef, ResourceDef } from './registry.js';

type Row = Record<string, unknown>;

/** The parameters named in a print path: `cetak-surat-jalan/:id/:gudang_id` → `['id', 'gudang_id']`. */
export function printFields(print: PrintDef): string[] {
  return [...print.path.matchAll(/:([a-z_][a-z0-9_]*)/gi)].map((m) => m[1]);
}

/** The route a print calls, without its query: `cetak-mutasi?id=:id` → `cetak-mutasi`, params kept as `:name`. */
export function printRoutePath(print: PrintDef): string {
  return print.path.split('?')[0];
}

/** The first segment of the path (`cetak-surat-jalan`), which names the print among the server's routes. */
export function printRouteName(print: PrintDef): string {
  return printRoutePath(print).split('/')[0];
}

/** The declaration a print route belongs to, by its first segment (`cetak-mutasi`). */
export function findPrint(resource: ResourceDef, routeName: string): PrintDef | undefined {
  return resource.prints?.find((p) => printRouteName(p) === routeName);
}

function filled(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') {
    // An expanded reference (`{id, nama}`) stands for its id.
    const id = (value as Row).id;
    return id === null || id === undefined ? null : String(id);
  }
  return String(value);
}

export interface PrintCall {
  /** `/cetak-surat-jalan/7/2`: relative to `/api`. */
  path: string;
  params: Record<string, string>;
}

/** The call printing this record, or null while a field the path needs is empty (nothing to print yet). */
export function printCall(print: PrintDef, record: Row): PrintCall | null {
  const [route, query = ''] = print.path.split('?');
  let missing = false;
  const fill = (name: string): string => {
    const value = filled(record[name]);
    if (value === null) missing = true;
    return value ?? '';
  };
  const path = `/${route.replace(/:([a-z_][a-z0-9_]*)/gi, (_m, name: string) => encodeURIComponent(fill(name)))}`;
  const params: Record<string, string> = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const [key, value = ''] = pair.split('=');
    params[key] = value.startsWith(':') ? fill(value.slice(1)) : value;
  }
  return missing ? null : { path, params };
}

/** Whether the record's state allows the print (no workflow or no states declared: always). */
export function printAllowedIn(resource: ResourceDef, print: PrintDef, record: Row): boolean {
  if (!print.states || !resource.workflow) return true;
  return print.states.includes(String(record[resource.workflow.field] ?? ''));
}

/** The file a print is saved as: the document's number, slashes made dashes (`SJ/2026/11/0001` → `SJ-2026-11-0001.pdf`). */
export function printFileName(print: PrintDef, record: Row): string {
  const number = filled(record[print.numberField ?? 'nomor']);
  const base = number ?? `${print.name}-${String(record.id ?? '')}`;
  return `${base.replace(/[/\\:*?"<>|]+/g, '-').replace(/\s+/g, ' ').trim()}.pdf`;
}
