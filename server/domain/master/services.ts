/** What other areas may use of the master data's work (its outside face besides the manifest in index.ts). */
export { resolveHargaJual, resolveHargaJualBatch } from './harga.js';
