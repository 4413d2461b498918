import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { fakeApi, type FakeReply, type RecordedRequest } from '../helpers/fakeApi';
import { englishLeaks, grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const BANKS = [{ id: 4, kode: 'BNK-01', nama: 'Bank BCA', jenis: 'bank' }, { id: 5, kode: 'BNK-02', nama: 'Bank Mandiri', jenis: 'bank' }];
const LINES = [
  { id: 71, tanggal: '2026-11-03', kas_id: 4, kas: BANKS[0], keterangan: 'TRSF E-BANKING CR TOKO MAJU', kredit: 1_500_000, debit: 0, saldo: 11_500_000, status: 'cocok', cara: 'otomatis' },
  { id: 72, tanggal: '2026-11-04', kas_id: 4, kas: BANKS[0], keterangan: 'BIAYA ADM', kredit: 0, debit: 15_000, saldo: 11_485_000, status: 'belum', cara: null },
];
const ANSWER = {
  impor: {
    id: null, nomor: null, format: 'bca', format_label: 'BCA (CSV pribadi)', nama_file: 'mutasi.csv', kas_id: 4, rekening: '1234567890',
    tgl_awal: '2026-11-01', tgl_akhir: '2026-11-30', saldo_awal: 10_000_000, saldo_akhir: 12_985_000,
  },
  baris: [
    { baris: 2, tanggal: '2026-11-03', keterangan: 'TRSF E-BANKING CR 0311/FTSCY/WS95031 1500000.00 TOKO MAJU JAYA PEMBAYARAN NOTA PJ/2026/11/0012', referensi: null, debit: 0, kredit: 1_500_000, saldo: 11_500_000, baru: false, cocok: null },
    { baris: 3, tanggal: '2026-11-05', keterangan: 'BIAYA ADM', referensi: null, debit: 15_000, kredit: 0, saldo: 11_485_000, baru: true, cocok: 'aturan' },
    { baris: 4, tanggal: '2026-11-06', keterangan: 'SETORAN TUNAI', referensi: null, debit: 0, kredit: 1_500_000, saldo: 12_985_000, baru: true, cocok: null },
  ],
  jumlah_baris: 3, baris_baru: 2, baris_ganda: 1, baris_pending: 0, cocok_otomatis: 1, persen_cocok: 50,
};

function bankServer(importReply: (req: RecordedRequest) => FakeReply) {
  return fakeApi((req) => {
    if (req.path === '/api/mutasi-bank/import') return importReply(req);
    if (req.path === '/api/mutasi-bank') return { data: { data: LINES, total: LINES.length } };
    if (req.path === '/api/mutasi-bank-ringkasan') {
      return { data: { data: [{ kas_id: 4, kas_nama: 'Bank BCA', baris: 40, cocok: 30, sebagian: 2, belum: 8, persen_cocok: 75, saldo_bank: 12_985_000, tgl_akhir: '2026-11-30' }] } };
    }
    if (req.path === '/api/kas') return { data: { data: BANKS, total: BANKS.length } };
    return { data: { data: [], total: 0 } };
  });
}

const renderList = () => renderApp(<ResourceView resource="mutasi-bank" view="list" />, { entries: grantAll(registry, { create: true, update: true, delete: false }) });

/** Opens "Impor Mutasi", picks Bank BCA and a statement file, and asks the preview. */
async function previewStatement() {
  fireEvent.click(await screen.findByRole('button', { name: 'Impor Mutasi' }, WAIT));
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Rekening Bank/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Bank BCA' }, WAIT));
  fireEvent.change(within(dialog).getByLabelText(/Berkas Mutasi/), { target: { files: [new File(['Tanggal,Keterangan\n'], 'mutasi.csv', { type: 'text/csv' })] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pratinjau' }));
  return dialog;
}

describe('/mutasi-bank: Impor Mutasi', () => {
  it('shows the bank cards with coloured states, previews the statement, then saves it as multipart kas_id + file', async () => {
    server = bankServer(() => ({ data: { data: { ...ANSWER, impor: { ...ANSWER.impor, id: 9, nomor: 'IMB/2026/11/0001' } }, message: 'Mutasi diimpor' } }));
    renderList();
    expect(await screen.findByText('30 dari 40 baris cocok (75 %)', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Mutasi terakhir 30-11-2026')).toBeInTheDocument();
    expect(screen.getByText('Rp. 12.985.000')).toBeInTheDocument();
    const matched = await screen.findByText('Cocok', {}, WAIT);
    expect(matched.closest('.MuiChip-root')?.className).toContain('MuiChip-colorSuccess');
    expect(screen.getByText('Belum Cocok').closest('.MuiChip-root')?.className).toContain('MuiChip-colorDefault');

    const dialog = await previewStatement();
    expect(await within(dialog).findByText('BCA (CSV pribadi)', {}, WAIT)).toBeInTheDocument();
    const preview = server.requests.find((r) => r.path === '/api/mutasi-bank/import')!;
    expect(preview.query.get('pratinjau')).toBe('1');
    expect(within(dialog).getByText('1 dari 2 baris baru cocok otomatis (50 %).')).toBeInTheDocument();
    const facts = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect([facts('Format'), facts('Periode'), facts('Saldo Awal'), facts('Saldo Akhir')]).toEqual(['BCA (CSV pribadi)', '01-11-2026 s.d. 30-11-2026', 'Rp. 10.000.000', 'Rp. 12.985.000']);
    expect([facts('Baris'), facts('Baru'), facts('Sudah Ada'), facts('Pending')]).toEqual(['3', '2', '1', '0']);
    const table = within(dialog).getByRole('table', { name: 'Baris mutasi' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent));
    expect(rows).toEqual([
      ['03-11-2026', ANSWER.baris[0].keterangan, 'Rp. 1.500.000', '', 'Rp. 11.500.000', 'Sudah ada'],
      ['05-11-2026', 'BIAYA ADM', '', 'Rp. 15.000', 'Rp. 11.485.000', 'Aturan'],
      ['06-11-2026', 'SETORAN TUNAI', 'Rp. 1.500.000', '', 'Rp. 12.985.000', ''],
    ]);

    expect(englishLeaks()).toEqual([]);
    const listReads = () => server!.requests.filter((r) => r.path === '/api/mutasi-bank').length;
    const before = listReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('2 baris diimpor, 1 cocok otomatis (50 %)', {}, WAIT)).toBeInTheDocument();
    const saves = server.requests.filter((r) => r.path === '/api/mutasi-bank/import');
    expect(saves).toHaveLength(2);
    expect(saves[1].method).toBe('POST');
    expect(saves[1].query.get('pratinjau')).toBeNull();
    const body = saves[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('kas_id')).toBe('4');
    expect((body.get('file') as File).name).toBe('mutasi.csv');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(listReads()).toBe(before + 1), WAIT);
  });

  it('a refused file shows the message and every line of errors.file in the dialog, and nothing else happens', async () => {
    server = bankServer(() => ({
      status: 422,
      data: { message: 'Berkas mutasi tidak dapat dibaca', errors: { file: ['Baris 12: tanggal "31-02-2026" tidak dikenal', 'Baris 13: saldo tidak sama dengan baris sebelumnya'] } },
    }));
    renderList();
    const dialog = await previewStatement();
    expect(await within(dialog).findByText('Berkas mutasi tidak dapat dibaca', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText('Baris 12: tanggal "31-02-2026" tidak dikenal')).toBeInTheDocument();
    expect(within(dialog).getByText('Baris 13: saldo tidak sama dengan baris sebelumnya')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Pratinjau' })).toBeEnabled();
    expect(server.requests.filter((r) => r.path === '/api/mutasi-bank/import')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
