import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { formatMoney } from '../../../common/format';
import type { ScheduleRow } from '../../../common/penyusutan';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import AssetJadwalFiskal, { type JadwalFiskal } from './AssetJadwalFiskal';

interface AssetRecord {
  id: number; harga_perolehan: number; nilai_sisa: number; akumulasi_penyusutan: number; nilai_buku: number; penyusutan_terakhir: string | null;
  jadwal?: { umur_bulan: number; rincian: ScheduleRow[] };
  jadwal_fiskal?: JadwalFiskal | null;
  nilai_buku_fiskal?: number;
}

const periodeText = (p: string) => `${p.slice(5, 7)}-${p.slice(0, 4)}`;

/**
 * An asset's book value and its straight-line depreciation schedule (SPEC.md /asset/detail/:id), from the schedule the
 * server adds to the asset's answer: the months already posted are marked, the current book value stands above; with a
 * tax group, the law's fiscal depreciation by tax year under it (issue 38).
 */
export default function AssetJadwal() {
  const record = useRecordContext<AssetRecord>();
  if (!record?.jadwal) return null;
  const { umur_bulan: umur, rincian } = record.jadwal;
  const posted = record.penyusutan_terakhir;
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
      <Alert severity="info">
        Nilai buku {formatMoney(record.nilai_buku)} = harga perolehan {formatMoney(record.harga_perolehan)} − akumulasi penyusutan {formatMoney(record.akumulasi_penyusutan)}
        {posted ? `, disusutkan s.d. ${periodeText(posted)}` : ', belum ada penyusutan bulanan yang diposting'}. Nilai sisa {formatMoney(record.nilai_sisa)}.
        {record.jadwal_fiskal && record.nilai_buku_fiskal !== undefined ? ` Nilai buku fiskal ${formatMoney(record.nilai_buku_fiskal)}.` : ''}
      </Alert>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>Jadwal Penyusutan Garis Lurus ({umur} bulan)</Typography>
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }} tabIndex={0} role="region" aria-label="Jadwal penyusutan">
          <Table size="small" stickyHeader sx={stackedOnPhone} aria-label="Jadwal penyusutan per bulan">
            <TableHead>
              <TableRow>
                <TableCell>Periode</TableCell><TableCell align="right">Penyusutan</TableCell><TableCell align="right">Akumulasi</TableCell>
                <TableCell align="right">Nilai Buku</TableCell><TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rincian.length === 0 && <TableRow><TableCell colSpan={5}>Tidak ada yang disusutkan (nilai sisa sama dengan harga perolehan).</TableCell></TableRow>}
              {rincian.map((r) => (
                <TableRow key={r.periode}>
                  <TableCell data-label="Periode">{periodeText(r.periode)}</TableCell>
                  <TableCell data-label="Penyusutan" align="right">{formatMoney(r.jumlah)}</TableCell>
                  <TableCell data-label="Akumulasi" align="right">{formatMoney(r.akumulasi)}</TableCell>
                  <TableCell data-label="Nilai Buku" align="right">{formatMoney(r.nilai_buku)}</TableCell>
                  <TableCell data-label="Status">{posted && r.periode <= posted ? 'Diposting' : 'Rencana'}</TableCell>
                </TableRow>
              ))}
              {rincian.length > 0 && (
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
                  <TableCell data-label="Penyusutan" align="right" sx={{ fontWeight: 600 }}>{formatMoney(rincian.reduce((s, r) => s + r.jumlah, 0))}</TableCell>
                  <TableCell data-empty /><TableCell data-empty /><TableCell data-empty />
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      </Box>
      {record.jadwal_fiskal && <AssetJadwalFiskal jadwal={record.jadwal_fiskal} harga={record.harga_perolehan} />}
    </Box>
  );
}
