/**
 * The cost-document declaration (DESIGN.md section 6): one function turns a kind's data — its step paths, who
 * gives, who receives, its line categories and their accounts, its print — into the document and its line
 * resource. Every kind has the same lifecycle; the engine is server/domain/biaya. A new kind is one call.
 */
import { KAS_PERUSAHAAN, kasRef } from '../../common/kas.js';
import type { CostDef, FieldDef, LevelKey, LockDef, PrintDef, ResourceDef, ScreenDef, TransitionDef, ViewOverrides } from '../../common/registry.js';
import { keterangan } from '../fields.js';
import { jurnal, nomor, parentRef, stamp, status, tanggal, tglPosting } from '../document-fields.js';
import { FAKTUR_MASUKAN_INPUTS, fakturMasukanFields, fakturMasukanLock } from '../faktur-masukan.js';

/** The steps a cost document may declare, in the order they happen, with the state each one leads to. */
export type CostStep = 'checkout' | 'approve' | 'jurnal' | 'berikan' | 'terima';
export const COST_STATES: Record<CostStep | 'draft' | 'batal', [string, string]> = {
  draft: ['draft', 'Draft'], checkout: ['diajukan', 'Diajukan'], approve: ['disetujui', 'Disetujui'], jurnal: ['dijurnal', 'Dijurnal'],
  berikan: ['diberikan', 'Diberikan'], terima: ['diterima', 'Diterima'], batal: ['dibatalkan', 'Dibatalkan'],
};
const STAMP: Record<CostStep | 'batal', [string, string]> = {
  checkout: ['diajukan', 'Diajukan'], approve: ['disetujui', 'Disetujui'], jurnal: ['dijurnal', 'Dijurnal'], berikan: ['diberikan', 'Diberikan'],
  terima: ['diterima', 'Diterima'], batal: ['dibatalkan', 'Dibatalkan'],
};
const DEFAULT_LABEL: Record<CostStep, string> = { checkout: 'Ajukan', approve: 'Setujui', jurnal: 'Jurnal', berikan: 'Berikan Uang', terima: 'Terima' };

/** Finance gives the money and journals; the GM and the owner approve. */
export const PEMBERI: LevelKey[] = ['finance', 'owner', 'admin'];
export const PENYETUJU: LevelKey[] = ['gm', 'owner', 'admin'];

export interface CostKind {
  name: string;
  label: string;
  labelPlural: string;
  /** The menu url governing it (SPEC.md section 2 path) and the list path. */
  menu: string;
  path: string;
  icon: string;
  aliases?: string[];
  screens?: ScreenDef[];
  views?: ViewOverrides;
  cost: CostDef;
  /** The steps in order, each with its SPEC.md path (after /api/) and who may take it. */
  steps: Array<{ step: CostStep; path: string; levels?: LevelKey[]; label?: string; viaInput?: boolean }>;
  /** Path of the cancellation (reversal) step. */
  cancelPath: string;
  /** Who may cancel (reverse). Default: those who give. */
  cancelLevels?: LevelKey[];
  /** Who names the recipient: the field's label. */
  recipientLabel?: string;
  print?: { label: string; path: string };
  /** The warehouse the cost belongs to (or, for goods, the goods leave): `required` for goods. */
  gudang?: 'optional' | 'required';
}

/** A bukti potong's e-Bupot state (issue 38): made at payment, then marked reported with its month's BPPU file. */
export const STATUS_EBUPOT: Array<[string, string]> = [['belum_dilaporkan', 'Belum Dilaporkan'], ['dilaporkan', 'Dilaporkan']];

/**
 * PPh 23 withheld on the service or rent a cost document pays (issue 38, docs/taxes.md "PPh 23 dan e-Bupot BPPU"): the
 * user names the tax object; the payment (`berikan`) computes the rest at the rate in force on the payment date.
 */
const PPH23_FIELDS: FieldDef[] = [
  {
    name: 'objek_pph23_id', kind: 'ref', ref: 'objek-pph23', label: 'Objek PPh 23', filterable: true,
    help: 'Isi untuk jasa atau sewa harta selain tanah/bangunan: PPh 23 dipotong saat pembayaran, kas membayar total dikurangi PPh 23',
  },
  { name: 'dpp_pph23', kind: 'money', label: 'DPP PPh 23', readOnly: true, default: 0, help: 'Jumlah rincian tanpa PPN, dihitung saat pembayaran' },
  { name: 'tarif_pph23', kind: 'percent', label: 'Tarif PPh 23', readOnly: true, default: 0, help: 'Tarif yang berlaku pada tanggal pembayaran; 100% lebih tinggi bila vendor tanpa NPWP' },
  { name: 'pph23', kind: 'money', label: 'PPh 23 Dipotong', readOnly: true, default: 0, sortable: true },
  { name: 'no_bukti_potong', kind: 'text', label: 'No. Bukti Potong PPh 23', readOnly: true, max: 40, searchable: true },
  { name: 'tgl_bukti_potong', kind: 'date', label: 'Tanggal Pemotongan PPh 23', readOnly: true, filterable: true, sortable: true },
  { name: 'status_ebupot', kind: 'enum', label: 'Status e-Bupot', readOnly: true, filterable: true, options: STATUS_EBUPOT.map(([value, label]) => ({ value, label })) },
  { name: 'ebupot_dilaporkan_pada', kind: 'datetime', label: 'Dilaporkan ke e-Bupot Pada', readOnly: true },
];

/** The payee named on a bukti potong stays the one withheld from. */
const PPH23_LOCK: LockDef = { fields: ['vendor_id'], whenSet: 'no_bukti_potong', because: 'sudah dipotong PPh 23 atas vendor ini' };

const kasField: FieldDef = kasRef('kas_id', 'Dibayar dari Kas/Bank', KAS_PERUSAHAAN, { required: true, help: 'Kas Besar, Kas Kecil atau bank perusahaan yang mengeluarkan uang' });
const METODE = [{ value: 'tunai', label: 'Tunai' }, { value: 'transfer', label: 'Transfer' }, { value: 'giro', label: 'Giro' }];

function transitions(k: CostKind): TransitionDef[] {
  const out: TransitionDef[] = [];
  let from = 'draft';
  for (const s of k.steps) {
    const to = COST_STATES[s.step][0];
    const t: TransitionDef = {
      name: s.step, path: s.path, label: s.label ?? DEFAULT_LABEL[s.step], kind: 'forward', from: [from], to, action: 'update', levels: s.levels,
      stampUser: `${STAMP[s.step][0]}_oleh`, stampAt: `${STAMP[s.step][0]}_pada`,
    };
    // No self-approval: whoever made the document neither approves it nor pays it out.
    if (s.step === 'approve' || s.step === 'berikan') t.notByCreator = true;
    if (s.viaInput) t.viaInput = s.step;
    if (s.step === 'jurnal') t.fields = [tglPosting];
    if (s.step === 'berikan') {
      t.fields = [
        kasField,
        { name: 'metode', kind: 'enum', label: 'Cara Bayar', default: 'tunai', options: METODE, help: 'Kosong = tunai' },
        { name: 'no_giro', kind: 'text', label: 'No. Giro', max: 40, help: 'Wajib untuk pembayaran dengan giro' },
        tglPosting,
      ];
    }
    out.push(t);
    from = to;
  }
  const every = ['draft', ...k.steps.map((s) => COST_STATES[s.step][0])];
  out.push({
    name: 'batal', path: k.cancelPath, label: 'Batalkan', kind: 'destructive', reason: 'alasan_batal', from: every, to: 'dibatalkan', action: 'update', levels: k.cancelLevels ?? PEMBERI,
    stampUser: 'dibatalkan_oleh', stampAt: 'dibatalkan_pada',
    fields: [{ name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', required: true, min: 3, max: 255 }, { ...tglPosting, help: 'Kosong = tanggal jurnal dokumen; isi bila periode itu sudah ditutup buku' }],
  });
  return out;
}

/** The document and its line resource of one cost kind. */
export function costDocument(k: CostKind): ResourceDef[] {
  const lineName = `${k.name}-rincian`;
  const fk = `${k.name.replace(/-/g, '_')}_id`;
  const steps = k.steps.map((s) => s.step);
  const states = [COST_STATES.draft, ...steps.map((s) => COST_STATES[s]), COST_STATES.batal];
  const prints: PrintDef[] | undefined = k.print
    ? [{ name: k.print.path.split('/')[0].split('?')[0], label: k.print.label, path: k.print.path, states: states.map(([v]) => v).filter((v) => v !== 'dibatalkan') }]
    : undefined;
  const gudangField: FieldDef[] = k.gudang
    ? [{ name: 'gudang_id', kind: 'ref', ref: 'gudang', label: k.cost.goods ? 'Dari Gudang' : 'Gudang', required: k.gudang === 'required', filterable: true, list: true, listPriority: 3 }]
    : [];
  const categories = k.cost.categories.map((c) => ({ value: c.value, label: c.label }));
  if (k.cost.ppn && k.cost.goods) throw new Error(`${k.name}: PPN masukan hanya untuk biaya tanpa barang`);
  // PPN masukan (issue 37): the seller's tax invoice; its number and date may come after the money went out.
  const ppnFields: FieldDef[] = k.cost.ppn
    ? [
      {
        name: 'vendor_id', kind: 'ref', ref: 'vendor', label: 'Vendor', filterable: true,
        requiredWhen: [{ field: 'no_faktur_pajak', filled: true }, { field: 'objek_pph23_id', filled: true }],
        help: 'Vendor yang menerbitkan faktur pajak atau yang dipotong PPh 23; wajib bila No. Faktur Pajak atau Objek PPh 23 diisi',
      },
      { name: 'ppn', kind: 'money', label: 'PPN Masukan', min: 0, default: 0, help: 'PPN di faktur pajak penjual, sudah termasuk dalam jumlah rincian; dijurnal ke PPN Masukan, biayanya tanpa PPN' },
      ...fakturMasukanFields,
      ...PPH23_FIELDS,
    ]
    : [];
  const postedStates = steps.map((s) => COST_STATES[s][0]);
  const lineFields: FieldDef[] = k.cost.goods
    ? [
      parentRef(fk, k.name, k.label),
      { name: 'kategori', kind: 'enum', label: 'Kategori', required: true, default: categories[0].value, options: categories, filterable: true, list: true },
      { name: 'barang_id', kind: 'ref', ref: 'barang', label: 'Barang', required: true, filterable: true, searchable: true, list: true },
      { name: 'satuan_id', kind: 'ref', ref: 'satuan', label: 'Satuan', list: true, help: 'Kosong = satuan dasar barang' },
      { name: 'jumlah', kind: 'qty', label: 'Jumlah', required: true, min: 1, list: true },
      { name: 'qty', kind: 'qty', label: 'Jumlah (satuan dasar)', readOnly: true, default: 0, list: true },
      { name: 'uraian', kind: 'text', label: 'Uraian', max: 255, list: true },
      { name: 'nilai', kind: 'money', label: 'Nilai (HPP)', readOnly: true, default: 0, list: true, help: 'Harga pokok saat barang keluar gudang' },
    ]
    : [
      parentRef(fk, k.name, k.label),
      { name: 'kategori', kind: 'enum', label: 'Kategori', required: true, default: categories[0].value, options: categories, filterable: true, list: true },
      { name: 'uraian', kind: 'text', label: 'Uraian', required: true, min: 2, max: 255, searchable: true, list: true },
      { name: 'nilai', kind: 'money', label: 'Jumlah', required: true, min: 1, max: 1_000_000_000_000, list: true },
    ];
  return [
    {
      name: k.name, label: k.label, labelPlural: k.labelPlural, menu: k.menu, path: k.path, icon: k.icon, aliases: k.aliases, screens: k.screens, views: k.views,
      titleField: 'nomor', defaultSort: { field: 'tanggal', order: 'DESC' }, operations: ['list', 'get', 'create', 'update', 'delete'],
      lines: { resource: lineName, foreignKey: fk, field: 'rincian', sum: k.cost.goods ? ['qty', 'nilai'] : ['nilai'], worth: { amount: 'nilai', total: 'total' } },
      cost: k.cost, prints,
      ...(k.cost.ppn ? { locks: [{ ...fakturMasukanLock, fields: [...fakturMasukanLock.fields, 'vendor_id'] }, PPH23_LOCK] } : {}),
      workflow: {
        field: 'status', initial: 'draft', editableIn: ['draft'], transitions: transitions(k),
        ...(k.cost.ppn ? { editableLater: { fields: [...FAKTUR_MASUKAN_INPUTS, 'vendor_id'], states: postedStates } } : {}),
      },
      fields: [
        nomor, tanggal,
        { name: 'penerima_id', kind: 'ref', ref: 'karyawan', label: k.recipientLabel ?? 'Penerima', required: true, filterable: true, list: true, listPriority: 2 },
        ...gudangField,
        { name: 'total', kind: 'money', label: 'Total', readOnly: true, default: 0, sortable: true, list: true, listPriority: 1 },
        ...ppnFields,
        status(states),
        { name: 'kas_id', kind: 'ref', ref: 'kas', label: 'Kas/Bank', readOnly: true, filterable: true, list: true, listPriority: 3 },
        { name: 'metode', kind: 'enum', label: 'Cara Bayar', readOnly: true, filterable: true, options: METODE },
        { name: 'no_giro', kind: 'text', label: 'No. Giro', readOnly: true, max: 40 },
        { name: 'giro', kind: 'money', label: 'Nilai Giro', readOnly: true, default: 0 },
        keterangan,
        { name: 'alasan_batal', kind: 'text', label: 'Alasan Pembatalan', readOnly: true, max: 255 },
        { ...jurnal, name: 'jurnal_beban_id', label: 'Jurnal Biaya' },
        { ...jurnal, name: 'jurnal_id', label: 'Jurnal Pembayaran' },
        ...steps.flatMap((s) => stamp(`${STAMP[s][0]}_oleh`, `${STAMP[s][0]}_pada`, STAMP[s][1])),
        ...stamp('dibatalkan_oleh', 'dibatalkan_pada', 'Dibatalkan'),
      ],
    },
    {
      name: lineName, label: `Rincian ${k.label}`, labelPlural: `Rincian ${k.labelPlural}`, menu: k.menu, path: `/${lineName}`,
      titleField: 'id', parent: k.name, defaultSort: { field: 'id', order: 'ASC' },
      ...(k.cost.goods ? { shownAs: { ref: 'barang_id', field: 'nama' } } : {}),
      fields: lineFields,
    },
  ];
}
