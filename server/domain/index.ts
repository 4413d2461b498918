import type { FastifyInstance } from 'fastify';
import type { HooksByResource } from '../core/hooks.js';
import { registerDashboardRoutes } from './dashboard/dashboard-routes.js';
import { registerNotifikasiRoutes } from './notifikasi/notifikasi-routes.js';
import { registerMasterDataRoutes } from './master/master-routes.js';
import { masterDataHooks } from './master/hooks.js';
import { registerLedgerRoutes } from './keuangan/ledger-routes.js';
import { registerKasRoutes } from './keuangan/kas-routes.js';
import { jurnalHooks } from './keuangan/jurnal-hooks.js';
import { settingHooks } from './keuangan/setting-hooks.js';
import { hutangHooks, registerHutangRoutes } from './keuangan/piutang-konsumen.js';
import { saldoAwalAkunHooks, saldoAwalStokHooks } from './keuangan/saldo-awal.js';
import { gudangHooks, registerGudangRoutes } from './gudang/index.js';
import { kanvasHooks, registerKanvasRoutes } from './kanvas/index.js';
import { penjualanHooks, registerPenjualanRoutes } from './penjualan/index.js';
import { penagihanHooks, registerPenagihanRoutes } from './penagihan/index.js';
import { registerSetoranArea, setoranAreaHooks } from './setoran/index.js';
import { registerReturKonsumenRoutes, returKonsumenDomainHooks } from './retur-konsumen/index.js';
import { registerSalesRoutes, salesHooks } from './sales/index.js';
import { registerSinkronRoutes } from './sinkron/index.js';
import { pembelianHooks, registerPembelianRoutes } from './pembelian/index.js';
import { armadaHooks, registerArmadaRoutes } from './armada/index.js';
import { penggajianHooks, registerPenggajianRoutes } from './penggajian/index.js';
import { assetAreaHooks, registerAssetArea } from './asset/index.js';
import { biayaHooks, registerBiayaRoutes } from './biaya/index.js';
import { bopDomainHooks, registerBopRoutes } from './bop/index.js';
import { registerLaporanRoutes } from './laporan/routes.js';

/**
 * Workflow areas plug in here: each adds its routes (thin, over its services) and the hooks it binds to
 * registry entries by name. One line per area.
 */
export function registerDomainRoutes(app: FastifyInstance): void {
  registerDashboardRoutes(app);
  registerNotifikasiRoutes(app);
  registerMasterDataRoutes(app);
  registerLedgerRoutes(app);
  registerKasRoutes(app);
  registerHutangRoutes(app);
  registerGudangRoutes(app);
  registerKanvasRoutes(app);
  registerPenjualanRoutes(app);
  registerPenagihanRoutes(app);
  registerSetoranArea(app);
  registerReturKonsumenRoutes(app);
  registerSalesRoutes(app);
  registerSinkronRoutes(app);
  registerPembelianRoutes(app);
  registerArmadaRoutes(app);
  registerPenggajianRoutes(app);
  registerAssetArea(app);
  registerBiayaRoutes(app);
  registerBopRoutes(app);
  registerLaporanRoutes(app);
}

export function domainHooks(app: FastifyInstance): HooksByResource {
  return { ...masterDataHooks(app), jurnal: jurnalHooks, hutang: hutangHooks, 'saldo-awal-stok': saldoAwalStokHooks, 'saldo-awal-akun': saldoAwalAkunHooks, setting: settingHooks, ...gudangHooks(app), ...kanvasHooks(app), ...penjualanHooks(), ...penagihanHooks(), ...setoranAreaHooks(), ...returKonsumenDomainHooks(), ...salesHooks(), ...pembelianHooks(app), ...armadaHooks(app), ...penggajianHooks(), ...assetAreaHooks(app), ...biayaHooks(app), ...bopDomainHooks(app) };
}
