import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../common/format';
import { stackedOnPhone } from '../../framework/show/stackedTable';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { ResourceViewProps } from '../../framework/pageParts';
import type { Rekap } from './biayaApi';
import { PeriodeFilter, thisMonth } from './PeriodeFilter';

/** SPEC.md /biaya: costs given or journalled in a period, by kind, account and month, with totals per kind and overall. */
export default function BiayaRekap(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const [[awal, akhir], setPeriode] = useState(thisMonth);
  const params = { ...(awal ? { tgl_awal: awal } : {}), ...(akhir ? { tgl_akhir: akhir } : {}) };
  const { data, error } = useQuery({ queryKey: ['biaya-rekap', awal, akhir], queryFn: () => dataProvider.action<Rekap>('/biaya-rekap', undefined, { method: 'GET', params }) });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>Rekap Biaya</Typography>
          <PeriodeFilter awal={awal} akhir={akhir} onChange={(a, b) => setPeriode([a, b])} />
          {error && <Alert severity="error">Rekap biaya tidak dapat dimuat.</Alert>}
          {data && (
            <>
              <Table size="small" sx={stackedOnPhone} aria-label="Biaya per akun dan bulan">
                <TableHead>
                  <TableRow>
                    <TableCell>Bulan</TableCell><TableCell>Jenis</TableCell><TableCell>Kategori</TableCell><TableCell>Akun</TableCell>
                    <TableCell align="right">Dokumen</TableCell><TableCell align="right">Jumlah</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((r) => (
                    <TableRow key={`${r.periode}-${r.jenis}-${r.kategori}`}>
                      <TableCell data-label="Bulan">{`${r.periode.slice(5, 7)}-${r.periode.slice(0, 4)}`}</TableCell>
                      <TableCell data-label="Jenis">{r.label}</TableCell>
                      <TableCell data-label="Kategori">{r.kategori_label}</TableCell>
                      <TableCell data-label="Akun">{r.akun_kode} {r.akun_nama}</TableCell>
                      <TableCell data-label="Dokumen" align="right">{r.dokumen}</TableCell>
                      <TableCell data-label="Jumlah" align="right">{formatMoney(r.total)}</TableCell>
                    </TableRow>
                  ))}
                  {data.per_jenis.map((j) => (
                    <TableRow key={`total-${j.jenis}`}>
                      <TableCell data-empty /><TableCell data-label="Jenis" sx={{ fontWeight: 600 }}>Total {j.label}</TableCell>
                      <TableCell data-empty /><TableCell data-empty /><TableCell data-empty />
                      <TableCell data-label="Jumlah" align="right" sx={{ fontWeight: 600 }}>{formatMoney(j.total)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell data-empty /><TableCell data-label="Jenis" sx={{ fontWeight: 700 }}>Total Biaya</TableCell>
                    <TableCell data-empty /><TableCell data-empty /><TableCell data-empty />
                    <TableCell data-label="Jumlah" align="right" sx={{ fontWeight: 700 }} data-testid="biaya-total">{formatMoney(data.grand_total)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
              <Button component={RouterLink} to="/biaya/detail" sx={{ mt: 2 }}>Lihat dokumen biaya</Button>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
