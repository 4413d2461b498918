import type { Db } from '../db/connection.js';

const afterCommit = new WeakMap<object, Array<() => void>>();

/**
 * One workflow step, one transaction: on SQLite it begins IMMEDIATE (the driver does that), on PostgreSQL
 * it runs at READ COMMITTED with guarded updates. Keep unrelated awaits (hashing, files, network) outside.
 * Work registered with `onCommit` runs once the transaction has committed (never after a rollback).
 */
export async function inTransaction<T>(ctx: { db: Db }, work: (trx: Db) => Promise<T>): Promise<T> {
  let pending: Array<() => void> = [];
  const result = await ctx.db.transaction().execute(async (trx) => {
    pending = [];
    afterCommit.set(trx, pending);
    return work(trx);
  });
  for (const run of pending) {
    try {
      run();
    } catch {
      // Post-commit work (a live push) must never turn a committed write into an error answer.
    }
  }
  return result;
}

/** Runs `run` after the transaction `trx` commits; outside `inTransaction` it runs at once. */
export function onCommit(trx: Db, run: () => void): void {
  const list = afterCommit.get(trx);
  if (list) list.push(run);
  else run();
}
