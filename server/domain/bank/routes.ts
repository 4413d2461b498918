import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { route } from '../../core/route.js';
import { IdParams, IntQuery, NoQuery, Querystring, ServiceBody } from '../../core/route-schema.js';
import { badRequest, HttpError, unprocessable } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { writeAudit } from '../../core/audit.js';
import type { AuthUser } from '../../core/context.js';
import { importStatement, type BankKas, type ImportResult } from './statement-import.js';
import { autoMatch } from './match.js';
import { bookToAccount, kasOf, matchByHand, paymentOnAccount, undoMatch } from './manual-match.js';
import { candidatesOf } from './candidates.js';

const MENU = '/mutasi-bank';
const MAX_BYTES = 16 * 1024 * 1024;
const SHOWN_LINES = 200;

/** A preview runs the whole import, then rolls it back by throwing its result. */
class Preview extends Error {
  constructor(readonly result: ImportResult) { super('pratinjau'); }
}

async function readUpload(req: FastifyRequest): Promise<{ file: Buffer; filename: string; kasId: unknown }> {
  if (!req.isMultipart()) throw new HttpError(415, 'Kirim berkas sebagai multipart/form-data dengan kolom "file" dan "kas_id"');
  let file: Buffer | null = null;
  let filename = 'mutasi';
  let kasId: unknown = (req.query as Record<string, unknown>).kas_id;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') { await part.toBuffer(); continue; }
      file = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `Ukuran berkas paling besar ${MAX_BYTES / 1024 / 1024} MB`);
        throw err;
      });
      filename = part.filename || filename;
    } else if (part.fieldname === 'kas_id') kasId = part.value;
  }
  if (!file || !file.length) throw badRequest('Berkas belum dipilih', { file: ['Pilih berkas mutasi rekening (CSV BCA, Mandiri, BRI, atau MT940)'] });
  return { file, filename, kasId };
}

function bankId(raw: unknown): number {
  const id = Number(raw);
  if (raw === undefined || raw === '' || !Number.isSafeInteger(id) || id < 1) throw unprocessable({ kas_id: ['Rekening bank wajib dipilih'] });
  return id;
}

const idList = (raw: unknown, field: string): number[] => {
  if (!Array.isArray(raw) || raw.some((v) => !Number.isSafeInteger(v) || Number(v) < 1)) throw unprocessable({ [field]: ['Harus daftar id bilangan bulat positif'] });
  return raw as number[];
};

const positiveId = (raw: unknown, field: string): number => {
  if (!Number.isSafeInteger(raw) || Number(raw) < 1) throw unprocessable({ [field]: [`${field} wajib diisi (id)`] });
  return raw as number;
};

/**
 * Bank statements (issue 40, docs/areas/bank.md):
 * - `POST /api/mutasi-bank/import[?pratinjau=1]` multipart `kas_id` + `file`: read, kept once, matched (a preview saves nothing);
 * - `POST /api/mutasi-bank/cocokkan-otomatis` {kas_id}: the matching again over the account's open lines;
 * - `GET /api/mutasi-bank/:id/kandidat`: book lines a bank line may be matched to, best first;
 * - `POST /api/mutasi-bank/cocokkan` {mutasi_bank_id[], jurnal_rincian_id[]}, `POST /api/mutasi-bank/jurnal` {id, akun_id,
 *   keterangan?}, `POST /api/mutasi-bank/uang-muka` {id, konsumen_id}, `POST /api/mutasi-bank/batal-cocok` {id};
 * - `GET /api/mutasi-bank-ringkasan[?kas_id=]`: per bank account, how much of its statements is matched.
 */
export function registerBankRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  async function bankKas(trx: Parameters<typeof kasOf>[0]['trx'], id: number): Promise<BankKas> {
    const k = await trx.selectFrom('kas').select(['id', 'akun_id', 'nama', 'jenis', 'no_rekening']).where('id', '=', id).executeTakeFirst();
    if (!k || k.jenis !== 'bank') throw unprocessable({ kas_id: ['Rekening bank tidak ditemukan (pilih kas berjenis Bank)'] });
    return { id: Number(k.id), akun_id: Number(k.akun_id), nama: String(k.nama), no_rekening: k.no_rekening ? String(k.no_rekening) : null };
  }

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, parts: 4, fields: 2 } });
    route(scope, {
      method: 'POST', url: '/api/mutasi-bank/import', menu: MENU, action: 'create', bodyLimit: MAX_BYTES,
      summary: 'Impor mutasi rekening (CSV BCA/BCA Bisnis/Mandiri/BRI atau MT940) dan cocokkan otomatis; pratinjau=1 tidak menyimpan',
      querystring: Querystring({ pratinjau: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])), kas_id: IntQuery('rekening bank (boleh juga kolom multipart)') }, { strict: true }),
    }, async ({ user, req, query, reply }) => {
      const { file, filename, kasId } = await readUpload(req);
      const id = bankId(kasId);
      const preview = query.pratinjau === '1';
      let result: ImportResult;
      try {
        result = await inTransaction(ctx, async (trx) => {
          const out = await importStatement(ledgerContext(ctx, trx, user), ctx.registry, await bankKas(trx, id), file, filename);
          if (preview) throw new Preview(out);
          return out;
        });
      } catch (e) {
        if (!(e instanceof Preview)) throw e;
        const r = e.result;
        return { data: { ...r, impor: { ...r.impor, id: null, nomor: null } }, message: `Pratinjau: ${r.baris_baru} baris baru, ${r.cocok_otomatis} akan cocok otomatis (${r.persen_cocok}%)` };
      }
      reply.code(201);
      return {
        data: { ...result, baris: result.baris.slice(0, SHOWN_LINES) },
        message: `${result.baris_baru} baris diimpor (${result.impor.nomor}), ${result.cocok_otomatis} cocok otomatis (${result.persen_cocok}%)${result.baris_ganda ? `; ${result.baris_ganda} baris sudah ada dilewati` : ''}`,
      };
    });
  });

  route(app, {
    method: 'POST', url: '/api/mutasi-bank/cocokkan-otomatis', menu: MENU, action: 'update', summary: 'Cocokkan otomatis semua mutasi yang belum cocok satu rekening bank',
    body: ServiceBody(Type.Object({ kas_id: Type.Unknown({ description: 'id rekening bank' }) }, { additionalProperties: false }), 'pencocokan mutasi bank'),
  }, async ({ user, body }) => {
    const id = bankId((body as { kas_id?: unknown }).kas_id);
    const out = await inTransaction(ctx, async (trx) => {
      const lc = ledgerContext(ctx, trx, user);
      const kas = await bankKas(trx, id);
      const r = await autoMatch(lc, ctx.registry, kas);
      const left = await trx.selectFrom('mutasi_bank').select(sql<number>`count(*)`.as('n')).where('kas_id', '=', id).where('status', '!=', 'cocok').executeTakeFirstOrThrow();
      await writeAudit(trx, { userId: user.id, action: 'cocokkan-otomatis', resource: 'mutasi-bank', recordId: null, at: lc.at, after: { kas_id: id, dicocokkan: r.dicocokkan, per_cara: r.per_cara } });
      return { dicocokkan: r.dicocokkan, belum: Number(left.n) };
    });
    return { data: out, message: out.dicocokkan ? `${out.dicocokkan} mutasi cocok otomatis; ${out.belum} belum cocok` : `Tidak ada mutasi baru yang cocok otomatis; ${out.belum} belum cocok` };
  });

  route(app, {
    method: 'GET', url: '/api/mutasi-bank/:id/kandidat', menu: MENU, summary: 'Transaksi buku yang dapat dicocokkan dengan satu mutasi bank, terbaik dulu',
    params: IdParams('id mutasi bank'), querystring: NoQuery(),
  }, async ({ params }) => ({ data: await candidatesOf(ctx.db, ctx.registry, params.id) }));

  const step = (url: string, summary: string, properties: Record<string, ReturnType<typeof Type.Unknown>>, run: (user: AuthUser, body: Record<string, unknown>) => Promise<{ data: unknown; message: string }>) => route(app, {
    method: 'POST', url, menu: MENU, action: 'update', summary,
    body: ServiceBody(Type.Object(properties, { additionalProperties: false }), 'pencocokan mutasi bank'),
  }, async ({ user, body }) => run(user, (body ?? {}) as Record<string, unknown>));

  step('/api/mutasi-bank/cocokkan', 'Cocokkan mutasi bank dengan transaksi buku (boleh dipecah: satu ke beberapa dan sebaliknya)', {
    mutasi_bank_id: Type.Unknown({ description: 'id mutasi bank (daftar)' }), jurnal_rincian_id: Type.Unknown({ description: 'id baris jurnal rekening itu (daftar)' }),
  }, async (user, b) => {
    const bankIds = idList(b.mutasi_bank_id, 'mutasi_bank_id');
    const bookIds = idList(b.jurnal_rincian_id, 'jurnal_rincian_id');
    const out = await inTransaction(ctx, (trx) => matchByHand(ledgerContext(ctx, trx, user), ctx.registry, bankIds, bookIds));
    return { data: out, message: `${bankIds.length} mutasi bank dicocokkan dengan ${bookIds.length} transaksi buku` };
  });

  step('/api/mutasi-bank/jurnal', 'Jurnalkan sisa mutasi bank ke sebuah akun dan cocokkan', {
    id: Type.Unknown({ description: 'id mutasi bank' }), akun_id: Type.Unknown({ description: 'akun lawan' }), keterangan: Type.Unknown({ description: 'keterangan jurnal (opsional)' }),
  }, async (user, b) => {
    const id = positiveId(b.id, 'id');
    const akun = positiveId(b.akun_id, 'akun_id');
    if (b.keterangan !== undefined && b.keterangan !== null && typeof b.keterangan !== 'string') throw unprocessable({ keterangan: ['Keterangan harus teks'] });
    const out = await inTransaction(ctx, (trx) => bookToAccount(ledgerContext(ctx, trx, user), id, akun, (b.keterangan as string | null | undefined) ?? null));
    return { data: out, message: `Mutasi bank dijurnal (${out.nomor}) dan cocok` };
  });

  step('/api/mutasi-bank/uang-muka', 'Jadikan uang masuk tak dikenal uang muka seorang konsumen', {
    id: Type.Unknown({ description: 'id mutasi bank' }), konsumen_id: Type.Unknown({ description: 'konsumen' }),
  }, async (user, b) => {
    const id = positiveId(b.id, 'id');
    const konsumen = positiveId(b.konsumen_id, 'konsumen_id');
    const out = await inTransaction(ctx, (trx) => paymentOnAccount(ledgerContext(ctx, trx, user), id, konsumen));
    return { data: out, message: `Uang masuk dicatat sebagai uang muka konsumen (${out.nomor})` };
  });

  step('/api/mutasi-bank/batal-cocok', 'Batalkan pencocokan satu mutasi bank (jurnal pencocokannya dibalik)', {
    id: Type.Unknown({ description: 'id mutasi bank' }),
  }, async (user, b) => {
    const id = positiveId(b.id, 'id');
    const out = await inTransaction(ctx, (trx) => undoMatch(ledgerContext(ctx, trx, user), id));
    return { data: out, message: 'Pencocokan mutasi bank dibatalkan' };
  });

  route(app, {
    method: 'GET', url: '/api/mutasi-bank-ringkasan', menu: MENU, summary: 'Ringkasan pencocokan mutasi per rekening bank',
    querystring: Querystring({ kas_id: IntQuery('rekening bank') }, { strict: true }),
  }, async ({ query }) => {
    let q = ctx.db.selectFrom('kas as k').leftJoin('mutasi_bank as m', 'm.kas_id', 'k.id')
      .select(['k.id as kas_id', 'k.nama as kas_nama',
        sql<number>`count(m.id)`.as('baris'),
        sql<number>`coalesce(sum(case when m.status = 'cocok' then 1 else 0 end), 0)`.as('cocok'),
        sql<number>`coalesce(sum(case when m.status = 'sebagian' then 1 else 0 end), 0)`.as('sebagian'),
        sql<string | null>`max(m.tanggal)`.as('tgl_akhir')])
      .where('k.jenis', '=', 'bank').groupBy(['k.id', 'k.nama']).orderBy('k.nama');
    if (query.kas_id) q = q.where('k.id', '=', query.kas_id);
    const rows = await q.execute();
    const firsts = await ctx.db.selectFrom('mutasi_bank_impor').select(['kas_id', sql<number>`min(id)`.as('id')]).groupBy('kas_id').execute();
    const openings = firsts.length ? await ctx.db.selectFrom('mutasi_bank_impor').select(['kas_id', 'saldo_awal']).where('id', 'in', firsts.map((f) => Number(f.id))).execute() : [];
    const sums = await ctx.db.selectFrom('mutasi_bank').select(['kas_id', sql<number>`sum(kredit - debit)`.as('n')]).groupBy('kas_id').execute();
    const opening = new Map(openings.map((o) => [Number(o.kas_id), Number(o.saldo_awal)]));
    const moved = new Map(sums.map((s) => [Number(s.kas_id), Number(s.n)]));
    return {
      data: rows.map((r) => {
        const baris = Number(r.baris);
        const cocok = Number(r.cocok);
        const id = Number(r.kas_id);
        return {
          kas_id: id, kas_nama: String(r.kas_nama), baris, cocok, sebagian: Number(r.sebagian), belum: baris - cocok - Number(r.sebagian),
          persen_cocok: baris ? Math.floor((cocok * 100) / baris) : 0,
          saldo_bank: opening.has(id) ? opening.get(id)! + (moved.get(id) ?? 0) : null,
          tgl_akhir: r.tgl_akhir ? String(r.tgl_akhir).slice(0, 10) : null,
        };
      }),
    };
  });
}
