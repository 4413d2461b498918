/**
 * The registry: every resource of Niaga as data. One entry gives the table, validation, the API routes
 * (GET /api/<name>, GET /api/<name>/:id, POST /api/input/<name>, DELETE /api/<name>/:id), the OpenAPI
 * entry, the menu subject and the generated List/Create/Edit/Show screens. No functions, no imports
 * beyond types and other registry data: both the server and the browser bundle import this file.
 * Entries live by area under resources/; this file puts them together in menu order.
 */
import type { Registry } from './common/registry.js';
import { masterMenus, masterResources, pengaturanMenus } from './resources/master/master.js';
import { barangMenus, barangResources } from './resources/master/barang.js';
import { konsumenMenus, konsumenResources } from './resources/master/konsumen.js';
import { gudangMenus, gudangResources } from './resources/gudang/gudang.js';
import { kendaraanMenus, kendaraanResources } from './resources/armada/kendaraan.js';
import { perbaikanKendaraanResources } from './resources/armada/perbaikan.js';
import { kendaraanCeklistResources } from './resources/armada/ceklist.js';
import { penggajianMenus, penggajianResources } from './resources/penggajian.js';
import { pph21Resources } from './resources/pph21.js';
import { persediaanMenus, persediaanResources } from './resources/gudang/persediaan.js';
import { keuanganMenus, keuanganResources } from './resources/keuangan/keuangan.js';
import { kanvasMenus, kanvasResources } from './resources/kanvas.js';
import { gudangKerjaMenus, gudangKerjaResources } from './resources/gudang/kerja.js';
import { gudangTempatMenus, gudangTempatResources } from './resources/gudang/tempat.js';
import { saldoAwalMenus, saldoAwalResources } from './resources/keuangan/saldo-awal.js';
import { penjualanMenus, penjualanResources } from './resources/penjualan.js';
import { giroResource, setoranResources } from './resources/setoran.js';
import { returKonsumenResources } from './resources/retur-konsumen.js';
import { salesMenus, salesResources } from './resources/sales.js';
import { lapanganResources } from './resources/lapangan.js';
import { pembelianMenus, pembelianResources } from './resources/pembelian.js';
import { assetMenus, assetResources } from './resources/asset/asset.js';
import { assetGerakResources } from './resources/asset/gerak.js';
import { assetFiskalResources } from './resources/asset/fiskal.js';
import { biayaMenus, biayaResources } from './resources/biaya/biaya.js';
import { bopMenus, bopResources } from './resources/bop.js';
import { laporanMenus } from './resources/laporan.js';
import { fakturPajakResources, pajakResources, ppnMasaResources } from './resources/pajak.js';
import { pajakFiskalResources } from './resources/pajak-fiskal.js';
import { bankResources } from './resources/bank.js';

const registry: Registry = {
  resources: [...masterResources, ...barangResources, ...konsumenResources, ...gudangResources, ...kendaraanResources, ...perbaikanKendaraanResources, ...kendaraanCeklistResources, ...persediaanResources, ...gudangKerjaResources, ...gudangTempatResources, ...kanvasResources, ...penjualanResources, ...setoranResources, giroResource, ...lapanganResources, ...returKonsumenResources, ...pembelianResources, ...biayaResources, ...bopResources, ...salesResources, ...keuanganResources, ...bankResources, ...penggajianResources, ...pph21Resources, ...saldoAwalResources, ...pajakFiskalResources, ...assetResources, ...assetGerakResources, ...assetFiskalResources, ...pajakResources, ...fakturPajakResources, ...ppnMasaResources],
  menus: [...masterMenus, ...barangMenus, ...konsumenMenus, ...gudangMenus, ...kendaraanMenus, ...persediaanMenus, ...gudangKerjaMenus, ...gudangTempatMenus, ...kanvasMenus, ...penjualanMenus, ...pembelianMenus, ...biayaMenus, ...bopMenus, ...salesMenus, ...keuanganMenus, ...penggajianMenus, ...saldoAwalMenus, ...assetMenus, ...laporanMenus, ...pengaturanMenus],
};
export default registry;
