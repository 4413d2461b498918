/**
 * The supplier's tax invoice on a purchase or a cost document (input tax, PPN masukan, issue 37): its number and date
 * as the seller's faktur pajak prints them, and the PPN period that credited it. The input-tax register and the
 * monthly PPN figures read them (server/domain/pajak/ppn-masukan.ts; docs/taxes.md "PPN Masukan").
 */
import type { FieldDef, LockDef } from '../common/registry.js';

/** The fields a user types; they stay editable after posting (workflow `editableLater`) until credited. */
export const FAKTUR_MASUKAN_INPUTS = ['no_faktur_pajak', 'tgl_faktur_pajak'];

export const fakturMasukanFields: FieldDef[] = [
  {
    // Coretax's NSFP has 17 digits (since 2025), e-Faktur's 16 (printed 010.000-24.12345678).
    name: 'no_faktur_pajak', kind: 'text', label: 'No. Faktur Pajak', digits: [16, 17], searchable: true,
    requiredWhen: { field: 'tgl_faktur_pajak', filled: true },
    help: 'Nomor seri faktur pajak (NSFP) dari penjual: 17 digit (Coretax) atau 16 digit (e-Faktur lama); boleh diisi setelah dokumen diproses',
    example: '04002500012345678',
  },
  { name: 'tgl_faktur_pajak', kind: 'date', label: 'Tanggal Faktur Pajak', filterable: true, sortable: true, requiredWhen: { field: 'no_faktur_pajak', filled: true } },
  {
    name: 'masa_kredit', kind: 'text', label: 'Dikreditkan pada Masa', month: true, readOnly: true, filterable: true,
    help: 'Masa PPN yang mengkreditkan faktur pajak ini; kosong = belum dikreditkan',
  },
];

/** Once credited in a PPN period, the tax invoice stays as it was credited. */
export const fakturMasukanLock: LockDef = { fields: FAKTUR_MASUKAN_INPUTS, whenSet: 'masa_kredit', because: 'sudah dikreditkan pada masa PPN' };
