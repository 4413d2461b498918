import { describe, expect, it } from 'vitest';
import { get, post, today } from '../kanvas/fixtures.js';
import { useTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/helpers.js';
import { shiftMonth, lastDay } from '../../../server/core/reports/period.js';
import { demoStatement, type DemoBank } from '../../../server/domain/bank/demo-statements.js';
import { demoStatementFile } from '../../../server/domain/bank/seed.js';
import { parseStatement, writeBcaCsv } from '../../../server/domain/bank/format/index.js';
import type { Statement } from '../../../server/domain/bank/format/index.js';

/**
 * Bank statements (issue 40) on the demo company: its earlier months imported by the seed, last month's statements
 * imported here as finance would, matched by themselves (the share is printed and must be at least 90 %), the rest
 * by hand, and the reconciliation's difference zero; the import's refusals and rights.
 */
const t = useTestApp();
const db = () => t.database.db;
const lastMonth = shiftMonth(today().slice(0, 7), -1);

function upload(file: Buffer, name: string, kasId: number | null) {
  const boundary = `----niagamutasi${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (kasId !== null) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kas_id"\r\n\r\n${kasId}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const importFile = (user: string, file: Buffer, name: string, kasId: number | null, query = '') =>
  t.call(user, { method: 'POST', url: `/api/mutasi-bank/import${query}`, ...upload(file, name, kasId) });

async function banks(): Promise<DemoBank[]> {
  const rows = await db().selectFrom('kas').select(['id', 'akun_id', 'nama', 'no_rekening']).where('jenis', '=', 'bank').orderBy('id').execute();
  return rows.map((k) => ({ id: Number(k.id), akun_id: Number(k.akun_id), nama: String(k.nama), no_rekening: k.no_rekening ? String(k.no_rekening) : null }));
}

/** Last month's statement of a demo bank, as the seed wrote it for finance (opening = the last import's closing). */
async function lastMonthFile(tt: TestApp, kas: DemoBank): Promise<{ statement: Statement; name: string; file: Buffer }> {
  const prev = await tt.database.db.selectFrom('mutasi_bank_impor').select('saldo_akhir').where('kas_id', '=', kas.id).orderBy('tgl_akhir', 'desc').limit(1).executeTakeFirstOrThrow();
  const statement = await demoStatement(tt.database.db, tt.registry, kas, lastMonth, Number(prev.saldo_akhir));
  const f = demoStatementFile(kas, statement);
  return { statement, name: f.name, file: Buffer.from(f.text) };
}

describe('bank statements on the demo company', () => {
  it('the seed imported every month before the last for each bank, BCA as KlikBCA CSV and Mandiri as MT940, and matched most of them', async () => {
    const imports = await db().selectFrom('mutasi_bank_impor as i').innerJoin('kas as k', 'k.id', 'i.kas_id').select(['k.nama', 'i.format', 'i.tgl_akhir', 'i.baris_baru', 'i.cocok_otomatis']).execute();
    const formats = new Map(imports.map((i) => [String(i.nama).split(' ')[0], String(i.format)]));
    expect([...formats.entries()].sort()).toEqual([['BCA', 'bca'], ['Mandiri', 'mt940']]);
    expect(imports.every((i) => String(i.tgl_akhir) < `${lastMonth}-01`)).toBe(true);
    const lines = imports.reduce((s, i) => s + Number(i.baris_baru), 0);
    const matched = imports.reduce((s, i) => s + Number(i.cocok_otomatis), 0);
    console.info(`demo: ${imports.length} statements imported by the seed, ${matched} of ${lines} lines matched by themselves (${Math.floor((matched * 100) / lines)} %)`);
    expect(matched * 10).toBeGreaterThanOrEqual(lines * 9);
    // The demo's QRIS sales settle into Mandiri a day later net of the MDR fee, each settlement matched to its day's receipts.
    const qris = await db().selectFrom('mutasi_bank').select(['keterangan', 'kredit']).where('cara', '=', 'qris').execute();
    expect(qris.length).toBeGreaterThan(0);
    expect(qris.every((q) => String(q.keterangan).startsWith('QRIS SETTLEMENT'))).toBe(true);
    const receipts = await db().selectFrom('penjualan_bayar').select((eb) => eb.fn.countAll().as('n')).where('tipe', '=', 'qris').executeTakeFirstOrThrow();
    expect(Number(receipts.n)).toBeGreaterThan(qris.length);
  });

  it('finance imports last month: a preview saves nothing, the import matches at least 90 % by itself, the same file again is a 409', async () => {
    let lines = 0;
    let matched = 0;
    for (const kas of await banks()) {
      const { name, file, statement } = await lastMonthFile(t, kas);
      const before = await db().selectFrom('mutasi_bank').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const preview = await importFile('finance', file, name, kas.id, '?pratinjau=1');
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data.impor.nomor).toBeNull();
      expect(preview.json().data.baris).toHaveLength(statement.lines.length);
      expect((await db().selectFrom('mutasi_bank').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n).toBe(before.n);

      const res = await importFile('finance', file, name, kas.id);
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      console.info(`${kas.nama} ${lastMonth}: ${data.impor.format_label}, ${data.baris_baru} lines, ${data.cocok_otomatis} matched by themselves (${data.persen_cocok} %)`);
      expect(data.baris_baru).toBe(statement.lines.length);
      lines += data.baris_baru;
      matched += data.cocok_otomatis;
      expect(data.impor.saldo_akhir).toBe(statement.saldo_akhir);
      // The month's fee, interest and its tax went by the rules.
      const ruled = data.baris.filter((b: { cocok: string | null }) => b.cocok === 'aturan').map((b: { keterangan: string }) => b.keterangan).sort();
      expect(ruled).toEqual(['BIAYA ADM', 'BUNGA', 'PAJAK BUNGA']);

      const again = await importFile('finance', file, name, kas.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain(data.impor.nomor);
    }
    console.info(`last month: ${matched} of ${lines} lines matched by themselves (${Math.floor((matched * 100) / lines)} %)`);
    expect(matched * 10).toBeGreaterThanOrEqual(lines * 9);
  });

  it('the rest by hand: an unknown credit as a customer\'s payment on account, undone and done again; the reconciliation\'s difference is zero', async () => {
    const kas = (await banks()).find((k) => k.nama.startsWith('BCA'))!;
    const open = await db().selectFrom('mutasi_bank').select(['id', 'keterangan', 'kredit', 'debit', 'tanggal']).where('kas_id', '=', kas.id).where('status', '=', 'belum')
      .where('tanggal', '>=', `${lastMonth}-01`).orderBy('id').execute();
    expect(open.length).toBeGreaterThan(0);
    const konsumen = await db().selectFrom('konsumen').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const credit = open.find((o) => Number(o.kredit) > 0)!;

    const res = await post(t, 'finance', 'mutasi-bank/uang-muka', { id: Number(credit.id), konsumen_id: Number(konsumen.id) });
    expect(res.statusCode, res.body).toBe(200);
    const line = await get(t, 'finance', `mutasi-bank/${String(credit.id)}`);
    expect(line.json().data).toMatchObject({ status: 'cocok', cara: 'uang_muka' });
    expect((await post(t, 'finance', 'mutasi-bank/uang-muka', { id: Number(credit.id), konsumen_id: Number(konsumen.id) })).statusCode).toBe(422);

    const undo = await post(t, 'finance', 'mutasi-bank/batal-cocok', { id: Number(credit.id) });
    expect(undo.statusCode, undo.body).toBe(200);
    const after = await db().selectFrom('mutasi_bank').select(['status', 'cara', 'tercocok', 'jurnal_id']).where('id', '=', Number(credit.id)).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'belum', cara: null, tercocok: 0, jurnal_id: null });
    expect((await post(t, 'finance', 'mutasi-bank/batal-cocok', { id: Number(credit.id) })).statusCode).toBe(409);

    // Every line left goes somewhere by hand: credits on account, debits to bank charges.
    const beban = await db().selectFrom('akun').select('id').where('kode', '=', '6-2200').executeTakeFirstOrThrow();
    for (const o of open) {
      const r = Number(o.kredit) > 0
        ? await post(t, 'finance', 'mutasi-bank/uang-muka', { id: Number(o.id), konsumen_id: Number(konsumen.id) })
        : await post(t, 'finance', 'mutasi-bank/jurnal', { id: Number(o.id), akun_id: Number(beban.id), keterangan: 'Biaya bank' });
      expect(r.statusCode, r.body).toBe(200);
    }
    const rep = await get(t, 'finance', `laporan/rekonsiliasi-bank?kas_id=${kas.id}&tanggal=${lastDay(lastMonth)}`);
    expect(rep.statusCode, rep.body).toBe(200);
    const summary = Object.fromEntries(rep.json().data.summary.map((s: { label: string; value: number }) => [s.label, s.value]));
    expect(summary.Selisih).toBe(0);
    expect(summary['Saldo Bank Disesuaikan']).toBe(summary['Saldo Buku Disesuaikan']);
    const statementClose = await db().selectFrom('mutasi_bank_impor').select('saldo_akhir').where('kas_id', '=', kas.id).orderBy('tgl_akhir', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(summary['Saldo Bank']).toBe(Number(statementClose.saldo_akhir));
    for (const format of ['pdf', 'xlsx']) {
      const file = await get(t, 'finance', `laporan/rekonsiliasi-bank?kas_id=${kas.id}&tanggal=${lastDay(lastMonth)}&format=${format}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain(format === 'pdf' ? 'pdf' : 'spreadsheetml');
    }
  });

  it('matching by hand: both sides must add up; a matched line cannot be matched again; a closed year\'s match cannot be undone', async () => {
    const kas = (await banks()).find((k) => k.nama.startsWith('BCA'))!;
    // A match of a closed year stays as it is.
    const closed = await db().selectFrom('mutasi_bank').select(['id']).where('kas_id', '=', kas.id).where('cara', '=', 'otomatis').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const refused = await post(t, 'finance', 'mutasi-bank/batal-cocok', { id: Number(closed.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('sudah ditutup buku');
    const matched = await db().selectFrom('mutasi_bank').select(['id']).where('kas_id', '=', kas.id).where('cara', '=', 'otomatis')
      .where('tanggal', '>=', `${lastMonth}-01`).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const cand = await get(t, 'finance', `mutasi-bank/${String(matched.id)}/kandidat`);
    expect(cand.statusCode).toBe(200);
    expect(cand.json().data).toEqual([]);
    const links = await db().selectFrom('mutasi_bank_cocok').select(['jurnal_rincian_id']).where('mutasi_bank_id', '=', Number(matched.id)).execute();
    const again = await post(t, 'finance', 'mutasi-bank/cocokkan', { mutasi_bank_id: [Number(matched.id)], jurnal_rincian_id: links.map((l) => Number(l.jurnal_rincian_id)) });
    expect(again.statusCode).toBe(409);
    // Undone, the candidates offer its book line first (same amount); matched by hand again.
    expect((await post(t, 'finance', 'mutasi-bank/batal-cocok', { id: Number(matched.id) })).statusCode).toBe(200);
    const offered = (await get(t, 'finance', `mutasi-bank/${String(matched.id)}/kandidat`)).json().data;
    expect(offered[0]).toMatchObject({ jurnal_rincian_id: Number(links[0].jurnal_rincian_id), sama_jumlah: true });
    const wrong = await post(t, 'finance', 'mutasi-bank/cocokkan', { mutasi_bank_id: [Number(matched.id)], jurnal_rincian_id: [Number(offered[0].jurnal_rincian_id), Number(offered[1]?.jurnal_rincian_id ?? offered[0].jurnal_rincian_id)] });
    expect([422, 409]).toContain(wrong.statusCode);
    const ok = await post(t, 'finance', 'mutasi-bank/cocokkan', { mutasi_bank_id: [Number(matched.id)], jurnal_rincian_id: [Number(offered[0].jurnal_rincian_id)] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await db().selectFrom('mutasi_bank').select(['status', 'cara']).where('id', '=', Number(matched.id)).executeTakeFirstOrThrow())).toEqual({ status: 'cocok', cara: 'manual' });
  });

  it('refuses: no file or not multipart, another bank\'s or a cut file naming the line, a cash box, a statement that does not chain, and users without the menu', async () => {
    const kas = (await banks()).find((k) => k.nama.startsWith('BCA'))!;
    expect((await t.call('finance', { method: 'POST', url: '/api/mutasi-bank/import', payload: { kas_id: kas.id } })).statusCode).toBe(415);
    const junk = await importFile('finance', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'mutasi.pdf', kas.id);
    expect(junk.statusCode).toBe(422);
    expect(junk.json().errors.file[0]).toBe('Berkas bukan mutasi rekening yang dikenali (BCA, Mandiri, BRI atau MT940)');
    const { statement } = await lastMonthFile(t, kas);
    const text = writeBcaCsv({ ...statement, nama: 'PT NIAGA DEMO' });
    const cut = await importFile('finance', Buffer.from(text.slice(0, Math.floor(text.length * 0.6))), 'cut.csv', kas.id);
    expect(cut.statusCode).toBe(422);
    expect(cut.json().errors.file[0]).toMatch(/Baris \d+|terpotong/);
    const tunai = await db().selectFrom('kas').select('id').where('jenis', '=', 'kas_besar').executeTakeFirstOrThrow();
    expect((await importFile('finance', Buffer.from(text), 'x.csv', Number(tunai.id))).statusCode).toBe(422);
    expect((await importFile('finance', Buffer.from(text), 'x.csv', null)).statusCode).toBe(422);
    // The next month with a wrong opening balance: refused, naming the balance it should have.
    const next: Statement = { ...statement, tgl_awal: `${shiftMonth(lastMonth, 1)}-01`, tgl_akhir: `${shiftMonth(lastMonth, 1)}-02`, saldo_awal: statement.saldo_akhir! + 5, saldo_akhir: statement.saldo_akhir! + 5, lines: [] };
    const gap = await importFile('finance', Buffer.from(writeBcaCsv(next)), 'next.csv', kas.id);
    expect(gap.statusCode, gap.body).toBe(422);
    expect(gap.json().errors.saldo_awal[0]).toContain('tidak sama dengan saldo rekening');
    expect(parseStatement(Buffer.from(writeBcaCsv(next))).saldo_awal).toBe(statement.saldo_akhir! + 5);
    expect((await importFile('sales1', Buffer.from(text), 'x.csv', kas.id)).statusCode).toBe(403);
    expect((await importFile('gm', Buffer.from(text), 'x.csv', kas.id)).statusCode).toBe(403);
    expect((await get(t, 'gm', 'mutasi-bank?perPage=5')).statusCode).toBe(200);
    expect((await get(t, 'sales1', 'mutasi-bank?perPage=5')).statusCode).toBe(403);
    expect((await get(t, 'gm', `laporan/rekonsiliasi-bank?kas_id=${kas.id}&tanggal=${today()}`)).statusCode).toBe(200);
    expect((await get(t, 'finance', `laporan/rekonsiliasi-bank?tanggal=${today()}`)).json().data.sections[0].title).toContain((await banks())[0].nama);
    expect((await get(t, 'finance', `laporan/rekonsiliasi-bank?kas_id=${Number(tunai.id)}&tanggal=${today()}`)).statusCode).toBe(422);
    expect((await post(t, 'finance', 'mutasi-bank/cocokkan', { mutasi_bank_id: 'x', jurnal_rincian_id: [] })).statusCode).toBe(422);
  });
});
