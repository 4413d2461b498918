import type { Db } from '../db/connection.js';
import { currentRequestId } from './request-context.js';

export interface AuditEntry {
  userId: number | null;
  action: 'create' | 'update' | 'delete' | string;
  resource: string;
  recordId: number | null;
  before?: unknown;
  after?: unknown;
  at: string;
  /** A document made offline on a phone: when it was made (`at` is when it arrived). */
  offlineAt?: string | null;
}

/** An entry as its audit_log row. */
const auditRow = (e: AuditEntry, requestId: string | null) => ({
  user_id: e.userId,
  action: e.action,
  resource: e.resource,
  record_id: e.recordId,
  before: e.before === undefined ? null : JSON.stringify(e.before),
  after: e.after === undefined ? null : JSON.stringify(e.after),
  created_at: e.at,
  dibuat_offline_at: e.offlineAt ?? null,
  request_id: requestId,
});

/** One audit row per write, inside the writing transaction, with the id of the request that wrote it (none for a job). */
export async function writeAudit(trx: Db, e: AuditEntry): Promise<void> {
  await trx.insertInto('audit_log').values(auditRow(e, currentRequestId())).execute();
}

/**
 * Many audit rows in one statement, each as `writeAudit` writes it (the spreadsheet import's bulk path). Callers
 * keep the statement's parameters in bounds (about 500 entries).
 */
export async function writeAudits(trx: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const requestId = currentRequestId();
  await trx.insertInto('audit_log').values(entries.map((e) => auditRow(e, requestId))).execute();
}
