/** What other areas may use of the salespeople's figures (their outside face besides the manifest in index.ts). */
export { salespeople } from './index.js';
