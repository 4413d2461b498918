import LockReset from '@mui/icons-material/LockReset';
import { useTranslate } from 'ra-core';
import { InfoPage } from './InfoPage';

/** There is no self-service reset: an administrator resets the password (POST /api/user/reset-password). */
export default function ForgotPasswordPage() {
  const translate = useTranslate();
  return (
    <InfoPage
      icon={<LockReset />}
      title={translate('niaga.forgot.title')}
      body={translate('niaga.forgot.body')}
      extra={translate('niaga.forgot.after')}
      action={{ to: '/login', label: translate('niaga.auth.back_to_login') }}
    />
  );
}
