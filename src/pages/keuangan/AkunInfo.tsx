import { Alert, Box } from '@mui/material';
import { Show } from 'ra-ui-materialui';
import { useRegistry, useResourceDef } from '../../framework/RegistryContext';
import { useCanRead } from '../../framework/usePermissionSet';
import { useRecordLoadOptions } from '../../framework/form/useSaveOptions';
import { ShowFields } from '../../framework/show/ShowFields';
import type { ResourceViewProps } from '../views';
import { AccountMovements } from './AccountMovements';

/** An account's details with the journal lines posted to it (SPEC.md /akun/info/{id}). */
export default function AkunInfo(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const registry = useRegistry();
  const loadOptions = useRecordLoadOptions(resource);
  const canReadLines = useCanRead(registry.resources.some((r) => r.name === 'jurnal-rincian') ? 'jurnal-rincian' : undefined);
  const id = Number(props.id);
  return (
    <Show resource={resource.name} id={props.id} title={`Detail ${resource.label}`} queryOptions={loadOptions}>
      <Box sx={{ p: 2 }}>
        <ShowFields resource={resource} />
        {canReadLines
          ? <AccountMovements akunId={id} />
          : <Alert severity="info" sx={{ mt: 2 }}>Anda tidak memiliki akses ke daftar transaksi jurnal.</Alert>}
      </Box>
    </Show>
  );
}
