import type { FastifyInstance } from 'fastify';
import { todayJakarta } from '../../../common/format.js';
import { findResource } from '../../../common/registry.js';
import { conflict, notFound } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { getRecord } from '../../core/records.js';
import { checkIntegrity, CLOSING_SOURCE, reverseJournal } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { accountLedger, parseLedgerQuery } from './account-ledger.js';
import { ledgerQueryKeys } from './account-ledger.js';
import { route } from '../../core/route.js';
import { FieldsBody, IdParams, Querystring } from '../../core/route-schema.js';

/** Journal cancellation, the account ledger and the integrity check. */
export function registerLedgerRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  route(app, {
    method: 'POST', url: '/api/jurnal-batal', menu: '/jurnal', action: 'delete', summary: 'Batalkan jurnal dengan jurnal pembalik',
    body: FieldsBody<{ id: number; tanggal: string | null; keterangan: string | null }>([
      { name: 'id', kind: 'ref', ref: 'jurnal', label: 'Jurnal', required: true },
      { name: 'tanggal', kind: 'date', label: 'Tanggal Pembatalan' },
      { name: 'keterangan', kind: 'text', label: 'Keterangan' },
    ]),
  }, async ({ user, body }) => {
    const data = await inTransaction(ctx, async (trx) => {
      const exists = await trx.selectFrom('jurnal').select(['id', 'sumber']).where('id', '=', body.id).executeTakeFirst();
      if (!exists) throw notFound('Jurnal tidak ditemukan');
      if (exists.sumber === CLOSING_SOURCE) throw conflict('Jurnal penutup tahun tidak dapat dibatalkan');
      const reversal = await reverseJournal(ledgerContext(ctx, trx, user), body.id, body.tanggal ?? todayJakarta(ctx.now()), body.keterangan ?? undefined);
      return getRecord(trx, ctx.registry, findResource(ctx.registry, 'jurnal')!, reversal.id, { user: null });
    });
    return { data, message: `Jurnal dibatalkan dengan jurnal pembalik ${data.nomor}` };
  });

  route(app, {
    method: 'GET', url: '/api/buku-besar/:id', menu: '/akun', summary: 'Buku besar satu akun dengan saldo berjalan',
    params: IdParams('id akun'), querystring: Querystring(ledgerQueryKeys, { strict: false }),
  }, async ({ params, query }) => {
    const result = await accountLedger(ctx.db, ctx.registry, params.id, parseLedgerQuery(query as Record<string, string>));
    if (!result) throw notFound('Akun tidak ditemukan');
    return result;
  });

  // The trial balance (GET /api/neraca-saldo) is the laporan area's, beside the statements it agrees with.

  // The menu's grant decides, as everywhere (DESIGN.md section 4): admin, owner and finance hold it in base data.
  route(app, { method: 'GET', url: '/api/integritas', menu: '/integritas', summary: 'Periksa keutuhan buku besar', querystring: Querystring({}, { strict: false }) }, async () => {
    return checkIntegrity(ctx.db);
  });
}
