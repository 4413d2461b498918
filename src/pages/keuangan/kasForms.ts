import type { FieldDef } from '../../../common/registry';
import { todayJakarta } from '../../../common/format';
import type { KasFormSpec } from './KasFormDialog';

export type KasJenis = 'masuk' | 'keluar';

const tanggal: FieldDef = { name: 'tanggal', kind: 'date', label: 'Tanggal', required: true };
const nominal: FieldDef = { name: 'nominal', kind: 'money', label: 'Nominal', required: true, min: 1 };

/** Only what the server's body takes, empty optional text left out. */
function pick(values: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of names) {
    const value = values[name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    body[name] = value;
  }
  return body;
}

/**
 * A receipt or payment of the cash account (`POST /api/input/kas-alur`): the account is the screen's, the
 * counter account is chosen (an income for a receipt, an expense for a payment…).
 */
export function kasEntrySpec(kasId: number, jenis: KasJenis): KasFormSpec {
  return {
    title: jenis === 'masuk' ? 'Kas Masuk' : 'Kas Keluar',
    path: 'input/kas-alur',
    fields: [
      tanggal,
      {
        name: 'jenis', kind: 'enum', label: 'Jenis', required: true,
        options: [{ value: 'masuk', label: 'Kas Masuk' }, { value: 'keluar', label: 'Kas Keluar' }],
      },
      { name: 'akun_id', kind: 'ref', ref: 'akun', label: 'Akun Lawan', required: true, help: 'Akun pendapatan, beban, piutang… lawan transaksi ini' },
      nominal,
      { name: 'keterangan', kind: 'text', label: 'Keterangan', required: true, max: 255 },
    ],
    defaults: { tanggal: todayJakarta(), jenis },
    toBody: (values) => ({ kas_id: kasId, ...pick(values, ['tanggal', 'jenis', 'akun_id', 'nominal', 'keterangan']) }),
  };
}

/** A transfer from the cash account to another one (`POST /api/kas-mutasi`). */
export function kasTransferSpec(kasId: number): KasFormSpec {
  return {
    title: 'Mutasi ke Kas Lain',
    path: 'kas-mutasi',
    fields: [
      { name: 'kas_tujuan_id', kind: 'ref', ref: 'kas', label: 'Kas Tujuan', required: true },
      tanggal,
      nominal,
      { name: 'keterangan', kind: 'text', label: 'Keterangan', max: 255, help: 'Kosongkan untuk "Mutasi <kas asal> ke <kas tujuan>"' },
    ],
    defaults: { tanggal: todayJakarta() },
    toBody: (values) => ({ kas_asal_id: kasId, ...pick(values, ['kas_tujuan_id', 'tanggal', 'nominal', 'keterangan']) }),
  };
}
