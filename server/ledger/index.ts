/**
 * The ledgers (DESIGN.md section 5): the only code that writes stock balances, stock movements, journals
 * and account balances. Workflows call these inside their own transaction.
 */
export type { DocRef, LedgerContext, Location, Placement } from './types.js';
export { locationKey } from './types.js';
export { stockIn, stockOut, stockTransfer, type StockInLine, type StockOutLine, type MovementResult } from './stock.js';
export { movePlacement, type PlacementMove } from './placement.js';
export { postJournal, reverseJournal, normalSign, type JournalInput, type JournalLine } from './journal.js';
export { postingDate, POSTING_DATE_FIELD, type PostingDateInput } from './posting-date.js';
export { postingAccount, assertOpenPeriod, loadSettings, forgetSettings, type PostingAccount } from './settings.js';
export { HUTANG, openReceivable, insertReceivable, receivableLine, linkReceivableJournal, reduceReceivable, restoreReceivable, type ReceivableInput } from './receivable.js';
export { assertFreelyPostable } from './control-accounts.js';
export { checkIntegrity, type Check } from './integrity.js';
export { raisePayable, reducePayable } from './payable.js';
export { rebuildPeriodBalances, monthOf, PERIOD_TABLE, DAY_TABLE } from './period-balances.js';
export { CLOSING_SOURCE, closingSums, withoutClosing } from './closing.js';
export { ppnRateOn, salePpnPersen, type TarifPpn } from './tarif-ppn.js';
