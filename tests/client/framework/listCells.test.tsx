import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import registry from '../../../resources.config';
import ResourceView from '../../../src/framework/ResourceView';
import { fakeApi, type RecordedRequest } from '../helpers/fakeApi';
import { grantAll } from '../helpers/TestAdmin';
import { renderApp } from '../helpers/renderApp';

let server: ReturnType<typeof fakeApi> | null = null;
afterEach(() => server?.restore());

const ROW = { id: 1, nomor: 'HTG/2026/09/0034', konsumen_id: 64, konsumen: { id: 64, nama: 'Warung Makan Sentosa' }, sumber: 'saldo_awal', no_faktur: 'FJ-LAMA-0034', tanggal: '2026-09-01', jatuh_tempo: '2026-08-22', jumlah: 1_096_000, sisa: 1_096_000 };

describe('list cells', () => {
  it('keep amounts and dates on one line, text may wrap', async () => {
    server = fakeApi((req: RecordedRequest) => (req.path === '/api/hutang' ? { data: { data: [ROW], total: 1 } } : { data: { data: [], total: 0 } }));
    renderApp(<ResourceView resource="hutang" view="list" />, { entries: grantAll(registry) });
    const jumlah = (await screen.findAllByText('Rp. 1.096.000', {}, { timeout: 15000 }))[0].closest('td')!;
    expect(getComputedStyle(jumlah).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('22-08-2026').closest('td')!).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('Warung Makan Sentosa').closest('td')!).whiteSpace).not.toBe('nowrap');
  });
});
