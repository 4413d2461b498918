/** What other areas may use of finance's work (its outside face besides the manifest in index.ts). */
export { creditStatus, openDebtsOf } from './piutang-konsumen.js';
export { closeYear, closedYears, type ClosedYear } from './tutup-buku.js';
