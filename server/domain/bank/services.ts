/** What other areas may use of the bank area. */
export { rekonsiliasiBank } from './rekonsiliasi.js';
