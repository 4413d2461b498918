/** What other areas may use of collections' work (its outside face besides the manifest in index.ts). */
export { pickKas } from './common.js';
export { recordCollection, type CollectionInput } from './collection.js';
export { bounceGiro, clearGiro } from './giro.js';
