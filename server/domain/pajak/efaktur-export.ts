/**
 * The Coretax upload file of the tax invoices not yet uploaded (`GET /api/efaktur-xml`): chosen by date (and by id
 * when the screen selected some), read from the stored records in pages (no query per invoice), checked whole
 * before the first byte leaves (a bad invoice is a 422, never a cut file), then streamed.
 */
import type { Db } from '../../db/connection.js';
import { loadSettings } from '../../ledger/index.js';
import { unprocessable, conflict } from '../../core/errors.js';
import { formatDate } from '../../../common/format.js';
import { CoretaxInputError } from './decimal.js';
import { taxInvoiceXml, type BuyerDocument, type Seller, type TaxInvoiceInput } from './coretax-xml.js';

const PAGE = 500;

export interface ExportSelection {
  tgl_awal: string;
  tgl_akhir: string;
  /** Only these invoices (the screen's selection); empty = every one of the period not yet uploaded. */
  ids: number[];
  /** Only invoices up to this id (the confirmation names what the file held, not what was made since). */
  sampaiId?: number;
}

/** The company as seller: PKP with its NPWP and NITKU (Pengaturan Perusahaan), else a 409 saying what to fill. */
export async function sellerOf(db: Db): Promise<Seller> {
  const s = await loadSettings(db);
  if (!s.pkp) throw conflict('Perusahaan belum ditandai PKP di Pengaturan Perusahaan: faktur pajak hanya untuk PKP');
  if (!s.npwp || !s.nitku) throw conflict('Lengkapi NPWP dan NITKU perusahaan di Pengaturan Perusahaan sebelum mengunduh XML Coretax');
  return { tin: String(s.npwp), idtku: String(s.nitku) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function selected(db: Db, sel: ExportSelection): any {
  let q = db.selectFrom('faktur_pajak').where('status', '=', 'belum_diunggah')
    .where('tanggal', '>=', sel.tgl_awal).where('tanggal', '<=', sel.tgl_akhir);
  if (sel.ids.length) q = q.where('id', 'in', sel.ids);
  if (sel.sampaiId !== undefined) q = q.where('id', '<=', sel.sampaiId);
  return q;
}

/** How many invoices the selection holds and its highest id; a 422 when there is none. */
export async function exportSummary(db: Db, sel: ExportSelection): Promise<{ jumlah: number; sampaiId: number }> {
  const row = await selected(db, sel).select([
    (eb: any) => eb.fn.countAll().as('n'), (eb: any) => eb.fn.max('id').as('max_id'), // eslint-disable-line @typescript-eslint/no-explicit-any
  ]).executeTakeFirst();
  const jumlah = Number(row?.n ?? 0);
  if (jumlah === 0) {
    throw unprocessable({ tgl_awal: [`Tidak ada faktur pajak yang belum diunggah pada ${formatDate(sel.tgl_awal)} s.d. ${formatDate(sel.tgl_akhir)}`] });
  }
  return { jumlah, sampaiId: Number(row.max_id) };
}

/** The selected invoices as Coretax inputs, a page at a time, oldest first. */
export async function* exportInvoices(db: Db, sel: ExportSelection): AsyncGenerator<TaxInvoiceInput> {
  let after = 0;
  for (;;) {
    const heads = await selected(db, sel).selectAll().where('id', '>', after).orderBy('id').limit(PAGE).execute() as Array<Record<string, unknown>>;
    if (heads.length === 0) return;
    const ids = heads.map((h) => Number(h.id));
    const lines = await db.selectFrom('faktur_pajak_rincian').selectAll().where('faktur_pajak_id', 'in', ids).orderBy('faktur_pajak_id').orderBy('id').execute();
    const byInvoice = new Map<number, typeof lines>();
    for (const l of lines) {
      const list = byInvoice.get(Number(l.faktur_pajak_id)) ?? [];
      list.push(l);
      byInvoice.set(Number(l.faktur_pajak_id), list);
    }
    for (const h of heads) yield invoiceInput(h, byInvoice.get(Number(h.id)) ?? []);
    after = ids[ids.length - 1];
    if (heads.length < PAGE) return;
  }
}

function invoiceInput(h: Record<string, unknown>, lines: Array<Record<string, unknown>>): TaxInvoiceInput {
  const document = String(h.jenis_dokumen) as BuyerDocument;
  const number = String(h.npwp_nik);
  const otherBaseRatio = { numerator: Number(h.dpp_pembilang), denominator: Number(h.dpp_penyebut) };
  return {
    date: String(h.tanggal), trxCode: String(h.kode_transaksi), refDesc: String(h.referensi),
    buyer: {
      document, ...(document === 'TIN' ? { tin: number } : { documentNumber: number }),
      name: String(h.nama_pembeli), address: String(h.alamat_pembeli ?? '-'),
      ...(h.email_pembeli ? { email: String(h.email_pembeli) } : {}), ...(h.nitku ? { idtku: String(h.nitku) } : {}),
    },
    lines: lines.map((l) => ({
      opt: String(l.opt) as 'A' | 'B', code: String(l.kode), name: String(l.nama), unit: String(l.satuan),
      price: Number(l.harga), qty: Number(l.qty), totalDiscount: Number(l.diskon), vatRate: Number(l.tarif), otherBaseRatio,
    })),
  };
}

/** Checks every selected invoice as the file will carry it: a 422 naming the first bad one (its nota and line). */
export async function checkExport(db: Db, seller: Seller, sel: ExportSelection): Promise<void> {
  for await (const inv of exportInvoices(db, sel)) {
    try {
      taxInvoiceXml(seller, inv);
    } catch (e) {
      if (e instanceof CoretaxInputError) throw unprocessable({ faktur: [e.message] });
      throw e;
    }
  }
}
