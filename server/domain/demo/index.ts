import type { AreaManifest } from '../../core/area.js';
import { seedYear } from './year.js';
import { closeDemoYear } from './close.js';

/**
 * The demo company's year of trading (seed only: no routes, steps or screens). It runs after the books and opening
 * balances (20, 30) and before the current weeks' documents (40 on), through the other areas' services; the year-end
 * is closed after every part of the demo has posted (150).
 */
export const manifest: AreaManifest = {
  name: 'demo',
  seeds: [{ order: 35, run: seedYear }, { order: 150, run: closeDemoYear }],
};
