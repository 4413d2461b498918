import type { Db } from '../db/connection.js';

/**
 * Login throttling (DESIGN.md 6b): at most 5 failures per account and 20 per address in 15 minutes.
 * Counted by the identifier typed, whether or not such an account exists, so the answer never tells
 * which accounts exist. Kept in the database (`login_gagal`), so every API instance behind a load balancer
 * counts the same failures; a failure also clears the table's rows older than the window.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

const accountKey = (account: string) => `a:${account}`.slice(0, 300);
const ipKey = (ip: string) => `i:${ip}`.slice(0, 300);

export class LoginThrottle {
  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {}

  async #recent(key: string): Promise<number> {
    const row = await this.db.selectFrom('login_gagal').select((eb) => eb.fn.countAll().as('n'))
      .where('kunci', '=', key).where('waktu_ms', '>', this.now() - WINDOW_MS).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async isBlocked(account: string, ip: string): Promise<boolean> {
    const [byAccount, byIp] = await Promise.all([this.#recent(accountKey(account)), this.#recent(ipKey(ip))]);
    return byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP;
  }

  async fail(account: string, ip: string): Promise<void> {
    const at = this.now();
    await this.db.insertInto('login_gagal').values([accountKey(account), ipKey(ip)].map((kunci) => ({ kunci, waktu_ms: at }))).execute();
    await this.db.deleteFrom('login_gagal').where('waktu_ms', '<=', at - WINDOW_MS).execute();
  }

  async succeed(account: string): Promise<void> {
    await this.db.deleteFrom('login_gagal').where('kunci', '=', accountKey(account)).execute();
  }
}
