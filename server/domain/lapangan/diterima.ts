/**
 * The phone ids of a user's offline documents the server holds, made in the last two days (a phone drops its sent
 * documents of earlier days): `GET /api/data-hari` sends them so the phone counts its queue against the stored day
 * exactly, even for a document whose answer was still on its way when the day was read (issue 39).
 */
import { findResource, tableName, type Registry } from '../../../common/registry.js';
import type { Db } from '../../db/connection.js';

/** Every resource a phone's queue sends (`POST /api/sinkron` kinds). */
export const OFFLINE_RESOURCES = ['penjualan', 'penjualan-bayar', 'retur-konsumen', 'ajuankonsumen', 'kunjungan'];

export async function receivedClientIds(db: Db, registry: Registry, userId: number, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  const tables = OFFLINE_RESOURCES.map((name) => findResource(registry, name)).filter((r) => r !== undefined).map((r) => tableName(r!));
  if (tables.length === 0) return [];
  const [first, ...rest] = tables.map((t) => db.selectFrom(t).select('client_id').where('created_by', '=', userId).where('client_id', 'is not', null).where('dibuat_offline_at', '>=', since));
  const rows = await rest.reduce((q, next) => q.unionAll(next), first).execute();
  return rows.map((r) => String(r.client_id));
}
