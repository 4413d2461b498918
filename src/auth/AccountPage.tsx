import { Box } from '@mui/material';
import { getGudang, getUser } from '../providers/session';
import { ProfileCard } from './ProfileCard';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /akun-pengguna: the user's own account, profile and password. */
export default function AccountPage() {
  const user = getUser();
  if (!user) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <ProfileCard user={user} gudang={getGudang()} />
      <ChangePasswordForm userId={user.id} />
    </Box>
  );
}
