import { describe, expect, it } from 'vitest';
import registry from '../../../resources.config';
import { decideRoute } from '../../../src/framework/guard';
import { buildRouteTable } from '../../../src/framework/routeTable';
import { bayarBody, cashToSettle, computeTotals, EMPTY_PAYMENT, paymentErrors, paymentSplit } from '../../../src/pages/penjualan/penjualanMath';
import { saleBody, type SaleForm } from '../../../src/pages/penjualan/penjualanApi';
import { collectionBody, collectionErrors, emptyCollection } from '../../../src/pages/penagihan/pelunasan';
import { readProblem } from '../../../src/framework/form/serverProblems';
import { mayCollect } from '../../../src/pages/penjualan/PenjualanDetail';
import { pageViews } from '../../../src/pages/views';
import { toPermissionSet } from '../../../src/providers/permissions';
import { grantAll } from '../helpers/TestAdmin';

const teh = { qty: 24, harga: 5_000, diskon: 2_000, kena_ppn: true };
const kopi = { qty: 3, harga: 10_000, diskon: 0, kena_ppn: false };

describe('sale arithmetic', () => {
  it('sums lines after their discounts, takes the note discount off and adds PPN of the taxable lines on their DPP', () => {
    // the rate as the setting stores it: basis points (11% = 1100); the note discount's share of the taxed line is
    // round(1.000 × 118.000 / 148.000) = 797, its DPP 117.203 (common/ppn.ts)
    expect(computeTotals([teh, kopi], 1_000, 1_100)).toEqual({
      bruto: 150_000, subtotal: 148_000, diskonBaris: 2_000, diskon: 1_000,
      ppn: 12_892, // round(117.203 × 11%)
      total: 159_892,
    });
    // without the note discount the PPN is on the line's subtotal
    expect(computeTotals([teh, kopi], 0, 1_100).ppn).toBe(12_980);
  });

  it('rounds PPN per line, as the server does', () => {
    const odd = { qty: 1, harga: 1_005, diskon: 0, kena_ppn: true };
    // 110,55 → 111 per line; on the sum it would be 221,1 → 221.
    expect(computeTotals([odd, odd], 0, 1_100).ppn).toBe(222);
    // 12,5%: 125,625 → 126 per line
    expect(computeTotals([odd], 0, 1_250).ppn).toBe(126);
  });

  it('leaves PPN and the total open when a taxable line exists and the rate is not known here', () => {
    expect(computeTotals([teh, kopi], 0, null)).toMatchObject({ subtotal: 148_000, ppn: null, total: null });
    expect(computeTotals([kopi], 500, null)).toMatchObject({ ppn: 0, total: 29_500 });
  });

  it('makes the unpaid remainder nota putih, never negative, and names an overpayment', () => {
    expect(paymentSplit(159_980, { ...EMPTY_PAYMENT, tunai: 50_000, giro: 60_000 })).toEqual({ dibayar: 110_000, pembulatan: 0, notaPutih: 49_980, lebih: 0 });
    expect(paymentSplit(100_000, { ...EMPTY_PAYMENT, tunai: 100_000 })).toEqual({ dibayar: 100_000, pembulatan: 0, notaPutih: 0, lebih: 0 });
    expect(paymentSplit(100_000, { ...EMPTY_PAYMENT, tunai: 80_000, transfer: 30_000 })).toEqual({ dibayar: 110_000, pembulatan: 0, notaPutih: 0, lebih: 10_000 });
  });

  it('rounds a cash payment settling the sale down to the step, as the server does (common/pembulatan.ts)', () => {
    expect(paymentSplit(44_392, { ...EMPTY_PAYMENT, tunai: 44_392 }, 100)).toEqual({ dibayar: 44_300, pembulatan: 92, notaPutih: 0, lebih: 0 });
    expect(paymentSplit(44_392, { ...EMPTY_PAYMENT, tunai: 44_300 }, 100)).toEqual({ dibayar: 44_300, pembulatan: 92, notaPutih: 0, lebih: 0 });
    expect(paymentSplit(44_392, { ...EMPTY_PAYMENT, tunai: 40_000 }, 100)).toEqual({ dibayar: 40_000, pembulatan: 0, notaPutih: 4_392, lebih: 0 });
    expect(paymentSplit(44_392, { ...EMPTY_PAYMENT, tunai: 44_392 }, 0)).toEqual({ dibayar: 44_392, pembulatan: 0, notaPutih: 0, lebih: 0 });
    expect(cashToSettle(44_392, { ...EMPTY_PAYMENT, transfer: 4_000 }, 500)).toBe(40_000);
    expect(paymentErrors(44_392, { ...EMPTY_PAYMENT, tunai: 44_392 }, 100)).toEqual({});
  });

  it('asks a transfer for its bank, a giro for number, bank and date, and refuses paying above the total', () => {
    expect(paymentErrors(100_000, { ...EMPTY_PAYMENT, transfer: 10_000, giro: 5_000 })).toEqual({
      transfer_kas_id: 'Pilih rekening bank tujuan transfer',
      giro_nomor: 'Nomor giro wajib diisi', giro_bank: 'Bank giro wajib diisi', giro_jatuh_tempo: 'Tanggal efektif giro wajib diisi',
    });
    expect(paymentErrors(100_000, { ...EMPTY_PAYMENT, tunai: 100_001 })).toEqual({ tunai: 'Pembayaran melebihi total sebesar Rp. 1' });
    expect(paymentErrors(100_000, { ...EMPTY_PAYMENT, tunai: 40_000 })).toEqual({});
  });

  it('sends the parts paid now and leaves nota putih to the server', () => {
    const pay = { ...EMPTY_PAYMENT, tunai: 50_000, transfer: 0, giro: 60_000, giro_nomor: ' GR-001 ', giro_bank: 'BCA', giro_jatuh_tempo: '2026-12-01' };
    expect(bayarBody(pay)).toEqual([
      { tipe: 'tunai', jumlah: 50_000 },
      { tipe: 'giro', jumlah: 60_000, giro_nomor: 'GR-001', giro_bank: 'BCA', giro_jatuh_tempo: '2026-12-01' },
    ]);
    expect(bayarBody({ ...EMPTY_PAYMENT, transfer: 7_000, transfer_kas_id: 4 })).toEqual([{ tipe: 'transfer', jumlah: 7_000, kas_id: 4 }]);
    expect(bayarBody(EMPTY_PAYMENT)).toEqual([]);
  });

  it('QRIS is paid into a bank like a transfer: asked for its bank, counted as paid, sent with its kas', () => {
    expect(paymentErrors(100_000, { ...EMPTY_PAYMENT, qris: 30_000 })).toEqual({ qris_kas_id: 'Pilih rekening bank penerima QRIS' });
    expect(paymentSplit(100_000, { ...EMPTY_PAYMENT, tunai: 50_000, qris: 30_000, qris_kas_id: 2 })).toEqual({ dibayar: 80_000, pembulatan: 0, notaPutih: 20_000, lebih: 0 });
    expect(cashToSettle(44_392, { ...EMPTY_PAYMENT, qris: 4_000, qris_kas_id: 2 }, 500)).toBe(40_000);
    expect(bayarBody({ ...EMPTY_PAYMENT, transfer: 7_000, transfer_kas_id: 4, qris: 3_000, qris_kas_id: 5 })).toEqual([
      { tipe: 'transfer', jumlah: 7_000, kas_id: 4 }, { tipe: 'qris', jumlah: 3_000, kas_id: 5 },
    ]);
  });
});

describe('the draft body', () => {
  const form: SaleForm = {
    tanggal: '2026-11-25', karyawan_id: 12, konsumen_id: 30, konsumen_nama: 'Toko Maju', diskon: 1_000, keterangan: ' ', pay: EMPTY_PAYMENT,
    lines: [
      { key: 'a', id: 5, barang_id: 1, barang_nama: 'Teh', kena_ppn: true, satuan_id: 2, faktor: 24, jumlah: 1, harga: 4_800, harga_daftar: 5_000, diskon: 0 },
      { key: 'b', barang_id: 2, barang_nama: 'Kopi', kena_ppn: false, satuan_id: null, faktor: 1, jumlah: 3, harga: 10_000, harga_daftar: 10_000, diskon: 500 },
    ],
  };

  it('never carries a price or the salesperson for a sales user', () => {
    expect(saleBody(form, undefined, true)).toEqual({
      tanggal: '2026-11-25', konsumen_id: 30, diskon: 1_000,
      rincian: [{ id: 5, barang_id: 1, satuan_id: 2, jumlah: 1, diskon: 0 }, { barang_id: 2, jumlah: 3, diskon: 500 }],
    });
  });

  it('carries a changed price and the chosen salesperson for other levels', () => {
    expect(saleBody(form, 9, false)).toMatchObject({
      id: 9, karyawan_id: 12,
      rincian: [{ id: 5, barang_id: 1, satuan_id: 2, jumlah: 1, diskon: 0, harga: 4_800 }, { barang_id: 2, jumlah: 3, diskon: 500 }],
    });
  });
});

describe('paying an open receivable', () => {
  it('caps the amount at the open sisa', () => {
    expect(collectionErrors(150_000, { ...emptyCollection(150_000), jumlah: 150_001 }, false)).toEqual({ jumlah: 'Melebihi sisa piutang Rp. 150.000' });
    expect(collectionErrors(150_000, { ...emptyCollection(150_000), jumlah: 150_000 }, false)).toEqual({});
    expect(collectionErrors(150_000, { ...emptyCollection(150_000), jumlah: 0 }, false).jumlah).toBe('Jumlah wajib diisi, minimal Rp. 1');
    expect(emptyCollection(150_000).jumlah).toBe(150_000);
  });

  it('needs a bank for a transfer and, for a finance user, the cash account cash goes to', () => {
    expect(collectionErrors(10, { ...emptyCollection(10), tipe: 'transfer' }, false)).toEqual({ kas_id: 'Pilih rekening bank tujuan transfer' });
    expect(collectionErrors(10, emptyCollection(10), true)).toEqual({ kas_id: 'Pilih kas penerima' });
    expect(collectionBody(7, { ...emptyCollection(10), kas_id: 3 }, false)).toEqual({ hutang_id: 7, tipe: 'tunai', jumlah: 10 });
    expect(collectionBody(7, { ...emptyCollection(10), kas_id: 3 }, true)).toEqual({ hutang_id: 7, tipe: 'tunai', jumlah: 10, kas_id: 3 });
  });

  it('offers "Bayar" only for a finished sale with something open, to a user who may record a collection', () => {
    expect(mayCollect({ status: 'selesai', sisa_piutang: 1 }, true)).toBe(true);
    expect(mayCollect({ status: 'selesai', sisa_piutang: 0 }, true)).toBe(false);
    expect(mayCollect({ status: 'tak_tertagih', sisa_piutang: 5 }, true)).toBe(false);
    expect(mayCollect({ status: 'selesai', sisa_piutang: 5 }, false)).toBe(false);
  });
});

describe('a refused finish', () => {
  it('reads a credit block\'s reasons from the list or from the message', () => {
    const listed = { status: 409, message: 'Kredit ditolak', body: { alasan: ['Melebihi limit kredit', 'Ada faktur lewat jatuh tempo'] } };
    expect(readProblem(listed, true).alasan).toEqual(['Melebihi limit kredit', 'Ada faktur lewat jatuh tempo']);
    const inMessage = { status: 409, message: 'Total hutang melebihi limit kredit Rp. 5.000.000; 2 faktur lewat jatuh tempo', body: {} };
    expect(readProblem(inMessage, true).alasan).toEqual(['Total hutang melebihi limit kredit Rp. 5.000.000', '2 faktur lewat jatuh tempo']);
    const fromServer = 'Penjualan kredit Rp. 161.200 kepada Toko Maju ditolak: Limit kredit Rp. 1.000.000 terlampaui: hutang Rp. 900.000 + penjualan Rp. 161.200; '
      + '1 faktur lewat jatuh tempo lebih dari 7 hari (terlama 12 hari, sejak 13-11-2026). Minta izin Finance/Owner atau terima pembayaran penuh';
    expect(readProblem({ status: 409, message: fromServer, body: {} }, true).alasan).toEqual([
      'Limit kredit Rp. 1.000.000 terlampaui: hutang Rp. 900.000 + penjualan Rp. 161.200',
      '1 faktur lewat jatuh tempo lebih dari 7 hari (terlama 12 hari, sejak 13-11-2026)',
    ]);
    expect(readProblem({ status: 409, message: 'Stok Teh di mobil tidak cukup (tersedia 3)', body: {} }, true).alasan).toBeNull();
    expect(readProblem(inMessage, false).alasan).toBeNull();
  });

  it('keeps field errors by input', () => {
    expect(readProblem({ status: 422, message: 'Data tidak valid', body: { errors: { konsumen_id: 'Konsumen bukan di rute Anda', root: { serverError: 'x' } } } }).fields)
      .toEqual({ konsumen_id: 'Konsumen bukan di rute Anda' });
  });
});

describe('the sale\'s paths', () => {
  const routes = buildRouteTable(registry);
  const open = (path: string) => decideRoute(routes, path, '', { loggedIn: true, permissions: toPermissionSet(grantAll(registry)) });

  it('opens the hand-written screens at the paths of SPEC.md section 2', () => {
    const penjualan = registry.resources.find((r) => r.name === 'penjualan')!;
    expect(penjualan.views).toEqual({ create: 'PenjualanForm', edit: 'PenjualanForm', show: 'PenjualanDetail' });
    for (const name of ['PenjualanForm', 'PenjualanDetail', 'PenjualanBayar']) expect(pageViews[name]).toBeDefined();
    expect(routes.find((r) => r.path === '/penjualan/bayar/:id')).toMatchObject({ kind: 'view', view: 'show', resource: 'penjualan', screen: 'PenjualanBayar' });
    expect(routes.find((r) => r.path === '/penjualan/edit/:id')).toEqual({ path: '/penjualan/edit/:id', kind: 'redirect', to: '/penjualan/:id' });
    expect(routes.find((r) => r.path === '/penjualan/detail/:id')).toEqual({ path: '/penjualan/detail/:id', kind: 'redirect', to: '/penjualan/:id/show' });
    expect(open('/penjualan/create')).toMatchObject({ type: 'render', route: { view: 'create', resource: 'penjualan' } });
    expect(open('/penjualan/bayar/4')).toMatchObject({ type: 'render', route: { screen: 'PenjualanBayar' }, params: { id: '4' } });
  });
});
