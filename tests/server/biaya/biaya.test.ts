import { describe, expect, it } from 'vitest';
import { countRows } from '../support/helpers.js';
import { pdfText } from '../support/pdf-text.js';
import { expectIntegrity, setClosingDate, stok } from '../gudang/fixtures.js';
import { ACTOR, advance, akunSaldo, companyKas, costResource, declaredSteps, draft, draftBody, kasSaldo, stepBody, stepPath, today } from './fixtures.js';
import { describeSpecCalls, useApiApp } from '../support/test-app.js';

const { t, post, get } = useApiApp();

/** SPEC.md section 7, payments and the five cost kinds, exactly as listed. */
const CALLS = [
  'GET /pembayaran', 'GET /pembayaran/{id}', 'GET /pembayaran-rincian', 'GET /dashboard-pembayaran', 'POST /input/pembayaran', 'POST /input/pembayaran-rincian',
  'POST /pembayaran-berikan', 'POST /pembayaran-terima',
  'GET /biaya-pengambilan', 'GET /biaya-pengambilan/{id}', 'GET /biaya-pengambilan-rincian', 'POST /input/biaya-pengambilan', 'POST /input/biaya-pengambilan-rincian',
  'POST /biaya-pengambilan-berikan', 'POST /biaya-pengambilan-terima', 'GET /cetak-pengambilan-barang/{id}',
  'GET /biaya-operasional', 'GET /biaya-operasional/{id}', 'GET /biaya-operasional-rincian', 'POST /input/biaya-operasional', 'POST /input/biaya-operasional-rincian',
  'POST /biaya-operasional-berikan', 'POST /biaya-operasional-terima', 'GET /cetak-bop-gudang/{id}',
  'GET /entertain', 'GET /entertain/{id}', 'GET /entertain-rincian', 'POST /input/entertain', 'POST /input/entertain-rincian', 'POST /entertain-berikan',
  'POST /entertain-jurnal', 'POST /entertain-terima', 'POST /entertain-cancel', 'GET /cetak-biaya-entertain/{id}',
  'GET /barang-entertain', 'GET /barang-entertain/{id}', 'GET /barang-entertain-rincian', 'POST /input/barang-entertain', 'POST /input/barang-entertain-rincian',
  'POST /barang-entertain-cancel', 'POST /barang-entertain-jurnal', 'POST /barang-entertain-terima', 'GET /cetak-barang-entertain',
  'GET /pajak', 'GET /pajak/{id}', 'GET /pajak-rincian', 'POST /input/pajak', 'POST /input/pajak-rincian', 'POST /pajak-berikan', 'POST /pajak-jurnal',
  'POST /pajak-terima', 'POST /pajak-cancel',
];

const KINDS = ['pembayaran', 'biaya-pengambilan', 'biaya-operasional', 'entertain', 'barang-entertain', 'pajak'];
const PRINT: Record<string, (id: unknown) => string> = {
  'biaya-pengambilan': (id) => `/cetak-pengambilan-barang/${id}`, 'biaya-operasional': (id) => `/cetak-bop-gudang/${id}`,
  entertain: (id) => `/cetak-biaya-entertain/${id}`, 'barang-entertain': (id) => `/cetak-barang-entertain?id=${id}`, pajak: (id) => `/cetak-bop-gudang/${id}?jenis=pajak`,
};

describeSpecCalls('SPEC.md section 7 money calls', t, CALLS);

describe.each(KINDS)('%s: draft → steps → diterima ; dibatalkan reverses', (kind) => {
  it('lifecycle: numbers, total, money out of the kas, the recipient confirms, print, then the reversal', async () => {
    const cost = costResource(t, kind).cost!;
    const d = await draft(t, kind);
    expect(d.status).toBe('draft');
    expect(d.nomor).toMatch(new RegExp(`^${cost.prefix}/\\d{4}/\\d{2}/\\d{4}$`));
    expect(d.total).toBe(cost.goods ? 0 : 200_000);
    const kas = await companyKas(t);
    const accrual = cost.accrualAkun ? await akunSaldo(t, cost.accrualAkun) : 0;
    const goods = cost.goods ? { id: Number((d.rincian as Array<{ barang_id: number }>)[0].barang_id), before: await stok(t, Number((d.rincian as Array<{ barang_id: number }>)[0].barang_id), `G:${d.gudang_id}`) } : null;

    const given = await advance(t, kind, d.id, 'terima');
    if (cost.goods) {
      expect(given.status).toBe('dijurnal');
      expect(await stok(t, goods!.id, `G:${d.gudang_id}`)).toBe(goods!.before - 3);
      expect(Number(given.total)).toBeGreaterThan(0);
      expect(await kasSaldo(t, kas.id)).toBe(kas.saldo);
    } else {
      expect(given.status).toBe('diberikan');
      expect(given.kas_id).toBe(kas.id);
      expect(given.metode).toBe('tunai');
      expect(await kasSaldo(t, kas.id)).toBe(kas.saldo - 200_000);
      // Accrued by the journal step, settled by the payment: back where it was.
      if (cost.accrualAkun) expect(await akunSaldo(t, cost.accrualAkun)).toBe(accrual);
      const lines = await t.database.db.selectFrom('jurnal_rincian').select(['akun_id', 'debit', 'kredit']).where('jurnal_id', '=', Number(given.jurnal_id)).execute();
      expect(lines.filter((l) => Number(l.akun_id) === kas.akun_id).map((l) => [Number(l.debit), Number(l.kredit)])).toEqual([[0, 200_000]]);
      expect(lines.reduce((s, l) => s + Number(l.debit), 0)).toBe(200_000);
    }
    const received = await post(ACTOR.terima, stepPath(t, kind, 'terima'), { id: d.id });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.status).toBe('diterima');

    if (PRINT[kind]) {
      const pdf = await t.call('finance', { method: 'GET', url: `/api${PRINT[kind](d.id)}` });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(String(d.nomor));
      for (const s of ['Dibuat oleh', 'Disetujui oleh', 'Diterima oleh']) expect(text).toContain(s);
    }

    const cancelled = await post('finance', stepPath(t, kind, 'batal'), { id: d.id, alasan_batal: 'Salah input' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('dibatalkan');
    expect(await kasSaldo(t, kas.id)).toBe(kas.saldo);
    if (cost.goods) expect(await stok(t, goods!.id, `G:${d.gudang_id}`)).toBe(goods!.before);
    if (cost.accrualAkun) expect(await akunSaldo(t, cost.accrualAkun)).toBe(accrual);
    const journals = await t.database.db.selectFrom('jurnal').select(['status']).where('sumber', 'in', [kind, `${kind}-batal`]).where('dokumen_id', '=', Number(d.id)).execute();
    expect(journals.length).toBeGreaterThanOrEqual(2);
    if (!cost.goods) expect(journals.filter((j) => j.status === 'posted')).toEqual([]);
    await expectIntegrity(t);
  });

  it('wrong state answers 409 naming both states and changes nothing', async () => {
    const d = await draft(t, kind);
    const res = await post(ACTOR.terima, stepPath(t, kind, 'terima'), { id: d.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Draft');
    const first = declaredSteps(t, kind)[0];
    expect((await post(ACTOR[first], stepPath(t, kind, first), await stepBody(t, first, d.id))).statusCode).toBe(200);
    const again = await post(ACTOR[first], stepPath(t, kind, first), await stepBody(t, first, d.id));
    expect(again.statusCode).toBe(409);
    // Lines are frozen once the document left its draft.
    const line = await post('gm', `/input/${kind}-rincian`, { ...(await draftBody(t, kind) as { rincian: Array<Record<string, unknown>> }).rincian[0], [`${kind.replace(/-/g, '_')}_id`]: d.id });
    expect(line.statusCode).toBe(409);
    // A document past its draft is never deleted (it is cancelled); a draft is, with its lines.
    expect((await t.call('finance', { method: 'DELETE', url: `/api/${kind}/${d.id}` })).statusCode).toBe(409);
    expect((await post('finance', stepPath(t, kind, 'batal'), { id: d.id, alasan_batal: 'Batal' })).statusCode).toBe(200);
    expect((await post('finance', stepPath(t, kind, 'batal'), { id: d.id, alasan_batal: 'Batal lagi' })).statusCode).toBe(409);
    const other = await draft(t, kind);
    expect((await t.call('finance', { method: 'DELETE', url: `/api/${kind}/${other.id}` })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom(`${kind.replace(/-/g, '_')}_rincian`).select('id').where(`${kind.replace(/-/g, '_')}_id`, '=', Number(other.id)).execute()).toEqual([]);
  });

  it('permissions: who gives, who receives, no self-approval', async () => {
    const steps = declaredSteps(t, kind);
    const money = steps.includes('berikan') ? 'berikan' : 'jurnal';
    // The warehouse admin and the supervisor never pay out or journal.
    const d = await draft(t, kind);
    await advance(t, kind, d.id, money);
    for (const user of ['gudang', 'spv', 'sales1']) {
      const res = await post(user, stepPath(t, kind, money), await stepBody(t, money, d.id));
      expect(res.statusCode, `${user} ${money}`).toBe(403);
    }
    // Whoever drafted it does not pay it out (finance drafts here).
    if (money === 'berikan') {
      const own = await draft(t, kind, 'finance');
      await advance(t, kind, own.id, 'berikan');
      const self = await post('finance', stepPath(t, kind, 'berikan'), await stepBody(t, 'berikan', own.id));
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toContain('sendiri');
    }
    // Whoever gave does not confirm the receipt.
    await advance(t, kind, d.id, 'terima');
    const giverConfirms = await post('finance', stepPath(t, kind, 'terima'), { id: d.id });
    expect(giverConfirms.statusCode).toBe(403);
    expect((await get('finance', `/${kind}/${d.id}`)).json().data.status).not.toBe('diterima');
  });

  it('closing date: nothing posts on or before it', async () => {
    const d = await draft(t, kind);
    const steps = declaredSteps(t, kind);
    const money = steps.includes('jurnal') ? 'jurnal' : 'berikan';
    await advance(t, kind, d.id, money);
    const journals = await countRows(t.database, 'jurnal');
    await setClosingDate(t, today());
    try {
      const res = await post(ACTOR[money], stepPath(t, kind, money), await stepBody(t, money, d.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('tutup buku');
      expect(await countRows(t.database, 'jurnal')).toBe(journals);
      expect((await get('finance', `/${kind}/${d.id}`)).json().data.status).not.toBe(money === 'jurnal' ? 'dijurnal' : 'diberikan');
    } finally {
      await setClosingDate(t, null);
    }
  });

  it('bad input: 4xx with Indonesian messages and nothing written', async () => {
    const table = kind.replace(/-/g, '_');
    const before = await countRows(t.database, table);
    const body = await draftBody(t, kind);
    const noRecipient = await post('gm', `/input/${kind}`, { ...body, penerima_id: undefined });
    expect(noRecipient.statusCode).toBe(422);
    expect(noRecipient.json().errors.penerima_id[0]).toMatch(/wajib/i);
    const unknown = await post('gm', `/input/${kind}`, { ...body, total: 1 });
    expect(unknown.statusCode).toBe(400);
    const badLine = await post('gm', `/input/${kind}`, { ...body, rincian: [{ ...(body.rincian as Array<Record<string, unknown>>)[0], kategori: 'bukan-kategori' }] });
    expect(badLine.statusCode).toBe(422);
    expect(await countRows(t.database, table)).toBe(before);
    const d = await draft(t, kind);
    if (declaredSteps(t, kind).includes('berikan')) {
      await advance(t, kind, d.id, 'berikan');
      const noKas = await post('finance', stepPath(t, kind, 'berikan'), { id: d.id, metode: 'tunai' });
      expect(noKas.statusCode).toBe(422);
      const giro = await post('finance', stepPath(t, kind, 'berikan'), { id: d.id, kas_id: (await companyKas(t)).id, metode: 'giro' });
      expect(giro.statusCode).toBe(422);
      expect(giro.json().errors.no_giro[0]).toContain('No. Giro');
    }
    const noReason = await post('finance', stepPath(t, kind, 'batal'), { id: d.id });
    expect(noReason.statusCode).toBe(422);
    expect((await post('finance', stepPath(t, kind, 'batal'), { id: 'x' })).statusCode).toBe(400);
  });
});

describe('/input/barang-entertain serves checkout and approve', () => {
  it('takes the steps by aksi, with their checks; an unknown aksi is a 400', async () => {
    const d = await draft(t, 'barang-entertain');
    expect((await post('gm', '/input/barang-entertain', { id: d.id, aksi: 'hapus' })).statusCode).toBe(400);
    const out = await post('gm', '/input/barang-entertain', { id: d.id, aksi: 'checkout' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.status).toBe('diajukan');
    // The GM drafted it: approving their own is refused; the owner approves.
    expect((await post('gm', '/input/barang-entertain', { id: d.id, aksi: 'approve' })).statusCode).toBe(403);
    const ok = await post('owner', '/input/barang-entertain', { id: d.id, aksi: 'approve' });
    expect(ok.json().data.status).toBe('disetujui');
    expect((await post('owner', '/input/barang-entertain', { id: d.id, aksi: 'approve' })).statusCode).toBe(409);
  });
});

describe('giro payments and the payment dashboard', () => {
  it('sums the giro group by its giro field, per state and per kas', async () => {
    const before = (await get('finance', '/dashboard-pembayaran')).json().data;
    const d = await draft(t, 'pembayaran');
    const kas = await companyKas(t);
    const res = await post('finance', '/pembayaran-berikan', { id: d.id, kas_id: kas.id, metode: 'giro', no_giro: 'GR-001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ metode: 'giro', giro: 200_000, no_giro: 'GR-001' });
    const after = (await get('finance', '/dashboard-pembayaran')).json().data;
    expect(after.giro.total - before.giro.total).toBe(200_000);
    expect(after.giro.jumlah - before.giro.jumlah).toBe(1);
    const st = (s: { status: Array<{ value: string; total: number }> }, v: string) => s.status.find((x) => x.value === v)!.total;
    expect(st(after, 'diberikan') - st(before, 'diberikan')).toBe(200_000);
    const k = (s: { kas: Array<{ kas_id: number; total: number }> }) => s.kas.find((x) => x.kas_id === kas.id)?.total ?? 0;
    expect(k(after) - k(before)).toBe(200_000);
    expect((await get('gudang', '/dashboard-pembayaran')).statusCode).toBe(403);
    expect((await get('finance', '/dashboard-pembayaran?jenis=bukan')).statusCode).toBe(400);
    expect((await get('finance', '/dashboard-pembayaran?tgl_awal=31-12-2026')).statusCode).toBe(422);
  });
});

describe('/biaya overview and /ajuanbiaya', () => {
  it('totals costs by kind, account and month; lists documents awaiting the reader', async () => {
    const d = await draft(t, 'biaya-operasional');
    const waitingRes = await get('finance', '/ajuanbiaya');
    expect(waitingRes.statusCode, waitingRes.body).toBe(200);
    const waiting = waitingRes.json();
    expect(waiting.data.some((r: { jenis: string; dokumen_id: number; langkah: string }) => r.jenis === 'biaya-operasional' && r.dokumen_id === d.id && r.langkah === 'Berikan Uang')).toBe(true);
    // The GM drafted it and may not pay it out: it does not wait for them.
    expect((await get('gm', '/ajuanbiaya')).json().data.some((r: { dokumen_id: number; jenis: string }) => r.jenis === 'biaya-operasional' && r.dokumen_id === d.id)).toBe(false);
    const before = (await get('finance', `/biaya-rekap?jenis=biaya-operasional&tgl_awal=${today()}&tgl_akhir=${today()}`)).json();
    await advance(t, 'biaya-operasional', d.id, 'terima');
    const after = (await get('finance', `/biaya-rekap?jenis=biaya-operasional&tgl_awal=${today()}&tgl_akhir=${today()}`)).json();
    expect(after.grand_total - before.grand_total).toBe(200_000);
    const row = after.data.find((r: { kategori: string }) => r.kategori === 'gudang');
    expect(row).toMatchObject({ akun_kode: '6-1700', akun_nama: 'Beban Operasional Gudang', periode: today().slice(0, 7) });
    const detail = (await get('finance', `/biaya-detail?tgl_awal=${today()}&tgl_akhir=${today()}&perPage=1000`)).json();
    expect(detail.data.some((r: { jenis: string; dokumen_id: number }) => r.jenis === 'biaya-operasional' && r.dokumen_id === d.id)).toBe(true);
    expect(detail.jumlah_total).toBe(detail.data.reduce((s: number, r: { total: number }) => s + r.total, 0));
    expect((await get('finance', '/biaya-rekap?urut=1')).statusCode).toBe(400);
    expect((await get('sales1', '/biaya-rekap')).statusCode).toBe(403);
  });
});
