/**
 * WCAG 2.1 AA on every screen (issue 24) in both skins at a laptop's 1366 × 768, with the laptop layout checks: the
 * second half of the screens of a11y-sweep.test.ts (tests/e2e/sweep.ts).
 */
import { describe, it } from 'vitest';
import { useBrowserSession } from './harness.js';
import { a11ySweep } from './sweep.js';

const session = useBrowserSession();

describe('every screen meets WCAG 2.1 AA (axe-core, serious and critical)', () => {
  it('tema gelap and terang, and every screen fits a laptop 1366 × 768: part 2 of 2', () => a11ySweep(session, { layout: true, part: [1, 2] }), 1_200_000);
});
