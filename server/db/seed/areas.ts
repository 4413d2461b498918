import type { Registry } from '../../../common/registry.js';
import type { Database_ } from '../connection.js';
import type { StepTable } from '../../core/steps.js';
import type { AreaManifest } from '../../core/area.js';

export interface SeedEnv {
  database: Database_;
  registry: Registry;
  /** The seed's "now" as an ISO timestamp; areas date their documents relative to it. */
  at: string;
  /** The app's step handlers (from the area manifests): the seed takes its steps by name like the API. */
  steps: StepTable;
}

/** One area's part of the demo company, run after the foundation and the parts ordered before it. */
export type AreaSeed = (env: SeedEnv) => Promise<void>;

/**
 * Every area's parts of the demo company (its manifest's `seeds`) by `order`, in dependency order: master data
 * (10) before the ledgers that value it (20), ledgers before the workflows that post to them, the canvas trips
 * (50) before the storage that places what they left (70), and so on. Equal orders keep the areas' order.
 */
export function areaSeeds(areas: readonly AreaManifest[]): AreaSeed[] {
  return areas.flatMap((area) => area.seeds ?? []).sort((a, b) => a.order - b.order).map((s) => s.run);
}
