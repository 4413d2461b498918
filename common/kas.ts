/**
 * Cash boxes by role (issue 36): the kind (`kas.jenis`) says what a cash or bank account is for, not who holds it.
 * Company money is Kas Besar, Kas Kecil (petty cash) and the banks; a salesperson's cash in hand (kas pegangan) is
 * Kas Sales and takes only their own sales and collections, emptied by deposits. Every form names the kinds its step
 * may use (`refFilter: { jenis: [...] }`, see kasRef), the client offers only those and the server refuses the rest
 * with a 422 (server/core/ref-filter.ts), with the same lists below.
 */
import type { EnumOption, FieldDef } from './registry-fields.js';

export type KasJenis = 'kas_besar' | 'kas_kecil' | 'bank' | 'kas_sales';

export const KAS_JENIS: EnumOption[] = [
  { value: 'kas_besar', label: 'Kas Besar' },
  { value: 'kas_kecil', label: 'Kas Kecil' },
  { value: 'bank', label: 'Bank' },
  { value: 'kas_sales', label: 'Kas Sales (Pegangan)' },
];

/** Company money: pays costs, BOP advances, suppliers, repairs and payroll, and takes company receipts. */
export const KAS_PERUSAHAAN: KasJenis[] = ['kas_besar', 'kas_kecil', 'bank'];
/** Company cash in notes: where a salesperson's cash deposit goes. */
export const KAS_TUNAI_PERUSAHAAN: KasJenis[] = ['kas_besar', 'kas_kecil'];
/** Cash in notes of any holder (a cash account, as against a bank). */
export const KAS_TUNAI: KasJenis[] = ['kas_besar', 'kas_kecil', 'kas_sales'];
/** A salesperson's own cash box. */
export const KAS_SALES: KasJenis[] = ['kas_sales'];
export const KAS_BANK: KasJenis[] = ['bank'];

export function kasJenisLabel(jenis: unknown): string {
  return KAS_JENIS.find((o) => o.value === jenis)?.label ?? String(jenis ?? '-');
}

/** "Kas Besar, Kas Kecil atau Bank". */
export function kasJenisList(allowed: readonly string[]): string {
  const labels = allowed.map(kasJenisLabel);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} atau ${labels[labels.length - 1]}` : labels.join('');
}

/** The 422 text of a kas of the wrong kind for a step. */
export function kasRefused(nama: string, jenis: unknown, allowed: readonly string[]): string {
  return `${nama} adalah ${kasJenisLabel(jenis)}; pilih ${kasJenisList(allowed)}`;
}

/** A reference to a kas limited to the kinds its step may use. */
export function kasRef(name: string, label: string, allowed: readonly KasJenis[], extra: Partial<FieldDef> = {}): FieldDef {
  return { name, kind: 'ref', ref: 'kas', label, refFilter: { jenis: [...allowed] }, ...extra };
}
