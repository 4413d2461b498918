import type { FastifyInstance } from 'fastify';
import { findResource, tableName } from '../../../common/registry.js';
import { formatDate, formatMoney, todayJakarta } from '../../../common/format.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import { route } from '../../core/route.js';
import { DateQuery, FieldsBody, IdParams, IntQuery, Querystring, RegistryInputBody, TextQuery } from '../../core/route-schema.js';
import { notFound } from '../../core/errors.js';
import { loadExcel } from '../../core/heavy-packages.js';
import { getRecord, visibleRows } from '../../core/records.js';
import { prepareSave } from '../../core/save.js';
import { inTransaction } from '../../core/transaction.js';
import type { Db } from '../../db/connection.js';
import { sendFile } from '../../print/reply.js';
import { isSales } from '../../core/documents/access.js';
import { karyawanName } from '../../core/documents/names.js';
import type { Row } from '../../core/documents/row.js';
import { TIPE, createDeposit, deleteDeposit, groupsOf, groupsOfDeposits, totalsOf, type DepositInput, type Groups } from './setoran.js';

const TIPE_LABEL: Record<string, string> = { tunai: 'Tunai', transfer: 'Transfer & QRIS', giro: 'Giro', nota_putih: 'Nota Putih (Kredit)' };
const STATUS_LABEL: Record<string, string> = { diajukan: 'Diajukan', diterima: 'Diterima', disetujui: 'Disetujui' };

/** A deposit the user sees (a salesperson only their own), else 404. */
async function visibleDeposit(db: Db, ctx: AppContext, user: AuthUser, id: number): Promise<Row> {
  const def = findResource(ctx.registry, 'setoran')!;
  const row = await visibleRows(db, def, { user, registry: ctx.registry }).selectAll(tableName(def)).where('setoran.id', '=', id).executeTakeFirst() as Row | undefined;
  if (!row) throw notFound('Setoran tidak ditemukan');
  return row;
}

/** Cells a spreadsheet would run as a formula (`= + - @`, tab, carriage return, NUL) get a leading quote. */
const cell = (v: unknown) => (typeof v === 'string' && /^[=+\-@\t\r\0]/.test(v) ? `'${v}` : v);

async function depositWorkbook(ctx: AppContext, record: Row, groups: Groups, pecahan: Row[]): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  const ws = wb.addWorksheet('Setoran');
  ws.columns = [{ width: 20 }, { width: 14 }, { width: 32 }, { width: 22 }, { width: 22 }, { width: 18 }];
  const add = (values: unknown[], bold = false) => { const r = ws.addRow(values.map(cell)); if (bold) r.font = { bold: true }; return r; };
  add([`SETORAN ${record.nomor}`], true);
  add(['Tanggal', formatDate(String(record.tanggal))]);
  add(['Sales', await karyawanName(ctx.db, record.karyawan_id as number)]);
  add(['Status', STATUS_LABEL[String(record.status)] ?? record.status]);
  add([]);
  const totals = totalsOf(groups);
  for (const t of TIPE) {
    add([TIPE_LABEL[t]], true);
    add(['Nomor', 'Tanggal', 'Konsumen', 'Penjualan/Hutang', t === 'giro' ? 'No. Giro / Bank' : 'Kas', 'Nominal'], true);
    for (const e of groups[t]) {
      const r = add([e.nomor, formatDate(e.tanggal), e.konsumen ?? '', e.penjualan_nomor ?? e.hutang_nomor ?? '', t === 'giro' ? `${e.giro_nomor ?? ''} / ${e.giro_bank ?? ''}` : `${e.kas ?? ''}${e.tipe === 'qris' ? ' (QRIS)' : ''}`, e.nominal]);
      r.getCell(6).numFmt = '#,##0';
    }
    const r = add(['', '', '', '', `Total ${TIPE_LABEL[t]}`, totals[t]], true);
    r.getCell(6).numFmt = '#,##0';
    add([]);
  }
  add(['Pecahan Uang'], true);
  add(['Pecahan', 'Lembar', 'Subtotal'], true);
  for (const p of pecahan) add([Number(p.nominal), Number(p.lembar), Number(p.subtotal)]).eachCell((c) => { c.numFmt = '#,##0'; });
  add([]);
  for (const [label, v] of [['Tunai (sistem)', record.tunai_sistem], ['Tunai disetor', record.tunai_disetor], ['Selisih', record.selisih]] as const) {
    add([label, Number(v)], true).getCell(2).numFmt = '#,##0';
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function registerSetoranRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const def = () => findResource(ctx.registry, 'setoran')!;

  /** `POST /api/transaksi-setor`: the same service as `POST /api/input/setoran`. */
  route(app, {
    method: 'POST', url: '/api/transaksi-setor', menu: '/setoran', action: 'create', summary: 'Ajukan setoran baru (sama dengan simpan setoran)',
    body: RegistryInputBody('setoran'),
  }, async ({ user, req, reply }) => {
    const prepared = await prepareSave(ctx, def(), req.body);
    if (prepared.id) return reply.code(400).send({ message: 'Panggilan ini hanya membuat setoran baru; kirim tanpa id' });
    const data = await inTransaction(ctx, async (trx) => {
      const { id } = await createDeposit(trx, ctx, user, { ...(prepared.values as DepositInput), pecahan: (prepared.lines ?? []) as DepositInput['pecahan'] });
      return getRecord(trx, ctx.registry, def(), id, { user: null });
    });
    reply.code(201);
    return { data, message: `Setoran ${data.nomor} diajukan: tunai ${formatMoney(Number(data.tunai_disetor))} dari ${formatMoney(Number(data.tunai_sistem))}` };
  });

  route(app, {
    method: 'POST', url: '/api/transaksi-setor-delete', menu: '/setoran', action: 'update', summary: 'Hapus setoran; pembayarannya dapat disetor ulang',
    body: FieldsBody<{ id: number }>([{ name: 'id', kind: 'int', label: 'Setoran', required: true, min: 1 }]),
  }, async ({ user, body: b }) => {
    const nomor = await inTransaction(ctx, async (trx) => {
      const record = await visibleDeposit(trx, ctx, user, b.id);
      await deleteDeposit(trx, ctx, user, record);
      return String(record.nomor);
    });
    return { data: { id: b.id }, message: `Setoran ${nomor} dihapus; pembayarannya dapat disetor ulang` };
  });

  /** `GET /api/setoran/:id`: the deposit with its payment groups (SPEC.md section 3) and denominations. */
  route(app, { method: 'GET', url: '/api/setoran/:id', menu: '/setoran', summary: 'Satu setoran dengan kelompok pembayaran dan pecahannya', params: IdParams('id setoran') }, async ({ user, params }) => {
    const record = await visibleDeposit(ctx.db, ctx, user, params.id);
    const data = await getRecord(ctx.db, ctx.registry, def(), Number(record.id), { user });
    const groups = await groupsOf(ctx.db, { setoran_id: Number(record.id) });
    return { data: { ...data, groups, totals: totalsOf(groups) } };
  });

  /** `GET /api/transaksi-setor-list?status=&karyawan_id=&dari=&sampai=&page=&perPage=`: deposits with their groups, newest first. */
  route(app, {
    method: 'GET', url: '/api/transaksi-setor-list', menu: '/setoran', summary: 'Daftar setoran dengan kelompok pembayarannya, terbaru dahulu',
    querystring: Querystring({
      status: TextQuery('diajukan, diterima atau disetujui'), karyawan_id: IntQuery('id sales'), dari: DateQuery(), sampai: DateQuery(),
      page: IntQuery('halaman (mulai 1)'), perPage: IntQuery('baris per halaman (paling banyak 200)'),
    }, { strict: true }),
  }, async ({ user, query: q }) => {
    let query = visibleRows(ctx.db, def(), { user, registry: ctx.registry });
    const status = q.status ?? null;
    if (status) {
      if (!STATUS_LABEL[status]) return { data: [], total: 0 };
      query = query.where('setoran.status', '=', status);
    }
    if (q.karyawan_id) query = query.where('setoran.karyawan_id', '=', q.karyawan_id);
    if (q.dari) query = query.where('setoran.tanggal', '>=', q.dari);
    if (q.sampai) query = query.where('setoran.tanggal', '<=', q.sampai);
    const perPage = Math.min(Math.max(q.perPage ?? 200, 1), 200);
    const page = Math.max(q.page ?? 1, 1);
    const [rows, counted] = await Promise.all([
      query.leftJoin('karyawan as penyetor', 'penyetor.id', 'setoran.karyawan_id').selectAll('setoran').select('penyetor.nama_lengkap as sales')
        .orderBy('setoran.tanggal', 'desc').orderBy('setoran.id', 'desc').limit(perPage).offset((page - 1) * perPage).execute() as Promise<Row[]>,
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    const groups = await groupsOfDeposits(ctx.db, rows.map((r) => Number(r.id)));
    const data = rows.map((r) => {
      const own = groups.get(Number(r.id))!;
      return { ...r, sales: r.sales ?? '-', groups: own, totals: totalsOf(own) };
    });
    return { data, total: Number(counted?.n ?? 0) };
  });

  /** `GET /api/setoran-ringkasan?karyawan_id=&tanggal=&trip_kendaraan_id=`: what a deposit would take now. */
  route(app, {
    method: 'GET', url: '/api/setoran-ringkasan', menu: '/setoran', summary: 'Pembayaran yang akan diambil setoran sales pada tanggal itu',
    querystring: Querystring({ karyawan_id: IntQuery('id sales'), tanggal: DateQuery(), trip_kendaraan_id: IntQuery('id trip kendaraan') }, { strict: true }),
  }, async ({ user, query: q }) => {
    const sent = q.karyawan_id ?? null;
    const karyawanId = isSales(user) ? user.karyawan_id : sent;
    if (isSales(user) && sent && sent !== user.karyawan_id) throw notFound('Sales tidak ditemukan');
    if (!karyawanId) return { data: { karyawan_id: null, groups: { tunai: [], transfer: [], giro: [], nota_putih: [] }, totals: { tunai: 0, transfer: 0, giro: 0, nota_putih: 0 }, jumlah: 0 } };
    const tanggal = q.tanggal ?? todayJakarta(ctx.now());
    const groups = await groupsOf(ctx.db, { karyawan_id: karyawanId, tanggal, trip_kendaraan_id: q.trip_kendaraan_id ?? null });
    return {
      data: {
        karyawan_id: karyawanId, sales: await karyawanName(ctx.db, karyawanId), tanggal, groups, totals: totalsOf(groups),
        jumlah: TIPE.reduce((s, t) => s + groups[t].length, 0),
      },
    };
  });

  route(app, { method: 'GET', url: '/api/export-setor/:id', menu: '/setoran', summary: 'Unduh setoran sebagai XLSX', params: IdParams('id setoran') }, async ({ user, params, reply }) => {
    const record = await visibleDeposit(ctx.db, ctx, user, params.id);
    const groups = await groupsOf(ctx.db, { setoran_id: Number(record.id) });
    const pecahan = await ctx.db.selectFrom('setoran_pecahan').selectAll().where('setoran_id', '=', Number(record.id)).orderBy('nominal', 'desc').execute() as Row[];
    const file = await depositWorkbook(ctx, record, groups, pecahan);
    return sendFile(reply, `${String(record.nomor).replace(/\//g, '-')}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file);
  });
}
