/**
 * A payment of a purchase (`POST /api/input/pembelian-bayar`, the /pembelian/bayar/:id screen): cash out of a
 * company kas or bank, the purchase's payable lowered by a guarded update (never below zero, so never above what
 * is owed), one journal Dr supplier payables / Cr the kas account. A received purchase owing nothing is Lunas.
 */
import { KAS_PERUSAHAAN, kasRefused } from '../../../common/kas.js';
import { findResource } from '../../../common/registry.js';
import { levelIsAny } from '../../../common/levels.js';
import { formatDate, formatMoney, todayJakarta } from '../../../common/format.js';
import { PEMBELI } from '../../../resources/pembelian.js';
import type { ResourceHooks } from '../../core/hooks.js';
import type { AppContext, AuthUser } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { conflict, forbidden, unprocessable } from '../../core/errors.js';
import { nextDocNumber } from '../../core/doc-number.js';
import { writeAudit } from '../../core/audit.js';
import { getRecord, visibleRows } from '../../core/records.js';
import { postJournal, postingAccount, reducePayable } from '../../ledger/index.js';
import { ledgerContext } from '../../core/ledger-context.js';
import { markLunas } from './lunas.js';

type Row = Record<string, unknown>;
export const BYP = 'BYP';
const LABEL: Record<string, string> = { draft: 'Draft', dipesan: 'Dipesan', diterima: 'Diterima', lunas: 'Lunas', ditolak: 'Ditolak' };

export interface PaymentInput { pembelian_id: number; kas_id: number; jumlah: number; tanggal?: string | null; keterangan?: string | null }

/** One payment of a purchase the user sees, in the caller's transaction (the API's save and the demo seed). */
export async function recordPurchasePayment(trx: Db, ctx: AppContext, user: AuthUser, v: PaymentInput): Promise<{ id: number; nomor: string }> {
  if (!levelIsAny(user.level_name, PEMBELI)) throw forbidden('Pembayaran pembelian hanya dapat dilakukan oleh Finance, Owner, General Manager atau Admin');
  const purchase = await visibleRows(trx, findResource(ctx.registry, 'pembelian')!, { user, registry: ctx.registry }).selectAll('pembelian')
    .where('pembelian.id', '=', Number(v.pembelian_id)).executeTakeFirst() as Row | undefined;
  if (!purchase) throw unprocessable({ pembelian_id: ['Pembelian tidak ditemukan'] });
  const state = String(purchase.status);
  if (state !== 'dipesan' && state !== 'diterima') {
    throw conflict(`Pembelian ${purchase.nomor} berstatus ${LABEL[state] ?? state}; pembayaran hanya untuk pembelian berstatus Dipesan atau Diterima`);
  }
  const jumlah = Number(v.jumlah);
  const hutang = Number(purchase.hutang);
  if (hutang === 0) throw conflict(`Pembelian ${purchase.nomor} belum memiliki hutang: belum ada barang diterima atau sudah dibayar seluruhnya`);
  if (jumlah > hutang) throw unprocessable({ jumlah: [`Jumlah melebihi hutang berjalan ${formatMoney(hutang)}`] });
  const tanggal = v.tanggal ?? todayJakarta(ctx.now());
  if (tanggal < String(purchase.tanggal)) throw unprocessable({ tanggal: [`Tanggal bayar tidak boleh sebelum tanggal pembelian (${formatDate(String(purchase.tanggal))})`] });
  const kas = await trx.selectFrom('kas').select(['id', 'akun_id', 'jenis', 'aktif', 'nama']).where('id', '=', Number(v.kas_id)).where('deleted_at', 'is', null).executeTakeFirst();
  if (!kas || !kas.aktif) throw unprocessable({ kas_id: ['Kas tidak ditemukan atau tidak aktif'] });
  if (!(KAS_PERUSAHAAN as string[]).includes(String(kas.jenis))) throw unprocessable({ kas_id: [kasRefused(String(kas.nama), kas.jenis, KAS_PERUSAHAAN)] });

  const lc = ledgerContext(ctx, trx, user);
  if (!await reducePayable(lc, Number(purchase.id), jumlah, 'bayar')) throw conflict(`Hutang pembelian ${purchase.nomor} baru saja berubah; muat ulang lalu coba lagi`);
  const nomor = await nextDocNumber(trx, BYP, tanggal);
  const row = await trx.insertInto('pembelian_bayar').values({
    nomor, tanggal, pembelian_id: Number(purchase.id), supplier_id: Number(purchase.supplier_id), kas_id: Number(kas.id), jumlah,
    keterangan: v.keterangan ?? null, created_at: lc.at, updated_at: lc.at, created_by: user.id, updated_by: user.id,
  }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  const jurnal = await postJournal(lc, {
    tanggal, keterangan: `Pembayaran ${nomor} pembelian ${purchase.nomor}`, doc: { tipe: 'pembelian-bayar', id, nomor },
    lines: [{ akun_id: await postingAccount(trx, 'akun_hutang_supplier_id'), debit: jumlah, kredit: 0 }, { akun_id: Number(kas.akun_id), debit: 0, kredit: jumlah }],
  });
  await trx.updateTable('pembelian_bayar').set({ jurnal_id: jurnal.id }).where('id', '=', id).execute();
  await markLunas(lc, Number(purchase.id), findResource(ctx.registry, 'pembelian'));
  const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'pembelian-bayar')!, id, { user: null });
  await writeAudit(trx, { userId: user.id, action: 'create', resource: 'pembelian-bayar', recordId: id, after: data, at: lc.at });
  return { id, nomor };
}

export const pembelianBayarHooks: ResourceHooks = {
  async save({ trx, req, ctx, prepared }) {
    if (prepared.id) throw conflict('Pembayaran yang sudah dicatat tidak dapat diubah');
    const { id, nomor } = await recordPurchasePayment(trx, ctx, req.user!, prepared.values as unknown as PaymentInput);
    const data = await getRecord(trx, ctx.registry, findResource(ctx.registry, 'pembelian-bayar')!, id, { user: null });
    const p = await trx.selectFrom('pembelian').select('nomor').where('id', '=', Number(data.pembelian_id)).executeTakeFirstOrThrow();
    return { data, created: true, message: `Pembayaran ${nomor} sebesar ${formatMoney(Number(data.jumlah))} untuk pembelian ${p.nomor} tercatat` };
  },
};
