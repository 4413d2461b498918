import LockReset from '@mui/icons-material/LockReset';
import { InfoPage } from './InfoPage';

/** There is no self-service reset: an administrator resets the password (POST /api/user/reset-password). */
export default function ForgotPasswordPage() {
  return <InfoPage icon={<LockReset />} messages="niaga.forgot" after action={{ to: '/login', label: 'niaga.auth.back_to_login' }} />;
}
