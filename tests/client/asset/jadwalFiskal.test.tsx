import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { formatMoney } from '../../../common/format';
import AssetJadwalFiskal from '../../../src/pages/asset/AssetJadwalFiskal';

describe("an asset's fiscal depreciation by tax year (issue 38)", () => {
  it('shows the group, the method, each year with its fiscal book value down to zero', () => {
    render(<AssetJadwalFiskal harga={150_000_000} jadwal={{
      kelompok: 'Bukan Bangunan Kelompok 1', metode: 'saldo_menurun', masa_manfaat: 4,
      per_tahun: [{ tahun: 2025, jumlah: 75_000_000 }, { tahun: 2026, jumlah: 37_500_000 }, { tahun: 2027, jumlah: 18_750_000 }, { tahun: 2028, jumlah: 18_750_000 }],
    }} />);
    expect(screen.getByRole('heading', { name: /Penyusutan Fiskal per Tahun Pajak \(Bukan Bangunan Kelompok 1, Saldo Menurun, 4 tahun\)/ })).not.toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Penyusutan fiskal per tahun pajak' })).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2025', formatMoney(75_000_000), formatMoney(75_000_000)]);
    expect(within(rows[4]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2028', formatMoney(18_750_000), formatMoney(0)]);
  });
});
