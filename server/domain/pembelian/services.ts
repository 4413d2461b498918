/** What other areas may use of purchasing's work (its outside face besides the manifest in index.ts). */
export { checkReceiptPurchase, computeReceiptLine, receiveFromPurchase } from './terima.js';
export { lineAmounts, PO } from './pembelian.js';
export { recordPurchasePayment, type PaymentInput } from './bayar.js';
export { fakturPajakDemo } from './faktur-demo.js';
