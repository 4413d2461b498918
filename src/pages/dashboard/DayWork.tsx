import { Link as RouterLink } from 'react-router';
import { Alert, Box, Card, CardActionArea, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { formatMoney, formatNumber } from '../../../common/format';
import type { DashboardAlert, DashboardFigure, DashboardWaiting } from './dashboardTypes';

/** Today's headline figures of the reader's scope, each opening the list behind it. */
export function FigureCards({ figures }: { figures: DashboardFigure[] }) {
  if (!figures.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${Math.min(figures.length, 6)}, 1fr)` } }}>
      {figures.map((f) => (
        <Card key={f.key} data-testid={`angka-${f.key}`}>
          <CardActionArea component={RouterLink} to={f.url} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">{f.label}</Typography>
              <Typography variant="h6" component="p">{f.kind === 'money' ? formatMoney(f.value) : formatNumber(f.value, 0)}</Typography>
              {f.note && <Typography variant="caption" color="text.secondary">{f.note}</Typography>}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/** Documents waiting in the states the reader's level acts on, and alerts; each opens its filtered list. */
export function WaitingAndAlerts({ waiting, alerts }: { waiting: DashboardWaiting[]; alerts: DashboardAlert[] }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">Menunggu Tindakan Anda</Typography>
        {alerts.map((a) => (
          <Alert key={a.key} severity={a.severity} sx={{ mt: 1 }} action={<RouterLink to={a.link}>Lihat</RouterLink>}>{a.text}</Alert>
        ))}
        {waiting.length === 0
          ? <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>Tidak ada dokumen yang menunggu tindakan Anda.</Typography>
          : (
            <List dense>
              {waiting.map((w) => (
                <ListItem key={`${w.resource}-${w.status}`} disablePadding>
                  <ListItemButton component={RouterLink} to={w.link}>
                    <ListItemText primary={`${w.label}: ${w.status_label}`} secondary={`${formatNumber(w.jumlah, 0)} dokumen`} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
      </CardContent>
    </Card>
  );
}
