import { joinAreaPages } from '../framework/pageParts';
import { pages as asset } from './asset';
import { pages as auth } from './auth';
import { pages as biaya } from './biaya';
import { pages as bop } from './bop';
import { pages as gudang } from './gudang';
import { pages as kanvas } from './kanvas';
import { pages as keuangan } from './keuangan';
import { pages as master } from './master';
import { pages as pembelian } from './pembelian';
import { pages as penagihan } from './penagihan';
import { pages as penjualan } from './penjualan';
import { pages as returKonsumen } from './retur-konsumen';
import { pages as sales } from './sales';
import { pages as setoran } from './setoran';

/**
 * Every area's hand-written views and record extras (src/pages/<area>/index.ts), which App.tsx hands to the
 * framework's registry provider. A registry entry names a view in `views` (`views: { list: 'PenjualanList' }`).
 */
export const pageParts = joinAreaPages([
  asset, auth, biaya, bop, gudang, kanvas, keuangan, master, pembelian, penagihan, penjualan, returKonsumen, sales, setoran,
]);

export const { pageViews, recordActions, recordPanels, rowActions, screenTitles } = pageParts;
