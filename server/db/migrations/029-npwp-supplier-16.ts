import { sql, type Migration } from 'kysely';
import { digitsOnly } from '../../../common/validate.js';

/**
 * Suppliers' and vendors' NPWP of 16 digits (issue 37, input tax): like the company's (028-npwp-16.ts), their NPWP was
 * free text, often the old 15-digit form with dots and a dash; the forms now take 16 digits only. A stored value of 15
 * digits gets the leading 0 (PMK 112/2022 Pasal 2), one of 16 loses its separators; anything else stays for a user to
 * correct on the supplier's or vendor's form (which names the rule).
 */
export const npwpSupplier16: Migration = {
  async up(db) {
    for (const table of ['supplier', 'vendor']) {
      const rows = await sql<{ id: number; npwp: string | null }>`select id, npwp from ${sql.table(table)} where npwp is not null`.execute(db);
      for (const row of rows.rows) {
        const digits = digitsOnly(String(row.npwp));
        if (!/^\d+$/.test(digits)) continue;
        const next = digits.length === 15 ? `0${digits}` : digits.length === 16 ? digits : null;
        if (next && next !== row.npwp) await sql`update ${sql.table(table)} set npwp = ${next} where id = ${row.id}`.execute(db);
      }
    }
  },
};
