import type { AreaManifest, AreaSeed } from '../../core/area.js';

export type { AreaSeed, SeedEnv } from '../../core/area.js';

/**
 * Every area's parts of the demo company (its manifest's `seeds`) by `order`, in dependency order: master data
 * (10) before the ledgers that value it (20), ledgers before the workflows that post to them, the canvas trips
 * (50) before the storage that places what they left (70), and so on. Equal orders keep the areas' order.
 */
export function areaSeeds(areas: readonly AreaManifest[]): AreaSeed[] {
  return areas.flatMap((area) => area.seeds ?? []).sort((a, b) => a.order - b.order).map((s) => s.run);
}
