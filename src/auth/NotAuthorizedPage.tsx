import Block from '@mui/icons-material/Block';
import { InfoPage } from './InfoPage';

export default function NotAuthorizedPage() {
  return <InfoPage icon={<Block />} messages="niaga.not_authorized" action={{ to: '/', label: 'niaga.common.back_home' }} />;
}
