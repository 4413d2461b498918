/** What other areas may use of the deposits (their outside face besides the manifest in index.ts). */
export { createDeposit, groupsOf, totalsOf, type DepositInput, type Groups } from './setoran.js';
export { notesOf } from './notes.js';
