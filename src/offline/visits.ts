import { enqueue, type QueuedDoc } from './queue';
import { pendingAgainst, type DayData, type DayVisit } from './dayData';

/**
 * Today's visits on the phone (issue 39): the route's shops in order with the state the server last told, overlaid
 * by what the phone did since (a queued sale makes a shop "terjual", a queued visit its own state), and a visit
 * recorded into the same queue as the day's documents (`POST /api/sinkron` jenis `kunjungan`), with the time and,
 * when the phone allows, its position.
 */
export type VisitState = DayVisit['status'];
export type VisitPosition = { lat: number | null; lng: number | null; lokasi: 'ada' | 'ditolak' | 'tidak_tersedia' };

/** A shop's state now: the server's, then whatever the queue says happened after it (latest last). */
export function visitStates(day: Pick<DayData, 'kunjungan' | 'disimpan_pada' | 'tanggal' | 'diterima'>, queue: QueuedDoc[]): Map<number, { status: VisitState; alasan: string | null; waktu: string | null }> {
  const out = new Map<number, { status: VisitState; alasan: string | null; waktu: string | null }>();
  for (const v of day.kunjungan ?? []) out.set(v.konsumen_id, { status: v.status, alasan: v.alasan, waktu: v.waktu });
  for (const doc of queue) {
    if (doc.state === 'dibatalkan' || doc.state === 'ditolak') continue;
    if (!pendingAgainst(day, doc)) continue;
    const konsumenId = Number(doc.data.konsumen_id);
    if (!konsumenId) continue;
    if (doc.jenis === 'penjualan') out.set(konsumenId, { status: 'terjual', alasan: null, waktu: doc.dibuat_offline_at });
    else if (doc.jenis === 'kunjungan' && out.get(konsumenId)?.status !== 'terjual') {
      out.set(konsumenId, { status: doc.data.status as VisitState, alasan: (doc.data.alasan as string | null) ?? null, waktu: doc.dibuat_offline_at });
    }
  }
  return out;
}

/** The phone's position if it gives one within a few seconds; a refusal is an answer too, recorded as such. */
export function currentPosition(timeoutMs = 6000): Promise<VisitPosition> {
  const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geo) return Promise.resolve({ lat: null, lng: null, lokasi: 'tidak_tersedia' });
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (p) => resolve({ lat: Math.round(p.coords.latitude * 1e6) / 1e6, lng: Math.round(p.coords.longitude * 1e6) / 1e6, lokasi: 'ada' }),
      (e) => resolve({ lat: null, lng: null, lokasi: e.code === 1 ? 'ditolak' : 'tidak_tersedia' }),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 120_000 },
    );
  });
}

/** A visit without a sale (or a shop passed by), queued like a sale: sent when there is signal, once. */
export async function recordVisit(input: {
  userId: number; tanggal: string; konsumenId: number; konsumenNama: string; status: Exclude<VisitState, 'belum' | 'terjual'>;
  alasan: string; keterangan?: string; position: VisitPosition; now?: Date;
}): Promise<QueuedDoc> {
  const now = input.now ?? new Date();
  return enqueue({
    jenis: 'kunjungan', user_id: input.userId,
    data: {
      konsumen_id: input.konsumenId, tanggal: input.tanggal, status: input.status, alasan: input.alasan,
      keterangan: input.keterangan?.trim() || null, waktu: now.toISOString(), ...input.position,
    },
    ringkasan: { konsumen_nama: input.konsumenNama, total: 0 },
  }, now);
}
