/** What other areas use of the tax area (they import it only through this file). */
export { recordTaxInvoice, cancelTaxInvoice } from './faktur.js';
export {
  creditableInputTax, creditInputTax, inputTaxRegister, periodDays, placedOn,
  type InputTaxItem, type InputTaxSource, type InputTaxTotals,
} from './ppn-masukan.js';
export { laporanPpnMasa } from './ppn-masa-report.js';
export { el as xmlElement } from './coretax-xml.js';
export { formatBasisPoints } from './decimal.js';
export { withholderOf } from './ebupot-bppu.js';
export { BUKTI_POTONG_PREFIX, hasNpwp, pph23RateOn, withholdPph23, type Withholding } from './pph23.js';
