import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notaFromPenjualan, notaFromQueued } from '../../../src/pages/lapangan/nota/notaData';
import { notaLayout } from '../../../src/pages/lapangan/nota/notaLayout';
import { notaLines, notaText, wrap } from '../../../src/pages/lapangan/nota/notaText';
import { NotaActions } from '../../../src/pages/lapangan/nota/NotaActions';
import type { Sale } from '../../../src/pages/penjualan/penjualanApi';
import { day, LONG_NAME, queuedSale } from './notaFixture';

/** The nota declared once (issue 39): its builders, its blocks, its text at 32/48 columns and its actions. */
describe('notaFromQueued', () => {
  it('takes the offline summary, the customer, the vehicle, the company and the credit due date from the stored day', () => {
    const nota = notaFromQueued(queuedSale(), day, { sales: 'Budi Santoso' });
    expect(nota).toMatchObject({
      judul: 'NOTA PENJUALAN', nomor: 'OFF-A1B2C3D4', waktu: '2026-11-26T03:05:00.000Z',
      konsumen: { nama: 'Toko Makmur Jaya', kode: 'K-005', alamat: 'Jl. Pasar Baru No. 12, Bandung' },
      sales: 'Budi Santoso', kendaraan: 'B 1234 XYZ', subtotal: 387_250, diskon: 7_250, ppn: 41_800, pembulatan: 300,
      total: 421_800, total_bayar: 421_500, jatuh_tempo: '2026-12-10', catatan: 'Dicatat offline; menunggu sinkron',
      perusahaan: { nama: 'PT Niaga Sejahtera', npwp: '0123456789012345' }, tanda_tangan: ['Konsumen', 'Sales'],
    });
    expect(nota.lines[0].nama).toBe(LONG_NAME);
    expect(nota.bayar.map((b) => b.tipe)).toEqual(['tunai', 'transfer', 'nota_putih']);
  });

  it('a sent document carries the server number and no offline note; a cash sale has no due date', () => {
    const sent = queuedSale({ state: 'terkirim', server: { id: 9, nomor: 'PJ-2026-11-0009' } });
    sent.ringkasan = { ...sent.ringkasan, bayar: [{ tipe: 'tunai', jumlah: 421_500 }] };
    const nota = notaFromQueued(sent, null);
    expect(nota.nomor).toBe('PJ-2026-11-0009');
    expect(nota.catatan).toBeNull();
    expect(nota.jatuh_tempo).toBeNull();
    expect(nota.perusahaan).toBeNull();
    expect(notaText(nota, 32)).not.toMatch(/Jatuh Tempo/);
  });
});

describe('notaFromPenjualan', () => {
  const sale = {
    id: 12, nomor: 'PJ-2026-11-0012', tanggal: '2026-11-20', status: 'selesai', karyawan_id: 3, konsumen_id: 5,
    karyawan: { id: 3, nama_lengkap: 'Budi Santoso' },
    konsumen: { id: 5, kode: 'K-005', nama: 'Toko Makmur Jaya', alamat: 'Jl. Pasar Baru 12', tempo_hari: 30 },
    kendaraan: { id: 2, no_polisi: 'B 1234 XYZ' },
    subtotal: 300_000, diskon: 0, ppn: 33_000, total: 333_000, dibayar: 133_000, piutang: 200_000, sisa_piutang: 200_000,
    jatuh_tempo: '2026-12-20', pembulatan: 0,
    rincian: [{ id: 1, barang_id: 4, satuan_id: 2, jumlah: 2, qty: 24, harga: 12_500, harga_daftar: 12_500, diskon: 0, ppn: 33_000, subtotal: 300_000, barang_nama: LONG_NAME, satuan_kode: 'DUS' }],
    bayar: [{ id: 1, tipe: 'tunai', jumlah: 133_000 }, { id: 2, tipe: 'transfer', jumlah: 50_000, status: 'dibatalkan' }],
  } as unknown as Sale;

  it('names references, prices per unit sold, adds the credit part and its due date, and the company header', () => {
    const nota = notaFromPenjualan(sale, { nama_perusahaan: 'PT Niaga', alamat: 'Cimahi', telepon: null, npwp: null });
    expect(nota).toMatchObject({
      nomor: 'PJ-2026-11-0012', waktu: '2026-11-20', sales: 'Budi Santoso', kendaraan: 'B 1234 XYZ',
      konsumen: { nama: 'Toko Makmur Jaya', kode: 'K-005' }, total: 333_000, total_bayar: 333_000, jatuh_tempo: '2026-12-20',
      perusahaan: { nama: 'PT Niaga', alamat: 'Cimahi', telepon: null, npwp: null }, catatan: null,
    });
    expect(nota.lines[0]).toEqual({ nama: LONG_NAME, jumlah: 2, satuan: 'DUS', harga: 150_000, diskon: 0, subtotal: 300_000 });
    expect(nota.bayar).toEqual([{ tipe: 'tunai', jumlah: 133_000 }, { tipe: 'nota_putih', jumlah: 200_000 }]);
    expect(notaText(nota, 32)).toMatch(/Tgl: 20-11-2026\n/);
  });

  it('without settings there is no header; without a due date on the record the customer tempo gives it', () => {
    const nota = notaFromPenjualan({ ...sale, jatuh_tempo: null }, null);
    expect(nota.perusahaan).toBeNull();
    expect(nota.jatuh_tempo).toBe('2026-12-20');
    expect(notaLayout(nota)[0]).toEqual({ kind: 'center', text: 'NOTA PENJUALAN', bold: true });
  });
});

describe('the text layout', () => {
  it('wraps on word boundaries and splits only a word longer than the paper', () => {
    expect(wrap('Kopi Bubuk Robusta Lampung Premium', 12)).toEqual(['Kopi Bubuk', 'Robusta', 'Lampung', 'Premium']);
    expect(wrap('ABCDEFGHIJKLMNOPQRST xy', 8)).toEqual(['ABCDEFGH', 'IJKLMNOP', 'QRST xy']);
    expect(wrap('', 8)).toEqual(['']);
  });

  it('every line fits 32 and 48 columns, amounts right-aligned at the edge', () => {
    const nota = notaFromQueued(queuedSale(), day, { sales: 'Budi Santoso' });
    for (const columns of [32, 48]) {
      const lines = notaLines(nota, columns).map((l) => l.text);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(columns);
      const total = lines.find((l) => l.startsWith('TOTAL '))!;
      expect(total).toHaveLength(columns);
      expect(total.endsWith('Rp. 421.800')).toBe(true);
    }
    expect(notaLines(nota, 48).find((l) => l.text.startsWith('Kopi'))?.text).toBe('Kopi Bubuk Robusta Lampung Premium Kemasan');
  });

  it('a label and amount too long for one line put the amount on the next, right-aligned', () => {
    const nota = notaFromQueued(queuedSale(), day);
    nota.bayar = [{ tipe: 'nota_putih', jumlah: 123_456_789 }];
    const lines = notaText(nota, 32).split('\n');
    const i = lines.indexOf('Nota Putih (Kredit)');
    expect(lines[i + 1]).toBe('Rp. 123.456.789'.padStart(32));
  });
});

describe('NotaActions', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (navigator as { bluetooth?: unknown }).bluetooth;
    document.getElementById('nota-cetak-page')?.remove();
    localStorage.clear();
  });
  const nota = () => notaFromQueued(queuedSale(), day, { sales: 'Budi Santoso' });

  it('without Web Bluetooth says so and offers sharing and the browser print', async () => {
    render(<NotaActions nota={nota()} />);
    expect(screen.getByText(/Browser ini tidak dapat memakai printer Bluetooth \(iPhone\/iPad dan Firefox belum mendukung Web Bluetooth\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cetak Bluetooth' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bagikan (WhatsApp)' })).toBeEnabled();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Cetak 58 mm' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.getElementById('nota-cetak-page')?.textContent).toMatch(/@page \{ size: 58mm \d+mm; margin: 0; \}/);
    expect(screen.getByRole('status')).toHaveTextContent('Dialog cetak dibuka untuk kertas 58 mm.');
    expect(screen.getAllByText('No: OFF-A1B2C3D4')).toHaveLength(2); // the preview and its copy for the print
  });

  it('with Web Bluetooth offers the printer, its choice and the remembered printer; the paper width is kept', async () => {
    (navigator as { bluetooth?: unknown }).bluetooth = { requestDevice: vi.fn(), addEventListener: vi.fn() };
    localStorage.setItem('niaga-printer-nota', JSON.stringify({ id: 'abc', name: 'RPP02N', paper: 58 }));
    render(<NotaActions nota={nota()} />);
    expect(screen.getByRole('button', { name: 'Cetak Bluetooth' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih Printer' })).toBeInTheDocument();
    expect(screen.getByText('Printer: RPP02N')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '80 mm' }));
    expect(screen.getByRole('button', { name: 'Cetak 80 mm' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('niaga-printer-nota')!)).toMatchObject({ id: 'abc', paper: 80 });
  });
});
