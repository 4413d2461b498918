/** Payroll (issue 16): components, advances, the monthly run with its payslips, and their prints. */
import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { batal, penggajianRunHooks, posting } from './run.js';
import { batalSlip, slipHooks } from './slip.js';
import { koreksiSlip } from './koreksi.js';
import { karyawanPtkpHooks } from './ptkp-history.js';
import { kasbonHooks, komponenHooks } from './kasbon.js';
import { registerPenggajianPrints } from './print.js';
import { registerKalkulatorPph21 } from './kalkulator.js';
import { registerEbupotBpmp } from './ebupot-bpmp.js';
import type { AreaManifest } from '../../core/area.js';
import { seedPayrollSetup, seedPenggajian } from './seed.js';

export function registerPenggajianRoutes(app: FastifyInstance): void {
  registerPenggajianPrints(app);
  registerKalkulatorPph21(app);
  registerEbupotBpmp(app);
}

export function penggajianHooks(): HooksByResource {
  return {
    penggajian: penggajianRunHooks,
    'slip-gaji': slipHooks,
    'kasbon-karyawan': kasbonHooks,
    'komponen-gaji': komponenHooks,
    karyawan: karyawanPtkpHooks,
  };
}

export const manifest: AreaManifest = {
  name: 'penggajian',
  routes: registerPenggajianRoutes,
  hooks: penggajianHooks,
  steps: { penggajian: { posting, batal }, 'slip-gaji': { batal: batalSlip, koreksi: koreksiSlip } },
  // salary components, advances and the payroll of each month since the books opened
  // (components and advances before the demo's history (35), which pays its months as it goes)
  seeds: [{ order: 31, run: seedPayrollSetup }, { order: 110, run: seedPenggajian }],
};
