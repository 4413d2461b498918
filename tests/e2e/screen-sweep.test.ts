/**
 * Every screen (tests/e2e/screens.ts) at a phone's 390 × 844, as admin on the demo data: no page-level horizontal
 * scroll, no table wider than its container, nothing scrolling sideways inside the page, and on generated lists
 * the first record's title and status on screen (tests/e2e/sweep.ts). The same checks at a laptop's 1366 × 768 run
 * in a11y-sweep.test.ts to a11y-sweep-4.test.ts, in the same visit as their axe-core checks.
 */
import { describe, it } from 'vitest';
import { useBrowserSession } from './harness.js';
import { PHONE, layoutSweep } from './sweep.js';

const session = useBrowserSession();

describe('every screen fits a phone and a laptop', () => {
  it(`${PHONE.name} ${PHONE.width} × ${PHONE.height}`, () => layoutSweep(session, PHONE), 900_000);
});
