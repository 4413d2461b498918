/**
 * Login throttling (DESIGN.md 6b): at most 5 failures per account and 20 per address in 15 minutes.
 * Counted by the identifier typed, whether or not such an account exists, so the answer never tells
 * which accounts exist. Kept in memory: one Niaga process serves one company.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  #recent(key: string): number[] {
    const cutoff = this.now() - WINDOW_MS;
    const list = (this.#failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.#failures.set(key, list);
    else this.#failures.delete(key);
    return list;
  }

  isBlocked(account: string, ip: string): boolean {
    return this.#recent(`a:${account}`).length >= MAX_FAILURES_PER_ACCOUNT || this.#recent(`i:${ip}`).length >= MAX_FAILURES_PER_IP;
  }

  fail(account: string, ip: string): void {
    for (const key of [`a:${account}`, `i:${ip}`]) this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  succeed(account: string): void {
    this.#failures.delete(`a:${account}`);
  }
}
