/**
 * Places inside a warehouse (block, rack, drawer, pallet) as a document line names them: a kind and an id,
 * checked to exist in that warehouse and named by their path ("Blok A / Rak R01 / Laci L2") for screens and prints.
 */
import type { Db } from '../../db/connection.js';
import { unprocessable } from '../errors.js';
import type { Placement, StockOutLine } from '../../ledger/index.js';

type Row = Record<string, unknown>;
const isSet = (v: unknown) => v !== null && v !== undefined;

async function placeRow(trx: Db, tipe: Placement['tipe'], id: number): Promise<{ gudang_id: number; nama: string } | undefined> {
  if (tipe === 'blok') {
    const r = await trx.selectFrom('gudang_blok').select(['gudang_id', 'kode']).where('id', '=', id).executeTakeFirst();
    return r && { gudang_id: Number(r.gudang_id), nama: `Blok ${r.kode}` };
  }
  if (tipe === 'palet' || tipe === 'rak') {
    const table = tipe === 'rak' ? 'gudang_rak' : 'gudang_palet';
    const r = await trx.selectFrom(`${table} as t`).innerJoin('gudang_blok as b', 'b.id', 't.gudang_blok_id')
      .select(['b.gudang_id', 'b.kode as blok', 't.kode']).where('t.id', '=', id).executeTakeFirst() as Row | undefined;
    return r && { gudang_id: Number(r.gudang_id), nama: `Blok ${r.blok} / ${tipe === 'rak' ? 'Rak' : 'Palet'} ${r.kode}` };
  }
  const r = await trx.selectFrom('gudang_laci as l').innerJoin('gudang_rak as r', 'r.id', 'l.gudang_rak_id').innerJoin('gudang_blok as b', 'b.id', 'r.gudang_blok_id')
    .select(['b.gudang_id', 'b.kode as blok', 'r.kode as rak', 'l.kode']).where('l.id', '=', id).executeTakeFirst() as Row | undefined;
  return r && { gudang_id: Number(r.gudang_id), nama: `Blok ${r.blok} / Rak ${r.rak} / Laci ${r.kode}` };
}

/**
 * The place a line names in columns `<prefix>_tipe` and `<prefix>_id`, inside warehouse `gudangId`: undefined
 * when both are empty, a 422 on `<errorPrefix><prefix>_id` when only one is set or the place is elsewhere.
 */
export async function linePlace(trx: Db, line: Row, prefix: string, gudangId: number | null, errorPrefix: string): Promise<Placement | undefined> {
  const tipe = line[`${prefix}_tipe`];
  const id = line[`${prefix}_id`];
  const field = `${errorPrefix}${prefix}_id`;
  if (!isSet(tipe) && !isSet(id)) return undefined;
  if (!isSet(tipe) || !isSet(id)) throw unprocessable({ [field]: ['Isi jenis tempat dan tempatnya bersama-sama'] });
  const found = await placeRow(trx, tipe as Placement['tipe'], Number(id));
  if (!found) throw unprocessable({ [field]: ['Tempat tidak ditemukan'] });
  if (gudangId !== null && found.gudang_id !== gudangId) throw unprocessable({ [field]: [`${found.nama} bukan tempat di gudang ini`] });
  return { tipe: tipe as Placement['tipe'], id: Number(id), nama: found.nama };
}

/** A stored line's place (its name kept on the line), for posting. */
export function storedPlace(line: Row, prefix: string): Placement | undefined {
  const tipe = line[`${prefix}_tipe`];
  if (!isSet(tipe)) return undefined;
  return { tipe: tipe as Placement['tipe'], id: Number(line[`${prefix}_id`]), nama: (line[`${prefix}_nama`] as string | null) ?? undefined };
}

/** Every place of a warehouse with its path name, blocks first (for pickers): `GET /api/gudang-tempat?gudang_id=`. */
export async function placesOfWarehouse(db: Db, gudangId: number): Promise<Array<{ tipe: Placement['tipe']; id: number; nama: string }>> {
  const blok = await db.selectFrom('gudang_blok').select(['id', 'kode']).where('gudang_id', '=', gudangId).orderBy('kode').execute();
  const rak = await db.selectFrom('gudang_rak as t').innerJoin('gudang_blok as b', 'b.id', 't.gudang_blok_id').select(['t.id', 't.kode', 'b.kode as blok'])
    .where('b.gudang_id', '=', gudangId).orderBy('b.kode').orderBy('t.kode').execute();
  const laci = await db.selectFrom('gudang_laci as l').innerJoin('gudang_rak as r', 'r.id', 'l.gudang_rak_id').innerJoin('gudang_blok as b', 'b.id', 'r.gudang_blok_id')
    .select(['l.id', 'l.kode', 'r.kode as rak', 'b.kode as blok']).where('b.gudang_id', '=', gudangId).orderBy('b.kode').orderBy('r.kode').orderBy('l.kode').execute();
  const palet = await db.selectFrom('gudang_palet as t').innerJoin('gudang_blok as b', 'b.id', 't.gudang_blok_id').select(['t.id', 't.kode', 'b.kode as blok'])
    .where('b.gudang_id', '=', gudangId).orderBy('b.kode').orderBy('t.kode').execute();
  return [
    ...blok.map((x) => ({ tipe: 'blok' as const, id: Number(x.id), nama: `Blok ${x.kode}` })),
    ...rak.map((x) => ({ tipe: 'rak' as const, id: Number(x.id), nama: `Blok ${x.blok} / Rak ${x.kode}` })),
    ...laci.map((x) => ({ tipe: 'laci' as const, id: Number(x.id), nama: `Blok ${x.blok} / Rak ${x.rak} / Laci ${x.kode}` })),
    ...palet.map((x) => ({ tipe: 'palet' as const, id: Number(x.id), nama: `Blok ${x.blok} / Palet ${x.kode}` })),
  ];
}

/**
 * Where to take each line's goods from in warehouse `gudangId`: its unplaced stock first, then its places (the
 * smallest holding first, so places empty out), splitting a line over several places. A line that names its
 * place keeps it; a line the warehouse cannot cover at all stays whole, for the ledger to refuse with what is
 * available.
 */
export async function pickFromPlaces<L extends StockOutLine>(trx: Db, gudangId: number, lines: L[]): Promise<L[]> {
  const ids = [...new Set(lines.filter((l) => !l.placement).map((l) => l.barang_id))];
  if (ids.length === 0) return lines;
  const stock = new Map((await trx.selectFrom('stok').select(['barang_id', 'qty']).where('lokasi', '=', `G:${gudangId}`).where('barang_id', 'in', ids).execute())
    .map((r) => [Number(r.barang_id), Number(r.qty)]));
  const placed = await trx.selectFrom('stok_penempatan').select(['barang_id', 'tempat_tipe', 'tempat_id', 'qty'])
    .where('gudang_id', '=', gudangId).where('barang_id', 'in', ids).where('qty', '>', 0)
    .orderBy('barang_id').orderBy('qty').orderBy('tempat_tipe').orderBy('tempat_id').execute();
  const places = new Map<number, Array<{ tipe: Placement['tipe']; id: number; left: number }>>();
  for (const p of placed) {
    const list = places.get(Number(p.barang_id)) ?? [];
    list.push({ tipe: p.tempat_tipe as Placement['tipe'], id: Number(p.tempat_id), left: Number(p.qty) });
    places.set(Number(p.barang_id), list);
  }
  const free = new Map(ids.map((id) => [id, (stock.get(id) ?? 0) - (places.get(id) ?? []).reduce((s, p) => s + p.left, 0)]));
  const names = placed.length ? new Map((await placesOfWarehouse(trx, gudangId)).map((p) => [`${p.tipe}:${p.id}`, p.nama])) : new Map<string, string>();

  const out: L[] = [];
  for (const line of lines) {
    const own = places.get(line.barang_id) ?? [];
    const available = Math.max(0, free.get(line.barang_id) ?? 0) + own.reduce((s, p) => s + p.left, 0);
    if (line.placement || available < line.qty) {
      out.push(line);
      continue;
    }
    const fromFree = Math.min(line.qty, Math.max(0, free.get(line.barang_id) ?? 0));
    free.set(line.barang_id, (free.get(line.barang_id) ?? 0) - fromFree);
    if (fromFree > 0) out.push({ ...line, qty: fromFree });
    let need = line.qty - fromFree;
    for (const p of own) {
      if (need === 0) break;
      const take = Math.min(need, p.left);
      if (take === 0) continue;
      p.left -= take;
      need -= take;
      out.push({ ...line, qty: take, placement: { tipe: p.tipe, id: p.id, nama: names.get(`${p.tipe}:${p.id}`) } });
    }
  }
  return out;
}
