/** How long after the page's load the service worker is installed. */
const AFTER_LOAD_MS = 3_000;

/**
 * Installs the service worker (its precache downloads every code chunk, ~1.5 MB) only once the first screen has had
 * the line to itself: on slow mobile data, installing it at the page's load made the first screen's own data wait
 * behind the precache (issue 25). Offline use (issue 23) needs it once, not in the first seconds.
 */
export function registerWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const later = () => setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 2_000 }) : register()), AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
