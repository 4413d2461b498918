import { useState, type MouseEvent } from 'react';
import { Button, CircularProgress, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DescriptionIcon from '@mui/icons-material/Description';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useDataProvider, useListContext, useNotify } from 'ra-core';
import type { ResourceDef } from '../../../common/registry';
import { todayJakarta } from '../../../common/format';
import { saveBlob } from '../../providers/download';
import { useNotifyError } from '../../providers/useNotifyError';
import { useRegistry } from '../RegistryContext';
import { buildExportTable, fetchAllRows } from './exportTable';
import { csvBlob } from './csv';
import { xlsxBlob } from './xlsx';

type Format = 'csv' | 'xlsx';

/** "Ekspor": every row of the filtered, sorted list as CSV or Excel. */
export function ExportMenu(props: { resource: ResourceDef }) {
  const { resource } = props;
  const registry = useRegistry();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: Format) => {
    setAnchor(null);
    setBusy(true);
    try {
      const rows = await fetchAllRows(dataProvider, resource.name, filterValues, sort);
      const table = buildExportTable(registry, resource, rows);
      const blob = format === 'csv' ? csvBlob(table) : await xlsxBlob(table);
      saveBlob(blob, `${resource.name}-${todayJakarta()}.${format}`);
      notify(`${rows.length} baris ${resource.labelPlural} berhasil diekspor`, { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
        disabled={busy || total === 0}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        Ekspor
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('csv')}>
          <ListItemIcon><DescriptionIcon fontSize="small" /></ListItemIcon>
          <ListItemText>CSV</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => run('xlsx')}>
          <ListItemIcon><GridOnIcon fontSize="small" /></ListItemIcon>
          <ListItemText>Excel (XLSX)</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
