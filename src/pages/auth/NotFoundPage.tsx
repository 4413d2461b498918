import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslate } from 'ra-core';
import { InfoPage } from './InfoPage';

export default function NotFoundPage() {
  const translate = useTranslate();
  return (
    <InfoPage
      icon={<SearchOff />}
      title={translate('niaga.not_found.title')}
      body={translate('niaga.not_found.body')}
      action={{ to: '/', label: translate('niaga.common.back_home') }}
    />
  );
}
