/**
 * Goods conversion: a rule (`konversi`) says how many base units of one goods one base unit of another becomes
 * (1 dus-goods → 24 pcs-goods); a conversion document (`konversi-barang`) in a warehouse takes the source goods out
 * at moving-average cost and puts the resulting goods in at exactly that value, so quantity (by the rule) and value
 * are conserved. Both legs go through the stock-difference account, which nets to zero.
 * `POST /api/konversi` is the calculator the screen uses (answers `message.hasil`).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { ResourceHooks, StepsByResource, StepHandler } from '../../core/hooks.js';
import { badRequest, unprocessable } from '../../core/errors.js';
import { postingAccount, stockIn, stockOut } from '../../ledger/index.js';
import { formatMoney } from '../../../common/format.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { toBaseQty, unitsOf } from '../../core/documents/units.js';
import { documentHooks } from '../../core/documents/line-hooks.js';
import { nameOf } from '../../core/documents/names.js';
import { printRoute } from '../../core/documents/print.js';
import { numbered } from '../../core/documents/numbered.js';
import { setLineValues } from '../../core/documents/line-values.js';
import { stateOnly } from '../../core/steps.js';
import { Type } from '@sinclair/typebox';
import { route } from '../../core/route.js';
import { ServiceBody } from '../../core/route-schema.js';

type Row = Record<string, unknown>;
const LINES = 'konversi_barang_rincian';

async function rule(trx: Db, id: number, field: string): Promise<Row> {
  const r = await trx.selectFrom('konversi').selectAll().where('id', '=', id).executeTakeFirst() as Row | undefined;
  if (!r || !r.aktif) throw unprocessable({ [field]: ['Aturan konversi tidak ditemukan atau tidak aktif'] });
  return r;
}

export const prosesKonversi: StepHandler = async ({ trx, ctx, user, record }) => {
  const rows = await trx.selectFrom(LINES).innerJoin('konversi', 'konversi.id', `${LINES}.konversi_id`)
    .selectAll(LINES).select(['konversi.barang_asal_id', 'konversi.barang_tujuan_id'])
    .where('konversi_barang_id', '=', record.id as number).orderBy('line_no').orderBy(`${LINES}.id`).execute();
  if (rows.length === 0) throw unprocessable({ rincian: ['Konversi belum berisi barang'] });
  const lc = ledgerContext(ctx, trx, user);
  const loc = { gudang_id: Number(record.gudang_id) };
  const doc = { tipe: 'konversi-barang', id: Number(record.id), nomor: String(record.nomor) };
  const akun = await postingAccount(trx, 'akun_selisih_persediaan_id');
  const out = await stockOut(lc, {
    tanggal: String(record.tanggal), loc, doc, contraAkunId: akun, keterangan: `Konversi ${record.nomor}: barang asal keluar`,
    lines: rows.map((l) => ({ barang_id: Number(l.barang_asal_id), qty: Number(l.qty_asal), baris_id: Number(l.id) })),
  });
  const values = out.movements.map((m) => -m.nilai);
  const inn = await stockIn(lc, {
    tanggal: String(record.tanggal), loc, doc, contraAkunId: akun, keterangan: `Konversi ${record.nomor}: barang hasil masuk`,
    lines: rows.map((l, i) => ({ barang_id: Number(l.barang_tujuan_id), qty: Number(l.qty_tujuan), nilai: values[i], baris_id: Number(l.id) })),
  });
  await setLineValues(trx, LINES, 'nilai', rows.map((l, i) => ({ id: Number(l.id), value: values[i] })));
  return { total: out.total, jurnal_id: out.jurnal?.id ?? null, jurnal_masuk_id: inn.jurnal?.id ?? null };
};

export function konversiHooks(app: FastifyInstance): Record<string, ResourceHooks> {
  const hooks = documentHooks(app, {
    parent: 'konversi-barang', child: 'konversi-barang-rincian', foreignKey: 'konversi_barang_id',
    async compute(trx, line, prefix) {
      const r = await rule(trx, Number(line.konversi_id), `${prefix}konversi_id`);
      const jumlah = Number(line.jumlah);
      const qtyAsal = line.satuan_id === null || line.satuan_id === undefined ? jumlah
        : await toBaseQty(trx, Number(r.barang_asal_id), Number(line.satuan_id), jumlah, `${prefix}satuan_id`);
      const qtyTujuan = qtyAsal * Number(r.faktor);
      if (!Number.isSafeInteger(qtyTujuan)) throw unprocessable({ [`${prefix}jumlah`]: ['Jumlah terlalu besar'] });
      return { qty_asal: qtyAsal, qty_tujuan: qtyTujuan };
    },
  }, numbered('KNV'));
  hooks.konversi = {
    beforeSave({ values, existing }) {
      const merged = { ...existing, ...values };
      if (merged.barang_asal_id === merged.barang_tujuan_id) throw unprocessable({ barang_tujuan_id: ['Barang hasil harus berbeda dari barang asal'] });
    },
  };
  return hooks;
}

function positiveInt(body: Row, key: string, required: boolean): number | null {
  const v = body[key];
  if (v === undefined || v === null || v === '') {
    if (required) throw unprocessable({ [key]: [`${key} wajib diisi`] });
    return null;
  }
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0) throw unprocessable({ [key]: ['Harus bilangan bulat lebih dari 0'] });
  return v;
}

export function registerKonversiRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  /**
   * `POST /api/konversi` — the calculator: `{konversi_id, jumlah, satuan_id?}` answers what a conversion by that rule
   * gives (in base units of the resulting goods); `{barang_id, satuan_id, jumlah, satuan_tujuan_id?}` converts
   * between units of one goods (2 dus → 48 pcs). Answers `{message: {hasil}, data: {hasil, sisa, …}}`.
   */
  route(app, { method: 'POST', url: '/api/konversi', menu: '/konversi', action: 'read', summary: 'Hitung hasil konversi barang antar satuan',
    body: ServiceBody(Type.Object({
      konversi_id: Type.Optional(Type.Integer({ minimum: 1 })), barang_id: Type.Optional(Type.Integer({ minimum: 1 })),
      satuan_id: Type.Optional(Type.Integer({ minimum: 1 })), satuan_tujuan_id: Type.Optional(Type.Integer({ minimum: 1 })), jumlah: Type.Integer({ minimum: 1 }),
    }, { additionalProperties: false }), 'pemeriksaan konversi'),
  }, async ({ body: sent }) => {
    const body = (sent ?? {}) as Row;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Isi permintaan harus berupa objek JSON');
    const allowed = ['konversi_id', 'barang_id', 'satuan_id', 'satuan_tujuan_id', 'jumlah'];
    const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
    if (unknown.length) throw badRequest(`Kolom tidak dikenal: ${unknown.join(', ')}`);
    const jumlah = positiveInt(body, 'jumlah', true)!;
    const satuanId = positiveInt(body, 'satuan_id', false);
    const konversiId = positiveInt(body, 'konversi_id', false);
    if (konversiId) {
      const r = await rule(ctx.db, konversiId, 'konversi_id');
      const asal = satuanId ? await toBaseQty(ctx.db, Number(r.barang_asal_id), satuanId, jumlah) : jumlah;
      const hasil = asal * Number(r.faktor);
      return { message: { hasil }, data: { hasil, sisa: 0, qty_asal: asal, barang_asal_id: r.barang_asal_id, barang_tujuan_id: r.barang_tujuan_id } };
    }
    const barangId = positiveInt(body, 'barang_id', true)!;
    const units = await unitsOf(ctx.db, barangId);
    if (units.length === 0) throw unprocessable({ barang_id: ['Barang tidak ditemukan'] });
    const base = satuanId ? await toBaseQty(ctx.db, barangId, satuanId, jumlah) : jumlah;
    const tujuanId = positiveInt(body, 'satuan_tujuan_id', false);
    const tujuan = tujuanId ? units.find((u) => u.satuan_id === tujuanId) : units[0];
    if (!tujuan) throw unprocessable({ satuan_tujuan_id: ['Satuan ini tidak terdaftar untuk barang tersebut'] });
    const hasil = Math.floor(base / tujuan.faktor);
    return { message: { hasil }, data: { hasil, sisa: base - hasil * tujuan.faktor, satuan: tujuan.kode, qty_dasar: base } };
  });

  printRoute(app, 'cetak-konversi-barang', 'konversi-barang', async (db, doc) => {
    const rows = await db.selectFrom(LINES).innerJoin('konversi', 'konversi.id', `${LINES}.konversi_id`)
      .innerJoin('barang as asal', 'asal.id', 'konversi.barang_asal_id').innerJoin('barang as hasil', 'hasil.id', 'konversi.barang_tujuan_id')
      .selectAll(LINES).select(['asal.nama as asal', 'hasil.nama as hasil'])
      .where('konversi_barang_id', '=', doc.id as number).orderBy('line_no').orderBy(`${LINES}.id`).execute();
    return {
      title: 'BUKTI KONVERSI BARANG', nomor: String(doc.nomor), tanggal: String(doc.tanggal),
      facts: [['Gudang', await nameOf(db, 'gudang', 'nama_gudang', doc.gudang_id)], ['Status', String(doc.status)]],
      columns: [{ label: 'Barang Asal', width: '*' }, { label: 'Keluar', kind: 'qty' }, { label: 'Barang Hasil', width: '*' }, { label: 'Masuk', kind: 'qty' }, { label: 'Nilai', kind: 'money' }],
      rows: rows.map((r) => [r.asal as string, Number(r.qty_asal), r.hasil as string, Number(r.qty_tujuan), r.nilai === null ? '' : Number(r.nilai)]),
      totals: doc.status === 'diproses' ? [['Total Nilai', formatMoney(Number(doc.total))]] : [],
      notes: doc.keterangan as string | null,
      signatures: ['Dikerjakan oleh', 'Admin Gudang', 'Mengetahui'],
    };
  });
}

/** The conversion's step. */
export const konversiSteps: StepsByResource = { 'konversi-barang': { proses: prosesKonversi, batal: stateOnly } };
