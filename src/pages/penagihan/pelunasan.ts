import { formatMoney } from '../../../common/format';

/** A collection of a sale's open receivable (POST /api/input/penjualan-bayar): never above what is open. */
export interface CollectionInput {
  tipe: 'tunai' | 'transfer' | 'qris' | 'giro';
  jumlah: number | null;
  kas_id: number | null;
  giro_nomor: string;
  giro_bank: string;
  giro_jatuh_tempo: string;
  keterangan: string;
}

export const emptyCollection = (sisa: number): CollectionInput => ({
  tipe: 'tunai', jumlah: sisa > 0 ? sisa : null, kas_id: null, giro_nomor: '', giro_bank: '', giro_jatuh_tempo: '', keterangan: '',
});

/**
 * The client's checks before sending (the server makes them again): an amount from 1 up to the open sisa, a bank for a
 * transfer or QRIS, the cash account a finance user receives cash into, and a giro's number, bank and effective date.
 */
export function collectionErrors(sisa: number, v: CollectionInput, kasForTunai: boolean): Partial<Record<keyof CollectionInput, string>> {
  const errors: Partial<Record<keyof CollectionInput, string>> = {};
  if (v.jumlah === null || v.jumlah < 1) errors.jumlah = 'Jumlah wajib diisi, minimal Rp. 1';
  else if (v.jumlah > sisa) errors.jumlah = `Melebihi sisa piutang ${formatMoney(sisa)}`;
  if (v.tipe === 'transfer' && !v.kas_id) errors.kas_id = 'Pilih rekening bank tujuan transfer';
  if (v.tipe === 'qris' && !v.kas_id) errors.kas_id = 'Pilih rekening bank penerima QRIS';
  if (v.tipe === 'tunai' && kasForTunai && !v.kas_id) errors.kas_id = 'Pilih kas penerima';
  if (v.tipe === 'giro') {
    if (!v.giro_nomor.trim()) errors.giro_nomor = 'Nomor giro wajib diisi';
    if (!v.giro_bank.trim()) errors.giro_bank = 'Bank giro wajib diisi';
    if (!v.giro_jatuh_tempo) errors.giro_jatuh_tempo = 'Tanggal efektif giro wajib diisi';
  }
  return errors;
}

export function collectionBody(hutangId: number, v: CollectionInput, kasForTunai: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { hutang_id: hutangId, tipe: v.tipe, jumlah: v.jumlah };
  if (v.tipe === 'transfer' || v.tipe === 'qris' || (v.tipe === 'tunai' && kasForTunai)) body.kas_id = v.kas_id;
  if (v.tipe === 'giro') Object.assign(body, { giro_nomor: v.giro_nomor.trim(), giro_bank: v.giro_bank.trim(), giro_jatuh_tempo: v.giro_jatuh_tempo });
  if (v.keterangan.trim()) body.keterangan = v.keterangan.trim();
  return body;
}
