/**
 * Posting dates (issue 36): a step posts on its document's date or the posting date the user sets (tgl_posting),
 * never on the day of the click; a date on or before the closing date is a 409 naming it; the audit row and the
 * step's stamp keep the click.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayJakarta } from '../../../common/format.js';
import { collect, get, kas, openInvoices, post } from '../penagihan/fixtures.js';
import { companyKas, draftBody } from '../biaya/fixtures.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const today = todayJakarta();
const D = addDays(today, -6);
const E = addDays(today, -2);

/** Cash counted exactly: Rp 1.000 notes and the odd rupiah as Rp 1 pieces. */
const exact = (amount: number) => [{ nominal: 1_000, lembar: Math.floor(amount / 1000) }, { nominal: 1, lembar: amount % 1000 }].filter((p) => p.lembar > 0);

async function journalDate(id: unknown): Promise<string> {
  const j = await t.database.db.selectFrom('jurnal').select('tanggal').where('id', '=', Number(id)).executeTakeFirstOrThrow();
  return String(j.tanggal).slice(0, 10);
}

async function setClosing(tanggal: string | null) {
  await t.database.db.updateTable('setting').set({ tanggal_tutup_buku: tanggal }).execute();
}

/** A cost payment document (pembayaran) dated `tanggal`, drafted by the GM. */
async function costDoc(tanggal: string) {
  const res = await post(t, 'gm', 'input/pembayaran', { ...(await draftBody(t, 'pembayaran')), tanggal });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; nomor: string };
}

afterAll(async () => { await setClosing(null); });

describe('posting dates follow the document', () => {
  it('a deposit dated six days ago and approved today is journalled on its own date; the audit keeps the click', async () => {
    const inv = (await openInvoices(t, 'sales1')).find((h) => h.sisa >= 100_000)!;
    const hutang = await t.database.db.selectFrom('hutang').select('tanggal').where('id', '=', inv.id).executeTakeFirstOrThrow();
    expect(String(hutang.tanggal).slice(0, 10) <= D).toBe(true);
    await collect(t, 'sales1', { hutang_id: inv.id, tipe: 'tunai', jumlah: 100_000, tanggal: D });
    const preview = (await get(t, 'sales1', `setoran-ringkasan?tanggal=${D}`)).json().data;
    expect(preview.totals.tunai).toBeGreaterThanOrEqual(100_000);
    const made = await post(t, 'sales1', 'transaksi-setor', { tanggal: D, pecahan: exact(preview.totals.tunai) });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect((await post(t, 'finance', 'transaksi-terima', { id })).statusCode).toBe(200);
    const approved = await post(t, 'finance', 'transaksi-setor-approve', { id, kas_id: (await kas(t, 'KAS-01')).id });
    expect(approved.statusCode, approved.body).toBe(200);
    const data = approved.json().data;
    expect(data.selisih).toBe(0);
    expect(await journalDate(data.jurnal_id)).toBe(D);
    // the stamp and the audit row: the click, today
    expect(todayJakarta(new Date(data.disetujui_pada))).toBe(today);
    const audit = await t.database.db.selectFrom('audit_log').select(['created_at']).where('resource', '=', 'setoran').where('record_id', '=', id)
      .where('action', '=', 'approve').executeTakeFirstOrThrow();
    expect(todayJakarta(new Date(String(audit.created_at)))).toBe(today);
  });

  it('a cost document of two days ago paid today is journalled on its date; a posting date may move it later, not earlier nor past today', async () => {
    const doc = await costDoc(E);
    const kasId = (await companyKas(t)).id;
    const before = await post(t, 'finance', 'pembayaran-berikan', { id: doc.id, kas_id: kasId, tgl_posting: addDays(E, -1) });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors.tgl_posting[0]).toContain(formatDate(E));
    const future = await post(t, 'finance', 'pembayaran-berikan', { id: doc.id, kas_id: kasId, tgl_posting: addDays(today, 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.tgl_posting[0]).toContain('setelah hari ini');
    const paid = await post(t, 'finance', 'pembayaran-berikan', { id: doc.id, kas_id: kasId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await journalDate(paid.json().data.jurnal_id)).toBe(E);
    expect(todayJakarta(new Date(paid.json().data.diberikan_pada))).toBe(today);
  });

  it('a date in a closed period is refused with 409 naming the closing date; a posting date after it goes through', async () => {
    const doc = await costDoc(E);
    const kasId = (await companyKas(t)).id;
    await setClosing(E);
    const closed = await post(t, 'finance', 'pembayaran-berikan', { id: doc.id, kas_id: kasId });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain(`tutup buku s.d. ${formatDate(E)}`);
    const explicit = await post(t, 'finance', 'pembayaran-berikan', { id: doc.id, kas_id: kasId, tgl_posting: E });
    expect(explicit.statusCode).toBe(409);
    expect(explicit.json().message).toContain(formatDate(E));
    const state = await t.database.db.selectFrom('pembayaran').select(['status', 'jurnal_id']).where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(state).toMatchObject({ status: 'draft', jurnal_id: null });
    const open = await post(t, 'finance', 'pembayaran-berikan', { id: doc.id, kas_id: kasId, tgl_posting: today });
    expect(open.statusCode, open.body).toBe(200);
    expect(await journalDate(open.json().data.jurnal_id)).toBe(today);
    // its cancellation voids it where it was posted (today), not on the closed document date
    const cancel = await post(t, 'finance', 'pembayaran-cancel', { id: doc.id, alasan_batal: 'Uji pembatalan' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const reversal = await t.database.db.selectFrom('jurnal').select('tanggal').where('jurnal_asal_id', '=', Number(open.json().data.jurnal_id)).executeTakeFirstOrThrow();
    expect(String(reversal.tanggal).slice(0, 10)).toBe(today);
    await setClosing(null);
  });
});
