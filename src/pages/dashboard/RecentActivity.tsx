import { Link as RouterLink } from 'react-router';
import { Card, CardContent, List, ListItemButton, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDateTime } from '../../../common/format';
import { activitySentence } from '../../../common/activity-words';
import { useRegistry } from '../../framework/RegistryContext';
import { showPath } from '../../framework/paths';
import type { DashboardRecent } from './dashboardTypes';

/** The latest changes as sentences with the document's number, each linking to its read view unless it was deleted. */
export function RecentActivity(props: { recent: DashboardRecent[] }) {
  const registry = useRegistry();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">Aktivitas Terbaru</Typography>
        {props.recent.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>Belum ada aktivitas yang dapat Anda lihat.</Typography>
        )}
        <List dense data-testid="recent-activity">
          {props.recent.map((item) => {
            const resource = registry.resources.find((r) => r.name === item.resource);
            const text = <ListItemText primary={activitySentence(registry, item)} secondary={formatDateTime(item.created_at)} />;
            return resource && item.record_id && item.action !== 'delete'
              ? <ListItem key={item.id} disablePadding><ListItemButton component={RouterLink} to={showPath(resource, item.record_id)}>{text}</ListItemButton></ListItem>
              : <ListItem key={item.id}>{text}</ListItem>;
          })}
        </List>
      </CardContent>
    </Card>
  );
}
