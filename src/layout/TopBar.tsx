import { AppBar, Box, Chip, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Refresh from '@mui/icons-material/Refresh';
import Warehouse from '@mui/icons-material/Warehouse';
import { useRefresh } from 'ra-core';
import { getGudang } from '../providers/session';
import { useThemeMode } from './ThemeModeContext';
import { UserMenu } from './UserMenu';

/** The floating app bar in the primary colour: menu toggle, the user's warehouse, reload, skin, profile (native titles keep Popper out of the first load). */
export function TopBar(props: { onToggleMenu: () => void }) {
  const { mode, toggle } = useThemeMode();
  const refresh = useRefresh();
  const gudang = getGudang();
  const themeLabel = mode === 'dark' ? 'Ganti ke tema terang' : 'Ganti ke tema gelap';
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark elevation={4} sx={{ top: 12, mx: { xs: 1, sm: 3 }, mt: 1.5, mb: 3, width: 'auto', borderRadius: 2 }}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        <IconButton color="inherit" edge="start" onClick={props.onToggleMenu} aria-label="Buka/tutup menu" title="Buka/tutup menu"><MenuIcon /></IconButton>
        <Box sx={{ flex: 1 }} />
        {gudang && <Chip icon={<Warehouse />} label={gudang.nama_gudang} size="small" sx={{ color: 'inherit', borderColor: 'currentColor', '& .MuiChip-icon': { color: 'inherit' } }} variant="outlined" />}
        <IconButton color="inherit" onClick={refresh} aria-label="Muat ulang data" title="Muat ulang data"><Refresh /></IconButton>
        <IconButton color="inherit" onClick={toggle} aria-label={themeLabel} title={themeLabel} data-theme-mode={mode}>
          {mode === 'dark' ? <LightMode /> : <DarkMode />}
        </IconButton>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
