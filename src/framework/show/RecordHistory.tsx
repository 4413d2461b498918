import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDef } from '../../../common/registry';
import { activitySentence, type ActivityRow } from '../../../common/activity-words';
import { formatDateTime } from '../../../common/format';
import type { NiagaDataProvider } from '../../providers/dataProvider';
import { useRegistry } from '../RegistryContext';

interface HistoryRow extends ActivityRow {
  id: number;
  created_at: string;
}

/** "Riwayat": who did what to the record and when, in words (`GET /api/riwayat/:resource/:id`, issue 35). */
export function RecordHistory(props: { resource: ResourceDef }) {
  const record = useRecordContext();
  const registry = useRegistry();
  const dataProvider = useDataProvider<NiagaDataProvider>();
  const id = record?.id;
  const { data, isPending, error } = useQuery({
    queryKey: ['niaga', 'riwayat', props.resource.name, id, record?.updated_at],
    queryFn: () => dataProvider.action<{ data: HistoryRow[] }>(`/riwayat/${props.resource.name}/${encodeURIComponent(String(id))}`, undefined, { method: 'GET' }),
    enabled: id !== undefined && id !== null,
  });
  if (!record) return null;
  const rows = data?.data ?? [];
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="riwayat-judul" data-testid="record-history">
      <Typography id="riwayat-judul" variant="h6" component="h2">Riwayat</Typography>
      {isPending && <Typography variant="body2" color="text.secondary">Memuat riwayat…</Typography>}
      {error && <Typography variant="body2" color="text.secondary">Riwayat tidak dapat dimuat.</Typography>}
      {!isPending && !error && rows.length === 0 && <Typography variant="body2" color="text.secondary">Belum ada riwayat.</Typography>}
      <List dense disablePadding>
        {rows.map((row) => (
          <ListItem key={row.id} disableGutters>
            <ListItemText primary={activitySentence(registry, row)} secondary={formatDateTime(row.created_at)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
