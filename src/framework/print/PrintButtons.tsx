import { useState, type MouseEvent } from 'react';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useDataProvider, useRecordContext } from 'ra-core';
import type { PrintDef, ResourceDef } from '../../../common/registry';
import { printAllowedIn, printCall, printFileName } from '../../../common/prints';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useNotifyError } from '../../providers/useNotifyError';
import { useResourceGrants } from '../usePermissionSet';

type Row = Record<string, unknown>;

/** The prints the record can have now: declared on its resource, allowed in its state, with every path field filled. */
export function printsFor(resource: ResourceDef, record: Row | undefined): PrintDef[] {
  if (!record) return [];
  return (resource.prints ?? []).filter((p) => printAllowedIn(resource, p, record) && printCall(p, record) !== null);
}

function PrintButton(props: { print: PrintDef; record: Row; compact: boolean }) {
  const { print, record, compact } = props;
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const fileName = printFileName(print, record);
  const run = async (event: MouseEvent) => {
    event.stopPropagation();
    const call = printCall(print, record);
    if (!call || busy) return;
    setBusy(true);
    try {
      // Through the dataProvider's axios: the Bearer token, one refresh on 401, the server's error message.
      await dataProvider.download(call.path, call.params, fileName, fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const icon = busy ? <CircularProgress size={16} aria-label={`Mengunduh ${fileName}`} /> : <PrintIcon fontSize="small" />;
  if (compact) {
    return (
      <Tooltip title={print.label}>
        <span>
          <IconButton size="small" aria-label={print.label} aria-busy={busy} disabled={busy} onClick={run}>{icon}</IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button size="small" startIcon={icon} aria-busy={busy} disabled={busy} onClick={run} title={fileName}>
      {print.label}
    </Button>
  );
}

/**
 * The "Cetak …" buttons of a record (registry `prints`): one per print its state allows, for users who may read the
 * resource; a click downloads the PDF saved as the document's number. `compact` gives icon buttons for list rows.
 * The record comes from the props or the record context (detail and edit pages).
 */
export function PrintButtons(props: { resource: ResourceDef; record?: Row; compact?: boolean }) {
  const context = useRecordContext<Row & { id: number }>();
  const grants = useResourceGrants(props.resource);
  const record = props.record ?? context;
  if (!grants.read || !record) return null;
  return (
    <>
      {printsFor(props.resource, record).map((p) => <PrintButton key={p.name} print={p} record={record} compact={!!props.compact} />)}
    </>
  );
}
