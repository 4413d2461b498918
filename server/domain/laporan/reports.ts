import { jurnal } from './jurnal.js';
import { labaRugi } from './laba-rugi.js';
import { lpj } from './lpj.js';
import { neraca } from './neraca.js';
import { perubahanModal } from './perubahan-modal.js';
import { laporanSales } from './sales.js';
import { dropingSales } from './droping.js';
import type { ReportCompute } from '../../core/reports/types.js';
import { laporanAsset } from '../asset/services.js';
import { ppnMasukan } from './ppn-masukan.js';
import { laporanPpnMasa } from '../pajak/services.js';
import { koreksiFiskal } from './koreksi-fiskal.js';
import { rekonsiliasiBank } from '../bank/services.js';

/** Each report of common/laporan.ts REPORTS by name → the function computing its figures (a test checks both lists agree). */
export const COMPUTE: Record<string, ReportCompute> = {
  jurnal, 'laba-rugi': labaRugi, 'perubahan-modal': perubahanModal, neraca, 'droping-sales': dropingSales, sales: laporanSales, lpj, asset: laporanAsset, 'ppn-masukan': ppnMasukan, 'ppn-masa': laporanPpnMasa, 'koreksi-fiskal': koreksiFiskal, 'rekonsiliasi-bank': rekonsiliasiBank,
};
