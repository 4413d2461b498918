/** What other areas may use of BOP's work (its outside face besides the manifest in index.ts). */
export { reimbursementsOwed } from './hutang-reimburse.js';
