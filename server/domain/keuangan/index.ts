/** The books: ledgers and cash, journals, receivables (hutang), opening balances and the company settings. */
import type { FastifyInstance } from 'fastify';
import type { AreaManifest } from '../../core/area.js';
import { registerLedgerRoutes } from './ledger-routes.js';
import { registerKasRoutes } from './kas-routes.js';
import { registerTutupBukuRoutes } from './tutup-buku-routes.js';
import { jurnalHooks } from './jurnal-hooks.js';
import { settingHooks } from './setting-hooks.js';
import { hutangHooks, registerHutangRoutes } from './piutang-konsumen.js';
import { saldoAwalAkunHooks, saldoAwalStokHooks } from './saldo-awal.js';
import { keuanganGrants } from './grants.js';
import { seedLedgers } from './seed/ledger.js';
import { seedHutang } from './seed/hutang.js';

function registerKeuanganRoutes(app: FastifyInstance): void {
  registerLedgerRoutes(app);
  registerKasRoutes(app);
  registerHutangRoutes(app);
  registerTutupBukuRoutes(app);
}

export const manifest: AreaManifest = {
  name: 'keuangan',
  routes: registerKeuanganRoutes,
  hooks: () => ({ jurnal: jurnalHooks, hutang: hutangHooks, 'saldo-awal-stok': saldoAwalStokHooks, 'saldo-awal-akun': saldoAwalAkunHooks, setting: settingHooks }),
  grants: keuanganGrants,
  // master data (goods, customers, vehicles…) comes first: opening stock values the goods; then customers' unpaid invoices from before the books opened
  seeds: [{ order: 20, run: seedLedgers }, { order: 30, run: seedHutang }],
};
