import { describe, expect, it } from 'vitest';
import type { FieldDef, ResourceDef } from '../../../common/registry';
import { NUMBER_FORMATS, sanitizeNumberText } from '../../../src/framework/inputs/numberFormats';
import { fieldValidator } from '../../../src/framework/inputs/validators';
import { buildSaveBody } from '../../../src/providers/saveBody';

describe('number typing formats', () => {
  it('money and quantities regroup thousands with dots', () => {
    expect(NUMBER_FORMATS.money.fromText('1.234.567')).toBe(1234567);
    expect(NUMBER_FORMATS.money.toText(1234567)).toBe('1.234.567');
    expect(NUMBER_FORMATS.money.prefix).toBe('Rp.');
    expect(NUMBER_FORMATS.qty.fromText('2.500')).toBe(2500);
    expect(NUMBER_FORMATS.int.fromText('')).toBeNull();
    expect(NUMBER_FORMATS.int.fromText('12,9')).toBe(12);
  });
  it('decimals take a comma, percentages are kept in basis points', () => {
    expect(NUMBER_FORMATS.decimal.fromText('1.234,75')).toBe(1234.75);
    expect(NUMBER_FORMATS.decimal.toText(1234.75)).toBe('1.234,75');
    expect(NUMBER_FORMATS.percent.fromText('12,5')).toBe(1250);
    expect(NUMBER_FORMATS.percent.toText(1250)).toBe('12,5');
    expect(NUMBER_FORMATS.percent.suffix).toBe('%');
  });
  it('drops what a number cannot contain', () => {
    expect(sanitizeNumberText('Rp 1.2a3', true)).toBe('1.23');
    expect(sanitizeNumberText('-12,5', true)).toBe('-125');
    expect(sanitizeNumberText('12,5', false)).toBe('12,5');
    expect(sanitizeNumberText('1-2', false)).toBe('12');
  });
});

const resource: ResourceDef = {
  name: 'user', label: 'Pengguna', labelPlural: 'Pengguna', menu: '/pengguna', path: '/pengguna', titleField: 'email',
  fields: [
    { name: 'email', kind: 'email', label: 'Email', required: true },
    { name: 'password', kind: 'password', label: 'Password', required: true, min: 8 },
    { name: 'nik', kind: 'text', label: 'NIK', min: 16, max: 16 },
    { name: 'gaji', kind: 'money', label: 'Gaji', min: 0 },
  ],
};
const field = (name: string) => resource.fields.find((f) => f.name === name) as FieldDef;

describe('validation from the registry (the server\'s own rules)', () => {
  it('requires required fields and marks them required', () => {
    const v = fieldValidator(resource, field('email'), 'create') as ((value: unknown) => unknown) & { isRequired?: boolean };
    expect(v('')).toBe('Email wajib diisi');
    expect(v('bukan-email')).toBe('Email bukan alamat email yang valid');
    expect(v('a@b.co')).toBeUndefined();
    expect(v.isRequired).toBe(true);
  });
  it('checks lengths and ranges', () => {
    expect(fieldValidator(resource, field('nik'), 'create')('123', {}, {} as never)).toBe('NIK minimal 16 karakter');
    expect(fieldValidator(resource, field('nik'), 'create')('', {}, {} as never)).toBeUndefined();
    expect(fieldValidator(resource, field('gaji'), 'create')(-5, {}, {} as never)).toBe('Gaji minimal 0');
  });
  it('lets a password stay empty on update, but not a short one', () => {
    const v = fieldValidator(resource, field('password'), 'update') as ((value: unknown) => unknown) & { isRequired?: boolean };
    expect(v('')).toBeUndefined();
    expect(v('pendek')).toBe('Password minimal 8 karakter');
    expect(v.isRequired).toBe(false);
    expect(fieldValidator(resource, field('password'), 'create')('', {}, {} as never)).toBe('Password wajib diisi');
  });
  it('sends nothing for an empty password on update and null for emptied fields', () => {
    expect(buildSaveBody({ resources: [resource], menus: [] }, resource, { email: 'a@b.co', password: '', nik: '  ', gaji: 0 }, 'update', 4))
      .toEqual({ email: 'a@b.co', nik: null, gaji: 0, id: 4 });
  });
});
