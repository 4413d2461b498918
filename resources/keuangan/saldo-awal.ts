/**
 * Opening balances (saldo awal) at go-live: stock per goods and warehouse at its unit cost, and the balances of
 * cash, bank and other accounts as one opening journal. Both are importable like master data; customers' unpaid
 * invoices are `hutang` (resources/keuangan/keuangan.ts). Each entry posts through server/ledger against the opening
 * equity account (setting `akun_modal_id`) and is never edited: a wrong one is corrected by an opname or a journal.
 */
import type { FieldDef, MenuNode, ResourceDef } from '../../common/registry.js';
import { barang, jurnal, nomor, tanggal } from '../document-fields.js';

const CREATE_ONLY = ['list', 'get', 'create'] as ResourceDef['operations'];
const keterangan: FieldDef = { name: 'keterangan', kind: 'text', label: 'Keterangan', max: 255 };

/** An opening-balance resource: created (never edited), imported, listed newest first; its number and go-live date first. */
const opening = (name: string, label: string, icon: string, fields: FieldDef[]): ResourceDef => ({
  name, label, labelPlural: label, menu: `/${name}`, path: `/${name}`, icon, titleField: 'nomor', operations: CREATE_ONLY, importable: true,
  defaultSort: { field: 'tanggal', order: 'DESC' },
  fields: [nomor, { ...tanggal, label: 'Tanggal Mulai', help: 'Tanggal mulai memakai Niaga (go-live)' }, ...fields, keterangan, jurnal],
});

export const saldoAwalResources: ResourceDef[] = [
  opening('saldo-awal-stok', 'Saldo Awal Stok', 'Inventory', [
    { name: 'gudang_id', kind: 'ref', ref: 'gudang', label: 'Gudang', required: true, filterable: true, list: true },
    barang,
    { name: 'qty', kind: 'qty', label: 'Jumlah (satuan dasar)', required: true, min: 1, list: true },
    { name: 'harga', kind: 'money', label: 'Harga Pokok Satuan', required: true, min: 0, list: true, help: 'Nilai persediaan per satuan dasar' },
    { name: 'nilai', kind: 'money', label: 'Nilai', readOnly: true, sortable: true, list: true },
    {
      name: 'tempat_tipe', kind: 'enum', label: 'Jenis Tempat',
      options: [{ value: 'blok', label: 'Blok' }, { value: 'rak', label: 'Rak' }, { value: 'laci', label: 'Laci' }, { value: 'palet', label: 'Palet' }],
    },
    { name: 'tempat_id', kind: 'int', label: 'Tempat', min: 1, placeIn: 'gudang_id', help: 'Kosong = belum ditempatkan di rak' },
    { name: 'tempat_nama', kind: 'text', label: 'Tempat', readOnly: true, max: 120, list: true },
  ]),
  opening('saldo-awal-akun', 'Saldo Awal Akun', 'Balance', [
    { name: 'akun_id', kind: 'ref', ref: 'akun', label: 'Akun', required: true, filterable: true, list: true },
    { name: 'debit', kind: 'money', label: 'Debit', default: 0, min: 0, list: true, help: 'Saldo harta dan beban' },
    { name: 'kredit', kind: 'money', label: 'Kredit', default: 0, min: 0, list: true, example: 0, help: 'Saldo kewajiban, modal dan pendapatan' },
  ]),
];

export const saldoAwalMenus: MenuNode[] = [
  {
    name: 'Saldo Awal', icon: 'MoveToInbox', url: '/saldo-awal', children: [
      { name: 'Saldo Awal Stok', icon: 'Inventory', url: '/saldo-awal-stok' },
      { name: 'Saldo Awal Akun', icon: 'Balance', url: '/saldo-awal-akun' },
    ],
  },
];
