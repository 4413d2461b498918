import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { uuid } from '../providers/uuid';

/**
 * The queue of documents a salesperson made on the phone (issue 23), in IndexedDB: it survives closing the tab, the
 * browser and the phone. Each document gets its client id and its Idempotency-Key when it is made; it is sent in
 * the order it was made (POST /api/sinkron), and the server applies it once whatever happens (a retry after a
 * timeout, two tabs, the same queue sent twice). A refused document stays, marked with the server's reason, until
 * the salesperson fixes it (sent again under a new key, as a changed document) or voids it: nothing leaves the
 * queue silently. A sent document stays too (as "Terkirim", with the server's number) until the day is over, so the
 * nota can still be printed and the stored stock is counted right until the next refresh.
 */
export type Jenis = 'penjualan' | 'penjualan-bayar' | 'retur-konsumen' | 'ajuankonsumen' | 'kunjungan';
export type QueueState = 'menunggu' | 'mengirim' | 'terkirim' | 'ditolak' | 'dibatalkan';

export const JENIS_LABEL: Record<Jenis, string> = { penjualan: 'Penjualan', 'penjualan-bayar': 'Penagihan', 'retur-konsumen': 'Retur Konsumen', ajuankonsumen: 'Konsumen Baru', kunjungan: 'Kunjungan' };
export const STATE_LABEL: Record<QueueState, string> = {
  menunggu: 'Menunggu Sinyal', mengirim: 'Mengirim…', terkirim: 'Terkirim', ditolak: 'Ditolak Server', dibatalkan: 'Dibatalkan',
};

/** What the phone shows and prints of a document without asking the server (the nota's lines, names, payment split). */
export interface DocSummary {
  konsumen_nama: string;
  total: number;
  lines?: Array<{ nama: string; jumlah: number; satuan: string; harga: number; diskon: number; subtotal: number }>;
  bayar?: Array<{ tipe: string; jumlah: number }>;
  subtotal?: number;
  ppn?: number;
  diskon?: number;
  /** Cash rounding given up (common/pembulatan.ts). */
  pembulatan?: number;
  keterangan?: string;
}

export interface QueuedDoc {
  client_id: string;
  /** The Idempotency-Key of the document as it is now (a fix gives a new one). */
  key: string;
  jenis: Jenis;
  user_id: number;
  /** Order of making, per device. */
  seq: number;
  dibuat_offline_at: string;
  /** The body the server takes as `data`. */
  data: Record<string, unknown>;
  /** Base-unit quantities per goods this document takes from the vehicle (sales only). */
  stok_keluar?: Record<string, number>;
  ringkasan: DocSummary;
  state: QueueState;
  percobaan: number;
  alasan?: string;
  errors?: Record<string, string[]>;
  terkirim_at?: string;
  server?: { id: number; nomor: string };
}

const store: UseStore | null = typeof indexedDB === 'undefined' ? null : createStore('niaga-antrean', 'antrean');

function need(): UseStore {
  if (!store) throw new Error('Penyimpanan perangkat (IndexedDB) tidak tersedia di peramban ini');
  return store;
}

/** The user's documents in the order they were made. */
export async function listQueue(userId: number): Promise<QueuedDoc[]> {
  if (!store) return [];
  const all = await values<QueuedDoc>(store);
  return all.filter((d) => d.user_id === userId).sort((a, b) => a.seq - b.seq);
}

export async function getDoc(clientId: string): Promise<QueuedDoc | undefined> {
  return store ? get<QueuedDoc>(clientId, store) : undefined;
}

async function put(doc: QueuedDoc): Promise<QueuedDoc> {
  await set(doc.client_id, doc, need());
  notify();
  return doc;
}

let lastSeq = 0;
/** A document made now: its client id and key are fixed here, before anything is sent. */
export async function enqueue(input: { jenis: Jenis; user_id: number; data: Record<string, unknown>; ringkasan: DocSummary; stok_keluar?: Record<string, number> }, now = new Date()): Promise<QueuedDoc> {
  const seq = Math.max(now.getTime() * 1000, lastSeq + 1);
  lastSeq = seq;
  return put({
    ...input, client_id: uuid(), key: uuid(), seq, dibuat_offline_at: now.toISOString(), state: 'menunggu', percobaan: 0,
  });
}

/** A refused document changed by the salesperson: a changed body goes under a new key (the old one answers the refusal). */
export async function fixDoc(clientId: string, change: { data: Record<string, unknown>; ringkasan: DocSummary; stok_keluar?: Record<string, number> }): Promise<QueuedDoc> {
  const doc = await getDoc(clientId);
  if (!doc) throw new Error('Dokumen tidak ditemukan di antrean');
  if (doc.state !== 'ditolak' && doc.state !== 'menunggu') throw new Error(`Dokumen berstatus ${STATE_LABEL[doc.state]} tidak dapat diubah`);
  return put({ ...doc, ...change, key: uuid(), state: 'menunggu', alasan: undefined, errors: undefined, percobaan: 0 });
}

/** Voided by the salesperson: kept in the list as Dibatalkan, never sent. */
export async function voidDoc(clientId: string): Promise<QueuedDoc> {
  const doc = await getDoc(clientId);
  if (!doc) throw new Error('Dokumen tidak ditemukan di antrean');
  if (doc.state === 'terkirim' || doc.state === 'mengirim') throw new Error('Dokumen yang sudah terkirim dibatalkan lewat server');
  return put({ ...doc, state: 'dibatalkan' });
}

/** Sent and voided documents of earlier days are dropped (a refused or waiting one never is). */
export async function pruneQueue(userId: number, today: string): Promise<void> {
  if (!store) return;
  for (const d of await listQueue(userId)) {
    if ((d.state === 'terkirim' || d.state === 'dibatalkan') && d.dibuat_offline_at.slice(0, 10) < today) await del(d.client_id, store);
  }
}

/** What the server answered one document: the sender's view of a response, or no answer at all. */
export type SendResult =
  | { kind: 'ok'; id: number; nomor: string }
  | { kind: 'refused'; message: string; errors?: Record<string, string[]> }
  | { kind: 'later'; message: string };

export type Sender = (doc: QueuedDoc) => Promise<SendResult>;

/**
 * Sends the user's waiting documents in order. A document the server took is Terkirim; one it refused is Ditolak
 * with the reason and the next goes on (each document stands alone at the server); no answer (offline, a timeout,
 * 5xx, the first copy still running) stops the round, to try again on reconnect or focus, so order is kept.
 */
export async function syncQueue(userId: number, send: Sender, now = () => new Date()): Promise<{ sent: number; refused: number; waiting: number }> {
  let sent = 0;
  let refused = 0;
  for (const doc of await listQueue(userId)) {
    if (doc.state !== 'menunggu' && doc.state !== 'mengirim') continue;
    await put({ ...doc, state: 'mengirim', percobaan: doc.percobaan + 1 });
    let result: SendResult;
    try {
      result = await send(doc);
    } catch (error) {
      result = { kind: 'later', message: String((error as Error)?.message ?? error) };
    }
    if (result.kind === 'later') {
      await put({ ...doc, state: 'menunggu', percobaan: doc.percobaan + 1, alasan: undefined });
      break;
    }
    if (result.kind === 'ok') {
      sent += 1;
      await put({ ...doc, state: 'terkirim', percobaan: doc.percobaan + 1, terkirim_at: now().toISOString(), server: { id: result.id, nomor: result.nomor }, alasan: undefined, errors: undefined });
    } else {
      refused += 1;
      await put({ ...doc, state: 'ditolak', percobaan: doc.percobaan + 1, alasan: result.message, errors: result.errors });
    }
  }
  const waiting = (await listQueue(userId)).filter((d) => d.state === 'menunggu' || d.state === 'mengirim').length;
  return { sent, refused, waiting };
}

/** Counts the phone reports to the supervisors (POST /api/sinkron-laporan). */
export function queueCounts(queue: QueuedDoc[]) {
  const open = queue.filter((d) => d.state === 'menunggu' || d.state === 'mengirim');
  return {
    menunggu: open.length,
    ditolak: queue.filter((d) => d.state === 'ditolak').length,
    tertua_at: open[0]?.dibuat_offline_at ?? null,
  };
}

// Screens hear every change of the queue (this tab) and other tabs' changes through a BroadcastChannel.
type Listener = () => void;
const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('niaga-antrean');
channel?.addEventListener('message', () => { for (const l of listeners) l(); });
function notify() {
  for (const l of listeners) l();
  channel?.postMessage('berubah');
}
export function subscribeQueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
