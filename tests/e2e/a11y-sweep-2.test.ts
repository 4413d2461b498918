/**
 * WCAG 2.1 AA on every screen (issue 24) in both skins at a laptop's 1366 × 768, with the laptop layout checks
 * (tests/e2e/sweep.ts): every fourth screen from the second. Four files, so the sweep's
 * quarters run side by side and none holds a browser worker for long on a slow machine.
 */
import { describe, it } from 'vitest';
import { useBrowserSession } from './harness.js';
import { a11ySweep } from './sweep.js';

const session = useBrowserSession();

describe('every screen meets WCAG 2.1 AA (axe-core, serious and critical)', () => {
  it('tema gelap and terang, and every screen fits a laptop 1366 × 768: part 2 of 4', () => a11ySweep(session, { layout: true, part: [1, 4] }), 1_200_000);
});
