import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config.js';
import type { PrintDef, ResourceDef } from '../../../common/registry.js';
import { printCall, printAllowedIn, printFields, printFileName, printRoutePath } from '../../../common/prints.js';
import { useTestApp } from '../support/test-app.js';

/** Every print the registry declares, with its resource (issue 22: prints declared in the registry). */
const PRINTS = registry.resources.flatMap((r) => (r.prints ?? []).map((p) => [`${r.name} ${p.name}`, r, p] as [string, ResourceDef, PrintDef]));
/** `/api/cetak-surat-jalan/{request_id}/{gudangId}` and `cetak-surat-jalan/:id/:gudang_id` both → `/api/cetak-surat-jalan/{}/{}`. */
const shape = (path: string) => path.replace(/\{[^}]+\}|:[a-z_][a-z0-9_]*/gi, '{}');

const t = useTestApp();

describe('prints declared in the registry', () => {
  it('fill their paths from fields of their resource, in states of its workflow, named by a field', () => {
    expect(PRINTS.length).toBeGreaterThanOrEqual(9);
    for (const [key, r, p] of PRINTS) {
      const fields = new Set(['id', ...r.fields.map((f) => f.name)]);
      expect(p.path, key).toMatch(/^cetak-/);
      for (const f of printFields(p)) expect(fields.has(f), `${key} :${f}`).toBe(true);
      expect(fields.has(p.numberField ?? 'nomor'), `${key} number`).toBe(true);
      expect(p.label, key).toMatch(/^Cetak /);
      const states = r.fields.find((f) => f.name === r.workflow?.field)?.options?.map((o) => o.value) ?? [];
      for (const s of p.states ?? []) expect(states, `${key} state ${s}`).toContain(s);
      expect(new Set(r.prints!.map((x) => x.name)).size, r.name).toBe(r.prints!.length);
    }
  });

  it('are GET routes of the server, and every cetak- route is declared by a resource', async () => {
    const paths = (await t.call(null, { method: 'GET', url: '/api/docs' })).json().paths as Record<string, Record<string, unknown>>;
    const routes = new Set(Object.keys(paths).filter((p) => paths[p].get).map(shape));
    const declared = PRINTS.map(([, , p]) => shape(`/api/${printRoutePath(p)}`));
    expect(declared.filter((d) => !routes.has(d))).toEqual([]);
    // SPEC.md's cetak-perubahan-modal is a report's PDF (server/domain/laporan, tests/server/laporan), not a document's.
    const REPORT_PRINTS = ['/api/cetak-perubahan-modal'];
    const cetak = [...routes].filter((p) => p.startsWith('/api/cetak-') && !REPORT_PRINTS.includes(p));
    expect(cetak.filter((c) => !declared.includes(c))).toEqual([]);
    // One route may print several kinds (SPEC.md: taxes print through cetak-bop-gudang like operational costs).
    expect(cetak.length).toBe(new Set(declared).size);
  });
});

describe.each(PRINTS)('print %s', (key, resource, print) => {
  it('downloads a PDF named by the document number in the declared states and answers 409 in the others', async () => {
    const list = await t.call('admin', { method: 'GET', url: `/api/${resource.name}?perPage=1000` });
    expect(list.statusCode, list.body).toBe(200);
    const byState = new Map<string, Record<string, unknown>>();
    for (const row of list.json().data as Array<Record<string, unknown>>) {
      const state = String(row[resource.workflow?.field ?? 'status']);
      if (!byState.has(state)) byState.set(state, row);
    }
    let printed = 0;
    for (const [state, row] of byState) {
      const call = printCall(print, row);
      expect(call, `${key} ${state}`).not.toBeNull();
      const query = new URLSearchParams(call!.params).toString();
      const res = await t.call('admin', { method: 'GET', url: `/api${call!.path}${query ? `?${query}` : ''}` });
      if (printAllowedIn(resource, print, row)) {
        expect(res.statusCode, `${key} ${state}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        // The server's file name carries the same number the button names the file with.
        expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(printFileName(print, row).replace(/\.pdf$/, ''));
        printed += 1;
      } else {
        expect(res.statusCode, `${key} ${state}`).toBe(409);
        expect(res.json().message, key).toContain('hanya dapat dilakukan dari status');
      }
    }
    expect(printed, `${key}: a demo document in a printable state`).toBeGreaterThan(0);
  });
});
