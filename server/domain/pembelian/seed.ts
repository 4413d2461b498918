/**
 * The demo's purchasing of the last week, through the same line rules and step services as the API: purchases in
 * every state (draft, ordered, ordered and partly received, received and partly paid, paid, rejected) to the
 * warehouse admin's warehouse, their receipts made from them, payments from the company's bank, and a supplier return
 * set against a purchase (plus one still a draft).
 */
import { findResource, type ResourceDef } from '../../../common/registry.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { nextDocNumber } from '../../core/doc-number.js';
import type { Db } from '../../db/connection.js';
import { jakartaDaysBefore } from '../../../common/format.js';
import { PNR } from '../gudang/services.js';
import { baseQty } from '../../core/documents/units.js';
import { lineAmounts, PO } from './pembelian.js';
import { fakturPajakDemo } from './faktur-demo.js';
import { recordPurchasePayment } from './bayar.js';
import type { SeedEnv } from '../../db/seed/areas.js';
import { insertRows } from '../../db/seed/insert.js';
import { demoUsers, onDemoDate, seedCreated, seedStep, seedContext } from '../../db/seed/steps.js';

type Row = Record<string, unknown>;
const daysBefore = jakartaDaysBefore;

type Plan = { days: number; supplier: number; to: 'draft' | 'dipesan' | 'sebagian' | 'diterima' | 'lunas' | 'ditolak'; pay?: number };
const PLAN: Plan[] = [
  { days: 6, supplier: 0, to: 'lunas' }, { days: 5, supplier: 1, to: 'diterima', pay: 0.4 }, { days: 3, supplier: 2, to: 'sebagian' },
  { days: 2, supplier: 0, to: 'ditolak' }, { days: 1, supplier: 1, to: 'dipesan' }, { days: 0, supplier: 2, to: 'draft' },
];

export async function seedPembelian({ database, registry, at, steps }: SeedEnv): Promise<void> {
  const base = seedContext({ database, registry, at, steps });
  const r = (name: string) => findResource(registry, name)!;
  await database.db.transaction().execute(async (trx) => {
    const users = await demoUsers(trx);
    const finance = users.get('finance')!;
    const gudang = users.get('gudang')!;
    const suppliers = (await trx.selectFrom('supplier').select(['id']).orderBy('id').execute()).map((s) => Number(s.id));
    const goods = await trx.selectFrom('barang').leftJoin('barang_satuan', 'barang_satuan.barang_id', 'barang.id')
      .select(['barang.id', 'barang.harga_beli', 'barang.kena_ppn', 'barang_satuan.satuan_id', 'barang_satuan.faktor'])
      .where('barang.deleted_at', 'is', null).orderBy('barang.id').limit(40).execute();
    const bank = await trx.selectFrom('kas').select(['id', 'saldo']).where('karyawan_id', 'is', null).where('deleted_at', 'is', null).orderBy('saldo', 'desc').executeTakeFirstOrThrow();
    let cash = Number(bank.saldo);
    let returned = false;

    for (const [i, p] of PLAN.entries()) {
      const tanggal = daysBefore(at, p.days);
      const ctx = onDemoDate(base, tanggal, 3);
      const nomor = await nextDocNumber(trx, PO, tanggal);
      // The one only partly received still waits for its supplier's tax invoice.
      const faktur = p.to === 'sebagian' ? {} : fakturPajakDemo(nomor, tanggal, daysBefore(at, 0));
      const [id] = await insertRows(trx, r('pembelian'), [{
        nomor, tanggal, supplier_id: suppliers[p.supplier % suppliers.length], gudang_id: gudang.gudang_id, ...faktur,
        no_faktur: `SO-${tanggal.replace(/-/g, '')}-${i + 1}`, status: 'draft', created_by: finance.id, updated_by: finance.id,
      }], at);
      const lines: Row[] = [];
      for (let k = 0; k < 3; k++) {
        const g = goods[(i * 5 + k * 3) % goods.length];
        const line: Row = { pembelian_id: id, line_no: k + 1, barang_id: Number(g.id), satuan_id: g.satuan_id ?? null, jumlah: 4 + ((i + k) % 4) * 2 };
        const harga = Number(g.harga_beli) * (g.faktor ? Number(g.faktor) : 1);
        const diskon = k === 0 ? Math.round(harga * Number(line.jumlah) * 0.02) : 0;
        // The suppliers charge PPN on two lines of three (the demo's goods are not marked kena_ppn for their sale):
        // the input-tax register (issue 37) has the week's purchases to show.
        const ppnPersen = g.kena_ppn || k < 2 ? 1_100 : 0;
        const a = lineAmounts(Number(line.jumlah), harga, diskon, ppnPersen);
        lines.push({ ...line, qty: await baseQty(trx, line, ''), harga, diskon, ppn_persen: ppnPersen, subtotal: a.subtotal, ppn: a.ppn, nilai: a.nilai, created_by: finance.id, updated_by: finance.id });
      }
      const lineIds = await insertRows(trx, r('pembelian-rincian'), lines, at);
      const total = lines.reduce((s, l) => s + Number(l.nilai), 0);
      await trx.updateTable('pembelian').set({
        subtotal: lines.reduce((s, l) => s + Number(l.jumlah) * Number(l.harga), 0), diskon: lines.reduce((s, l) => s + Number(l.diskon), 0),
        ppn: lines.reduce((s, l) => s + Number(l.ppn), 0), total, sisa: total,
      }).where('id', '=', id).execute();
      await seedCreated(trx, ctx, r('pembelian'), id, finance);
      if (p.to === 'draft') continue;
      if (p.to === 'ditolak') {
        await seedStep(trx, ctx, r('pembelian'), 'tolak', id, finance, { alasan_tolak: 'Harga naik dari penawaran' });
        continue;
      }
      await seedStep(trx, ctx, r('pembelian'), 'pesan', id, finance);
      if (p.to === 'dipesan') continue;
      // The goods arrive the next day: all of them, or about half of each line.
      const rtgl = daysBefore(at, Math.max(0, p.days - 1));
      const share = p.to === 'sebagian' ? 0.5 : 1;
      await receipt(trx, onDemoDate(base, rtgl, 4), r, gudang, { id, supplier: suppliers[p.supplier % suppliers.length], tanggal: rtgl, i },
        lines.map((l, k) => ({ ...l, id: lineIds[k], qty: Math.max(1, Math.floor(Number(l.qty) * share)) })));
      if (p.to === 'sebagian') continue;
      const payday = daysBefore(at, Math.max(0, p.days - 3));
      const owed = Number((await trx.selectFrom('pembelian').select('hutang').where('id', '=', id).executeTakeFirstOrThrow()).hutang);
      if (p.to === 'diterima' && !returned) {
        returned = true;
        await supplierReturn(trx, onDemoDate(base, payday, 3), r, gudang, { pembelian: id, supplier: suppliers[p.supplier % suppliers.length], tanggal: payday, barang: Number(lines[1].barang_id) });
      }
      const left = Number((await trx.selectFrom('pembelian').select('hutang').where('id', '=', id).executeTakeFirstOrThrow()).hutang);
      const jumlah = Math.min(p.pay ? Math.round(owed * p.pay) : left, left, cash);
      if (jumlah <= 0) continue;
      await recordPurchasePayment(trx, onDemoDate(base, payday, 4), finance, { pembelian_id: id, kas_id: Number(bank.id), jumlah, tanggal: payday, keterangan: 'Transfer ke rekening supplier' });
      cash -= jumlah;
    }
  });
}

async function receipt(trx: Db, ctx: AppContext, r: (n: string) => ResourceDef, user: AuthUser,
  doc: { id: number; supplier: number; tanggal: string; i: number }, lines: Row[]): Promise<void> {
  const [rid] = await insertRows(trx, r('penerimaan'), [{
    nomor: await nextDocNumber(trx, PNR, doc.tanggal), tanggal: doc.tanggal, gudang_id: user.gudang_id, supplier_id: doc.supplier, pembelian_id: doc.id,
    no_faktur: `FK-PO-${doc.tanggal.replace(/-/g, '')}-${doc.i + 1}`, status: 'draft', created_by: user.id, updated_by: user.id,
  }], ctx.now().toISOString());
  await insertRows(trx, r('penerimaan-barang'), lines.map((l, k) => ({
    penerimaan_id: rid, line_no: k + 1, pembelian_rincian_id: l.id, barang_id: l.barang_id, satuan_id: null, jumlah: l.qty, qty: l.qty,
    harga_satuan: 0, nilai: 0, created_by: user.id, updated_by: user.id,
  })), ctx.now().toISOString());
  await seedCreated(trx, ctx, r('penerimaan'), rid, user);
  await seedStep(trx, ctx, r('penerimaan'), 'terima', rid, user);
}

async function supplierReturn(trx: Db, ctx: AppContext, r: (n: string) => ResourceDef, user: AuthUser,
  doc: { pembelian: number; supplier: number; tanggal: string; barang: number }): Promise<void> {
  for (const checkout of [true, false]) {
    const [id] = await insertRows(trx, r('retur-supplier'), [{
      nomor: await nextDocNumber(trx, 'RTS', doc.tanggal), tanggal: doc.tanggal, supplier_id: doc.supplier, gudang_id: user.gudang_id,
      pembelian_id: checkout ? doc.pembelian : null, penyelesaian: checkout ? 'potong_hutang' : 'pengembalian_dana', status: 'draft',
      keterangan: checkout ? 'Kemasan rusak saat diterima' : 'Mendekati kedaluwarsa', created_by: user.id, updated_by: user.id,
    }], ctx.now().toISOString());
    await insertRows(trx, r('retur-supplier-rincian'), [{ retur_supplier_id: id, line_no: 1, barang_id: doc.barang, satuan_id: null, jumlah: 2, qty: 2, created_by: user.id, updated_by: user.id }], ctx.now().toISOString());
    await seedCreated(trx, ctx, r('retur-supplier'), id, user);
    if (checkout) await seedStep(trx, ctx, r('retur-supplier'), 'checkout', id, user);
  }
}
