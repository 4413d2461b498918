import TimerOff from '@mui/icons-material/TimerOff';
import { useLocation } from 'react-router';
import { useTranslate } from 'ra-core';
import { loginPathFor } from '../../providers/loginPath';
import { InfoPage } from './InfoPage';

export default function TokenExpiredPage() {
  const translate = useTranslate();
  const next = new URLSearchParams(useLocation().search).get('next');
  return (
    <InfoPage
      icon={<TimerOff />}
      title={translate('niaga.token_expired.title')}
      body={translate('niaga.token_expired.body')}
      action={{ to: loginPathFor(next), label: translate('niaga.auth.login_again') }}
    />
  );
}
