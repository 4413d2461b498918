/**
 * WCAG 2.1 AA on every screen (issue 24) in the light skin at a laptop's 1366 × 768 (tests/e2e/sweep.ts); the
 * dark skin is a11y-sweep.test.ts.
 */
import { describe, it } from 'vitest';
import { useBrowserSession } from './harness.js';
import { SKINS, a11ySweep } from './sweep.js';

const session = useBrowserSession();

describe('every screen meets WCAG 2.1 AA (axe-core, serious and critical)', () => {
  it('tema terang', () => a11ySweep(session, SKINS.light), 1_200_000);
});
