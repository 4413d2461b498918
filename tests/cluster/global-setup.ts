/**
 * The cluster tests run on PostgreSQL only (`npm run test:cluster`): the demo is seeded once into a template
 * database, as for the server suite on PostgreSQL (tests/server/support/global-setup.ts), and each file copies it;
 * only the current weeks, not the year before.
 */
import type { TestProject } from 'vitest/node';
import setup from '../server/support/global-setup.js';

export const CLUSTER_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export default async function clusterSetup(project: TestProject) {
  process.env.TEST_DATABASE_URL ??= CLUSTER_DATABASE_URL;
  // Two instances selling the current weeks' stock need none of the year before (two minutes of seeding).
  return setup(project, { months: 0 });
}
