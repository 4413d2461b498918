import { Alert, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { GeneratedEdit } from '../../framework/GeneratedEdit';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { ResourceViewProps } from '../../framework/pageParts';

/** The company settings are one record (GET /api/setting answers it): its list is its form. */
export default function SettingPage(props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['niaga', props.resource, 'single'],
    queryFn: () => dataProvider.action<{ data: { id: number } }>(`/${props.resource}`, undefined, { method: 'GET' }),
  });
  if (isPending) return <LoadingScreen />;
  if (error || !data?.data?.id) return <Alert severity="error">{error ? errorToasts(error).join(' ') : 'Pengaturan belum tersedia.'}</Alert>;
  return (
    <>
      <GeneratedEdit resource={props.resource} id={String(data.data.id)} />
      <TaxTables />
    </>
  );
}

/** The tables of the tax law the settings' menu governs (base data, docs/taxes.md): they have no menu entry of their own. */
function TaxTables() {
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="tabel-pajak">
      <Typography id="tabel-pajak" variant="subtitle1" component="h2">Tabel Pajak</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/tarif-ppn">Tarif PPN dan DPP nilai lain per tanggal berlaku</Link>
        <Link component={RouterLink} to="/satuan-coretax">Daftar kode satuan Coretax</Link>
        <Link component={RouterLink} to="/tarif-ter">Tarif efektif PPh 21 (TER)</Link>
        <Link component={RouterLink} to="/ptkp">PTKP</Link>
        <Link component={RouterLink} to="/tarif-pasal-17">Tarif PPh Pasal 17</Link>
        <Link component={RouterLink} to="/iuran-bpjs">Iuran BPJS dan batas upah</Link>
      </Stack>
    </Paper>
  );
}
