import AddIcon from '@mui/icons-material/Add';
import { FilterButton, TopToolbar } from 'ra-ui-materialui';
import type { ResourceDef } from '../../../common/registry';
import { LinkButton } from '../buttons';
import { createPath } from '../paths';
import { ExportMenu } from '../export/ExportMenu';

/** Above the table: more filters, "Tambah" when the user may create, and "Ekspor". */
export function ListToolbar(props: { resource: ResourceDef; canCreate: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {props.canCreate && <LinkButton to={createPath(props.resource)} label="Tambah" icon={<AddIcon />} variant="contained" />}
      <ExportMenu resource={props.resource} />
    </TopToolbar>
  );
}
