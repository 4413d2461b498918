import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatMoney } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';

/** The law's fiscal schedule the server adds to an asset's answer (`jadwal_fiskal`, issue 38). */
export interface JadwalFiskal {
  kelompok: string;
  metode: 'garis_lurus' | 'saldo_menurun';
  masa_manfaat: number;
  per_tahun: Array<{ tahun: number; jumlah: number }>;
}

const METODE = { garis_lurus: 'Garis Lurus', saldo_menurun: 'Saldo Menurun' } as const;

/**
 * An asset's fiscal depreciation by tax year (UU PPh Pasal 11, docs/taxes.md "Penyusutan fiskal"): its group and
 * method, each year's amount and the fiscal book value at the year's end, down to zero at the end of its life.
 */
export default function AssetJadwalFiskal({ jadwal, harga }: { jadwal: JadwalFiskal; harga: number }) {
  let book = harga;
  const rows = jadwal.per_tahun.map((y) => {
    book -= y.jumlah;
    return { ...y, nilai_buku: book };
  });
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Penyusutan Fiskal per Tahun Pajak ({jadwal.kelompok}, {METODE[jadwal.metode]}, {jadwal.masa_manfaat} tahun)
      </Typography>
      <Table size="small" sx={stackedOnPhone} aria-label="Penyusutan fiskal per tahun pajak">
        <TableHead>
          <TableRow><TableCell>Tahun Pajak</TableCell><TableCell align="right">Penyusutan Fiskal</TableCell><TableCell align="right">Nilai Buku Fiskal Akhir Tahun</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.tahun}>
              <TableCell data-label="Tahun Pajak">{r.tahun}</TableCell>
              <TableCell data-label="Penyusutan Fiskal" align="right">{formatMoney(r.jumlah)}</TableCell>
              <TableCell data-label="Nilai Buku Fiskal Akhir Tahun" align="right">{formatMoney(r.nilai_buku)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
