import { describe, expect, it } from 'vitest';
import registry from '../../resources.config.js';
import { findResource, type FieldKind, type ResourceDef } from '../../common/registry.js';

/** Unit prices and denominations: a column of them means nothing added up over different goods. */
const PRICE = /^(harga|harga_satuan|harga_daftar|harga_toko|nominal|faktor)$/;
const SUMMABLE: FieldKind[] = ['money', 'qty', 'int'];

const documents = registry.resources.filter((r): r is ResourceDef & { lines: NonNullable<ResourceDef['lines']> } => r.lines !== undefined);
const childOf = (r: ResourceDef) => findResource(registry, r.lines!.resource)!;
const kindOf = (r: ResourceDef, name: string) => r.fields.find((f) => f.name === name)?.kind;

describe('line declarations of the registry', () => {
  it.each(documents.map((d) => [d.name, d] as const))('%s declares which columns sum, and none is a unit price', (_name, doc) => {
    const child = childOf(doc);
    expect(doc.lines.sum, `${doc.name}: lines.sum`).toBeDefined();
    for (const name of doc.lines.sum!) {
      expect(SUMMABLE, `${child.name}.${name} sums`).toContain(kindOf(child, name));
      expect(name, `${child.name}.${name} is a unit price`).not.toMatch(PRICE);
      expect(name, `${child.name}.${name} is the worth's price`).not.toBe(doc.lines.worth?.price);
      // A quantity in each line's own unit (2 Dus + 5 Pcs) does not add up; the base quantity does.
      if (name === 'jumlah' && child.fields.some((f) => f.name === 'satuan_id')) throw new Error(`${child.name}.jumlah is in each line's own unit`);
    }
  });

  it.each(documents.filter((d) => d.lines.worth).map((d) => [d.name, d] as const))('%s: its worth names real line columns and document figures', (_name, doc) => {
    const w = doc.lines.worth!;
    const child = childOf(doc);
    for (const name of [w.quantity, w.price, w.discount, w.ppnRate, w.amount].filter((n): n is string => n !== undefined)) {
      expect(kindOf(child, name), `${child.name}.${name}`).toBeDefined();
    }
    expect((w.quantity === undefined) === (w.price === undefined), 'quantity and price come together').toBe(true);
    if (w.ppnRate) expect(kindOf(child, w.ppnRate)).toBe('percent');
    for (const name of [w.subtotal, w.discounts, w.ppn, w.total].filter((n): n is string => n !== undefined)) {
      expect(kindOf(doc, name), `${doc.name}.${name}`).toBe('money');
    }
    expect(w.quantity !== undefined || w.amount !== undefined, 'the worth is made of something').toBe(true);
  });

  it('every document whose lines carry an amount towards its money total declares its worth', () => {
    const missing = documents.filter((d) => {
      const child = childOf(d);
      const amounts = child.fields.filter((f) => f.kind === 'money' && !PRICE.test(f.name));
      return amounts.length > 0 && kindOf(d, 'total') === 'money' && !d.lines.worth;
    }).map((d) => d.name);
    // A journal's figures are its two summed columns, debit and credit, equal by rule: no worth beside them.
    expect(missing.filter((name) => name !== 'jurnal')).toEqual([]);
    expect(findResource(registry, 'jurnal')!.lines!.sum).toEqual(['debit', 'kredit']);
  });

  it('receiving sums the receipt\'s value, not the price per unit', () => {
    const penerimaan = findResource(registry, 'penerimaan')!;
    expect(penerimaan.lines!.sum).not.toContain('harga_satuan');
    expect(penerimaan.lines!.worth).toMatchObject({ quantity: 'jumlah', price: 'harga_satuan', total: 'total' });
  });
});
