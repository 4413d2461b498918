/** What other areas may use of the warehouse's work (its outside face besides the manifest in index.ts). */
export { PNR } from './penerimaan.js';
