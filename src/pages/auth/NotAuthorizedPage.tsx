import Block from '@mui/icons-material/Block';
import { useTranslate } from 'ra-core';
import { InfoPage } from './InfoPage';

export default function NotAuthorizedPage() {
  const translate = useTranslate();
  return (
    <InfoPage
      icon={<Block />}
      title={translate('niaga.not_authorized.title')}
      body={translate('niaga.not_authorized.body')}
      action={{ to: '/', label: translate('niaga.common.back_home') }}
    />
  );
}
