/** What other areas may use of the fleet's work (its outside face besides the manifest in index.ts). */
export { assertNotInRepair } from './perbaikan.js';
