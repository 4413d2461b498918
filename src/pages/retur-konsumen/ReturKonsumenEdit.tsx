import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Stack } from '@mui/material';
import { RecordContextProvider, useGetOne } from 'ra-core';
import { Navigate } from 'react-router';
import { LinkButton } from '../../framework/buttons';
import { useResourceDef } from '../../framework/RegistryContext';
import { showPath } from '../../framework/paths';
import { PrintButtons } from '../../framework/print/PrintButtons';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { ResourceViewProps } from '../../framework/pageParts';
import { ReturKonsumenForm, type StoredRetur } from './ReturKonsumenCreate';

/**
 * `/retur-konsumen/:id`: a draft return in the same form as a new one (customer, sale, quantities per line), with its
 * print; its steps are taken on its read view (issue 35), where a return no longer a draft goes at once.
 */
export default function ReturKonsumenEdit(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const id = props.id ?? '';
  const { data, isPending, error } = useGetOne<StoredRetur>(resource.name, { id: Number(id) });
  if (isPending) return <LoadingScreen />;
  if (error || !data) return <Alert severity="error" sx={{ m: 2 }}>Retur Konsumen tidak ditemukan.</Alert>;
  if (data.status !== 'draft') return <Navigate to={showPath(resource, id)} replace />;
  return (
    <RecordContextProvider value={data}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', px: { xs: 1, sm: 2 }, pt: 1 }}>
        <PrintButtons resource={resource} />
        <LinkButton to={showPath(resource, id)} label="Lihat Detail" icon={<VisibilityIcon />} />
      </Stack>
      <ReturKonsumenForm key={data.id} record={data} />
    </RecordContextProvider>
  );
}
