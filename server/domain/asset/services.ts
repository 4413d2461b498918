/** What other areas may use of the fixed assets' work (their outside face besides the manifest in index.ts). */
export { laporanAsset } from './laporan.js';
