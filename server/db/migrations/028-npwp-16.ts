import { sql, type Migration } from 'kysely';
import { digitsOnly } from '../../../common/validate.js';

/**
 * NPWP of 16 digits (issue 37): the company's NPWP was free text, often the old 15-digit form with dots and a dash
 * (01.234.567.8-424.000); the settings now take 16 digits only, so saving the settings screen would refuse the stored
 * value. Since 2024 the 16-digit NPWP of a company is its 15-digit one with a leading 0 (PMK 112/2022 Pasal 2): a stored
 * value of 15 digits gets that 0, one of 16 loses its separators; anything else stays for the admin to correct (the
 * form names the rule).
 */
export const npwp16: Migration = {
  async up(db) {
    const rows = await sql<{ id: number; npwp: string | null }>`select id, npwp from setting where npwp is not null`.execute(db);
    for (const row of rows.rows) {
      const digits = digitsOnly(String(row.npwp));
      if (!/^\d+$/.test(digits)) continue;
      const next = digits.length === 15 ? `0${digits}` : digits.length === 16 ? digits : null;
      if (next && next !== row.npwp) await sql`update setting set npwp = ${next} where id = ${row.id}`.execute(db);
    }
  },
};
