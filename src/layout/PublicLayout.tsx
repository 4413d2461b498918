import { useEffect, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import Storefront from '@mui/icons-material/Storefront';
import { APP_NAME } from './appName';

/** The full-page layout of the public pages (login, errors): a centred card on the background. */
export function PublicLayout(props: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${props.title} · ${APP_NAME}`;
  }, [props.title]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={6}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, justifyContent: 'center' }}>
            <Storefront color="primary" fontSize="large" />
            <Typography variant="h5" component="div" sx={{ fontWeight: 700 }}>{APP_NAME}</Typography>
          </Box>
          {props.children}
        </CardContent>
      </Card>
    </Box>
  );
}
