/** A reference as the engine answers it: `{ id, <titleField> }`. */
export type Ref = { id: number; [key: string]: unknown } | null | undefined;

/** A reference's name: the engine gives `{ id, <titleField> }`; konsumen and barang also have a kode. */
export function refName(ref: Ref, ...fields: string[]): string {
  if (!ref) return '';
  for (const f of [...fields, 'nama', 'nama_lengkap', 'no_polisi', 'nomor']) if (typeof ref[f] === 'string' && ref[f]) return ref[f] as string;
  return `#${ref.id}`;
}
