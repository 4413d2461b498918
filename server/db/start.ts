import argon2 from 'argon2';
import type { Registry } from '../../common/registry.js';
import type { Database_ } from './connection.js';
import { prepareDatabase } from './prepare.js';
import type { BaseDataReport } from './base/apply.js';
import { BASE_DATA_VERSION } from './base/definition.js';
import { seedDemo } from './seed/demo.js';
import { createFirstAdmin, hasUsers, validateFirstAdmin } from '../auth/first-admin.js';

export interface StartOptions {
  /** Seed the demo company into a database without users (NIAGA_SEED unset); false for NIAGA_SEED=none. */
  demo: boolean;
  /** The first admin from NIAGA_ADMIN_EMAIL / NIAGA_ADMIN_PASSWORD, created when no user exists. */
  admin?: { email: string; password: string };
  at?: string;
  /** Months of the demo's trading history (server/db/seed/demo.ts; unset = a year). */
  demoMonths?: number;
}

export interface StartResult {
  baseData: BaseDataReport;
  /** The demo company was seeded by this start. */
  demoSeeded: boolean;
  /** The email of the admin this start created from the environment. */
  adminCreated?: string;
  /** No user exists: the first-run screen (/setup) is open. */
  setupNeeded: boolean;
}

/** NIAGA_ADMIN_EMAIL and NIAGA_ADMIN_PASSWORD, both or neither. */
export function adminFromEnv(env: NodeJS.ProcessEnv): StartOptions['admin'] {
  const email = env.NIAGA_ADMIN_EMAIL?.trim();
  const password = env.NIAGA_ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password) throw new Error('NIAGA_ADMIN_EMAIL dan NIAGA_ADMIN_PASSWORD harus diisi bersama');
  return { email, password };
}

/**
 * Every start: schema, migrations and base data under the start lock; in the same lock and transaction, when no
 * user exists, the admin from the environment and the claim on the demo (so two instances starting on one empty
 * database seed it once); then the demo itself, through its own transactions.
 */
export async function startDatabase(database: Database_, registry: Registry, options: StartOptions): Promise<StartResult> {
  let admin: { email: string; passwordHash: string } | undefined;
  if (options.admin) {
    const { values, errors } = validateFirstAdmin(registry, options.admin, false);
    const problems = Object.entries(errors).map(([field, messages]) => `${field === 'email' ? 'NIAGA_ADMIN_EMAIL' : 'NIAGA_ADMIN_PASSWORD'}: ${messages.join(', ')}`);
    if (problems.length) throw new Error(problems.join('; '));
    admin = { email: String(values.email), passwordHash: await argon2.hash(String(values.password), { type: argon2.argon2id }) };
  }
  const at = options.at ?? new Date().toISOString();
  let demoClaimed = false;
  let adminCreated: string | undefined;
  const baseData = await prepareDatabase(database, registry, {
    at,
    locked: async (trx) => {
      if (await hasUsers(trx)) return;
      if (admin) {
        await createFirstAdmin(trx, registry, admin, at);
        adminCreated = admin.email;
      }
      if (!options.demo) return;
      const claimed = await trx.selectFrom('base_data').select('key').where('key', '=', 'demo').executeTakeFirst();
      if (claimed) return;
      await trx.insertInto('base_data').values({ key: 'demo', row_id: null, version: BASE_DATA_VERSION, applied_at: at }).execute();
      demoClaimed = true;
    },
  });
  if (demoClaimed) await seedDemo(database, registry, undefined, options.demoMonths === undefined ? {} : { months: options.demoMonths });
  return { baseData, demoSeeded: demoClaimed, adminCreated, setupNeeded: !(await hasUsers(database.db)) };
}
