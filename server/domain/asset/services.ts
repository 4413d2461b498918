/** What other areas may use of the fixed assets' work (their outside face besides the manifest in index.ts). */
export { laporanAsset } from './laporan.js';
/** What each asset in the books is still due for depreciation by a month's end (a year-end close waits for it). */
export { dueFor as dueForDepreciation } from './penyusutan.js';
