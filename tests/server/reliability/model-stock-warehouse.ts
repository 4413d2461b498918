/** The model-stock commands in the warehouses: receive, send, arrive, place on a rack. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { post, today } from '../kanvas/fixtures.js';
import { agrees, at, count, env, move, pickFromA, t, type Model, type Real } from './model-stock-world.js';

export class Receive implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number, readonly harga: number) {}
  check() { return true; }
  async run(m: Model) {
    const draft = await post(t, 'gudang', 'input/penerimaan', {
      tanggal: today(), supplier_id: env.supplierId, no_faktur: 'MODEL', rincian: [{ barang_id: env.goods[this.goods], jumlah: this.qty, harga_satuan: this.harga }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const res = await post(t, 'gudang', 'input/penerimaan-terima', { id: draft.json().data.id });
    expect(res.statusCode, res.body).toBe(200);
    // A received receipt is not reversed by cancelling it (goods go back through a supplier return).
    expect((await post(t, 'gudang', 'input/penerimaan-batal', { id: draft.json().data.id })).statusCode).toBe(409);
    at(m, `G:${env.ga}`)[this.goods] += this.qty;
    const c = m.cost[this.goods];
    m.cost[this.goods] = { qty: c.qty + this.qty, nilai: c.nilai + this.qty * this.harga };
    count('receive');
    await agrees(m);
  }
  toString() { return `receive(${this.goods}, ${this.qty}, ${this.harga})`; }
}

/** A mutation between the two warehouses, asked and sent: `toA` from B to A (the GM sends), else from A to B (the warehouse admin sends). */
export class Send implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number, readonly toA: boolean) {}
  check() { return true; }
  async run(m: Model) {
    const [from, to] = this.toA ? [env.gb, env.ga] : [env.ga, env.gb];
    const draft = await post(t, 'gm', 'input/gudang-mutasi', { tanggal: today(), gudang_asal_id: from, gudang_tujuan_id: to, rincian: [{ barang_id: env.goods[this.goods], jumlah: this.qty }] });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    const res = await post(t, this.toA ? 'gm' : 'gudang', 'input/gudang-mutasi-kirim', { id });
    if (this.qty > at(m, `G:${from}`)[this.goods]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/tidak cukup/);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      if (from === env.ga) pickFromA(m, this.goods, this.qty);
      move(m, `G:${from}`, `T:${id}`, this.goods, this.qty);
      m.transit.push({ id, to, goods: this.goods, qty: this.qty });
      count('send');
    }
    await agrees(m);
  }
  toString() { return `send(${this.goods}, ${this.qty}, ${this.toA ? 'B→A' : 'A→B'})`; }
}

export class Arrive implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>) { return m.transit.length > 0; }
  async run(m: Model) {
    const x = m.transit.shift()!;
    // Whoever sent may not confirm: the other side receives.
    const res = await post(t, x.to === env.ga ? 'gudang' : 'gm', 'input/gudang-mutasi-terima', { id: x.id });
    expect(res.statusCode, res.body).toBe(200);
    const again = await post(t, x.to === env.ga ? 'gudang' : 'gm', 'input/gudang-mutasi-terima', { id: x.id });
    expect(again.statusCode, again.body).toBe(409);
    move(m, `T:${x.id}`, `G:${x.to}`, x.goods, x.qty);
    count('arrive');
    await agrees(m);
  }
  toString() { return 'arrive()'; }
}

/**
 * Warehouse A's admin places goods on a rack, from its unplaced stock (`from` -1) or from the other rack: refused
 * (409, nothing moves) when the origin holds less. The warehouse balance does not change.
 */
export class Place implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number, readonly from: number, readonly to: number) {}
  check() { return this.from !== this.to; }
  async run(m: Model) {
    const origin = this.from < 0 ? {} : { tempat_asal_tipe: 'rak', tempat_asal_id: env.racks[this.from] };
    const draft = await post(t, 'gudang', 'input/gudang-penyimpanan', {
      tanggal: today(), rincian: [{ barang_id: env.goods[this.goods], jumlah: this.qty, tempat_tipe: 'rak', tempat_id: env.racks[this.to], ...origin }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    const res = await post(t, 'gudang', 'update/gudang-penyimpanan', { id });
    const places = m.placed[this.goods];
    const key = (r: number) => `rak:${env.racks[r]}`;
    const placedTotal = [...places.values()].reduce((s, q) => s + q, 0);
    const available = this.from < 0 ? at(m, `G:${env.ga}`)[this.goods] - placedTotal : places.get(key(this.from)) ?? 0;
    if (this.qty > available) {
      expect(res.statusCode, res.body).toBe(409);
      expect((await post(t, 'gudang', 'input/gudang-penyimpanan-batal', { id })).statusCode).toBe(200);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      if (this.from >= 0) places.set(key(this.from), available - this.qty);
      places.set(key(this.to), (places.get(key(this.to)) ?? 0) + this.qty);
      count('place');
    }
    await agrees(m);
  }
  toString() { return `place(${this.goods}, ${this.qty}, ${this.from < 0 ? 'lepas' : `rak ${this.from}`} → rak ${this.to})`; }
}
