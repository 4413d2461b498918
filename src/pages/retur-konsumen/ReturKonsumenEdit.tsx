import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Stack } from '@mui/material';
import { RecordContextProvider, useGetOne } from 'ra-core';
import { LinkButton } from '../../framework/buttons';
import { useResourceDef } from '../../framework/RegistryContext';
import { showPath } from '../../framework/paths';
import { PrintButtons } from '../../framework/print/PrintButtons';
import { WorkflowActions } from '../../framework/workflow/WorkflowActions';
import { LoadingScreen } from '../../layout/LoadingScreen';
import type { ResourceViewProps } from '../../framework/pageParts';
import { ReturKonsumenForm, type StoredRetur } from './ReturKonsumenCreate';

/**
 * `/retur-konsumen/:id`: a draft return in the same form as a new one (customer, sale, quantities per line), with
 * the return's steps and print; once reported its lines are fixed and the page says so.
 */
export default function ReturKonsumenEdit(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const id = props.id ?? '';
  const { data, isPending, error } = useGetOne<StoredRetur>(resource.name, { id: Number(id) });
  if (isPending) return <LoadingScreen />;
  if (error || !data) return <Alert severity="error" sx={{ m: 2 }}>Retur Konsumen tidak ditemukan.</Alert>;
  const state = resource.fields.find((f) => f.name === 'status')?.options?.find((o) => o.value === data.status)?.label;
  return (
    <RecordContextProvider value={data}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', px: { xs: 1, sm: 2 }, pt: 1 }}>
        <WorkflowActions resource={resource} />
        <PrintButtons resource={resource} />
        <LinkButton to={showPath(resource, id)} label="Lihat Detail" icon={<VisibilityIcon />} />
      </Stack>
      {data.status === 'draft' ? <ReturKonsumenForm key={data.id} record={data} /> : (
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          <Alert severity="info">Retur Konsumen {data.nomor} berstatus {state ?? data.status}; rinciannya tidak dapat diubah lagi.</Alert>
        </Box>
      )}
    </RecordContextProvider>
  );
}
