/** What other areas use of the tax area (they import it only through this file). */
export { recordTaxInvoice, cancelTaxInvoice } from './faktur.js';
