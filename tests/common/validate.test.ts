import { describe, expect, it } from 'vitest';
import registry from '../../resources.config.js';
import { findResource } from '../../common/registry.js';
import { validateRecord } from '../../common/validate.js';
import { levelIs } from '../../common/levels.js';

const karyawan = findResource(registry, 'karyawan')!;

describe('validateRecord', () => {
  it('reports required fields on create, in Indonesian', () => {
    const { errors } = validateRecord(karyawan, {}, 'create');
    expect(errors).toEqual({
      nip: ['NIP wajib diisi'], nama_lengkap: ['Nama Lengkap wajib diisi'], jk: ['Jenis Kelamin wajib diisi'], jabatan_id: ['Jabatan wajib diisi'],
    });
  });

  it('checks kinds, lengths, enums and ranges; coerces numeric strings', () => {
    const { values, errors } = validateRecord(karyawan, {
      nik: '123', nip: 'A1', nama_lengkap: 'Budi', jk: 'X', jabatan_id: '2', email: 'bukan-email', no_hp: 'abc', tanggal_masuk: '2026-02-30', gaji_pokok: -5,
    }, 'create');
    expect(errors).toEqual({
      nik: ['NIK minimal 16 karakter'], jk: ['Jenis Kelamin harus salah satu dari: Laki-laki, Perempuan'], email: ['Email bukan alamat email yang valid'],
      no_hp: ['No. HP bukan nomor telepon yang valid'], tanggal_masuk: ['Tanggal Masuk harus tanggal yang valid (YYYY-MM-DD)'], gaji_pokok: ['Gaji Pokok minimal 0'],
    });
    expect(values.jabatan_id).toBe(2);
  });

  it('on update checks only what is sent, but a required field may not be emptied', () => {
    expect(validateRecord(karyawan, { alamat: 'Jl. Baru' }, 'update').errors).toEqual({});
    expect(validateRecord(karyawan, { nama_lengkap: '  ' }, 'update').errors).toEqual({ nama_lengkap: ['Nama Lengkap wajib diisi'] });
  });

  it('applies defaults on create and reports unknown and server-managed keys', () => {
    const r = validateRecord(karyawan, { nip: 'A', nama_lengkap: 'B', jk: 'L', jabatan_id: 1, created_at: 'x', hack: 1 }, 'create');
    expect(r.values.aktif).toBe(true);
    expect(r.unknown).toEqual(['created_at', 'hack']);
  });
});

describe('levelIs (SPEC.md section 6 synonyms)', () => {
  it('matches case-insensitively with spaces as underscores', () => {
    expect(levelIs('General Manager', 'gm')).toBe(true);
    expect(levelIs('MANAGER', 'gm')).toBe(true);
    expect(levelIs('SPV', 'supervisor')).toBe(true);
    expect(levelIs('Admin Aset', 'asset_admin')).toBe(true);
    expect(levelIs('Admin Aset', 'warehouse_admin')).toBe(true);
    expect(levelIs('Sales', 'warehouse_admin')).toBe(true);
    expect(levelIs('Sales Senior', 'sales')).toBe(false);
    expect(levelIs('Administrator', 'admin')).toBe(false);
  });
});
