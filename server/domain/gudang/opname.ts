/**
 * Stock opname: creating the document freezes the system quantities of the warehouse's goods (all, or one
 * category) into its lines; counters enter what they found per line; posting books each difference: a surplus in
 * at the goods' current average cost, a shortage out at it, both against the stock-difference account.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { conflict, unprocessable } from '../../core/errors.js';
import { nowIso } from '../../core/context.js';
import { postingAccount, stockIn, stockOut } from '../../ledger/index.js';
import { formatMoney, formatNumber } from '../../../common/format.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { nameOf } from '../../core/documents/names.js';
import { printRoute } from '../../core/documents/print.js';
import { numbered } from '../../core/documents/numbered.js';
import { setLineValues } from '../../core/documents/line-values.js';
import { stateOnly } from '../../core/steps.js';

type Row = Record<string, unknown>;
const LINES = 'stok_opname_rincian';

async function systemQty(trx: Db, gudangId: number, barangId: number): Promise<number> {
  const r = await trx.selectFrom('stok').select('qty').where('lokasi', '=', `G:${gudangId}`).where('barang_id', '=', barangId).executeTakeFirst();
  return Number(r?.qty ?? 0);
}

/** The frozen lines: every goods with a balance in the warehouse (of the category, when one is chosen). */
async function freeze(trx: Db, opname: Row, userId: number | null, at: string): Promise<void> {
  let q = trx.selectFrom('stok').innerJoin('barang', 'barang.id', 'stok.barang_id').select(['stok.barang_id', 'stok.qty'])
    .where('stok.lokasi', '=', `G:${opname.gudang_id}`).where('barang.deleted_at', 'is', null);
  if (opname.kategori_id) q = q.where('barang.kategori_id', '=', opname.kategori_id as number);
  const rows = await q.orderBy('barang.kode').execute();
  for (let i = 0; i < rows.length; i += 200) {
    await trx.insertInto(LINES).values(rows.slice(i, i + 200).map((r, k) => ({
      stok_opname_id: opname.id, barang_id: r.barang_id, qty_sistem: Number(r.qty), line_no: i + k + 1,
      created_at: at, updated_at: at, created_by: userId, updated_by: userId,
    }))).execute();
  }
}

export const postingOpname: StepHandler = async ({ trx, ctx, user, record }) => {
  const rows = await trx.selectFrom(LINES).selectAll().where('stok_opname_id', '=', record.id as number).orderBy('line_no').orderBy('id').execute();
  const uncounted = rows.filter((l) => l.qty_fisik === null || l.qty_fisik === undefined);
  if (rows.length === 0) throw unprocessable({ rincian: ['Stock opname belum berisi barang'] });
  if (uncounted.length) throw unprocessable({ rincian: [`${formatNumber(uncounted.length)} barang belum dihitung`] });
  const lc = ledgerContext(ctx, trx, user);
  const loc = { gudang_id: Number(record.gudang_id) };
  const doc = { tipe: 'stok-opname', id: Number(record.id), nomor: String(record.nomor) };
  const akun = await postingAccount(trx, 'akun_selisih_persediaan_id');
  const lebih = rows.filter((l) => Number(l.qty_fisik) > Number(l.qty_sistem));
  const kurang = rows.filter((l) => Number(l.qty_fisik) < Number(l.qty_sistem));
  const out: Row = { total: 0, jurnal_id: null, jurnal_lebih_id: null };
  if (kurang.length) {
    const res = await stockOut(lc, {
      tanggal: String(record.tanggal), loc, doc, keterangan: `Selisih kurang stock opname ${record.nomor}`, contraAkunId: akun,
      lines: kurang.map((l) => ({ barang_id: Number(l.barang_id), qty: Number(l.qty_sistem) - Number(l.qty_fisik), baris_id: Number(l.id) })),
    });
    await setLineValues(trx, LINES, 'nilai', res.movements.map((m, i) => ({ id: Number(kurang[i].id), value: m.nilai })));
    out.total = Number(out.total) - res.total;
    out.jurnal_id = res.jurnal?.id ?? null;
  }
  if (lebih.length) {
    const lines = [];
    for (const l of lebih) {
      const qty = Number(l.qty_fisik) - Number(l.qty_sistem);
      const cost = await trx.selectFrom('stok_nilai').select(['qty', 'nilai']).where('barang_id', '=', l.barang_id as number).executeTakeFirst();
      const unit = cost && Number(cost.qty) > 0 ? Number(cost.nilai) / Number(cost.qty)
        : Number((await trx.selectFrom('barang').select('harga_beli').where('id', '=', l.barang_id as number).executeTakeFirst())?.harga_beli ?? 0);
      lines.push({ barang_id: Number(l.barang_id), qty, nilai: Math.round(unit * qty), baris_id: Number(l.id) });
    }
    const res = await stockIn(lc, { tanggal: String(record.tanggal), loc, doc, keterangan: `Selisih lebih stock opname ${record.nomor}`, contraAkunId: akun, lines });
    await setLineValues(trx, LINES, 'nilai', lines.map((l) => ({ id: l.baris_id, value: l.nilai })));
    out.total = Number(out.total) + res.total;
    out.jurnal_lebih_id = res.jurnal?.id ?? null;
  }
  await setLineValues(trx, LINES, 'nilai', rows.filter((x) => Number(x.qty_fisik) === Number(x.qty_sistem)).map((l) => ({ id: Number(l.id), value: 0 })));
  return out;
};

export function opnameHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const { ctx } = app;
  const base = numbered('SOP');
  const parentState = async (trx: Db, id: number): Promise<Row> => {
    const p = await trx.selectFrom('stok_opname').selectAll().where('id', '=', id).executeTakeFirst() as Row | undefined;
    if (!p) throw unprocessable({ stok_opname_id: ['Stock Opname tidak ditemukan'] });
    if (p.status !== 'draft') throw conflict(`Stock Opname berstatus ${p.status === 'diposting' ? 'Diposting' : 'Dibatalkan'}; hasil hitungnya tidak dapat diubah lagi`);
    return p;
  };
  return {
    'stok-opname': {
      async beforeSave(args) {
        await base.beforeSave!(args);
        if (args.lines && (args.lines.length > 0 || args.existing)) {
          throw unprocessable({ rincian: ['Rincian diisi dari stok sistem saat stock opname dibuat; isi hasil hitung per baris'] });
        }
        if (args.existing && (('gudang_id' in args.values && args.values.gudang_id !== args.existing.gudang_id) || ('kategori_id' in args.values && args.values.kategori_id !== args.existing.kategori_id))) {
          throw unprocessable({ gudang_id: ['Gudang dan kategori tidak dapat diubah setelah stok sistem dibekukan; buat stock opname baru'] });
        }
      },
      async afterWrite({ trx, id }) {
        const opname = await trx.selectFrom('stok_opname').selectAll().where('id', '=', id).executeTakeFirst() as Row | undefined;
        if (!opname || opname.status !== 'draft') return;
        const has = await trx.selectFrom(LINES).select('id').where('stok_opname_id', '=', id).executeTakeFirst();
        if (!has && !opname.dibekukan_pada) {
          const at = nowIso(ctx);
          await freeze(trx, opname, opname.created_by as number | null, at);
          await trx.updateTable('stok_opname').set({ dibekukan_pada: at }).where('id', '=', id).execute();
        }
      },
    },
    'stok-opname-rincian': {
      async beforeSave({ trx, values, existing }) {
        const line = { ...existing, ...values };
        const parent = await parentState(trx, Number(line.stok_opname_id));
        if (existing && values.stok_opname_id !== undefined && values.stok_opname_id !== existing.stok_opname_id) throw unprocessable({ stok_opname_id: ['Baris tidak dapat dipindah ke stock opname lain'] });
        if (existing && values.barang_id !== undefined && values.barang_id !== existing.barang_id) throw unprocessable({ barang_id: ['Barang baris yang dibekukan tidak dapat diganti'] });
        // Goods found that were not frozen: their system quantity is the balance when the line is added.
        if (!existing) values.qty_sistem = await systemQty(trx, Number(parent.gudang_id), Number(line.barang_id));
        const sistem = Number(existing?.qty_sistem ?? values.qty_sistem);
        values.selisih = line.qty_fisik === null || line.qty_fisik === undefined ? null : Number(line.qty_fisik) - sistem;
      },
      async remove() {
        throw conflict('Baris stock opname tidak dihapus; isi hasil hitungnya (0 bila barang tidak ada)');
      },
    },
  };
}

export function registerOpnameRoutes(app: FastifyInstance): void {
  printRoute(app, 'cetak-stok-opname', 'stok-opname', async (db, doc) => {
    const rows = await db.selectFrom(LINES).innerJoin('barang', 'barang.id', `${LINES}.barang_id`).innerJoin('satuan', 'satuan.id', 'barang.satuan_id')
      .selectAll(LINES).select(['barang.kode as kode', 'barang.nama as nama', 'satuan.kode as satuan'])
      .where('stok_opname_id', '=', doc.id as number).orderBy('line_no').orderBy(`${LINES}.id`).execute();
    return {
      title: 'BERITA ACARA STOCK OPNAME', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [['Gudang', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_id)], ['Kategori', (await nameOf(db, 'kategori', 'nama', doc.kategori_id)) ?? 'Semua'], ['Status', String(doc.status)]],
      columns: [{ label: 'Kode' }, { label: 'Barang', width: '*' }, { label: 'Satuan' }, { label: 'Sistem', kind: 'qty' }, { label: 'Fisik', kind: 'qty' }, { label: 'Selisih', kind: 'qty' }, { label: 'Nilai Selisih', kind: 'money' }],
      rows: rows.map((r) => [r.kode as string, r.nama as string, r.satuan as string, Number(r.qty_sistem), r.qty_fisik === null ? '' : Number(r.qty_fisik), r.selisih === null ? '' : Number(r.selisih), r.nilai === null ? '' : Number(r.nilai)]),
      totals: doc.status === 'diposting' ? [['Selisih Bersih', formatMoney(Number(doc.total))]] : [],
      notes: doc.keterangan as string | null,
      signatures: ['Penghitung', 'Admin Gudang', 'Mengetahui'],
    };
  });
}

/** The stock count's step. */
export const opnameSteps: StepsByResource = { 'stok-opname': { posting: postingOpname, batal: stateOnly } };
