/** What other areas may use of purchasing's work (its outside face besides the manifest in index.ts). */
export { checkReceiptPurchase, computeReceiptLine, receiveFromPurchase } from './terima.js';
