import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { jurnalLines, settingId } from '../gudang/fixtures.js';
import { akunSaldo, companyKas, draftBody, kasSaldo, today } from '../biaya/fixtures.js';
import { useApiApp } from '../support/test-app.js';
import { pdfText } from '../support/pdf-text.js';
import { addDays } from '../../../common/format.js';
import { firstDay, lastDay } from '../../../server/core/reports/period.js';

const { t, post, get } = useApiApp();
type Row = Record<string, unknown>;

const db = () => t.database.db;
const akunId = async (kode: string) => Number((await db().selectFrom('akun').select('id').where('kode', '=', kode).executeTakeFirstOrThrow()).id);
const objekId = async (kode: string) => Number((await db().selectFrom('objek_pph23').select('id').where('kode', '=', kode).orderBy('berlaku_mulai').executeTakeFirstOrThrow()).id);
const periode = () => today().slice(0, 7);

let vendorNo = 0;
async function vendor(identity: { npwp?: string; nik?: string }): Promise<number> {
  vendorNo += 1;
  const res = await post('admin', '/input/vendor', { kode: `VP23-${vendorNo}`, nama: `Vendor PPh 23 ${vendorNo}`, jenis: 'jasa', ...identity });
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json().data.id);
}

/** A cost document of `kind` (200.000 in two lines) with PPh 23 on `kode`, paid by finance; the paid record. */
async function paid(kind: string, kode: string, vendorId: number, extra: Row = {}): Promise<Row> {
  const made = await post('gm', `/input/${kind}`, { ...(await draftBody(t, kind)), objek_pph23_id: await objekId(kode), vendor_id: vendorId, ...extra });
  expect(made.statusCode, made.body).toBe(201);
  const given = await post('finance', `/${kind}-berikan`, { id: made.json().data.id, kas_id: (await companyKas(t)).id });
  expect(given.statusCode, given.body).toBe(200);
  return (await get('finance', `/${kind}/${made.json().data.id}`)).json().data;
}

/** Net credit of Hutang PPh 23 over the month's journal lines. */
async function hutangOfMonth(): Promise<number> {
  const row = await db().selectFrom('jurnal_rincian').innerJoin('jurnal', 'jurnal.id', 'jurnal_rincian.jurnal_id')
    .select([(eb) => eb.fn.sum<number>('jurnal_rincian.kredit').as('k'), (eb) => eb.fn.sum<number>('jurnal_rincian.debit').as('d')])
    .where('jurnal_rincian.akun_id', '=', await akunId('2-1420'))
    .where('jurnal.tanggal', '>=', firstDay(periode())).where('jurnal.tanggal', '<=', lastDay(periode())).executeTakeFirstOrThrow();
  return Number(row.k ?? 0) - Number(row.d ?? 0);
}

describe('PPh 23 withheld when a cost document pays a service (issue 38)', () => {
  it('2 % of the gross less PPN for a vendor with an NPWP: the kas pays the rest, Hutang PPh 23 holds it, a bukti potong is numbered', async () => {
    const kas = await companyKas(t);
    const hutang = await akunSaldo(t, '2-1420');
    const paidOut = async () => {
      const d = (await get('finance', `/dashboard-pembayaran?jenis=pembayaran&tgl_awal=${today()}&tgl_akhir=${today()}`)).json().data;
      return Number(d.kas.find((k: Row) => k.kas_id === kas.id)?.total ?? 0);
    };
    const before = await paidOut();
    const v = await vendor({ npwp: '0019876543424000' });
    const doc = await paid('pembayaran', '24-104-30', v, { ppn: 19_820 });
    // (200.000 − 19.820) × 2 % = 3.603,6 → 3.604 (half up).
    expect(doc).toMatchObject({ status: 'diberikan', dpp_pph23: 180_180, tarif_pph23: 200, pph23: 3_604, tgl_bukti_potong: today(), status_ebupot: 'belum_dilaporkan' });
    expect(String(doc.no_bukti_potong)).toMatch(new RegExp(`^BP23/${today().slice(0, 4)}/${today().slice(5, 7)}/\\d{4}$`));
    const lines = await jurnalLines(t, Number(doc.jurnal_id));
    expect(lines.slice(-2)).toEqual([
      { akun_id: kas.akun_id, debit: 0, kredit: 196_396 },
      { akun_id: await settingId(t, 'akun_hutang_pph23_id'), debit: 0, kredit: 3_604 },
    ]);
    expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(lines.reduce((s, l) => s + l.kredit, 0));
    expect(await settingId(t, 'akun_hutang_pph23_id')).toBe(await akunId('2-1420'));
    expect(await kasSaldo(t, kas.id)).toBe(kas.saldo - 196_396);
    expect(await akunSaldo(t, '2-1420')).toBe(hutang + 3_604);
    // The payment summary counts what left the kas.
    expect(await paidOut()).toBe(before + 196_396);
  });

  it('100 % more for a vendor without an NPWP (4 %), 15 % on royalties, and the rate in force on the payment date', async () => {
    const byNik = await vendor({ nik: '3171011203850002' });
    const cleaning = await paid('biaya-operasional', '24-104-36', byNik);
    expect(cleaning).toMatchObject({ dpp_pph23: 200_000, tarif_pph23: 400, pph23: 8_000 });
    // Its print says what was withheld and what was paid.
    const pdf = await t.call('finance', { method: 'GET', url: `/api/cetak-bop-gudang/${cleaning.id}` });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const words of [`PPh 23 4% (${String(cleaning.no_bukti_potong)})`, '(Rp. 8.000)', 'Dibayarkan', 'Rp. 192.000']) expect(text).toContain(words);
    const npwp = await vendor({ npwp: '0021234567424000' });
    expect(await paid('biaya-pengambilan', '24-103-01', npwp)).toMatchObject({ tarif_pph23: 1_500, pph23: 30_000 });
    expect(await paid('pembayaran', '24-103-01', byNik)).toMatchObject({ tarif_pph23: 3_000, pph23: 60_000 });

    // A new rate of Jasa Manajemen from today: a payment dated today takes it, one dated yesterday the old one.
    const rate = await post('admin', '/input/objek-pph23', { kode: '24-104-02', nama: 'Jasa Manajemen', tarif: 250, berlaku_mulai: today(), dasar_hukum: 'Uji' });
    expect(rate.statusCode, rate.body).toBe(201);
    expect(await paid('pembayaran', '24-104-02', npwp)).toMatchObject({ tarif_pph23: 250, pph23: 5_000 });
    expect(await paid('pembayaran', '24-104-02', npwp, { tanggal: addDays(today(), -1) })).toMatchObject({ tarif_pph23: 200, pph23: 4_000 });
  });

  it('a tax object needs its vendor (422, nothing written); kinds without PPN masukan carry no PPh 23 (400)', async () => {
    const before = await db().selectFrom('pembayaran').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await post('gm', '/input/pembayaran', { ...(await draftBody(t, 'pembayaran')), objek_pph23_id: await objekId('24-104-01') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.vendor_id).toEqual(['Vendor wajib diisi bila Objek PPh 23 diisi']);
    const after = await db().selectFrom('pembayaran').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await post('gm', '/input/entertain', { ...(await draftBody(t, 'entertain')), objek_pph23_id: await objekId('24-104-01') })).statusCode).toBe(400);
  });

  it('cancelling reverses the withholding with the payment; the payee of a bukti potong stays fixed', async () => {
    const v = await vendor({ npwp: '0031234567424000' });
    const kas = await companyKas(t);
    const hutang = await akunSaldo(t, '2-1420');
    const doc = await paid('pembayaran', '24-100-02', v);
    expect(await akunSaldo(t, '2-1420')).toBe(hutang + 4_000);
    const other = await vendor({ npwp: '0041234567424000' });
    const swap = await post('finance', '/input/pembayaran', { id: doc.id, vendor_id: other });
    expect(swap.statusCode).toBe(409);
    const cancelled = await post('finance', '/pembayaran-cancel', { id: doc.id, alasan_batal: 'Salah vendor' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await akunSaldo(t, '2-1420')).toBe(hutang);
    expect(await kasSaldo(t, kas.id)).toBe(kas.saldo);
  });

  it('the month\'s BPPU file: its TaxBase × Rate equal the month\'s Hutang PPh 23; reported once; cancel then refused', async () => {
    const bare = await vendor({});
    await paid('biaya-operasional', '24-104-32', bare);
    const refused = await get('finance', `/ebupot-bppu-xml?periode=${periode()}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Lengkapi NPWP atau NIK 16 digit vendor di menu Vendor sebelum mengunduh XML e-Bupot: Vendor PPh 23 \d+ \(BP23\//);
    expect((await post('admin', '/input/vendor', { id: bare, nik: '3171011203850003' })).statusCode).toBe(200);

    const list = await get('gm', `/ebupot-bppu?periode=${periode()}`);
    expect(list.statusCode, list.body).toBe(200);
    const { data, totals } = list.json() as { data: Row[]; totals: Row };
    expect(totals.jumlah).toBe(data.length);
    expect(totals.pph23).toBe(data.reduce((s, r) => s + Number(r.pph23), 0));
    expect(data.find((r) => r.vendor_id === bare)).toMatchObject({ npwp_nik: '3171011203850003', kode_objek: '24-104-32', tarif: 400, pph23: 8_000 });

    const file = await get('finance', `/ebupot-bppu-xml?periode=${periode()}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    const xml = new new JSDOM('').window.DOMParser().parseFromString(file.body, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    const setting = await db().selectFrom('setting').select(['npwp', 'nitku']).executeTakeFirstOrThrow();
    expect(xml.documentElement.tagName).toBe('BpuBulk');
    expect(xml.querySelector('BpuBulk > TIN')!.textContent).toBe(setting.npwp);
    const bpus = [...xml.getElementsByTagName('Bpu')];
    expect(bpus).toHaveLength(Number(file.headers['x-bupot-jumlah']));
    expect(bpus).toHaveLength(data.filter((r) => r.status_ebupot === 'belum_dilaporkan').length);
    expect([...bpus[0].children].map((c) => c.tagName)).toEqual([
      'TaxPeriodMonth', 'TaxPeriodYear', 'CounterpartTin', 'IDPlaceOfBusinessActivityOfIncomeRecipient', 'TaxCertificate', 'TaxObjectCode',
      'TaxBase', 'Rate', 'Document', 'DocumentNumber', 'DocumentDate', 'IDPlaceOfBusinessActivity', 'GovTreasurerOpt', 'SP2DNumber', 'WithholdingDate',
    ]);
    const text = (b: Element, name: string) => b.getElementsByTagName(name)[0].textContent ?? '';
    for (const b of bpus) {
      expect(text(b, 'TaxPeriodMonth')).toBe(String(Number(periode().slice(5))));
      expect(text(b, 'CounterpartTin')).toMatch(/^\d{16}$/);
      expect(text(b, 'IDPlaceOfBusinessActivityOfIncomeRecipient')).toBe(`${text(b, 'CounterpartTin')}000000`);
      expect(text(b, 'IDPlaceOfBusinessActivity')).toBe(setting.nitku);
      expect([text(b, 'TaxCertificate'), text(b, 'Document'), text(b, 'GovTreasurerOpt')]).toEqual(['N/A', 'PaymentProof', 'N/A']);
      expect(b.getElementsByTagName('SP2DNumber')[0].getAttribute('xsi:nil')).toBe('true');
      expect(text(b, 'WithholdingDate').slice(0, 7)).toBe(periode());
    }
    // Every bukti potong of the month is unreported here (the demo reports months before last), so the file is the month.
    const withheld = bpus.reduce((s, b) => s + Math.round((Number(text(b, 'TaxBase')) * Number(text(b, 'Rate'))) / 100), 0);
    expect(withheld).toBe(await hutangOfMonth());
    expect(withheld).toBe(totals.pph23);

    const marked = await post('finance', '/ebupot-bppu/dilaporkan', { periode: periode() });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.jumlah).toBe(bpus.length);
    const again = await post('finance', '/ebupot-bppu/dilaporkan', { periode: periode() });
    expect(again.statusCode).toBe(409);
    expect((await get('finance', `/ebupot-bppu-xml?periode=${periode()}`)).statusCode).toBe(409);

    const reported = data.find((r) => r.vendor_id === bare)!;
    const cancel = await post('finance', `/${reported.sumber}-cancel`, { id: reported.id, alasan_batal: 'Salah hitung' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/sudah dilaporkan di e-Bupot; dokumen tidak dapat dibatalkan$/);
  });

  it('only those with the e-Bupot menu (403 for sales); a bad period is a 422 and marks nothing', async () => {
    expect((await get('sales1', `/ebupot-bppu?periode=${periode()}`)).statusCode).toBe(403);
    expect((await get('sales1', `/ebupot-bppu-xml?periode=${periode()}`)).statusCode).toBe(403);
    expect((await post('sales1', '/ebupot-bppu/dilaporkan', { periode: periode() })).statusCode).toBe(403);
    expect((await post('gm', '/ebupot-bppu/dilaporkan', { periode: periode() })).statusCode).toBe(403);
    for (const bad of ['2026-13', '2026-1', 'kemarin']) {
      const res = await get('finance', `/ebupot-bppu?periode=${bad}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.periode).toEqual(['Masa pajak harus berbentuk YYYY-MM, mis. 2026-10']);
      expect((await get('finance', `/ebupot-bppu-xml?periode=${bad}`)).statusCode).toBe(422);
      expect((await post('finance', '/ebupot-bppu/dilaporkan', { periode: bad })).statusCode).toBe(422);
    }
    expect((await get('finance', '/ebupot-bppu')).statusCode).toBe(422);
  });
});
