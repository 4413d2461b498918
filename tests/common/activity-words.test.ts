import { describe, expect, it } from 'vitest';
import registry from '../../resources.config.js';
import { activeVerb, activitySentence, doneVerb } from '../../common/activity-words.js';

describe('activity in words (issue 35)', () => {
  it('turns an imperative into its active form', () => {
    expect(['Setujui', 'Tolak', 'Terima', 'Ajukan', 'Batalkan', 'Kirim', 'Bayar', 'Posting', 'Proses', 'Laporkan', 'Pindahkan', 'Pesan', 'Hapus', 'Tempatkan', 'Jurnal', 'Konfirmasi', 'Selesaikan'].map(activeVerb))
      .toEqual(['menyetujui', 'menolak', 'menerima', 'mengajukan', 'membatalkan', 'mengirim', 'membayar', 'memposting', 'memproses', 'melaporkan', 'memindahkan', 'memesan', 'menghapus', 'menempatkan', 'menjurnal', 'mengonfirmasi', 'menyelesaikan']);
  });

  it('joins the parts of a label and leaves out what the document\'s label says', () => {
    expect(doneVerb({ label: 'Setujui & Bayarkan' }, 'BOP')).toBe('menyetujui dan membayarkan');
    expect(doneVerb({ label: 'Batalkan Penjualan' }, 'Penjualan')).toBe('membatalkan');
    expect(doneVerb({ label: 'Setujui Retur' }, 'Retur Konsumen')).toBe('menyetujui');
    expect(doneVerb({ label: 'Laporkan LPJ' }, 'BOP')).toBe('melaporkan LPJ');
    expect(doneVerb({ label: 'Setujui Gudang', done: 'menyetujui' }, 'Ajuan Barang')).toBe('menyetujui');
  });

  it('reads a step, a write and a journal posting with the document number', () => {
    expect(activitySentence(registry, { action: 'approveGudang', resource: 'request-barang', user: 'Joko Susilo', nomor: 'RB/2026/11/0011' }))
      .toBe('Joko Susilo menyetujui Ajuan Barang RB/2026/11/0011');
    expect(activitySentence(registry, { action: 'create', resource: 'jurnal', user: 'Sinta', nomor: 'JU/2026/11/0541' })).toBe('Sinta membuat Jurnal JU/2026/11/0541');
    expect(activitySentence(registry, { action: 'post', resource: 'jurnal', user: null, nomor: 'JU/2026/11/0541' })).toBe('Sistem memposting Jurnal JU/2026/11/0541');
    expect(activitySentence(registry, { action: 'tolak', resource: 'bop-ajuan', user: 'Rina' })).toBe('Rina menolak BOP');
  });

  it('never shows an unknown action\'s code', () => {
    const s = activitySentence(registry, { action: 'kodeAneh_x', resource: 'tidak-ada', user: 'Rina', nomor: null });
    expect(s).toBe('Rina memproses data');
  });
});
