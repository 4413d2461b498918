import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { penerimaanHooks, registerPenerimaanRoutes } from './penerimaan.js';
import { disposalHooks, registerDisposalRoutes } from './disposal.js';
import { opnameHooks, registerOpnameRoutes } from './opname.js';
import { konversiHooks, registerKonversiRoutes } from './konversi.js';
import { penyimpananHooks, registerPenyimpananRoutes } from './penyimpanan.js';
import { mutasiHooks, registerMutasiRoutes } from './mutasi.js';
import { registerPlaceRoutes } from './place-routes.js';
import type { AreaManifest } from '../../core/area.js';
import { disposalSteps } from './disposal.js';
import { konversiSteps } from './konversi.js';
import { opnameSteps } from './opname.js';
import { mutasiSteps } from './mutasi.js';
import { penyimpananSteps } from './penyimpanan.js';
import { penerimaanSteps } from './penerimaan.js';
import { gudangKerjaGrants } from './grants.js';
import { seedGudangKerja } from './seed/kerja.js';
import { seedGudangTempat } from './seed/tempat.js';

/** Warehouse work: stock documents of a warehouse (receiving, disposal, …), their calls and prints. */
export function registerGudangRoutes(app: FastifyInstance): void {
  registerPenerimaanRoutes(app);
  registerDisposalRoutes(app);
  registerOpnameRoutes(app);
  registerKonversiRoutes(app);
  registerPenyimpananRoutes(app);
  registerMutasiRoutes(app);
  registerPlaceRoutes(app);
}

export function gudangHooks(app: FastifyInstance): HooksByResource {
  return { ...penerimaanHooks(app), ...disposalHooks(app, 'rusak'), ...disposalHooks(app, 'hilang'), ...opnameHooks(app), ...konversiHooks(app), ...penyimpananHooks(app), ...mutasiHooks(app) };
}

export const manifest: AreaManifest = {
  name: 'gudang',
  routes: registerGudangRoutes,
  hooks: gudangHooks,
  steps: { ...penerimaanSteps, ...disposalSteps, ...opnameSteps, ...konversiSteps, ...penyimpananSteps, ...mutasiSteps },
  grants: gudangKerjaGrants,
  // warehouse work (receipts, …) runs documents through the ledgers; storage and mutations place part of the stock
  // after the trips, which load from unplaced stock
  seeds: [{ order: 40, run: seedGudangKerja }, { order: 70, run: seedGudangTempat }],
};
