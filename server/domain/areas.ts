import type { AreaManifest } from '../core/area.js';
import { manifest as dashboard } from './dashboard/index.js';
import { manifest as notifikasi } from './notifikasi/index.js';
import { manifest as master } from './master/index.js';
import { manifest as keuangan } from './keuangan/index.js';
import { manifest as gudang } from './gudang/index.js';
import { manifest as kanvas } from './kanvas/index.js';
import { manifest as penjualan } from './penjualan/index.js';
import { manifest as penagihan } from './penagihan/index.js';
import { manifest as setoran } from './setoran/index.js';
import { manifest as returKonsumen } from './retur-konsumen/index.js';
import { manifest as sales } from './sales/index.js';
import { manifest as lapangan } from './lapangan/index.js';
import { manifest as pembelian } from './pembelian/index.js';
import { manifest as armada } from './armada/index.js';
import { manifest as penggajian } from './penggajian/index.js';
import { manifest as asset } from './asset/index.js';
import { manifest as biaya } from './biaya/index.js';
import { manifest as bop } from './bop/index.js';
import { manifest as laporan } from './laporan/index.js';
import { manifest as pajak } from './pajak/index.js';
import { manifest as bank } from './bank/index.js';
import { manifest as demo } from './demo/index.js';

/**
 * Every workflow area of the server, one line each. The app registers their routes, hooks and steps in this
 * order (a later area's hooks of the same resource win); grants merge in this order too.
 */
export const AREAS: readonly AreaManifest[] = [
  dashboard, notifikasi, master, keuangan, gudang, kanvas, penjualan, penagihan, setoran, returKonsumen, sales, lapangan,
  pembelian, armada, penggajian, asset, biaya, bop, laporan, pajak, bank, demo,
];
