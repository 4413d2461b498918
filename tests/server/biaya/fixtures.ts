import { expect } from 'vitest';
import type { ResourceDef } from '../../../common/registry.js';
import type { TestApp } from '../support/helpers.js';
import { today } from '../gudang/fixtures.js';
import { poster } from '../support/test-app.js';

type Row = Record<string, unknown>;
export { today };

export const costResource = (t: TestApp, name: string): ResourceDef => t.registry.resources.find((r) => r.name === name)!;

/** The path (after /api) of a declared step of a cost kind. */
export function stepPath(t: TestApp, kind: string, step: string): string {
  return `/${costResource(t, kind).workflow!.transitions.find((x) => x.name === step)!.path}`;
}

/** Steps of a kind before terima, in order (checkout, approve, jurnal, berikan as declared). */
export const declaredSteps = (t: TestApp, kind: string) => costResource(t, kind).workflow!.transitions.map((x) => x.name).filter((n) => n !== 'batal');

export { poster };

export async function anyKaryawan(t: TestApp): Promise<number> {
  return Number((await t.database.db.selectFrom('karyawan').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
}

/** A warehouse holding at least 3 units of a goods, with that goods. */
export async function stockedGoods(t: TestApp): Promise<{ gudang_id: number; barang_id: number; qty: number }> {
  const r = await t.database.db.selectFrom('stok').select(['lokasi', 'barang_id', 'qty']).where('lokasi', 'like', 'G:%').where('qty', '>=', 3)
    .orderBy('barang_id').executeTakeFirstOrThrow();
  return { gudang_id: Number(String(r.lokasi).slice(2)), barang_id: Number(r.barang_id), qty: Number(r.qty) };
}

export async function companyKas(t: TestApp): Promise<{ id: number; saldo: number; akun_id: number }> {
  const r = await t.database.db.selectFrom('kas').select(['id', 'saldo', 'akun_id']).where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
  return { id: Number(r.id), saldo: Number(r.saldo), akun_id: Number(r.akun_id) };
}

export async function kasSaldo(t: TestApp, id: number): Promise<number> {
  return Number((await t.database.db.selectFrom('kas').select('saldo').where('id', '=', id).executeTakeFirstOrThrow()).saldo);
}

export async function akunSaldo(t: TestApp, kode: string): Promise<number> {
  return Number((await t.database.db.selectFrom('akun').select('saldo').where('kode', '=', kode).executeTakeFirstOrThrow()).saldo);
}

/** The draft body of a cost document of `kind`: two lines of its first two categories (goods: 2 and 1 units). */
export async function draftBody(t: TestApp, kind: string): Promise<Row> {
  const r = costResource(t, kind);
  const cats = r.cost!.categories.map((c) => c.value);
  const body: Row = { tanggal: today(), penerima_id: await anyKaryawan(t), keterangan: `Uji ${kind}` };
  if (r.cost!.goods) {
    const g = await stockedGoods(t);
    body.gudang_id = g.gudang_id;
    body.rincian = [{ kategori: cats[0], barang_id: g.barang_id, jumlah: 2 }, { kategori: cats[1] ?? cats[0], barang_id: g.barang_id, jumlah: 1 }];
  } else {
    if (r.fields.some((f) => f.name === 'gudang_id')) body.gudang_id = Number((await t.database.db.selectFrom('gudang').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    body.rincian = [{ kategori: cats[0], uraian: 'Biaya pertama', nilai: 150_000 }, { kategori: cats[1] ?? cats[0], uraian: 'Biaya kedua', nilai: 50_000 }];
  }
  return body;
}

/** A draft made by `user` (the GM by default). */
export async function draft(t: TestApp, kind: string, user = 'gm'): Promise<Row> {
  const res = await poster(t).post(user, `/input/${kind}`, await draftBody(t, kind));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** The body of a step: berikan names the company kas. */
export async function stepBody(t: TestApp, step: string, id: unknown): Promise<Row> {
  return step === 'berikan' ? { id, kas_id: (await companyKas(t)).id } : { id };
}

/** Who takes each step in the tests: the GM drafts, checks out and confirms; the owner approves; finance journals and pays. */
export const ACTOR: Record<string, string> = { checkout: 'gm', approve: 'owner', jurnal: 'finance', berikan: 'finance', terima: 'gm', batal: 'finance' };

/** Takes the kind's steps from the document's current state up to (not including) `until`, answering the document as it then is. */
export async function advance(t: TestApp, kind: string, id: unknown, until?: string): Promise<Row> {
  const { post, get } = poster(t);
  const transitions = costResource(t, kind).workflow!.transitions.filter((x) => x.name !== 'batal');
  for (;;) {
    const doc = (await get('finance', `/${kind}/${id}`)).json().data;
    const step = transitions.find((x) => x.from.includes(String(doc.status)));
    if (!step || step.name === until) return doc;
    const res = await post(ACTOR[step.name], `/${step.path}`, await stepBody(t, step.name, id));
    expect(res.statusCode, `${kind} ${step.name}: ${res.body}`).toBe(200);
  }
}
