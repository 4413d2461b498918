import { Typography } from '@mui/material';
import { formatDate, formatMoney } from '../../../common/format';
import { MovementsTable } from '../../framework/show/MovementsTable';

/** A date range of `GET /api/kas-alur` (`YYYY-MM-DD`, either end optional). */
export interface DateRange {
  tanggal_gte?: string;
  tanggal_lte?: string;
}

/**
 * The cash account's movements (GET /api/kas-alur?kas_id=): receipts (debit) and payments (credit) in date
 * order with the running balance, in the chosen date range. Opens on the latest page.
 */
export function KasMovements(props: { kasId: number; range: DateRange }) {
  const { kasId, range } = props;
  return (
    <MovementsTable
      path="/kas-alur"
      params={{ kas_id: kasId }}
      filter={{ ...range }}
      queryKey={['niaga', 'kas-alur', kasId, range.tanggal_gte ?? '', range.tanggal_lte ?? '']}
      columns={{ nomor: 'No. Jurnal', debit: 'Masuk', kredit: 'Keluar' }}
      empty="Belum ada transaksi kas pada periode ini."
      formatSaldo={formatMoney}
      ariaLabel="Alur kas"
      mt={2}
      above={(data) => data && range.tanggal_gte && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Saldo sebelum {formatDate(range.tanggal_gte)}: <strong>{formatMoney(data.saldo_awal)}</strong>
        </Typography>
      )}
    />
  );
}
