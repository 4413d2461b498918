import { Alert, Box } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { SaveButton, Toolbar } from 'ra-ui-materialui';
import type { ResourceDef } from '../../../common/registry';
import { LinkButton } from '../buttons';
import { listPath } from '../paths';
import { DeleteRecordButton } from './DeleteRecordButton';
import { isDeletable, isEditable, stateLabel, stateOf } from '../workflow/workflowRules';

/**
 * "Simpan", "Batal" back to the list, and on an existing record "Hapus" when allowed. A record whose workflow
 * state no longer allows changes says so instead of offering a save the server would refuse.
 */
export function FormToolbar(props: { resource: ResourceDef; canDelete?: boolean }) {
  const record = useRecordContext();
  const { isSubmitting } = useFormState();
  if (record && !isEditable(props.resource, record)) {
    return (
      <Toolbar>
        <Alert severity="info" sx={{ flex: 1 }}>
          {props.resource.label} berstatus {stateLabel(props.resource, stateOf(props.resource, record))} dan tidak dapat diubah lagi.
        </Alert>
        <Box sx={{ ml: 1 }}><LinkButton to={listPath(props.resource)} label="Kembali" /></Box>
      </Toolbar>
    );
  }
  return (
    <Toolbar>
      {/* Always enabled (an unchanged form may be saved to see its errors), except while a save is in flight. */}
      <SaveButton alwaysEnable={!isSubmitting} />
      <Box sx={{ ml: 1 }}>
        <LinkButton to={listPath(props.resource)} label="Batal" />
      </Box>
      <Box sx={{ flex: 1 }} />
      {props.canDelete && isDeletable(props.resource, record) && <DeleteRecordButton resource={props.resource} />}
    </Toolbar>
  );
}
