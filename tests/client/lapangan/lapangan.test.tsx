import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntreanList } from '../../../src/pages/lapangan/AntreanList';
import { NotaCetak } from '../../../src/pages/lapangan/NotaCetak';
import type { QueuedDoc } from '../../../src/offline/queue';

/** The queue on the phone's screen and the nota it prints (issue 23): states, the server's reason, what can be done. */
const doc = (over: Partial<QueuedDoc>): QueuedDoc => ({
  client_id: 'c1c1c1c1-0000-4000-8000-000000000001', key: 'k1', jenis: 'penjualan', user_id: 7, seq: 1,
  dibuat_offline_at: '2026-11-26T03:05:00.000Z', data: {}, state: 'menunggu', percobaan: 0,
  ringkasan: {
    konsumen_nama: 'Toko Makmur', total: 1_234_567, subtotal: 1_234_567, ppn: 0,
    lines: [{ nama: 'Kopi Sachet', jumlah: 2, satuan: 'BOX', harga: 18_000, diskon: 0, subtotal: 36_000 }],
    bayar: [{ tipe: 'tunai', jumlah: 1_000_000 }, { tipe: 'nota_putih', jumlah: 234_567 }],
  },
  ...over,
});

describe('the queue screen', () => {
  it('shows each document with its state, the server reason of a refusal, and fix / void / print where they apply', async () => {
    const onFix = vi.fn();
    const refused = doc({ client_id: 'r', seq: 2, state: 'ditolak', alasan: 'Stok Kopi Sachet di kendaraan tidak cukup: tersisa 0, diminta 20' });
    const sent = doc({ client_id: 's', seq: 3, state: 'terkirim', server: { id: 9, nomor: 'PJ-2026-11-0009' } });
    render(<AntreanList queue={[doc({}), refused, sent]} day={null} onFix={onFix} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['terkirim', 'ditolak', 'menunggu']);
    expect(within(items[0]).getByText(/PJ-2026-11-0009/)).toBeInTheDocument();
    expect(within(items[0]).queryByRole('button', { name: 'Batalkan' })).toBeNull();
    expect(within(items[1]).getByText(/Alasan server: Stok Kopi Sachet/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Ditolak Server')).toBeInTheDocument();
    expect(within(items[2]).getByText(/Rp\. 1\.234\.567 · dibuat 26-11-2026 10:05/)).toBeInTheDocument();
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Perbaiki' }));
    expect(onFix).toHaveBeenCalledWith(refused);
    expect(within(items[2]).getByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
  });

  it('prints the nota from the phone data: number, customer, lines, payment split and signatures', () => {
    render(<NotaCetak doc={doc({ state: 'terkirim', server: { id: 9, nomor: 'PJ-2026-11-0009' } })} day={null} />);
    expect(screen.getByText('NOTA PENJUALAN')).toBeInTheDocument();
    expect(screen.getByText('No: PJ-2026-11-0009')).toBeInTheDocument();
    expect(screen.getByText('Tgl: 26-11-2026 10:05')).toBeInTheDocument();
    expect(screen.getByText('Konsumen: Toko Makmur')).toBeInTheDocument();
    expect(screen.getByText('2 BOX x 18.000')).toBeInTheDocument(); // goods lines without "Rp." (issue 39)
    expect(screen.getByText('Nota Putih (Kredit)')).toBeInTheDocument();
    expect(screen.getByText('Rp. 234.567')).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
  });

  it('a nota printed before sync carries the phone number of the document and says it waits', () => {
    render(<NotaCetak doc={doc({})} day={null} />);
    expect(screen.getByText('No: OFF-C1C1C1C1')).toBeInTheDocument();
    expect(screen.getByText(/menunggu sinkron/)).toBeInTheDocument();
  });
});
