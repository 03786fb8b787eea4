import TravelExplore from '@mui/icons-material/TravelExplore';
import { FormattedMessage } from 'react-intl';
import { BackButton } from '../BackButton';
import { MessagePage } from './MessagePage';

/** Unknown path (spec 01 §2): the route does not exist, use the menu; a back button. */
export function NotFoundPage() {
  return (
    <MessagePage
      icon={<TravelExplore fontSize="inherit" />}
      title={<FormattedMessage id="notFound.title" />}
      message={<FormattedMessage id="notFound.message" />}
      actions={<BackButton />}
    />
  );
}
