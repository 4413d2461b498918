import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config';
import { findResource } from '../../../common/registry';
import { refLabel, shownName } from '../../../src/framework/display/displayByKind';

const user = findResource(registry, 'user')!;
const stamp = { name: 'diterima_oleh', kind: 'ref' as const, ref: 'user', label: 'Diterima Oleh' };

describe('people by name', () => {
  it('a stamp shows the name the server gives the user, not the email', () => {
    const record = { diterima_oleh: 7, diterima_oleh_ref: { id: 7, email: 'gudang@niaga.local', karyawan_id: 3, nama: 'Siti Rahmawati' } };
    expect(refLabel({ field: stamp, record, registry })).toBe('Siti Rahmawati');
  });

  it('a user without an employee is shown by the email; a missing expansion by its id', () => {
    expect(refLabel({ field: stamp, record: { diterima_oleh: 7, diterima_oleh_ref: { id: 7, email: 'x@niaga.local', karyawan_id: null, nama: null } }, registry })).toBe('x@niaga.local');
    expect(refLabel({ field: stamp, record: { diterima_oleh: 7, diterima_oleh_ref: null }, registry })).toBe('#7');
  });

  it('a user row of the user list (a reference\'s choices) is named by its expanded employee', () => {
    expect(shownName(user, { id: 7, email: 'gudang@niaga.local', karyawan_id: 3, karyawan: { id: 3, nama_lengkap: 'Siti Rahmawati' } })).toBe('Siti Rahmawati');
    expect(shownName(user, { id: 8, email: 'tanpa@niaga.local', karyawan_id: null, karyawan: null })).toBe('tanpa@niaga.local');
  });
});
