import type { Registry } from '../../../common/registry.js';
import type { Database_ } from '../connection.js';
import type { StepTable } from '../../core/steps.js';
import { seedMasterData } from './master-data/index.js';
import { seedLedgers } from './ledger.js';
import { seedHutang } from './hutang.js';
import { seedGudangKerja } from './gudang-kerja.js';
import { seedKanvas } from './kanvas.js';
import { seedGudangTempat } from './gudang-tempat.js';
import { seedSetoran } from './setoran.js';
import { seedReturSales } from './retur-sales.js';
import { seedPembelian } from './pembelian.js';
import { seedArmada } from './armada.js';
import { seedPenggajian } from './penggajian.js';
import { seedAsset } from './asset.js';
import { seedBiaya } from './biaya.js';
import { seedBop } from './bop.js';

export interface SeedEnv {
  database: Database_;
  registry: Registry;
  /** The seed's "now" as an ISO timestamp; areas date their documents relative to it. */
  at: string;
  /** The app's step handlers (from the area manifests): the seed takes its steps by name like the API. */
  steps: StepTable;
}

/** One area's part of the demo company, run after the foundation and the areas before it. */
export type AreaSeed = (env: SeedEnv) => Promise<void>;

/** Areas in dependency order (master data before the ledgers that value it, ledgers before workflows). */
export const AREA_SEEDS: AreaSeed[] = [
  seedMasterData,
  // master data (goods, customers, vehicles…) must come before the ledgers: opening stock values the goods
  seedLedgers,
  // customers' unpaid invoices from before the books opened
  seedHutang,
  // warehouse work (receipts, …) runs documents through the ledgers
  seedGudangKerja,
  // the canvas trip loads vehicles from warehouse stock
  seedKanvas,
  // collections of the receivables, giro cleared and bounced, deposits in each state
  seedSetoran,
  // storage and mutations place part of the stock; after the trips, which load from unplaced stock
  seedGudangTempat,
  // customer returns of the completed sales, and the salespeople's targets
  seedReturSales,
  // purchases of the last week in every state, their receipts, payments from the bank and a supplier return
  seedPembelian,
  // vehicle repairs in every state (the box truck without a route is in the workshop), after the trips that load vehicles
  seedArmada,
  // salary components, advances and the payroll of each month since the books opened
  seedPenggajian,
  // the asset register brought in when the books opened, assets bought since, each month's depreciation journalled
  seedAsset,
  // payments and cost documents of every kind in each state, one cancelled per kind
  seedBiaya,
  // BOP advances: refunded, reimbursed, a reimbursement still owed, an open LPJ, one waiting and one refused
  seedBop,
];
