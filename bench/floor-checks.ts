/** The floor section's checks: the list statements' plans, and that the floor does the same work as Niaga. */
import { performance } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import type { Database_ } from '../server/db/connection.js';
import { probe, type HttpRequest } from './http.js';
import type { FloorPlan } from './floor-plan.js';
import { f1 } from './report.js';

/** The list cases' statements one by one with their constant parameters: time alone and the database's plan. */
export async function explainReads(database: Database_, plan: FloorPlan): Promise<string[]> {
  const out: string[] = [];
  for (const c of plan.cases.filter((x) => ['list', 'filter', 'search'].includes(x.name))) {
    out.push(`**${c.name}**`, '```');
    for (const [i, step] of c.steps.entries()) {
      if (step.control || step.params.some((p) => p.k !== 'const')) continue;
      const params = step.params.map((p) => (p as { v: unknown }).v);
      const times: number[] = [];
      for (let k = 0; k < 5; k++) {
        const t = performance.now();
        await database.db.executeQuery(CompiledQuery.raw(step.sql, params));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const explain = await database.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`${database.kind === 'postgres' ? 'explain' : 'explain query plan'} ${step.sql}`, params));
      const lines = explain.rows.map((r) => String(r.detail ?? r['QUERY PLAN'] ?? JSON.stringify(r)));
      out.push(`/* ${i + 1} */ ${f1(times[2])} ms  ${step.sql.slice(0, 160)}${step.sql.length > 160 ? '…' : ''}`, ...lines.map((l) => `      ${l}`));
    }
    out.push('```');
  }
  return out;
}

type Row = Record<string, unknown>;

/**
 * The floor does the same work as Niaga: its list pages hold the same goods in the same order, get answers the
 * asked goods with the same category, and a create stores the body's goods with its larger unit and audit row.
 */
export async function verifyFloor(db: Database_['db'], niagaUrl: string, floorUrl: string, token: string, cases: Array<{ name: string; next: () => HttpRequest }>,
  body: { kode: string; nama: string; barcode: string }, id: number): Promise<void> {
  const fail = (what: string) => { throw new Error(`floor: the floor's answer differs from Niaga's: ${what}`); };
  for (const c of cases.filter((x) => ['list', 'filter', 'search'].includes(x.name))) {
    const req = c.next();
    const n = (await probe(niagaUrl, token, req)) as { data: Row[] };
    const f = (await probe(floorUrl, '', req)) as { data: Row[][] };
    const page = f.data.find((rows) => rows.length > 0 && 'kode' in rows[0]) ?? [];
    if (page.map((r) => r.id).join() !== n.data.map((r) => r.id).join()) fail(`${c.name} page ids ${page.map((r) => r.id).join()} vs ${n.data.map((r) => r.id).join()}`);
  }
  const has = (name: string) => cases.some((c) => c.name === name);
  if (has('get')) {
    const n = (await probe(niagaUrl, token, { method: 'GET', path: `/api/barang/${id}` })) as { data: Row & { kategori: Row } };
    const f = (await probe(floorUrl, '', { method: 'GET', path: `/api/barang/${id}` })) as { data: Row[][] };
    if (f.data[0]?.[0]?.id !== id || !f.data.some((rows) => rows[0]?.id === n.data.kategori.id && rows[0]?.nama === n.data.kategori.nama)) fail(`get ${id}: ${JSON.stringify(f.data).slice(0, 300)}`);
  }
  if (!has('create')) return;
  await probe(floorUrl, '', { method: 'POST', path: '/api/input/barang', body });
  const row = await db.selectFrom('barang').select(['id', 'nama', 'barcode', 'created_at']).where('kode', '=', body.kode).executeTakeFirst();
  if (!row || row.nama !== body.nama || row.barcode !== body.barcode) fail(`create stored ${JSON.stringify(row)} for ${JSON.stringify(body)}`);
  const lines = await db.selectFrom('barang_satuan').select('id').where('barang_id', '=', row!.id).execute();
  const audit = await db.selectFrom('audit_log').select('after').where('resource', '=', 'barang').where('record_id', '=', row!.id).executeTakeFirst();
  const after = JSON.parse(String(audit?.after ?? '{}')) as Row;
  if (lines.length !== 1 || after.id !== row!.id || after.kode !== body.kode || after.created_at !== row!.created_at) fail(`create of ${body.kode}: ${lines.length} units, audit ${String(audit?.after).slice(0, 300)}`);
}
