/** The crash files run on SQLite files: the demo is seeded once into a SQLite template (tests/server/support/global-setup.ts). */
import type { TestProject } from 'vitest/node';
import setup from '../server/support/global-setup.js';

export default async function crashSetup(project: TestProject) {
  delete process.env.TEST_DATABASE_URL;
  return setup(project);
}
