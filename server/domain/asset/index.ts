/**
 * Fixed assets (issue 15): the register (categories, blocks, assets journalled on entry), the monthly depreciation
 * run with its one journal, the QR code and label sheet of an asset.
 */
import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../../core/hooks.js';
import { assetHooks, kategoriHooks } from './register.js';
import { penyusutanHooks } from './penyusutan.js';
import { registerAssetRoutes } from './routes.js';
import { registerFiscalRoutes } from './fiskal-routes.js';
import { pengadaanHooks } from './pengadaan.js';
import { penjualanHooks } from './penjualan.js';
import { disposalHooks, registerDisposalPrint } from './disposal.js';
import { peminjamanHooks } from './peminjaman.js';
import { penyimpananHooks } from './penyimpanan.js';
import { mutasiHooks, registerMutasiPrint } from './mutasi.js';
import { auditHooks, registerAuditPrint } from './audit.js';
import { perbaikanHooks } from './perbaikan.js';
import type { AreaManifest } from '../../core/area.js';
import { loanReminderJob } from './pengingat.js';
import { penyusutanSteps } from './penyusutan.js';
import { pengadaanSteps } from './pengadaan.js';
import { penjualanSteps } from './penjualan.js';
import { disposalSteps } from './disposal.js';
import { peminjamanSteps } from './peminjaman.js';
import { penyimpananSteps } from './penyimpanan.js';
import { mutasiSteps } from './mutasi.js';
import { auditSteps } from './audit.js';
import { perbaikanSteps } from './perbaikan.js';
import { assetGrants } from './grants.js';
import { seedAsset } from './seed/register.js';

export { loanReminderJob, remindOverdueLoans } from './pengingat.js';


export function assetAreaHooks(app: FastifyInstance): HooksByResource {
  return { asset: assetHooks, 'asset-kategori': kategoriHooks, 'asset-penyusutan': penyusutanHooks, ...pengadaanHooks(app), ...penjualanHooks(app), ...disposalHooks(app), ...peminjamanHooks(app), ...penyimpananHooks(app), ...mutasiHooks(app), ...auditHooks(app), ...perbaikanHooks(app) };
}

export function registerAssetArea(app: FastifyInstance): void {
  registerAssetRoutes(app);
  registerFiscalRoutes(app);
  registerDisposalPrint(app);
  registerMutasiPrint(app);
  registerAuditPrint(app);
}

export const manifest: AreaManifest = {
  name: 'asset',
  routes: registerAssetArea,
  hooks: assetAreaHooks,
  jobs: [loanReminderJob],
  steps: { ...penyusutanSteps, ...pengadaanSteps, ...penjualanSteps, ...disposalSteps, ...peminjamanSteps, ...penyimpananSteps, ...mutasiSteps, ...auditSteps, ...perbaikanSteps },
  grants: assetGrants,
  // the asset register brought in when the books opened, assets bought since, each month's depreciation journalled
  seeds: [{ order: 120, run: seedAsset }],
};
