/** What other areas may use of the sale's work (its outside face besides the manifest in index.ts): the demo's trips price their sales through it. */
export { afterLinesChanged, lineContext, prepareHeader, priceLine } from './draft.js';
