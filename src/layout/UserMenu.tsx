import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import { useLogout } from 'ra-core';
import { getUser } from '../providers/session';

/** The avatar in the app bar: who is signed in, "Akun Saya" and "Keluar". */
export function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogout();
  const user = getUser();
  const name = user?.karyawan?.nama_lengkap || user?.email || '';
  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label="Profil" title="Profil" sx={{ p: 0.5 }}>
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 15 }}>{name.slice(0, 1).toUpperCase()}</Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary">{user?.level?.nama_level}</Typography>
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to="/akun-pengguna" onClick={() => setAnchor(null)}>
          <ListItemIcon><AccountCircle fontSize="small" /></ListItemIcon>
          Akun Saya
        </MenuItem>
        <MenuItem onClick={() => { setAnchor(null); logout(); }}>
          <ListItemIcon><Logout fontSize="small" /></ListItemIcon>
          Keluar
        </MenuItem>
      </Menu>
    </>
  );
}
