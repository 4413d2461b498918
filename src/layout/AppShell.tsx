import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Drawer, Typography, useMediaQuery, type Theme } from '@mui/material';
import Storefront from '@mui/icons-material/Storefront';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { Footer } from './Footer';
import { ScrollTopButton } from './ScrollTopButton';
import { PageHeader } from './PageHeader';
import { OfflineNotice } from './OfflineNotice';
import { OfflineStandIn } from './OfflineStandIn';
import { CONTENT_ID, SkipLink } from './SkipLink';
import type { PageMeta } from './pageMeta';
import { startLiveBadges } from '../providers/liveBadges';
import { isSalesUser } from '../framework/access';
import { startSyncEngine } from '../offline/engine';

export const DRAWER_WIDTH = 260;

function Brand() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 2 }}>
      <Storefront color="primary" />
      <Typography variant="h6" component="div" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>Niaga</Typography>
    </Box>
  );
}

/**
 * The app shell around every signed-in page: vertical menu, floating app bar, full-width content with
 * title and breadcrumb, static footer, scroll-to-top.
 */
export default function AppShell(props: { meta: PageMeta; children: ReactNode }) {
  const desktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const open = desktop ? desktopOpen : mobileOpen;
  const toggle = () => (desktop ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o));
  const queryClient = useQueryClient();
  // Badges follow the documents over the notification socket (one connection per signed-in user), opened once the
  // first screen has had its network to itself.
  useEffect(() => {
    const timer = setTimeout(() => { void startLiveBadges(queryClient); }, 2000);
    return () => clearTimeout(timer);
  }, [queryClient]);
  // A salesperson's phone stores the day's data as soon as they are signed in with a signal, whatever screen they
  // open first, and keeps it fresh in the background (src/offline/engine.ts).
  useEffect(() => { if (isSalesUser()) startSyncEngine(); }, []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Drawer
        variant={desktop ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setMobileOpen(false)}
        sx={{
          width: open && desktop ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          transition: (t) => t.transitions.create('width'),
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: 0, boxShadow: 2 },
        }}
      >
        <Brand />
        <SideMenu onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar onToggleMenu={toggle} />
        <Box component="main" id={CONTENT_ID} tabIndex={-1} sx={{ flex: 1, px: { xs: 1.5, sm: 3 }, pb: 3, width: '100%', '&:focus': { outline: 'none' } }}>
          <PageHeader meta={props.meta} />
          <OfflineNotice />
          <OfflineStandIn>{props.children}</OfflineStandIn>
        </Box>
        <Footer />
      </Box>
      <ScrollTopButton />
    </Box>
  );
}
