import { describe, expect, it } from 'vitest';
import { documentDefinition } from '../../../server/print/document.js';
import { renderPdf } from '../../../server/print/pdf.js';
import { pdfText } from '../support/pdf-text.js';

describe('printed documents', () => {
  it('carry the company header, number, date, parties, lines with units, totals and signatures', async () => {
    const pdf = await renderPdf(documentDefinition({
      title: 'SURAT JALAN', nomor: 'SJ/2026/11/0007', tanggal: '2026-11-21', printedAt: new Date('2026-11-21T03:00:00Z'),
      company: { nama_perusahaan: 'PT Niaga Sentosa Abadi', alamat: 'Jl. Soekarno-Hatta No. 512, Bandung', telepon: '022-7561234', kota: 'Bandung' },
      facts: [['Rute', 'RT-01 Buah Batu'], ['Kendaraan', 'D 8123 AB'], ['Sopir', 'Yusuf Maulana']],
      columns: [{ label: 'Barang' }, { label: 'Jumlah', kind: 'qty' }, { label: 'Satuan' }, { label: 'Nilai', kind: 'money' }],
      rows: [['Teh Botol 450 ml', 1200, 'PCS', 4_200_000], ['Kopi Sachet 20 g', 24, 'DUS', 1_234_567]],
      totals: [['Total', 'Rp. 5.434.567']],
      signatures: ['Disiapkan oleh', 'Pengirim', 'Penerima'],
    }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of ['PT Niaga Sentosa Abadi', 'SURAT JALAN', 'No. SJ/2026/11/0007', '21-11-2026', 'D 8123 AB', 'Teh Botol 450 ml', '1.200', 'Rp. 4.200.000', 'Rp. 5.434.567', 'Disiapkan oleh', 'Pengirim', 'Penerima', 'Bandung, 21-11-2026']) {
      expect(text).toContain(expected);
    }
  });
});
