import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SwapVert from '@mui/icons-material/SwapVert';
import { FilterButton, TopToolbar } from 'ra-ui-materialui';
import type { ResourceDef } from '../../../common/registry';
import { LinkButton } from '../buttons';
import { createPath } from '../paths';
import { ExportMenu } from '../export/ExportMenu';
import { ImportButton } from '../import/ImportButton';
import { OrderingDialog } from './OrderingDialog';

/** Above the table: more filters, "Atur Urutan" where the order is kept by hand, "Tambah", "Impor" and "Ekspor". */
export function ListToolbar(props: { resource: ResourceDef; canCreate: boolean; canUpdate: boolean }) {
  const [ordering, setOrdering] = useState(false);
  return (
    // Wraps on a phone so "Impor" and "Ekspor" stay on screen beside "Tambah".
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <FilterButton />
      {props.resource.ordering && props.canUpdate && (
        <Button size="small" startIcon={<SwapVert />} onClick={() => setOrdering(true)}>Atur Urutan</Button>
      )}
      {props.canCreate && <LinkButton to={createPath(props.resource)} label={props.resource.createLabel ?? 'Tambah'} icon={<AddIcon />} variant="contained" />}
      {props.resource.importable && props.canCreate && <ImportButton resource={props.resource} canUpdate={props.canUpdate} />}
      <ExportMenu resource={props.resource} />
      {ordering && <OrderingDialog resource={props.resource} onClose={() => setOrdering(false)} />}
    </TopToolbar>
  );
}
