/** The model-stock commands of the salesperson's vehicle: load, sell, cancel a sale, a customer's return, unload. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { post, today } from '../kanvas/fixtures.js';
import { cashSaleOrRefusal } from '../penjualan/fixtures.js';
import { agrees, at, count, env, move, pickFromA, t, takeCost, type Model, type Real, type Sale } from './model-stock-world.js';

/** Sales asks for goods, the warehouse approves what it has, sales confirms, the warehouse ships: into the vehicle. */
export class Load implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number) {}
  check() { return true; }
  async run(m: Model) {
    const rute = await t.database.db.selectFrom('rute').select('id').where('kode', '=', 'RT-03').executeTakeFirstOrThrow();
    const rb = await post(t, 'sales1', 'input/request-barang', { tanggal: today(), rute_id: rute.id, tujuan: 'Pasar', rincian: [{ barang_id: env.goods[this.goods], jumlah: this.qty }] });
    expect(rb.statusCode, rb.body).toBe(201);
    const id = rb.json().data.id;
    expect((await post(t, 'sales1', 'input/request-barang-ajukan', { id })).statusCode).toBe(200);
    const approved = Math.min(this.qty, at(m, `G:${env.ga}`)[this.goods]);
    const ok = await post(t, 'gudang', 'input/request-approve-gudang', { id });
    if (approved === 0) {
      expect(ok.statusCode, ok.body).toBe(409);
    } else {
      expect(ok.statusCode, ok.body).toBe(200);
      for (const [user, url] of [['sales1', 'input/request-approve-sales'], ['gudang', 'input/request-barang-surat']]) {
        const res = await post(t, user, url, { id });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
      pickFromA(m, this.goods, approved);
      move(m, `G:${env.ga}`, `K:${env.kendaraanId}`, this.goods, approved);
      m.tripOpen = true;
      count('load');
    }
    await agrees(m);
  }
  toString() { return `load(${this.goods}, ${this.qty})`; }
}

export class Sell implements fc.AsyncCommand<Model, Real> {
  constructor(readonly goods: number, readonly qty: number) {}
  check() { return true; }
  async run(m: Model) {
    const refused = !m.tripOpen || this.qty > at(m, `K:${env.kendaraanId}`)[this.goods];
    const sale = await cashSaleOrRefusal(t, env.konsumenId, env.goods[this.goods], this.qty, refused);
    if (sale) {
      at(m, `K:${env.kendaraanId}`)[this.goods] -= this.qty;
      const hpp = takeCost(m, this.goods, this.qty);
      const line = await t.database.db.selectFrom('penjualan_rincian').select('hpp').where('penjualan_id', '=', sale.id).executeTakeFirstOrThrow();
      expect(Number(line.hpp)).toBe(hpp);
      const s: Sale = { id: sale.id, goods: this.goods, qty: this.qty, hpp, returned: 0 };
      m.sales.push(s);
      m.sold.push(s);
      count('sell');
    }
    await agrees(m);
  }
  toString() { return `sell(${this.goods}, ${this.qty})`; }
}

/** Cancels the latest sale not cancelled: its goods come back into the vehicle at the cost they left with. */
export class Cancel implements fc.AsyncCommand<Model, Real> {
  check(m: Readonly<Model>) { return m.sales.length > 0; }
  async run(m: Model) {
    const sale = m.sales.pop()!;
    const res = await post(t, 'finance', 'transaksi-cancel', { id: sale.id, alasan_batal: 'uji model' });
    if (sale.returned > 0) {
      // Goods of it came back through a customer return: the sale stands.
      expect(res.statusCode, res.body).toBe(409);
      await agrees(m);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    m.sold.splice(m.sold.indexOf(sale), 1);
    at(m, `K:${env.kendaraanId}`)[sale.goods] += sale.qty;
    const c = m.cost[sale.goods];
    m.cost[sale.goods] = { qty: c.qty + sale.qty, nilai: c.nilai + sale.hpp };
    count('cancel');
    await agrees(m);
  }
  toString() { return 'cancel()'; }
}

/**
 * A customer gives back good goods of one of the run's sales, paid back in cash: into the vehicle while its trip is
 * open, else into warehouse A, at the sale line's share of its cost. More than is left to return is refused (422).
 */
export class CustomerReturn implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly qty: number) {}
  check(m: Readonly<Model>) { return m.sold.length > 0; }
  async run(m: Model) {
    const sale = m.sold[this.pick % m.sold.length];
    const line = await t.database.db.selectFrom('penjualan_rincian').select('id').where('penjualan_id', '=', sale.id).executeTakeFirstOrThrow();
    const res = await post(t, 'sales1', 'input/retur-konsumen', {
      tanggal: today(), konsumen_id: env.konsumenId, penjualan_id: sale.id, gudang_id: env.ga, penyelesaian: 'tunai',
      rincian: [{ penjualan_rincian_id: line.id, jumlah: this.qty, kondisi: 'baik' }],
    });
    if (this.qty > sale.qty - sale.returned) {
      expect(res.statusCode, res.body).toBe(422);
    } else {
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id;
      for (const [user, url] of [['sales1', 'retur-konsumen-laporkan'], ['sales1', 'retur-konsumen-checkout'], ['finance', 'input/retur-approve']]) {
        const step = await post(t, user, url, { id });
        expect(step.statusCode, `${url}: ${step.body}`).toBe(200);
      }
      at(m, m.tripOpen ? `K:${env.kendaraanId}` : `G:${env.ga}`)[sale.goods] += this.qty;
      const c = m.cost[sale.goods];
      m.cost[sale.goods] = { qty: c.qty + this.qty, nilai: c.nilai + Math.round((sale.hpp * this.qty) / sale.qty) };
      sale.returned += this.qty;
      count('customerReturn');
    }
    await agrees(m);
  }
  toString() { return `customerReturn(${this.pick}, ${this.qty})`; }
}

/**
 * Unloads the vehicle: `lost` of the first goods recorded lost (out at cost), the rest returned to the warehouse;
 * `short` records one less than is left, which must be refused. Closes the trip: its sales can no longer be cancelled.
 */
export class Unload implements fc.AsyncCommand<Model, Real> {
  constructor(readonly lost: number, readonly short: boolean) {}
  check() { return true; }
  async run(m: Model) {
    const k = `K:${env.kendaraanId}`;
    const left = [...at(m, k)];
    const rincian = env.goods.map((id, g) => {
      const hilang = g === 0 ? Math.min(this.lost, left[g]) : 0;
      return { barang_id: id, jumlah: left[g] - hilang, qty_hilang: hilang };
    });
    if (this.short && left[0] > 0) {
      if (rincian[0].jumlah > 0) rincian[0].jumlah -= 1;
      else rincian[0].qty_hilang -= 1;
    }
    rincian.splice(0, rincian.length, ...rincian.filter((l) => l.jumlah + l.qty_hilang > 0));
    const draft = await post(t, 'sales1', 'input/pengembalian-sales', { tanggal: today(), kendaraan_id: env.kendaraanId, rincian });
    expect(draft.statusCode, draft.body).toBe(201);
    const res = await post(t, 'gm', 'input/pengembalian-approve', { id: draft.json().data.id });
    const short = this.short && left[0] > 0;
    if (!m.tripOpen || short) {
      expect(res.statusCode, res.body).toBe(409);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      for (const l of rincian) {
        const g = env.goods.indexOf(l.barang_id);
        move(m, k, `G:${env.ga}`, g, l.jumlah);
        at(m, k)[g] -= l.qty_hilang;
        if (l.qty_hilang > 0) takeCost(m, g, l.qty_hilang);
      }
      m.tripOpen = false;
      count('unload');
      // A closed trip's sales are returned through customer returns, not cancelled.
      const closed = m.sales.splice(0);
      if (closed.length) expect((await post(t, 'finance', 'transaksi-cancel', { id: closed[0].id, alasan_batal: 'uji model' })).statusCode).toBe(409);
    }
    await agrees(m);
  }
  toString() { return `unload(${this.lost}, ${this.short})`; }
}
