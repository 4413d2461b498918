/**
 * Mass assignment: a body naming a server-managed column (a workflow's status, totals and other readOnly figures,
 * approver and time stamps, internal columns, who created or changed the row) is refused with a 400 naming that
 * key, on create and on update of every registry resource and on every workflow step, and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { resourceOps, tableName, type FieldDef, type ResourceDef } from '../../../common/registry.js';
import { countRows } from '../support/helpers.js';
import { useTestApp } from '../support/test-app.js';

const STAMPS = ['created_by', 'updated_by', 'created_at', 'updated_at', 'deleted_at'];

const t = useTestApp();

/** A value of the column's kind, so the refusal is for the key itself, not for its value. */
function plausible(f: FieldDef | undefined): unknown {
  if (!f) return 1;
  if (f.kind === 'enum') return f.options?.at(-1)?.value ?? 'x';
  if (['int', 'qty', 'money', 'percent', 'decimal', 'ref'].includes(f.kind)) return 1;
  if (f.kind === 'bool') return true;
  if (f.kind === 'date') return '2026-11-05';
  return 'x';
}

const managed = (r: ResourceDef) => [
  ...r.fields.filter((f) => f.readOnly || f.internal).map((f) => ({ name: f.name, value: plausible(f) })),
  ...STAMPS.filter((s) => !r.fields.some((f) => f.name === s)).map((name) => ({ name, value: name.endsWith('_by') ? 1 : '2026-01-01T00:00:00.000Z' })),
];

describe('server-managed columns in a body', () => {
  it('are refused on every create and update, naming the key, and nothing is written', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const r of t.registry.resources) {
      const ops = resourceOps(r);
      if (!ops.includes('create') && !ops.includes('update')) continue;
      const table = tableName(r);
      const existing = await t.database.db.selectFrom(table).selectAll().orderBy('id').limit(1).executeTakeFirst() as Record<string, unknown> | undefined;
      const before = await countRows(t.database, table);
      for (const { name, value } of managed(r)) {
        const bodies = [
          ...(ops.includes('create') ? [{ [name]: value }] : []),
          ...(ops.includes('update') && existing ? [{ id: existing.id, [name]: value }] : []),
        ];
        for (const payload of bodies) {
          tried += 1;
          const res = await t.call('admin', { method: 'POST', url: `/api/input/${r.name}`, payload });
          if (res.statusCode !== 400 || !res.json().errors?.[name]) wrong.push(`${r.name} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      if (existing) {
        const after = await t.database.db.selectFrom(table).selectAll().where('id', '=', existing.id as number).executeTakeFirst();
        if (JSON.stringify(after) !== JSON.stringify(existing)) wrong.push(`${r.name} ${String(existing.id)} changed`);
      }
      if (await countRows(t.database, table) !== before) wrong.push(`${r.name}: rows added`);
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(200);
  }, 120_000);

  it('are refused on every workflow step', async () => {
    const wrong: string[] = [];
    for (const r of t.registry.resources.filter((x) => x.workflow)) {
      const table = tableName(r);
      const existing = await t.database.db.selectFrom(table).selectAll().orderBy('id').limit(1).executeTakeFirst() as Record<string, unknown> | undefined;
      if (!existing) continue;
      for (const step of r.workflow!.transitions) {
        const own = new Set((step.fields ?? []).map((f) => f.name));
        for (const { name, value } of managed(r).filter((m) => !own.has(m.name))) {
          const res = await t.call('admin', { method: 'POST', url: `/api/${step.path}`, payload: { id: existing.id, [name]: value } });
          if (res.statusCode !== 400) wrong.push(`${step.path} {${name}} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      const after = await t.database.db.selectFrom(table).selectAll().where('id', '=', existing.id as number).executeTakeFirst();
      if (JSON.stringify(after) !== JSON.stringify(existing)) wrong.push(`${r.name} ${String(existing.id)} changed`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
