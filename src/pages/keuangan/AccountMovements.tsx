import { Typography } from '@mui/material';
import { formatAccounting } from '../../../common/format';
import { MovementsTable } from '../../framework/show/MovementsTable';

/**
 * The account's ledger (GET /api/buku-besar/:id): journal lines in date order with the running balance on
 * the account's normal side. Opens on the latest page.
 */
export function AccountMovements(props: { akunId: number }) {
  return (
    <MovementsTable
      path={`/buku-besar/${props.akunId}`}
      queryKey={['niaga', 'buku-besar', props.akunId]}
      columns={{ nomor: 'Jurnal', debit: 'Debit', kredit: 'Kredit' }}
      empty="Belum ada transaksi pada akun ini."
      formatSaldo={(saldo) => `Rp. ${formatAccounting(saldo)}`}
      mt={3}
      above={() => <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>Buku Besar</Typography>}
    />
  );
}
