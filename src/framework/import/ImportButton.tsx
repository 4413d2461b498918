import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ResourceDef } from '../../../common/registry';
import { lazyWithTimeout } from '../lazy/lazyWithTimeout';

/** The dialog (reading, checking and sending a file) loads on the first click: lists open without it. */
const ImportDialog = lazyWithTimeout<{ resource: ResourceDef; canUpdate: boolean; onClose: () => void }>(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** "Impor" beside "Ekspor" on lists of importable resources (shown to users with the create right). */
export function ImportButton(props: { resource: ResourceDef; canUpdate: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>Impor</Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog resource={props.resource} canUpdate={props.canUpdate} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
