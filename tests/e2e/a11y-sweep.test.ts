/**
 * WCAG 2.1 AA on every screen (issue 24) in both skins at a laptop's 1366 × 768, and in the same visit the screen
 * sweep's layout checks at that size (tests/e2e/sweep.ts). This file takes the first half of the screens (every
 * other one, and the public pages), a11y-sweep-2.test.ts the second; the phone size is screen-sweep.test.ts. The
 * three files run side by side.
 */
import { describe, it } from 'vitest';
import { useBrowserSession } from './harness.js';
import { a11ySweep } from './sweep.js';

const session = useBrowserSession();

describe('every screen meets WCAG 2.1 AA (axe-core, serious and critical)', () => {
  it('tema gelap and terang, and every screen fits a laptop 1366 × 768: part 1 of 2', () => a11ySweep(session, { layout: true, part: [0, 2] }), 1_200_000);
});
