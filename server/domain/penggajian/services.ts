/** What other areas may use of payroll (its outside face besides the manifest in index.ts). */
export { monthEnd, payrollMonth, type PayrollMonth } from './month.js';
