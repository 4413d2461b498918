import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Chip, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Skeleton } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useRegistry } from '../framework/RegistryContext';
import { usePermissionSet } from '../framework/usePermissionSet';
import { activeGroup, buildMenu, groupUrls, type MenuGroup, type MenuLink } from './menuModel';
import { MenuIcon } from './MenuIcon';
import { primaryFill } from './theme';

function CountBadge(props: { count: number }) {
  if (props.count <= 0) return null;
  return <Chip size="small" color="error" label={props.count > 99 ? '99+' : props.count} sx={{ height: 20, fontSize: 11 }} aria-label={`${props.count} menunggu`} />;
}

const isActive = (pathname: string, url: string) => pathname === url || pathname.startsWith(`${url}/`);

function LinkItem(props: { item: MenuLink; nested?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isActive(pathname, props.item.url);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={props.item.url}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={props.onNavigate}
        sx={{ pl: props.nested ? 4 : 2, borderRadius: 1.5, mx: 1, mb: 0.25, '&.Mui-selected, &.Mui-selected:hover': { bgcolor: primaryFill, color: '#FFFFFF', '& .MuiListItemIcon-root': { color: 'inherit' } } }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}><MenuIcon name={props.item.icon} fontSize={props.nested ? 'inherit' : 'small'} /></ListItemIcon>
        <ListItemText primary={props.item.name} slotProps={{ primary: { variant: 'body2' } }} />
        <CountBadge count={props.item.badge} />
      </ListItemButton>
    </ListItem>
  );
}

function GroupItem(props: { group: MenuGroup; open: boolean; onToggle: () => void; onNavigate?: () => void }) {
  const listId = `menu-${props.group.url.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={props.onToggle} sx={{ borderRadius: 1.5, mx: 1, mb: 0.25 }} aria-expanded={props.open} aria-controls={props.open ? listId : undefined}>
        <ListItemIcon sx={{ minWidth: 36 }}><MenuIcon name={props.group.icon} group fontSize="small" /></ListItemIcon>
        <ListItemText primary={props.group.name} slotProps={{ primary: { variant: 'body2' } }} />
        <CountBadge count={props.group.badge} />
        {props.open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={props.open} timeout="auto" unmountOnExit>
        <List disablePadding id={listId}>
          {props.group.children.map((child) => <LinkItem key={child.url} item={child} nested onNavigate={props.onNavigate} />)}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The vertical menu built from the level's permitted menus and sub-menus, with waiting-document counts. */
export function SideMenu(props: { onNavigate?: () => void }) {
  const registry = useRegistry();
  const { entries, isPending } = usePermissionSet();
  const { pathname } = useLocation();
  const items = useMemo(() => buildMenu(entries, groupUrls(registry.menus)), [entries, registry]);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const current = activeGroup(items, pathname);

  useEffect(() => {
    if (current) setOpen((o) => (o[current] ? o : { ...o, [current]: true }));
  }, [current]);

  if (isPending) {
    return <Box aria-busy="true" aria-label="Memuat menu">{[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={36} sx={{ mx: 2, my: 1 }} />)}</Box>;
  }
  return (
    <Box component="nav" aria-label="Menu utama">
      <List sx={{ py: 1 }}>
        {items.map((item) => (item.type === 'group'
          ? <GroupItem key={item.url} group={item} open={!!open[item.url]} onToggle={() => setOpen((o) => ({ ...o, [item.url]: !o[item.url] }))} onNavigate={props.onNavigate} />
          : <LinkItem key={item.url} item={item} onNavigate={props.onNavigate} />))}
      </List>
    </Box>
  );
}
