import TimerOff from '@mui/icons-material/TimerOff';
import { useLocation } from 'react-router';
import { loginPathFor } from '../providers/loginPath';
import { InfoPage } from './InfoPage';

export default function TokenExpiredPage() {
  const next = new URLSearchParams(useLocation().search).get('next');
  return <InfoPage icon={<TimerOff />} messages="niaga.token_expired" action={{ to: loginPathFor(next), label: 'niaga.auth.login_again' }} />;
}
