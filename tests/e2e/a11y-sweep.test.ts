/**
 * WCAG 2.1 AA on every screen (issue 24) in the dark skin, the default, at a laptop's 1366 × 768, and in the same
 * visit the screen sweep's layout checks at that size (tests/e2e/sweep.ts). The light skin is
 * a11y-sweep-light.test.ts, the phone size screen-sweep.test.ts: three files, run side by side.
 */
import { describe, it } from 'vitest';
import { useBrowserSession } from './harness.js';
import { SKINS, a11ySweep } from './sweep.js';

const session = useBrowserSession();

describe('every screen meets WCAG 2.1 AA (axe-core, serious and critical)', () => {
  it('tema gelap, and every screen fits a laptop 1366 × 768', () => a11ySweep(session, SKINS.dark, { layout: true }), 1_200_000);
});
