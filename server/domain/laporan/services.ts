/** What other areas may use of the reports' work: the chart with each account's statement group and side. */
export { loadChart, type ChartAccount } from './accounts.js';
