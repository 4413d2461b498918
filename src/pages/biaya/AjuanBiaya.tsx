import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import type { ResourceViewProps } from '../../framework/pageParts';
import type { DokumenBiaya } from './biayaApi';
import { DokumenTable } from './DokumenTable';

/** SPEC.md /ajuanbiaya: payment and cost documents waiting for a step the reader may take (approve, journal, pay, confirm). */
export default function AjuanBiaya(_props: ResourceViewProps) {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error } = useQuery({ queryKey: ['ajuanbiaya'], queryFn: () => dataProvider.action<{ data: DokumenBiaya[]; total: number }>('/ajuanbiaya', undefined, { method: 'GET' }) });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>Ajuan Biaya Menunggu Tindakan Anda</Typography>
          {error && <Alert severity="error">Ajuan biaya tidak dapat dimuat.</Alert>}
          {data && data.data.length === 0 && <Alert severity="success">Tidak ada ajuan biaya yang menunggu tindakan Anda.</Alert>}
          {data && data.data.length > 0 && <DokumenTable rows={data.data} label="Ajuan biaya menunggu" langkah />}
        </CardContent>
      </Card>
    </Box>
  );
}
