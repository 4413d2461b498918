import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Refresh from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { errorToasts } from '../../providers/errorToasts';
import { LoadingScreen } from '../../layout/LoadingScreen';

interface IntegrityAnswer {
  ok: boolean;
  checks: Array<{ name: string; ok: boolean; detail: string }>;
}

/** /integritas: the ledgers' own check (GET /api/integritas) — every kept balance recomputed. */
export default function IntegrityPage() {
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['niaga', 'integritas'],
    queryFn: () => dataProvider.action<IntegrityAnswer>('/integritas', undefined, { method: 'GET' }),
  });
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button startIcon={<Refresh />} onClick={() => refetch()} disabled={isFetching}>Periksa Ulang</Button>
        </Box>
        {isFetching && !data && <LoadingScreen />}
        {error && <Alert severity="error">{errorToasts(error).join(' ')}</Alert>}
        {data && (
          <>
            <Alert severity={data.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
              {data.ok ? 'Semua pemeriksaan sesuai: saldo stok dan akun cocok dengan catatannya.' : 'Ada pemeriksaan yang tidak sesuai. Hubungi administrator.'}
            </Alert>
            <List>
              {data.checks.map((check) => (
                <ListItem key={check.name}>
                  <ListItemIcon>{check.ok ? <CheckCircle color="success" /> : <ErrorIcon color="error" />}</ListItemIcon>
                  <ListItemText primary={check.name} secondary={check.detail} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
