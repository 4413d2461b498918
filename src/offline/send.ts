import type { AxiosError } from 'axios';
import { api } from '../providers/http';
import { answerLost } from '../providers/saveRetry';
import type { ApiErrorBody } from '../providers/httpError';
import type { QueuedDoc, SendResult } from './queue';

const TIMEOUT_MS = 60_000;

/**
 * One queued document to POST /api/sinkron with its Idempotency-Key. The queue retries on its own (reconnect,
 * focus, Background Sync), so the save-retry loop of the forms is skipped; no answer is "later", a 4xx is the
 * server's refusal with its Indonesian reason.
 */
export async function sendToServer(doc: QueuedDoc): Promise<SendResult> {
  try {
    const res = await api.post<{ data: { id: number; nomor?: string; nama?: string } }>('/sinkron',
      { jenis: doc.jenis, client_id: doc.client_id, dibuat_offline_at: doc.dibuat_offline_at, data: doc.data },
      { headers: { 'Idempotency-Key': doc.key }, timeout: TIMEOUT_MS, retryingSave: true });
    return { kind: 'ok', id: Number(res.data.data.id), nomor: String(res.data.data.nomor ?? res.data.data.nama ?? '') };
  } catch (e) {
    const error = e as AxiosError<ApiErrorBody>;
    if (!error.response || answerLost(error) || error.response.status === 401 || error.response.status === 429) {
      return { kind: 'later', message: error.message };
    }
    const body = error.response.data ?? {};
    const errors = body.errors && typeof body.errors === 'object'
      ? Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : [String(v)]]))
      : undefined;
    return { kind: 'refused', message: String(body.message ?? `Ditolak server (${error.response.status})`), errors };
  }
}

/** The phone's queue reported to the supervisors; best effort. */
export async function reportQueue(counts: { menunggu: number; ditolak: number; tertua_at: string | null }): Promise<void> {
  await api.post('/sinkron-laporan', counts, { timeout: 15_000, retryingSave: true }).catch(() => undefined);
}
