import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import History from '@mui/icons-material/History';
import { formatNumber } from '../../../common/format';
import { LinkIconButton } from '../../framework/buttons';
import { kartuStokPath, type GoodsPlacement } from './placement';
import { stackedOnPhone } from '../../framework/show/stackedTable';

/**
 * Per goods: the warehouse balance, the places holding it (kind, name, quantity), the placed total and the
 * unplaced rest, and a link to its stock card in this warehouse.
 */
export function PenempatanTable(props: { rows: GoodsPlacement[]; gudangId: number; tempatLabel: (tipe: string) => string }) {
  const { rows, gudangId, tempatLabel } = props;
  return (
    <Table size="small" aria-label="Penempatan stok" sx={stackedOnPhone}>
      <TableHead>
        <TableRow>
          <TableCell>Barang</TableCell>
          <TableCell align="right">Saldo Gudang</TableCell>
          <TableCell>Ditempatkan di</TableCell>
          <TableCell align="right">Ditempatkan</TableCell>
          <TableCell align="right">Belum Ditempatkan</TableCell>
          <TableCell align="right">Kartu Stok</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow><TableCell colSpan={6}>Tidak ada stok barang di gudang ini.</TableCell></TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`penempatan-${row.barang_id}`}>
            <TableCell data-label="Barang">{row.nama}</TableCell>
            <TableCell data-label="Saldo Gudang" align="right">{formatNumber(row.qty)}</TableCell>
            <TableCell data-label="Ditempatkan di">
              {row.places.length === 0
                ? <Typography variant="body2" color="text.secondary">-</Typography>
                : (
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {row.places.map((p) => (
                      <Chip key={p.id} size="small" variant="outlined" label={`${p.tempat_nama ?? `${tempatLabel(p.tempat_tipe)} #${p.tempat_id}`}: ${formatNumber(Number(p.qty))}`} />
                    ))}
                  </Stack>
                )}
            </TableCell>
            <TableCell data-label="Ditempatkan" align="right">{formatNumber(row.ditempatkan)}</TableCell>
            <TableCell data-label="Belum Ditempatkan" align="right">
              <Typography variant="body2" color={row.belum > 0 ? 'warning.main' : undefined} component="span">{formatNumber(row.belum)}</Typography>
            </TableCell>
            <TableCell data-label="Kartu Stok" align="right">
              <LinkIconButton to={kartuStokPath(row.barang_id, gudangId)} label={`Kartu stok ${row.nama}`} icon={<History fontSize="small" />} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
