/** A module-level state's change signal for `useSyncExternalStore`: listeners, and a version that moves on each change. */
export function changeSignal() {
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    emit(): void {
      version += 1;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: (): number => version,
  };
}
