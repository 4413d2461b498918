import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { formatNumber } from '../../../common/format';
import { useRegistry } from '../../framework/RegistryContext';
import { MenuIcon } from '../../layout/MenuIcon';
import { primaryFill } from '../../layout/theme';
import type { DashboardCount } from './dashboardTypes';

/** One card per resource the user may read: how many records, linking to the list. */
export function CountCards(props: { counts: DashboardCount[] }) {
  const registry = useRegistry();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)', xl: 'repeat(6, 1fr)' } }}>
      {props.counts.map((count) => {
        const icon = registry.resources.find((r) => r.name === count.resource)?.icon;
        return (
          <Card key={count.resource}>
            <CardActionArea component={RouterLink} to={count.url} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Box sx={{ bgcolor: primaryFill, color: '#FFFFFF', borderRadius: 2, p: 1, display: 'flex' }}>
                  <MenuIcon name={icon} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h5" component="div">{formatNumber(count.total, 0)}</Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>{count.label}</Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
