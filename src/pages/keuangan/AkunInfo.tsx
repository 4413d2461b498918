import { Box } from '@mui/material';
import { Show } from 'ra-ui-materialui';
import { useResourceDef } from '../../framework/RegistryContext';
import { useRecordLoadOptions } from '../../framework/form/useSaveOptions';
import { ShowFields } from '../../framework/show/ShowFields';
import type { ResourceViewProps } from '../../framework/pageParts';
import { AccountMovements } from './AccountMovements';

/** An account's details with its ledger (SPEC.md /akun/info/{id}); reading the account is enough for both. */
export default function AkunInfo(props: ResourceViewProps) {
  const resource = useResourceDef(props.resource);
  const loadOptions = useRecordLoadOptions(resource);
  return (
    <Show resource={resource.name} id={props.id} title={`Detail ${resource.label}`} queryOptions={loadOptions}>
      <Box sx={{ p: 2 }}>
        <ShowFields resource={resource} />
        <AccountMovements akunId={Number(props.id)} />
      </Box>
    </Show>
  );
}
