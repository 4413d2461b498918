/** What other areas may use of the canvas trips (their outside face besides the manifest in index.ts). */
export { DOC_JUAL, DOC_JUAL_BATAL, DOC_RETUR_KONSUMEN, openTripOf } from './trip.js';
export { finishTripsOfDeposit } from './trip-money.js';
export { tripGoods, tripLoadValue, DOC_KEMBALI, type TripLine, type TripWindow } from './trip-goods.js';
export { tripMoney, TIPE_BAYAR, type TipeBayar } from './trip-money.js';
export { tripSummary } from './trip.js';
