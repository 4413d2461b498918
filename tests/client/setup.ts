import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks the layout APIs MUI and recharts ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: query.includes('min-width') ? true : false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// The shell's notification socket (src/providers/liveBadges.ts) has no server here: a socket that never connects.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, connect: () => undefined, close: () => undefined, active: false }),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
