import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { fieldValidator, recordValidator } from '../../../src/framework/inputs/validators';
import { findResource, type FieldDef } from '../../../common/registry';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const WAIT = { timeout: 15000 };
const SETTING = { id: 1, nama_perusahaan: 'PT Niaga Sentosa Abadi', pkp: true, npwp: '0012345678424000', nitku: '0012345678424000000000', ppn_persen: 1100, penyusutan_bulan_pertama: 'penuh', pembulatan_tunai: '100' };

describe('the settings screen: tax identity', () => {
  it('checks an NPWP, a NITKU and a Coretax unit code as typed, with the server\'s messages', () => {
    const setting = findResource(registry, 'setting')!;
    const satuan = findResource(registry, 'satuan')!;
    const v = (resource: typeof setting, name: string) => fieldValidator(resource, resource.fields.find((f) => f.name === name) as FieldDef, 'update') as (value: unknown) => unknown;
    expect(v(setting, 'npwp')('012345678424000')).toBe('NPWP harus 16 digit (terisi 15)');
    expect(v(setting, 'npwp')('01.234.567.8-424.000.0')).toBeUndefined();
    expect(v(setting, 'npwp')('0012345678424OOO')).toBe('NPWP hanya boleh berisi angka');
    expect(v(setting, 'nitku')('0012345678424000')).toBe('NITKU Tempat Usaha harus 22 digit (terisi 16)');
    expect(v(satuan, 'kode_coretax')('UM21')).toBe('Kode Satuan Coretax harus berformat UM.0000');
    expect(v(satuan, 'kode_coretax')('UM.0021')).toBeUndefined();
  });

  it('checks the rules between fields on the whole form as the server does; a form without such rules has no validator', () => {
    const konsumen = findResource(registry, 'konsumen')!;
    const v = recordValidator(konsumen, 'create')!;
    expect(v({ pkp: true })).toEqual({ jenis_dokumen: 'Jenis Dokumen Pajak wajib diisi bila PKP' });
    expect(v({ pkp: true, jenis_dokumen: 'NIK', npwp_nik: '3273990000000001' })).toEqual({ jenis_dokumen: 'Jenis Dokumen Pajak harus NPWP (TIN) bila PKP' });
    expect(v({ pkp: true, jenis_dokumen: 'TIN', npwp_nik: '09.123.456.7-890.123.4', nitku: '0912345678901234000000' })).toEqual({});
    expect(v({ jenis_dokumen: 'TIN', npwp_nik: '0912345678901234', nitku: '0012345678424000000000' })).toEqual({ nitku: 'NITKU harus diawali NPWP/NIK (0912345678901234)' });
    expect(v({ jenis_dokumen: 'NIK', npwp_nik: '32739900001' })).toEqual({ npwp_nik: 'NPWP/NIK harus 16 digit (terisi 11) bila Jenis Dokumen Pajak NPWP (TIN) atau NIK' });
    expect(recordValidator(findResource(registry, 'rute')!, 'create')).toBeUndefined();
  });

  it('shows PKP, NPWP and NITKU in the form and links the tax tables', async () => {
    server = fakeApi((req: RecordedRequest) => {
      if (req.path === '/api/setting' || req.path === '/api/setting/1') return { data: { data: SETTING } };
      return { data: { data: [], total: 0 } };
    });
    renderApp(<ResourceView resource="setting" view="list" screen="SettingPage" />);
    const npwp = await screen.findByLabelText(/^NPWP/, {}, WAIT);
    expect((npwp as HTMLInputElement).value).toBe('0012345678424000');
    expect((screen.getByLabelText(/^NITKU Tempat Usaha/) as HTMLInputElement).value).toBe('0012345678424000000000');
    expect(screen.getByLabelText(/Pengusaha Kena Pajak \(PKP\)/)).toBeTruthy();

    expect(screen.getByRole('link', { name: /Tarif PPN/ }).getAttribute('href')).toBe('/tarif-ppn');
    expect(screen.getByRole('link', { name: /kode satuan Coretax/ }).getAttribute('href')).toBe('/satuan-coretax');
    expect(registry.resources.find((r) => r.name === 'tarif-ppn')?.menu).toBe('/setting');
  });
});
