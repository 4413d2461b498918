import type { FieldDef } from '../../common/registry.js';
import type { FieldErrors } from '../../common/validate.js';
import type { Db } from '../db/connection.js';
import { placesOfWarehouse } from '../core/documents/places.js';

type Row = Record<string, unknown>;
const norm = (s: string): string => s.toLowerCase().replace(/\s*\/\s*/g, '/').replace(/\s+/g, ' ').trim();

/**
 * A warehouse place named in a spreadsheet cell by its path ("Blok A / Rak R01 / Laci L2", case and spacing
 * ignored), looked up in the warehouse the row names in the field's `placeIn` column: the place field's id and
 * its kind (`<prefix>_tipe`) go into the save body. One query per warehouse for the whole file.
 */
export class PlaceResolver {
  private readonly byWarehouse = new Map<number, Map<string, { tipe: string; id: number }>>();

  constructor(private readonly trx: Db) {}

  async fill(field: FieldDef, text: string, body: Row, errors: FieldErrors): Promise<void> {
    const gudangId = Number(body[field.placeIn!]);
    if (!Number.isSafeInteger(gudangId) || gudangId <= 0) {
      errors[field.name] = [`Isi kolom gudang untuk menentukan ${field.label}`];
      return;
    }
    let places = this.byWarehouse.get(gudangId);
    if (!places) {
      places = new Map((await placesOfWarehouse(this.trx, gudangId)).map((p) => [norm(p.nama), { tipe: p.tipe, id: p.id }]));
      this.byWarehouse.set(gudangId, places);
    }
    const found = places.get(norm(text));
    if (!found) {
      errors[field.name] = [`${field.label} "${text}" tidak ada di gudang itu (tulis seperti "Blok A / Rak R01")`];
      return;
    }
    body[field.name] = found.id;
    body[`${field.name.slice(0, -'_id'.length)}_tipe`] = found.tipe;
  }
}
