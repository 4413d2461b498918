/** The books: ledgers and cash, journals, receivables (hutang), opening balances and the company settings. */
import type { FastifyInstance } from 'fastify';
import type { AreaManifest } from '../../core/area.js';
import { registerLedgerRoutes } from './ledger-routes.js';
import { registerKasRoutes } from './kas-routes.js';
import { jurnalHooks } from './jurnal-hooks.js';
import { settingHooks } from './setting-hooks.js';
import { hutangHooks, registerHutangRoutes } from './hutang.js';
import { saldoAwalAkunHooks, saldoAwalStokHooks } from './saldo-awal.js';

function registerKeuanganRoutes(app: FastifyInstance): void {
  registerLedgerRoutes(app);
  registerKasRoutes(app);
  registerHutangRoutes(app);
}

export const manifest: AreaManifest = {
  name: 'keuangan',
  routes: registerKeuanganRoutes,
  hooks: () => ({ jurnal: jurnalHooks, hutang: hutangHooks, 'saldo-awal-stok': saldoAwalStokHooks, 'saldo-awal-akun': saldoAwalAkunHooks, setting: settingHooks }),
};
