/**
 * Runs `work` holding the lock `name` shared by every tab of this site (Web Locks API), so one tab refreshes the
 * session while the others wait and then use its result. Without the API the work runs at once: the server's
 * grace window then answers a second tab presenting the same refresh token with the same new pair.
 */
export function withTabLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return work();
  return locks.request(name, work) as Promise<T>;
}
