import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDefinition, type PrintDocument } from '../../../server/print/document.js';
import { renderPdf } from '../../../server/print/pdf.js';
import { pdfItems, pdfText, type PdfItem } from '../support/pdf-text.js';
import { createTestApp, type TestApp } from '../support/helpers.js';

const LONG = 'Toko Sumber Rejeki Jl. Raya Lembang No. 120, Toko Makmur Jaya Pasar Cikole Blok C-12, Warung Bu Imas Cibodas '
  + 'dan empat belas toko lain sepanjang Jl. Raya Lembang sampai Cikole';
/** Where the right half of the facts begins: half of the 523 pt between the margins, from the 36 pt margin. */
const MIDDLE = 36 + 523 / 2;

/** The items of the words of `value`, in order, starting at its first word after `label` (and the ': '). */
function valueItems(items: PdfItem[], label: string, value: string): PdfItem[] {
  const start = items.findIndex((it) => it.str === label);
  const words = value.split(' ').length;
  return items.slice(start + 1).filter((it) => it.str !== ':').slice(0, words);
}

function assertWrapped(items: PdfItem[], label: string, value: string, nextBelow: string) {
  const labelItem = items.find((it) => it.str === label)!;
  const inRight = labelItem.x >= MIDDLE - 1;
  const words = valueItems(items, label, value);
  expect(words.map((w) => w.str).join(' ')).toBe(value);
  const lines = new Set(words.map((w) => Math.round(w.y)));
  expect(lines.size, 'the long value wraps onto several lines').toBeGreaterThan(1);
  for (const w of words) {
    if (inRight) expect(w.x + w.width, w.str).toBeLessThanOrEqual(36 + 523 + 1);
    else expect(w.x + w.width, w.str).toBeLessThanOrEqual(MIDDLE);
  }
  const lowest = Math.min(...words.map((w) => w.y));
  const next = items.find((it) => it.str === nextBelow && it.y < labelItem.y)!;
  expect(next.y, `${nextBelow} sits below the whole value`).toBeLessThan(lowest - 4);
}

const base = (facts: PrintDocument['facts']): PrintDocument => ({
  title: 'SURAT JALAN', nomor: 'SJ/2026/11/0007', tanggal: '2026-11-21', printedAt: new Date('2026-11-21T03:00:00Z'),
  company: { nama_perusahaan: 'PT Niaga Sentosa Abadi' }, facts,
  columns: [{ label: 'Barang' }, { label: 'Jumlah', kind: 'qty' }], rows: [['Teh Botol 450 ml', 12]], signatures: ['Pengirim'],
});

describe('prints wrap long header values', () => {
  it('a long value in either half wraps inside its half and pushes the next row and the table header down', async () => {
    const facts: PrintDocument['facts'] = [['Rute', 'RT-01'], ['Tujuan', LONG], ['Kendaraan', 'D 8123 AB'], ['Sopir', 'Yusuf'], ['Catatan', LONG]];
    const items = await pdfItems(await renderPdf(documentDefinition(base(facts))));
    // Left half: Tanggal, Rute, Tujuan; right half: Kendaraan, Sopir, Catatan.
    assertWrapped(items, 'Tujuan', LONG, 'Barang');
    assertWrapped(items, 'Catatan', LONG, 'Barang');
    const kendaraan = items.find((it) => it.str === 'Kendaraan')!;
    expect(kendaraan.x).toBeGreaterThanOrEqual(MIDDLE - 1);
  });

  it('a word longer than its cell breaks inside the cell instead of widening the page', async () => {
    const word = 'KODE-GUDANG-CABANG-UTAMA-BANDUNG-TIMUR-SEKTOR-DUA-BELAS';
    const items = await pdfItems(await renderPdf(documentDefinition(base([['Rute', 'RT-01'], ['Gudang', word]]))));
    const text = await pdfText(await renderPdf(documentDefinition(base([['Rute', 'RT-01'], ['Gudang', word]]))));
    expect(text.replace(/\s/g, '')).toContain(word);
    for (const it of items) expect(it.x + it.width, it.str).toBeLessThanOrEqual(36 + 523 + 1);
  });
});

describe('the surat jalan print with a long Tujuan', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('wraps the destinations above the goods table', async () => {
    const doc = await t.database.db.selectFrom('request_barang').select(['id', 'gudang_id']).where('status', '=', 'dikirim').orderBy('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('request_barang').set({ tujuan: LONG }).where('id', '=', doc.id).execute();
    const res = await t.call('admin', { method: 'GET', url: `/api/cetak-surat-jalan/${String(doc.id)}/${String(doc.gudang_id)}` });
    expect(res.statusCode).toBe(200);
    const items = await pdfItems(res.rawPayload);
    const tujuan = items.find((it) => it.str === 'Tujuan')!;
    // The request's own tujuan, then its destination customers (after a comma).
    const words = valueItems(items, 'Tujuan', LONG);
    expect(words.map((w) => w.str).join(' ').replace(/,$/, '')).toBe(LONG);
    for (const w of words) expect(w.x + w.width, w.str).toBeLessThanOrEqual(36 + 523 + 1);
    const header = items.find((it) => it.str === 'Kode' && it.y < tujuan.y)!;
    expect(header.y).toBeLessThan(Math.min(...words.map((w) => w.y)) - 4);
  });
});
