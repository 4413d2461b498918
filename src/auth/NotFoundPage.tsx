import SearchOff from '@mui/icons-material/SearchOff';
import { InfoPage } from './InfoPage';

export default function NotFoundPage() {
  return <InfoPage icon={<SearchOff />} messages="niaga.not_found" action={{ to: '/', label: 'niaga.common.back_home' }} />;
}
