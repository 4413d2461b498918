import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { Database_, Db } from '../db/connection.js';
import { onCommit } from './transaction.js';

/** What one API instance tells the others: a live push to users, or "grants (or users) changed, drop your cache". */
export type BusMessage =
  | { kind: 'push'; userIds: number[]; event: string; payload: unknown }
  | { kind: 'permissions' }
  | { kind: 'users' };

export interface ClusterBus {
  readonly instanceId: string;
  /**
   * Delivers `message` to this instance's handlers and to every other instance on the database. Given a
   * transaction, both happen only once it commits (PostgreSQL delivers NOTIFY at commit, drops it at rollback).
   */
  publish(message: BusMessage, trx?: Db): Promise<void>;
  onMessage(handler: (message: BusMessage) => void): void;
  /** After the listening connection was lost and is back: messages of the gap are lost, so caches must be dropped. */
  onReconnect(handler: () => void): void;
  /** PostgreSQL: whether the listening connection is up (readiness); SQLite: always. */
  listening(): boolean;
  close(): Promise<void>;
}

type Log = (error: unknown, message: string) => void;

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; a push to many users is split below it. */
const MAX_PAYLOAD = 7500;
const RECONNECT_MS = [250, 1000, 5000];

/**
 * One process serves SQLite (DESIGN.md: an embedded database has one server), so its bus is local; on PostgreSQL
 * instances talk through LISTEN/NOTIFY on a channel per schema, over one dedicated connection per instance.
 */
export async function openClusterBus(database: Database_, log: Log): Promise<ClusterBus> {
  if (database.kind === 'postgres' && database.url) return PostgresBus.open(database.db, database.url, database.searchPath, log);
  return new LocalBus(log);
}

/**
 * The NOTIFY payloads of a message: one, or a push to many users split in halves until each fits under PostgreSQL's
 * limit. A single user's push too big to send is logged and not sent to the other instances (it stays stored).
 */
export function notifyPayloads(from: string, message: BusMessage, log: Log, max = MAX_PAYLOAD): string[] {
  const whole = JSON.stringify({ from, m: message });
  if (Buffer.byteLength(whole) <= max) return [whole];
  if (message.kind !== 'push' || message.userIds.length <= 1) {
    log(new Error(`${Buffer.byteLength(whole)} byte`), 'pesan terlalu besar untuk instans lain; notifikasinya tetap tersimpan');
    return [];
  }
  const half = Math.ceil(message.userIds.length / 2);
  return [message.userIds.slice(0, half), message.userIds.slice(half)]
    .flatMap((userIds) => notifyPayloads(from, { ...message, userIds }, log, max));
}

/** A bus of one process (scripts and benches that build a context without a server). */
export function localBus(): ClusterBus {
  return new LocalBus(() => undefined);
}

class LocalBus implements ClusterBus {
  readonly instanceId = randomUUID();
  protected readonly handlers: Array<(m: BusMessage) => void> = [];
  protected readonly reconnectHandlers: Array<() => void> = [];

  constructor(protected readonly log: Log) {}

  protected deliver(message: BusMessage): void {
    for (const h of this.handlers) {
      try {
        h(message);
      } catch (error) {
        this.log(error, 'pesan antar-instans gagal diproses');
      }
    }
  }

  async publish(message: BusMessage, trx?: Db): Promise<void> {
    if (trx) onCommit(trx, () => this.deliver(message));
    else this.deliver(message);
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  listening(): boolean {
    return true;
  }

  async close(): Promise<void> {}
}

class PostgresBus extends LocalBus {
  #client: pg.Client | null = null;
  #closed = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | null = null;

  private constructor(private readonly db: Db, private readonly url: string, private readonly searchPath: string | undefined,
    private readonly channel: string, log: Log) {
    super(log);
  }

  static async open(db: Db, url: string, searchPath: string | undefined, log: Log): Promise<PostgresBus> {
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
    const bus = new PostgresBus(db, url, searchPath, `niaga:${schema}`.slice(0, 63), log);
    await bus.#connect();
    return bus;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, ...(this.searchPath ? { options: `-c search_path=${this.searchPath}` } : {}) });
    client.on('notification', (n) => this.#receive(n.payload));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, null));
    await client.connect();
    await client.query(`listen "${this.channel.replaceAll('"', '""')}"`);
    this.#client = client;
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#client = null;
    if (this.#closed) return;
    if (error) this.log(error, 'koneksi LISTEN antar-instans terputus');
    void client.end().catch(() => undefined);
    this.#retry();
  }

  #retry(): void {
    const wait = RECONNECT_MS[Math.min(this.#attempt++, RECONNECT_MS.length - 1)];
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#closed) return;
      this.#connect().then(() => {
        this.#attempt = 0;
        for (const h of this.reconnectHandlers) h();
      }, (error: unknown) => {
        this.log(error, 'koneksi LISTEN antar-instans belum pulih');
        this.#retry();
      });
    }, wait);
    this.#timer.unref();
  }

  #receive(payload: string | undefined): void {
    if (!payload) return;
    let parsed: { from?: string; m?: BusMessage };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.from === this.instanceId || !parsed.m) return;
    this.deliver(parsed.m);
  }

  override async publish(message: BusMessage, trx?: Db): Promise<void> {
    await super.publish(message, trx);
    for (const payload of notifyPayloads(this.instanceId, message, (e, m) => this.log(e, m))) {
      try {
        await sql`select pg_notify(${this.channel}, ${payload})`.execute(trx ?? this.db);
      } catch (error) {
        // Inside a transaction the caller's write fails with it (nothing half-told); after a commit it is only logged.
        if (trx) throw error;
        this.log(error, 'pesan antar-instans gagal dikirim');
      }
    }
  }

  override listening(): boolean {
    return this.#client !== null;
  }

  override async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }
}
