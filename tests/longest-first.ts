/**
 * The order test files start in. Vitest orders by the durations it cached on an earlier run; a clean clone (CI) has
 * none, and then it starts the largest files first, which put the screen sweeps (small files that take minutes)
 * last, each running alone at the end while the other workers sat idle. The files named here, the ones that take
 * longest, start first in their project, in this order; the rest keep Vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = [
  'tests/e2e/a11y-sweep.test.ts',
  'tests/e2e/a11y-sweep-2.test.ts',
  'tests/e2e/a11y-sweep-3.test.ts',
  'tests/e2e/a11y-sweep-4.test.ts',
  'tests/e2e/screen-sweep.test.ts',
  'tests/e2e/offline-random.test.ts',
  'tests/e2e/xss.test.ts',
  'tests/server/reliability/bad-input.test.ts',
  'tests/server/import/import.test.ts',
  'tests/server/start/first-run.test.ts',
  'tests/client/framework/views.edit.test.tsx',
  'tests/client/penjualan/penjualanForm.test.tsx',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
      return i < 0 ? LONGEST.length : i;
    };
    // Within each project (kept in Vitest's order of projects), the named files first; a stable sort keeps the rest.
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    return projects.flatMap((name) => sorted.filter((f) => f.project.name === name).sort((a, b) => rank(a) - rank(b)));
  }
}
