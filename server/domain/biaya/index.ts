/**
 * Payments and cost documents (issue 13): every registry resource declaring `cost` gets the same hooks — a number
 * from its series, lines that change only in a draft and keep the total, goods lines in their base unit — and the
 * same step handlers (steps.ts). Prints, the payment dashboard and the cost overview are registered here too.
 */
import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { baseQty } from '../../core/documents/units.js';
import { documentHooks } from '../../core/documents/line-hooks.js';
import { COST_STEP_HANDLERS, lineBinding } from './steps.js';
import { registerBiayaPrints } from './print.js';
import { registerBiayaReports } from './reports.js';
import type { AreaManifest } from '../../core/area.js';
import { biayaGrants } from './grants.js';
import { seedBiaya } from './seed.js';

export function registerBiayaRoutes(app: FastifyInstance): void {
  registerBiayaPrints(app);
  registerBiayaReports(app);
}

export function biayaHooks(app: FastifyInstance): HooksByResource {
  const out: HooksByResource = {};
  for (const resource of app.ctx.registry.resources.filter((r) => r.cost)) {
    const cost = resource.cost!;
    const { fk } = lineBinding(resource);
    Object.assign(out, documentHooks(app, {
      parent: resource.name, child: resource.lines!.resource, foreignKey: fk, totalOf: 'nilai',
      compute: async (trx, line, prefix) => (cost.goods ? { qty: await baseQty(trx, line, prefix) } : {}),
    }, {
      async beforeSave({ values, existing, trx }) {
        if (!existing) values.nomor = await nextDocNumber(trx, cost.prefix, String(values.tanggal));
      },
    }));
  }
  return out;
}

export const manifest: AreaManifest = {
  name: 'biaya',
  routes: registerBiayaRoutes,
  hooks: biayaHooks,
  steps: (registry) => Object.fromEntries(registry.resources.filter((r) => r.cost)
    .map((r) => [r.name, Object.fromEntries(r.workflow!.transitions.map((t) => [t.name, COST_STEP_HANDLERS[t.name]]))])),
  grants: biayaGrants,
  // payments and cost documents of every kind in each state, one cancelled per kind
  seeds: [{ order: 130, run: seedBiaya }],
};
