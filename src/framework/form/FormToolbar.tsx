import { Box } from '@mui/material';
import { SaveButton, Toolbar } from 'ra-ui-materialui';
import type { ResourceDef } from '../../../common/registry';
import { LinkButton } from '../buttons';
import { listPath } from '../paths';
import { DeleteRecordButton } from './DeleteRecordButton';

/** "Simpan", "Batal" back to the list, and on an existing record "Hapus" when allowed. */
export function FormToolbar(props: { resource: ResourceDef; canDelete?: boolean }) {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
      <Box sx={{ ml: 1 }}>
        <LinkButton to={listPath(props.resource)} label="Batal" />
      </Box>
      <Box sx={{ flex: 1 }} />
      {props.canDelete && <DeleteRecordButton resource={props.resource} />}
    </Toolbar>
  );
}
