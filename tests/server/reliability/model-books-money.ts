/** The model-books commands that move money: pay a cost and cancel it, post a manual journal. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { accounts, agrees, apply, CATEGORIES, count, isClosed, kas, MONTHS, post, settingId, t, TODAY, type Model, type Real } from './model-books-world.js';

/** A payment of a cost from the company kas, dated today (after every month the model closes), confirmed by the GM. */
export class Cost implements fc.AsyncCommand<Model, Real> {
  constructor(readonly category: number, readonly nilai: number) {}
  check() { return true; }
  async run(m: Model) {
    const c = CATEGORIES[this.category];
    const penerima = await t.database.db.selectFrom('karyawan').select('id').orderBy('id').executeTakeFirstOrThrow();
    const draft = await post('gm', 'input/pembayaran', { tanggal: TODAY, penerima_id: penerima.id, keterangan: 'Uji model', rincian: [{ kategori: c.value, uraian: c.label, nilai: this.nilai }] });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    const paid = await post('finance', 'pembayaran-berikan', { id, kas_id: kas.id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await post('gm', 'pembayaran-terima', { id })).statusCode).toBe(200);
    const moves = [{ akun_id: accounts.get(c.akun)!, net: this.nilai }, { akun_id: kas.akun_id, net: -this.nilai }];
    apply(m, moves);
    m.costs.push({ id, moves });
    count('cost');
    await agrees(m);
  }
  toString() { return `cost(${CATEGORIES[this.category].value}, ${this.nilai})`; }
}

/** Cancels the latest paid cost: reversed today, so never into a closed month. */
export class CancelCost implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>) { return m.costs.length > 0; }
  async run(m: Model) {
    const c = m.costs.pop()!;
    const res = await post('finance', 'pembayaran-cancel', { id: c.id, alasan_batal: 'Uji model' });
    expect(res.statusCode, res.body).toBe(200);
    apply(m, c.moves, -1);
    const again = await post('finance', 'pembayaran-cancel', { id: c.id, alasan_batal: 'Uji model' });
    expect(again.statusCode).toBe(409);
    count('cancelCost');
    await agrees(m);
  }
  toString() { return 'cancelCost()'; }
}

/** A manual journal dated in month k: an expense paid from the kas, or (`kept`) into the inventory account, which only stock documents post to. */
export class Journal implements fc.AsyncCommand<Model, Real> {
  constructor(readonly k: number, readonly nilai: number, readonly kept: boolean) {}
  check() { return true; }
  async run(m: Model) {
    const debit = this.kept ? await inventoryAccount() : accounts.get('6-2390')!;
    const res = await post('finance', 'input/jurnal', {
      tanggal: `${MONTHS[this.k]}-15`, keterangan: 'Uji model',
      rincian: [{ akun_id: debit, debit: this.nilai, kredit: 0 }, { akun_id: kas.akun_id, debit: 0, kredit: this.nilai }],
    });
    if (this.kept) {
      expect(res.statusCode, res.body).toBe(422);
      count('refusedKeptAccount');
    } else if (isClosed(m, this.k)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/sudah ditutup buku/);
      count('refusedClosed');
    } else {
      expect(res.statusCode, res.body).toBe(201);
      apply(m, [{ akun_id: debit, net: this.nilai }, { akun_id: kas.akun_id, net: -this.nilai }]);
      count('journal');
    }
    await agrees(m);
  }
  toString() { return `journal(${MONTHS[this.k]}, ${this.nilai}${this.kept ? ', persediaan' : ''})`; }
}

export async function inventoryAccount(): Promise<number> {
  const s = await t.database.db.selectFrom('setting').select('akun_persediaan_id').where('id', '=', settingId).executeTakeFirstOrThrow();
  return Number(s.akun_persediaan_id);
}
