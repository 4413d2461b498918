/** What other areas may use of the tax area's work (its outside face; the lead's PPN period closing calls these). */
export {
  creditableInputTax, creditInputTax, inputTaxRegister, periodDays, placedOn,
  type InputTaxItem, type InputTaxSource, type InputTaxTotals,
} from './ppn-masukan.js';
